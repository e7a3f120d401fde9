// POST /currency: the currency dialog's save (spec §2 Layout, §8 updateCurrencySuccess/Failed).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { commitSession } from "~/lib/session.server";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import { safeBackPath } from "~/lib/safe-redirect";
import { CurrencySchema } from "~/features/auth/currency";
import { parseForm } from "~/lib/validation";
import { readIntent } from "~/lib/form-intent";

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, session, supplier } = await requireApi(request, context);
  const formData = await request.formData();
  readIntent(formData, []); // the dialog's one button names no action
  const back = safeBackPath(formData.get("back"), "/");
  const submission = parseForm(formData, { schema: CurrencySchema });
  if (submission.status !== "success") {
    return redirectWithToast(context, back, { kind: "error", message: "layout:currency.failed" });
  }
  const reply = await api.post<{ currency: string }>("agency/agency/update-currency", {
    currency: submission.value.currency,
  });
  if (reply.code !== 200) {
    return redirectWithToast(context, back, { kind: "error", message: "layout:currency.failed" });
  }
  session.set("supplier", { ...supplier, currency: reply.data.currency });
  await commitSession(context, session);
  return redirectWithToast(context, back, { kind: "success", message: "layout:currency.success" });
}

export const loader = () => seeOther("/");

/**
 * No page of its own (its GET goes on to /); a post its form cannot have sent is refused with the
 * translated 400 page, which the root's error boundary draws for a route with a component.
 */
export default function NoPage() {
  return null;
}
