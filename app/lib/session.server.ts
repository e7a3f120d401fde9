// The login session: an httpOnly, SameSite=Lax cookie (Secure in production) holding the
// marketplace tokens and the supplier summary of agency/lookup, encrypted (session-seal.ts): who
// holds the cookie cannot read the tokens out of it. One session object per request, so parallel
// loaders share it; changes are committed through context.responseCookies. Logout ends the
// session at the marketplace too (auth/logout), so an old copy of the cookie opens nothing.
import { createSession, type AppLoadContext, type Session } from "@remix-run/node";
import type { CapabilityFlags } from "@contract/services";
import { env } from "./env.server";
import { loginUrl } from "./safe-redirect";
import { redirectWithToast, seeOther } from "./toast.server";
import { openSession, sealSession } from "./session-seal";

export type TokenPair = { accessToken: string; refreshToken: string };
export type SessionUser = {
  _id: string;
  email: string;
  role: string;
  firstname: string;
  lastname: string;
  sex?: string | null;
  dob?: string | null;
  phone?: string | null;
  dial_code?: string | null;
};
/** agency/lookup's summary: the supplier and its capability flags, one per registered service (is_<id>). */
export type SupplierSummary = {
  _id: string;
  name: string;
  currency: string | null;
  is_verify: boolean;
} & CapabilityFlags;
type SessionData = { tokens: TokenPair; user: SessionUser; supplier: SupplierSummary };

const SESSION_COOKIE = "__session";
const MAX_AGE = 60 * 60 * 24 * 14;
const attributes = () => `Path=/; HttpOnly; SameSite=Lax${env().NODE_ENV === "production" ? "; Secure" : ""}`;

// The sealed value is base64url and dots: it goes into the cookie as it is.
const storage = {
  async getSession(cookieHeader: string | null): Promise<Session<SessionData>> {
    const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookieHeader ?? "")?.[1];
    const data = value ? ((await openSession(value, env().sessionSecrets)) as Partial<SessionData> | null) : null;
    return createSession<SessionData>((data ?? {}) as SessionData);
  },
  async commitSession(session: Session<SessionData>) {
    const sealed = await sealSession(session.data, env().sessionSecrets[0]!, MAX_AGE);
    return `${SESSION_COOKIE}=${sealed}; Max-Age=${MAX_AGE}; ${attributes()}`;
  },
  async destroySession(_session: Session<SessionData>) {
    return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes()}`;
  },
};

const perRequest = new WeakMap<AppLoadContext, Promise<Session<SessionData>>>();

export function getSession(request: Request, context: AppLoadContext) {
  let session = perRequest.get(context);
  if (!session) {
    session = storage.getSession(request.headers.get("Cookie"));
    perRequest.set(context, session);
  }
  return session;
}

export async function commitSession(context: AppLoadContext, session: Session<SessionData>) {
  context.responseCookies.set(SESSION_COOKIE, await storage.commitSession(session));
}

export async function destroySession(context: AppLoadContext, session: Session<SessionData>) {
  context.responseCookies.set(SESSION_COOKIE, await storage.destroySession(session));
}

export async function startSession(request: Request, context: AppLoadContext, data: SessionData) {
  const session = await getSession(request, context);
  session.set("tokens", data.tokens);
  session.set("user", data.user);
  session.set("supplier", data.supplier);
  await commitSession(context, session);
}

export type Auth = { session: Session<SessionData>; tokens: TokenPair; user: SessionUser; supplier: SupplierSummary };

/** The logged-in supplier, or null. */
export async function getAuth(request: Request, context: AppLoadContext): Promise<Auth | null> {
  const session = await getSession(request, context);
  const tokens = session.get("tokens");
  const user = session.get("user");
  const supplier = session.get("supplier");
  if (!tokens || !user || !supplier) return null;
  return { session, tokens, user, supplier };
}

/** The session's cookie, or /login?back={path}: the first step of `requireApi` (api.server.ts). */
export async function requireSession(request: Request, context: AppLoadContext): Promise<Auth> {
  const auth = await getAuth(request, context);
  if (!auth) throw seeOther(loginUrl(request));
  return auth;
}

/** Ends the session and sends the browser to /login?back={path} (refresh failed, token dead). */
export async function expireSession(request: Request, context: AppLoadContext): Promise<never> {
  await destroySession(context, await getSession(request, context));
  throw await redirectWithToast(context, loginUrl(request), { kind: "warning", message: "auth:sessionExpired" });
}
