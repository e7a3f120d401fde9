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
import { commitSession, expireSession, requireSession, type Auth } from "./session.server";
import { mayOpen, pageRefusal, type MemberGrant } from "./page-guard";
import { seeOther } from "./toast.server";
import { menuGroups } from "~/components/layout/menu";
import type { MeReply } from "@contract/api/team";

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

/** The logged-in member as the marketplace's `auth/me` answers it (spec team.md §Calls). */
export type Member = MemberGrant & {
  /** the member's own _id (a doc of agency/member), not its user's */
  id: string;
  user: { _id: string; email: string; firstname: string; lastname: string };
  permissions: readonly string[];
};

// One `auth/me` per request, shared by the layout's and the page's loaders: the marketplace's answer
// decides on every request, so a role change applies on the member's next one and a revoked member's
// 401 (its refresh refused too) ends the session there (apiFor's `expired`: /login).
const members = new WeakMap<AppLoadContext, Promise<Member>>();

function memberOf(context: AppLoadContext, api: ReturnType<typeof apiFor>): Promise<Member> {
  let member = members.get(context);
  if (!member) {
    member = api.get<MeReply>("auth/me").then((reply) => {
      if (reply.code !== 200 || !reply.data?.role) throw data({ reason: "server" }, { status: 503 });
      const { user, role, services, permissions, member: id } = reply.data;
      return { id, user, role, services: services ?? [], permissions: permissions ?? [] };
    });
    members.set(context, member);
  }
  return member;
}

/**
 * The guard of every back-office loader and action (every one starts here), with the marketplace client: no
 * session → /login; a page of a service the supplier lacks, or one the member's role or services do
 * not allow for this method → 403, shown by the page's error boundary inside the layout. The layout
 * itself is let through (`layout`), so the member still has their menu beside the refusal.
 */
export async function requireApi(request: Request, context: AppLoadContext, { layout = false } = {}) {
  const auth = await requireSession(request, context);
  const api = apiFor(request, context, auth);
  const member = await memberOf(context, api);
  if (!layout) {
    const pathname = new URL(request.url).pathname;
    const refusal = pageRefusal(auth.supplier, member, pathname, request.method, await postedIntent(request));
    // spec team.md §Roles: a role without the dashboard (finance) starts on the first page of its menu,
    // where a login or an accepted invitation lands everyone
    if (refusal === "notYourRole" && pathname === "/" && request.method === "GET") {
      const home = menuGroups(auth.supplier, (href) => mayOpen(auth.supplier, member, href))[0]?.items[0]?.to;
      if (home) throw seeOther(home);
    }
    if (refusal) throw data({ reason: refusal }, { status: 403 });
  }
  return { ...auth, member, api };
}

/**
 * The `intent` of a plain form's post, read from a copy of its body (the action reads the request
 * itself): what a post on a page does can need another permission than the page's own, as a
 * calendar's forms on a listing page (contract/permissions.ts). An upload form's body is never
 * read twice; its page's rule holds.
 */
async function postedIntent(request: Request): Promise<string | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  if (!/^application\/x-www-form-urlencoded/i.test(request.headers.get("Content-Type") ?? "")) return undefined;
  try {
    const intent = (await request.clone().formData()).get("intent");
    return typeof intent === "string" ? intent : undefined;
  } catch {
    return undefined; // a body that cannot be read: the action answers it
  }
}
