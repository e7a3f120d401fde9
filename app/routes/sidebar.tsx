// POST /sidebar: folds or unfolds the side menu; a cookie keeps it across pages.
import type { ActionFunctionArgs } from "@remix-run/node";
import { sidebarCookie } from "~/lib/preferences.server";
import { safeBackPath } from "~/lib/safe-redirect";
import { seeOther } from "~/lib/toast.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const collapsed = form.get("collapsed") === "1";
  context.responseCookies.set("sidebar", await sidebarCookie.serialize(collapsed ? "collapsed" : "expanded"));
  return seeOther(safeBackPath(form.get("back"), "/"));
}

export const loader = () => seeOther("/");
