// Logout and a password change end sessions on the marketplace side too (an old
// cookie lands on /login, its tokens answer 401), the cookie carries no readable tokens, and the
// preference cookies are Secure in production.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text, tokensIn } from "./support";

const server = serverForThisFile();

/** A second browser holding a copy of this cookie jar: the "old cookie" of the issue. */
function copyOf(b: Browserless) {
  const c = new Browserless(server.url);
  for (const [k, v] of b.cookies) c.cookies.set(k, v);
  return c;
}

async function tokensAnswer401(tokens: { accessToken: string; refreshToken: string }, email: string) {
  const me = await marketplaceCall(server.url, "GET", "tour/tour?perPage=1", undefined, tokens.accessToken);
  expect(me.status).toBe(401);
  const refresh = await marketplaceCall(server.url, "POST", "auth/refresh-token", {
    refreshToken: tokens.refreshToken,
    email,
    role: "agency",
  });
  expect(refresh.status).toBe(401);
}

describe("the session cookie", () => {
  it("carries no readable token", async () => {
    const b = await loggedIn(server.url);
    const value = decodeURIComponent(b.cookies.get("__session")!);
    const tokens = (await tokensIn(value))!; // only with the server's secret
    const readable = [value, ...value.split(".").map((part) => Buffer.from(part, "base64").toString("latin1"))];
    for (const r of readable) {
      expect(r).not.toContain(tokens.accessToken.split(".")[1]); // the JWT's claims
      expect(r).not.toContain(tokens.refreshToken);
      expect(r).not.toMatch(/accessToken|refreshToken|supplier@demo\.vn/);
    }
    // a tampered cookie is no session at all
    const c = copyOf(b);
    c.cookies.set("__session", `${value.slice(0, -4)}AAAA`);
    expect((await c.get("/tour/bookings")).redirects[0]).toMatch(/^\/login/);
  });

  it("after logout the old cookie lands on /login and its tokens answer 401", async () => {
    const b = await loggedIn(server.url);
    const old = copyOf(b);
    const tokens = (await tokensIn(b.cookies.get("__session")!))!;
    expect(
      (await marketplaceCall(server.url, "GET", "tour/tour?perPage=1", undefined, tokens.accessToken)).status,
    ).toBe(200);
    const out = await b.post("/logout", {});
    expect(out.url).toBe("/login");
    const replay = await old.get("/tour/bookings");
    expect(replay.redirects.at(-1)).toMatch(/^\/login/);
    expect(visibleText(replay.html)).toContain(text("en", "auth:login.subtitle"));
    await tokensAnswer401(tokens, "supplier@demo.vn");
  });

  it("a password change ends every session of the account; this browser goes on with a new one", async () => {
    const here = await loggedIn(server.url, "newsupplier@demo.vn");
    const elsewhere = await loggedIn(server.url, "newsupplier@demo.vn");
    const oldHere = copyOf(here);
    const tokensHere = (await tokensIn(here.cookies.get("__session")!))!;
    const tokensElsewhere = (await tokensIn(elsewhere.cookies.get("__session")!))!;

    const changed = await here.post("/profile/change-pass", {
      password: "Demo@12345",
      newpassword: "New@pass1",
      confirm: "New@pass1",
    });
    expect(changed.url).toBe("/profile");
    expect(visibleText(changed.html)).toContain(text("en", "profile:changePass.success"));
    expect((await here.get("/profile/user")).url).toBe("/profile/user"); // still logged in, with a new session

    for (const b of [elsewhere, oldHere]) expect((await b.get("/tour/bookings")).redirects.at(-1)).toMatch(/^\/login/);
    await tokensAnswer401(tokensHere, "newsupplier@demo.vn");
    await tokensAnswer401(tokensElsewhere, "newsupplier@demo.vn");
  });
});

describe("preference cookies", () => {
  it("lng and sidebar are Secure in production", async () => {
    const b = new Browserless(server.url);
    const lng = await b.post("/language", { lng: "en", back: "/login" });
    expect(lng.status).toBe(200);
    const b2 = await loggedIn(server.url);
    const res = await fetch(`${server.url}/sidebar`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: b2.cookieHeader(), Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "collapsed=1&back=%2F",
    });
    const language = await fetch(`${server.url}/language`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "lng=vi&back=%2F",
    });
    const sidebarCookie = res.headers.getSetCookie().find((c) => c.startsWith("sidebar="))!;
    const lngCookie = language.headers.getSetCookie().find((c) => c.startsWith("lng="))!;
    expect(sidebarCookie).toMatch(/;\s*Secure/i);
    expect(lngCookie).toMatch(/;\s*Secure/i);
  });
});
