// Flash toasts: set before a redirect, shown once on the next page (with or without scripts).
import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { env } from "./env.server";
import type { Toast } from "./toast";
import { wasReplayed } from "./form-once.server";

const TOAST_COOKIE = "__toast";
const cookie = createCookie(TOAST_COOKIE, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env().NODE_ENV === "production",
  secrets: env().sessionSecrets,
  maxAge: 120,
});

// toasts added during this request (an action and the loaders of the same document request)
const pending = new WeakMap<AppLoadContext, Toast[]>();

export async function addToast(context: AppLoadContext, given: Toast) {
  // a repeated post of the same form created nothing new: its success says so (form-once.server.ts)
  const toast: Toast =
    given.kind === "success" && wasReplayed(context) ? { kind: "info", message: "common:alreadySaved" } : given;
  const list = pending.get(context) ?? [];
  list.push(toast);
  pending.set(context, list);
  context.responseCookies.set(TOAST_COOKIE, await cookie.serialize(list));
}

/** Toasts to show on this page: the flashed ones plus this request's own; clears the flash. */
export async function takeToasts(request: Request, context: AppLoadContext): Promise<Toast[]> {
  const own = pending.get(context) ?? [];
  pending.delete(context);
  const header = request.headers.get("Cookie");
  const parsed = header?.includes(`${TOAST_COOKIE}=`) ? ((await cookie.parse(header)) as unknown) : null;
  const flashed = Array.isArray(parsed) ? (parsed as Toast[]) : [];
  if (flashed.length || own.length || parsed !== null) {
    context.responseCookies.set(TOAST_COOKIE, await cookie.serialize("", { maxAge: 0 }));
  }
  return [...flashed, ...own];
}

/** After a mutation (or to leave a page): 303 See Other, so a refresh never resubmits (style.md). */
export function seeOther(to: string, init?: ResponseInit) {
  return redirect(to, { ...init, status: 303 });
}

/** Flashes a toast for the next page, then answers 303 to it. */
export async function redirectWithToast(context: AppLoadContext, to: string, toast: Toast) {
  await addToast(context, toast);
  return seeOther(to);
}
