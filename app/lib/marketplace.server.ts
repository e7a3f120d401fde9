// The one marketplace client (marketplace-api.md "Conventions"): base URL from config, X-App-Id,
// bearer token, envelope check, a timeout on every call, and one refresh on 401 shared by
// parallel requests. Statuses below 500 are replies, not exceptions (spec tours-cruises §7).
import { inProcessMarketplace } from "./in-process-marketplace";

export type Envelope<T = unknown> = {
  code: number;
  message: string;
  data: T;
  /** The marketplace answered a repeated Idempotency-Key with the first reply (a double submit). */
  replayed?: boolean;
};
export type Query = Record<string, string | number | boolean | object | null | undefined>;
export type TokenPair = { accessToken: string; refreshToken: string };

/** The marketplace did not answer with an envelope: network error, timeout, or garbage. */
export class MarketplaceUnavailableError extends Error {
  constructor(
    public readonly reason: "timeout" | "network" | "bad_reply",
    public readonly path: string,
  ) {
    super(`marketplace ${reason} on ${path}`);
  }
}

export type ClientOptions = {
  baseUrl: string;
  appId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export type CallOptions = {
  query?: Query;
  body?: unknown;
  token?: string;
  /** The browser's address, for the marketplace's brute-force limits. */
  forwardedFor?: string;
  headers?: Record<string, string>;
};

export function toQueryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function createMarketplaceClient(options: ClientOptions) {
  // the embedded marketplace, when server.ts registered it, answers in-process; else real HTTP
  const doFetch =
    options.fetch ??
    ((url: string, init: RequestInit) => {
      const local = inProcessMarketplace();
      return local ? local(new Request(url, init)) : fetch(url, init);
    });
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call<T = unknown>(method: string, path: string, opts: CallOptions = {}): Promise<Envelope<T>> {
    const url = `${base}/${path.replace(/^\/+/, "")}${toQueryString(opts.query)}`;
    const headers: Record<string, string> = { Accept: "application/json", "X-App-Id": options.appId };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.forwardedFor) headers["X-Forwarded-For"] = opts.forwardedFor;
    Object.assign(headers, opts.headers);
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      const name = (err as Error)?.name;
      throw new MarketplaceUnavailableError(
        name === "TimeoutError" || name === "AbortError" ? "timeout" : "network",
        path,
      );
    }
    let reply: unknown;
    try {
      reply = await response.json();
    } catch {
      throw new MarketplaceUnavailableError("bad_reply", path);
    }
    if (!isEnvelope(reply)) throw new MarketplaceUnavailableError("bad_reply", path);
    if (response.headers.get("idempotent-replayed") === "true") (reply as Envelope<T>).replayed = true;
    return reply as Envelope<T>;
  }

  /** A GET whose answer is not an envelope (a stored file): the response as it came. */
  async function raw(path: string, opts: { token?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { "X-App-Id": options.appId };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    try {
      return await doFetch(`${base}/${path.replace(/^\/+/, "")}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error)?.name;
      throw new MarketplaceUnavailableError(
        name === "TimeoutError" || name === "AbortError" ? "timeout" : "network",
        path,
      );
    }
  }

  return { call, raw };
}
export type MarketplaceClient = ReturnType<typeof createMarketplaceClient>;

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === "object" && v !== null && typeof (v as Envelope).code === "number";
}

// Refresh tokens rotate: two parallel 401s must not both spend the same refresh token, so the
// first refresh is shared, and its result stays reusable for a short while for requests that
// left the browser with the old cookie before the new one arrived.
const REFRESH_REUSE_MS = 60_000;
const refreshes = new Map<string, { at: number; result: Promise<TokenPair | null> }>();

export function sharedRefresh(
  client: MarketplaceClient,
  refreshToken: string,
  email: string,
): Promise<TokenPair | null> {
  const now = Date.now();
  for (const [key, entry] of refreshes) if (now - entry.at > REFRESH_REUSE_MS) refreshes.delete(key);
  const hit = refreshes.get(refreshToken);
  if (hit) return hit.result;
  const result = client
    .call<{ token: TokenPair }>("POST", "auth/refresh-token", { body: { refreshToken, email, role: "agency" } })
    .then((reply) => (reply.code === 200 && reply.data?.token?.accessToken ? reply.data.token : null));
  refreshes.set(refreshToken, { at: now, result });
  // an unavailable marketplace is not a verdict on the token: forget it so a later try can refresh
  result.catch(() => refreshes.delete(refreshToken));
  return result;
}

export type TokenStore = {
  email: string;
  get(): TokenPair;
  set(tokens: TokenPair): Promise<void>;
  /** Refresh failed: end the session (throws, typically a redirect to /login?back=…). */
  expired(): Promise<never>;
};

/** Calls with the session's token; on 401 refreshes once (shared) and retries once. */
export function createAuthedApi(client: MarketplaceClient, store: TokenStore, forwardedFor?: string) {
  async function request<T>(method: string, path: string, opts: Omit<CallOptions, "token"> = {}): Promise<Envelope<T>> {
    const tokens = store.get();
    const first = await client.call<T>(method, path, { ...opts, forwardedFor, token: tokens.accessToken });
    if (first.code !== 401) return first;
    const fresh = await sharedRefresh(client, tokens.refreshToken, store.email);
    if (!fresh) return store.expired();
    await store.set(fresh);
    const second = await client.call<T>(method, path, { ...opts, forwardedFor, token: fresh.accessToken });
    if (second.code === 401) return store.expired();
    return second;
  }
  /** A stored file with the session's token (private documents), refreshed once on 401 like the rest. */
  async function file(path: string): Promise<Response> {
    const first = await client.raw(path, { token: store.get().accessToken });
    if (first.status !== 401) return first;
    const fresh = await sharedRefresh(client, store.get().refreshToken, store.email);
    if (!fresh) return store.expired();
    await store.set(fresh);
    const second = await client.raw(path, { token: fresh.accessToken });
    if (second.status === 401) return store.expired();
    return second;
  }
  return {
    request,
    file,
    get: <T>(path: string, query?: Query) => request<T>("GET", path, { query }),
    post: <T>(path: string, body?: unknown, query?: Query) => request<T>("POST", path, { body, query }),
    upload: <T>(path: string, body: FormData, headers: Record<string, string>) =>
      request<T>("POST", path, { body, headers }),
    patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
    delete: <T>(path: string) => request<T>("DELETE", path),
  };
}
export type AuthedApi = ReturnType<typeof createAuthedApi>;
