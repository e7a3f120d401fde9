// POST /language: keeps the choice in the cookie (spec §1) and goes back where the user was.
import type { ActionFunctionArgs } from "@remix-run/node";
import { localeCookie } from "~/lib/i18n.server";
import { isLanguage } from "~/lib/i18n";
import { safeBackPath } from "~/lib/safe-redirect";
import { seeOther } from "~/lib/toast.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  if (!isLanguage(lng)) throw new Response(null, { status: 400 });
  context.responseCookies.set("lng", await localeCookie.serialize(lng));
  return seeOther(safeBackPath(form.get("back"), "/"));
}

export const loader = () => seeOther("/");
