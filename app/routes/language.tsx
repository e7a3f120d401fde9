// POST /language: keeps the choice in the cookie (spec §1) and goes back where the user was.
import type { ActionFunctionArgs } from "@remix-run/node";
import { localeCookie } from "~/lib/i18n.server";
import { isLanguage } from "~/lib/i18n";
import { safeBackPath } from "~/lib/safe-redirect";
import { seeOther } from "~/lib/toast.server";
import { readIntent, refuseForm } from "~/lib/form-intent";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  readIntent(form, []); // the language buttons name no action
  const lng = form.get("lng");
  if (!isLanguage(lng)) refuseForm();
  context.responseCookies.set("lng", await localeCookie.serialize(lng));
  return seeOther(safeBackPath(form.get("back"), "/"));
}

export const loader = () => seeOther("/");

/**
 * No page of its own (its GET goes on to /); a post its form cannot have sent is refused with the
 * translated 400 page, which the root's error boundary draws for a route with a component.
 */
export default function NoPage() {
  return null;
}
