// POST /logout: ends the session at the marketplace (its refresh-token family, and with it every
// access token of this login: marketplace/README "auth/logout"), clears the cookie and goes to
// /login (spec §6). An old copy of the cookie then opens nothing.
import type { ActionFunctionArgs } from "@remix-run/node";
import { marketplace } from "~/lib/api.server";
import { destroySession, getSession } from "~/lib/session.server";
import { seeOther } from "~/lib/toast.server";

export async function action({ request, context }: ActionFunctionArgs) {
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
