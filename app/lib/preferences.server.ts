// Small display preferences kept in cookies (no account data): the folded side menu.
import { createCookie } from "@remix-run/node";
import { env } from "./env.server";

export const sidebarCookie = createCookie("sidebar", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: env().NODE_ENV === "production",
  maxAge: 60 * 60 * 24 * 365,
});

export async function sidebarCollapsed(request: Request) {
  return (await sidebarCookie.parse(request.headers.get("Cookie"))) === "collapsed";
}
