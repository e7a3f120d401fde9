// The client's token handling against a scripted fetch (a unit test: the real marketplace is
// exercised over HTTP by the integration tests).
import { describe, expect, it, vi } from "vitest";
import {
  createAuthedApi,
  createMarketplaceClient,
  MarketplaceUnavailableError,
  toQueryString,
  type TokenPair,
} from "./marketplace.server";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function scriptedMarketplace() {
  let valid = "access-1";
  let refreshCalls = 0;
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    const headers = init?.headers as Record<string, string>;
    expect(headers["X-App-Id"]).toBe("test-app");
    if (u.endsWith("/auth/refresh-token")) {
      refreshCalls++;
      await new Promise((r) => setTimeout(r, 20)); // slow enough for the parallel calls to overlap
      const body = JSON.parse(String(init?.body));
      if (body.refreshToken !== "refresh-1") return json(401, { code: 401, message: "invalid_token", data: null });
      valid = "access-2";
      return json(200, {
        code: 200,
        message: "ok",
        data: { token: { accessToken: "access-2", refreshToken: "refresh-2" } },
      });
    }
    if (headers.Authorization !== `Bearer ${valid}`)
      return json(401, { code: 401, message: "token_expired", data: null });
    return json(200, { code: 200, message: "ok", data: { path: u } });
  });
  return { fetchImpl, refreshCalls: () => refreshCalls };
}

function store(initial: TokenPair) {
  let tokens = initial;
  return {
    email: "supplier@demo.vn",
    get: () => tokens,
    set: vi.fn(async (t: TokenPair) => void (tokens = t)),
    expired: vi.fn(async (): Promise<never> => {
      throw new Error("expired");
    }),
  };
}

describe("createAuthedApi", () => {
  it("refreshes once for many parallel 401s, then retries each call", async () => {
    const m = scriptedMarketplace();
    const client = createMarketplaceClient({
      baseUrl: "http://m/api/v1/",
      appId: "test-app",
      timeoutMs: 1000,
      fetch: m.fetchImpl as typeof fetch,
    });
    const s = store({ accessToken: "access-1-old", refreshToken: "refresh-1" });
    const api = createAuthedApi(client, s);
    const replies = await Promise.all([api.get("a"), api.get("b"), api.get("c"), api.post("d", {}), api.get("e")]);
    expect(replies.every((r) => r.code === 200)).toBe(true);
    expect(m.refreshCalls()).toBe(1);
    expect(s.get()).toEqual({ accessToken: "access-2", refreshToken: "refresh-2" });
    expect(s.expired).not.toHaveBeenCalled();
  });

  it("ends the session when the refresh is refused", async () => {
    const m = scriptedMarketplace();
    const client = createMarketplaceClient({
      baseUrl: "http://m/api/v1",
      appId: "test-app",
      timeoutMs: 1000,
      fetch: m.fetchImpl as typeof fetch,
    });
    const s = store({ accessToken: "stale", refreshToken: "refresh-unknown" });
    const api = createAuthedApi(client, s);
    await expect(api.get("a")).rejects.toThrow("expired");
    expect(s.expired).toHaveBeenCalledTimes(1);
  });

  it("passes replies below 500 through as replies", async () => {
    const fetchImpl = vi.fn(async () => json(404, { code: 404, message: "not_found", data: null }));
    const client = createMarketplaceClient({
      baseUrl: "http://m",
      appId: "test-app",
      timeoutMs: 1000,
      fetch: fetchImpl as typeof fetch,
    });
    await expect(client.call("GET", "x")).resolves.toEqual({ code: 404, message: "not_found", data: null });
  });
});

describe("createMarketplaceClient", () => {
  it("times out with a typed error instead of hanging", async () => {
    const fetchImpl = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      );
    const client = createMarketplaceClient({
      baseUrl: "http://m",
      appId: "a",
      timeoutMs: 50,
      fetch: fetchImpl as typeof fetch,
    });
    const err = await client.call("GET", "slow").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MarketplaceUnavailableError);
    expect((err as MarketplaceUnavailableError).reason).toBe("timeout");
  });
  it("treats a non-envelope reply as unavailable", async () => {
    const fetchImpl = async () => new Response("<html>bad gateway</html>", { status: 502 });
    const client = createMarketplaceClient({
      baseUrl: "http://m",
      appId: "a",
      timeoutMs: 500,
      fetch: fetchImpl as typeof fetch,
    });
    await expect(client.call("GET", "x")).rejects.toBeInstanceOf(MarketplaceUnavailableError);
  });
  it("encodes objects in the query as JSON and skips empty values", () => {
    expect(toQueryString({ page: 1, sort: { created_at: -1 }, name: "", area: undefined })).toBe(
      "?page=1&sort=%7B%22created_at%22%3A-1%7D",
    );
  });
});
