// Marketplace access for loaders and actions: the anonymous client (login, reset) and the
// session's authenticated api. No fetch to the marketplace anywhere else.
import { data, type AppLoadContext } from "@remix-run/node";
import { env } from "./env.server";
import {
  createAuthedApi,
  createMarketplaceClient,
  MarketplaceUnavailableError,
  type MarketplaceClient,
} from "./marketplace.server";
import { commitSession, expireSession, requireAuth, type Auth } from "./session.server";

export const marketplace = createMarketplaceClient({
  baseUrl: env().marketplaceBaseUrl,
  appId: env().MARKETPLACE_APP_ID,
  timeoutMs: env().MARKETPLACE_TIMEOUT_MS,
});

// Inside the back-office an unreachable marketplace becomes a 503 page with "try again",
// never a hang or a stack trace (login and reset handle it themselves, with §8's messages).
const unavailable = (err: unknown): never => {
  if (err instanceof MarketplaceUnavailableError) throw data({ reason: err.reason }, { status: 503 });
  throw err;
};
const pageClient: MarketplaceClient = {
  call: <T>(...args: Parameters<MarketplaceClient["call"]>) => marketplace.call<T>(...args).catch(unavailable),
  raw: (...args: Parameters<MarketplaceClient["raw"]>) => marketplace.raw(...args).catch(unavailable),
};

export function apiFor(request: Request, context: AppLoadContext, auth: Auth) {
  return createAuthedApi(
    pageClient,
    {
      email: auth.user.email,
      get: () => auth.session.get("tokens") ?? auth.tokens,
      async set(tokens) {
        auth.session.set("tokens", tokens);
        await commitSession(context, auth.session);
      },
      expired: () => expireSession(request, context),
    },
    context.clientIp,
  );
}

/** Guard + api in one step: what nearly every loader and action starts with. */
export async function requireApi(request: Request, context: AppLoadContext, opts?: { layout?: boolean }) {
  const auth = await requireAuth(request, context, opts);
  return { ...auth, api: apiFor(request, context, auth) };
}
