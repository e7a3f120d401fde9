// One-time form tokens: the same rendered create form posted twice — a double
// click without scripts, two parallel posts — creates one record. Every page of the back-office
// gets a fresh seed from the layout loader (new after each action, since loaders revalidate);
// <FormOnce /> puts it in the form; `once(api, form, context)` turns it into an Idempotency-Key
// on the form's create call. The marketplace keeps the keys (marketplace/README "Idempotency-Key"),
// so the guarantee holds across replicas; a repeat gets the first reply back, and the success
// toast of that repeat becomes "already saved".
import { createHash, randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { AuthedApi } from "./marketplace.server";

export const FORM_ONCE_FIELD = "_once";
const SEED = /^[A-Za-z0-9_-]{16,64}$/;

export const newFormSeed = () => randomBytes(18).toString("base64url");

const replayed = new WeakSet<AppLoadContext>();
/** Whether this request's create was a repeat of an earlier post of the same form. */
export const wasReplayed = (context: AppLoadContext) => replayed.has(context);

/**
 * The api for the form's create (or save) call: its POSTs and PATCHes carry a key made of the
 * form's seed and the call, so a repeat of the same rendered form is answered, not done again.
 * A form without a seed (not drawn by us) goes through as it is.
 */
export function once(api: AuthedApi, form: FormData, context: AppLoadContext): AuthedApi {
  const seed = form.get(FORM_ONCE_FIELD);
  if (typeof seed !== "string" || !SEED.test(seed)) return api;
  const keyed = async <T>(
    method: "POST" | "PATCH",
    path: string,
    body: unknown,
    query?: Parameters<AuthedApi["post"]>[2],
  ) => {
    const key = createHash("sha256").update(`${seed}\u0000${method} ${path}`).digest("base64url");
    const reply = await api.request<T>(method, path, { body, query, headers: { "Idempotency-Key": key } });
    if (reply.replayed) replayed.add(context);
    return reply;
  };
  return {
    ...api,
    post: <T>(path: string, body?: unknown, query?: Parameters<AuthedApi["post"]>[2]) =>
      keyed<T>("POST", path, body, query),
    patch: <T>(path: string, body?: unknown) => keyed<T>("PATCH", path, body),
  };
}
