// POST /logout: clears the session and goes to /login (spec §6).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { destroySession, getSession } from "~/lib/session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await destroySession(context, await getSession(request, context));
  return redirect("/login");
}

// a GET never logs out (a link preview or prefetch must not end a session)
export const loader = () => redirect("/");
