// server.ts: security headers, health, readiness, the reverse proxy, the marketplace conventions.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, marketplaceCall } from "../support/browserless";

const server = serverForThisFile();

describe("server", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", marketplace: "embedded" });
  });

  it("links the theme's styles as one cached stylesheet instead of writing them into every page", async () => {
    const page = await (await fetch(`${server.url}/login`)).text();
    expect(page).not.toContain("data-mantine-styles");
    const href = /<link rel="stylesheet" href="(\/theme\.css\?v=[^"]+)"/.exec(page)?.[1];
    expect(href).toBeTruthy();
    const css = await fetch(`${server.url}${href}`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(css.headers.get("cache-control")).toContain("immutable");
    expect(await css.text()).toContain("--mantine-color-teal-filled");
  });

  it("does not serve the bench's floor page unless the bench turns it on", async () => {
    expect((await fetch(`${server.url}/bench-floor`)).status).toBe(404);
  });

  it("sends the security headers, with a CSP nonce on every script", async () => {
    const res = await fetch(`${server.url}/login`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(res.headers.get("content-security-policy-report-only")).toBeNull();
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts)
      if (!/\bsrc=/.test(tag) || /type="module"/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("cache-control")).toContain("no-store");
    // a fresh nonce for each request
    const again = (await fetch(`${server.url}/login`)).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("behind the proxy: HSTS and Secure cookies over HTTPS, and form posts accepted", async () => {
    const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "backoffice.example.com" };
    const res = await fetch(`${server.url}/login`, { headers: proxied });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    const b = new Browserless(server.url);
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...proxied,
        Origin: "https://backoffice.example.com",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }),
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(b).toBeTruthy();
  });

  it("caches fingerprinted assets for a year, compressed", async () => {
    const html = await (await fetch(`${server.url}/login`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const res = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("the embedded marketplace's conventions", () => {
  it("refuses a call without X-App-Id with 400, and answers envelopes with HTTP status = code", async () => {
    const res = await fetch(`${server.url}/api/v1/auth/user-check`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, message: "missing_app_id" });
    const unauth = await marketplaceCall(server.url, "GET", "destination/area");
    expect(unauth.status).toBe(401);
    expect(unauth.body).toMatchObject({ code: 401, message: "invalid_token" });
    const invalid = await marketplaceCall(server.url, "POST", "auth/login", { email: "x" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.issues.length).toBeGreaterThan(0);
  });

  it("rotates refresh tokens and revokes the family when an old one is replayed", async () => {
    const login = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const rotate = (refreshToken: string) =>
      marketplaceCall(server.url, "POST", "auth/refresh-token", {
        refreshToken,
        email: "supplier@demo.vn",
        role: "agency",
      });
    const first = login.body.data.token.refreshToken;
    const r1 = await rotate(first);
    expect(r1.body.code).toBe(200);
    const second = r1.body.data.token.refreshToken;
    expect(second).not.toBe(first);
    // just rotated: for a short grace window it answers the same new pair (replicas)
    expect((await rotate(first)).body.data.token.refreshToken).toBe(second);
    const third = (await rotate(second)).body.data.token.refreshToken;
    const replay = await rotate(first); // no longer the just-rotated one
    expect(replay.status).toBe(401);
    // the replay killed the whole family, so the stolen-and-used newest token is dead too
    const after = await rotate(third);
    expect(after.status).toBe(401);
  });

  it("scopes agency lookup to the token's user: another id answers 404", async () => {
    const a = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const b = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "newsupplier@demo.vn",
      password: "Demo@12345",
    });
    const own = await marketplaceCall(
      server.url,
      "POST",
      "agency/lookup",
      { userId: a.body.data.user._id },
      a.body.data.token.accessToken,
    );
    expect(own.body.data).toMatchObject({
      name: "Saigon Discovery Travel",
      is_verify: true,
      is_bike: true,
      currency: "VND",
    });
    const other = await marketplaceCall(
      server.url,
      "POST",
      "agency/lookup",
      { userId: b.body.data.user._id },
      a.body.data.token.accessToken,
    );
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("Hoi An");
  });

  it("serves the reference lists in both languages", async () => {
    const login = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const token = login.body.data.token.accessToken;
    const areas = await marketplaceCall(
      server.url,
      "GET",
      "destination/area?lang=en&perPage=-1&is_parent=true",
      undefined,
      token,
    );
    expect(areas.body.data.docs.map((a: { slug: string }) => a.slug).sort()).toEqual(["chau-a", "chau-au", "chau-my"]);
    const countries = await marketplaceCall(
      server.url,
      "GET",
      "destination/country?lang=vi&perPage=-1&area=chau-a",
      undefined,
      token,
    );
    const vn = countries.body.data.docs[0];
    expect(vn.name).toBe("Việt Nam");
    const cities = await marketplaceCall(
      server.url,
      "GET",
      `destination/city?lang=vi&perPage=-1&country=${vn._id}`,
      undefined,
      token,
    );
    const names = cities.body.data.docs.map((c: { name: string }) => c.name);
    for (const city of ["Hà Nội", "Đà Nẵng", "Huế", "Hội An"]) expect(names).toContain(city);
    const beds = await marketplaceCall(server.url, "GET", "bedtype?lang=en&perPage=-1", undefined, token);
    expect(beds.body.data.docs.every((b: { numofperson: number }) => b.numofperson >= 1)).toBe(true);
    for (const path of [
      "tour/category?is_active=true",
      "tour/interest",
      "tour/cruise-facility?type=cruise",
      "facility?type=cabin",
      "facility?type=hotel",
      "facility?type=room",
      "hotel/type",
    ]) {
      const list = await marketplaceCall(
        server.url,
        "GET",
        `${path}${path.includes("?") ? "&" : "?"}lang=vi&perPage=-1`,
        undefined,
        token,
      );
      expect(list.body.data.total, path).toBeGreaterThan(3);
    }
    const categories = await marketplaceCall(server.url, "GET", "tour/category?lang=vi&perPage=-1", undefined, token);
    const orders = categories.body.data.docs.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((x: number, y: number) => x - y));
  });
});
