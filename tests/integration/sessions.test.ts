// Sessions over time: expired access tokens refreshed by the app, brute-force limits, reset
// codes that die after a few wrong tries, and a graceful stop.
import { describe, expect, it } from "vitest";
import { serverForThisFile, startServer } from "../support/server";
import { Browserless, latestResetCode, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile({ MARKETPLACE_ACCESS_TOKEN_TTL: "5" });

describe("sessions", () => {
  it("keeps the supplier logged in past the access token's life, refreshing it once", async () => {
    const b = new Browserless(server.url);
    await b.login("supplier@demo.vn", "Demo@12345");
    const before = b.cookies.get("__session");
    await new Promise((r) => setTimeout(r, 6500)); // the 5 s access token is now expired
    const page = await b.get("/?help=help-dashboard"); // the help article needs the token
    expect(page.url).toBe("/?help=help-dashboard");
    expect(page.html).toContain('data-testid="help-drawer"');
    expect(page.html).not.toContain("This help article could not be loaded");
    expect(b.cookies.get("__session")).not.toBe(before); // the new pair was stored
    // and the rotated pair works on the next request without another refresh
    expect((await b.get("/?help=help-dashboard")).html).toContain("Trang tổng quan");
  });

  it("logs out to /login?back= when the refresh token is dead", async () => {
    const b = new Browserless(server.url);
    await b.login("supplier@demo.vn", "Demo@12345");
    // a password reset revokes every refresh token of the account
    await marketplaceCall(server.url, "POST", "auth/forgot-password", { email: "supplier@demo.vn", role: "agency" });
    const code = await latestResetCode(server.url, "supplier@demo.vn");
    const reset = await marketplaceCall(server.url, "POST", `auth/get-password/${code}`, {
      email: "supplier@demo.vn",
      password: "Demo@12345",
      role: "agency",
    });
    expect(reset.body.code).toBe(200);
    await new Promise((r) => setTimeout(r, 6500));
    const page = await b.get("/?help=help-dashboard");
    expect(page.redirects.at(-1)).toBe("/login?back=%2F%3Fhelp%3Dhelp-dashboard");
    expect(b.cookies.has("__session")).toBe(false);
  });
});

describe("brute force", () => {
  it("refuses logins for an account after 5 failures, even with the right password", async () => {
    const b = new Browserless(server.url);
    await b.post("/language", { lng: "en", back: "/login" });
    for (let i = 0; i < 5; i++) {
      expect(visibleText((await b.login("customer@demo.vn", `wrong-${i}`)).html)).toContain("Incorrect password!");
    }
    const blocked = await b.login("customer@demo.vn", "Demo@12345");
    expect(visibleText(blocked.html)).toContain("Too many failed attempts");
    const api = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "customer@demo.vn",
      password: "Demo@12345",
    });
    expect(api.status).toBe(429);
    expect(api.body.data.retryAfter).toBeGreaterThan(0);
  });

  it("kills a reset code after 5 wrong tries", async () => {
    await marketplaceCall(server.url, "POST", "auth/forgot-password", { email: "newsupplier@demo.vn", role: "agency" });
    const code = await latestResetCode(server.url, "newsupplier@demo.vn");
    for (let i = 0; i < 5; i++) {
      const wrong = await marketplaceCall(server.url, "POST", `auth/get-password/WRONG${i}`, {
        email: "newsupplier@demo.vn",
        password: "x1",
        role: "agency",
      });
      expect(wrong.status).toBe(400);
    }
    const right = await marketplaceCall(server.url, "POST", `auth/get-password/${code}`, {
      email: "newsupplier@demo.vn",
      password: "x1",
      role: "agency",
    });
    expect(right.status).toBe(404);
    const login = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "newsupplier@demo.vn",
      password: "Demo@12345",
    });
    expect(login.body.code).toBe(200); // the password did not change
  });
});

describe("lifecycle", () => {
  it("stops gracefully on SIGTERM", async () => {
    const other = await startServer();
    // logins take a while (scrypt in the marketplace): they are in flight when the signal comes
    const inflight = Array.from({ length: 4 }, () =>
      fetch(`${other.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: other.url },
        body: new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }),
      }).then((r) => r.status),
    );
    await new Promise((r) => setTimeout(r, 40));
    await other.stop();
    expect(await Promise.all(inflight)).toEqual([303, 303, 303, 303]);
    expect(other.logs()).toContain("SIGTERM: finishing in-flight requests");
    expect(other.logs()).toContain("stopped");
  });
});
