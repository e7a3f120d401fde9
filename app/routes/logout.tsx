// POST /logout: ends the session at the marketplace (its refresh-token family, and with it every
// access token of this login: marketplace/README "auth/logout"), clears the cookie and goes to
// /login (spec §6). An old copy of the cookie then opens nothing.
import type { ActionFunctionArgs } from "@remix-run/node";
import { marketplace } from "~/lib/api.server";
import { destroySession, getSession } from "~/lib/session.server";
import { seeOther } from "~/lib/toast.server";
import { readIntent } from "~/lib/form-intent";

export async function action({ request, context }: ActionFunctionArgs) {
  readIntent(await request.formData(), []); // its one button names no action
  const session = await getSession(request, context);
  const refreshToken = session.get("tokens")?.refreshToken;
  if (refreshToken) {
    // an unreachable marketplace must not keep anyone logged in here: the cookie goes either way
    await marketplace
      .call("POST", "auth/logout", { body: { refreshToken }, forwardedFor: context.clientIp })
      .catch(() => null);
  }
  await destroySession(context, session);
  return seeOther("/login");
}

// a GET never logs out (a link preview or prefetch must not end a session)
export const loader = () => seeOther("/");

/**
 * No page of its own (its GET goes on to /); a post its form cannot have sent is refused with the
 * translated 400 page, which the root's error boundary draws for a route with a component.
 */
export default function NoPage() {
  return null;
}
