// POST /sidebar: folds or unfolds the side menu; a cookie keeps it across pages.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sidebarCookie } from "~/lib/preferences.server";
import { safeBackPath } from "~/lib/safe-redirect";
import { seeOther } from "~/lib/toast.server";
import { readIntent } from "~/lib/form-intent";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  readIntent(form, []); // its one button names no action
  const collapsed = form.get("collapsed") === "1";
  context.responseCookies.set("sidebar", await sidebarCookie.serialize(collapsed ? "collapsed" : "expanded"));
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
