// One origin check in server.ts for every non-GET request (pages, ?_data=,
// .data and resource routes). A browser post from another site gets 403 and changes nothing;
// behind the reverse proxy the public origin comes from the trusted forwarded headers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { serverForThisFile } from "../support/server";
import { Browserless, formFields, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "./support";

const server = serverForThisFile();

// the attacker's site: another loopback address, so another site for the browser
let attacker: http.Server;
let attackerUrl = "";
let browser: Browser;

beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    const target = new URL(req.url ?? "/", "http://x").searchParams.get("to") ?? "";
    const fields = JSON.parse(new URL(req.url ?? "/", "http://x").searchParams.get("fields") ?? "{}") as Record<
      string,
      string
    >;
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
      .join("");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(
      `<!doctype html><title>win a prize</title><form method="post" action="${server.url}${target}">${inputs}</form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.2", resolve));
  attackerUrl = `http://127.0.0.2:${(attacker.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => attacker?.close(r));
});

const attackPage = (to: string, fields: Record<string, string>) =>
  `${attackerUrl}/?to=${encodeURIComponent(to)}&fields=${encodeURIComponent(JSON.stringify(fields))}`;

describe("cross-site posts in a real browser", () => {
  it("a page on another site cannot log the victim into the attacker's account (login CSRF)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused = page.waitForResponse((r) => r.url() === `${server.url}/login` && r.request().method() === "POST");
    await page.goto(attackPage("/login", { intent: "login", email: "newsupplier@demo.vn", password: "Demo@12345" }));
    const reply = await refused;
    expect(reply.status()).toBe(403);
    await page.waitForLoadState();
    expect(await page.textContent("body")).toContain(text("vi", "errors.crossSite.title"));
    // the victim is not logged in as anyone
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect((await context.cookies()).some((c) => c.name === "__session")).toBe(false);
    await context.close();
  });

  it("a page on another site cannot log the victim out (logout CSRF)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.fill('input[name="email"]', "supplier@demo.vn");
    await page.fill('input[name="password"]', "Demo@12345");
    await Promise.all([page.waitForURL(`${server.url}/`), page.click('[data-testid="login-submit"]')]);
    const refused = page.waitForResponse((r) => r.url() === `${server.url}/logout` && r.request().method() === "POST");
    await page.goto(attackPage("/logout", {}));
    expect((await refused).status()).toBe(403);
    await page.goto(`${server.url}/tour/bookings`);
    expect(new URL(page.url()).pathname).toBe("/tour/bookings"); // still logged in
    await context.close();
  });
});

describe("the one origin check", () => {
  const supplierCurrency = async () => {
    const login = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const lookup = await marketplaceCall(
      server.url,
      "POST",
      "agency/lookup",
      { userId: login.body.data.user._id },
      login.body.data.token.accessToken,
    );
    return lookup.body.data.currency as string;
  };

  it("refuses resource routes, ?_data= and .data posts from another site with 403, changing nothing", async () => {
    const b = await loggedIn(server.url);
    expect(await supplierCurrency()).toBe("VND");
    const evil = { Origin: "http://evil.example" };
    for (const path of ["/currency", "/currency?_data=routes%2Fcurrency"]) {
      const reply = await b.post(path, { currency: "USD", back: "/" }, evil);
      expect(reply.status).toBe(403);
      expect(visibleText(reply.html)).toContain(text("en", "errors.crossSite.title"));
    }
    expect(await supplierCurrency()).toBe("VND");

    const form = await b.get("/profile/user");
    const fields = Object.fromEntries(formFields(form.html).filter(([k]) => k !== "firstname"));
    for (const path of ["/profile/user?_data=routes%2F_app.profile.user", "/profile/user.data"]) {
      const reply = await b.post(path, { ...fields, firstname: "Hacked" }, evil);
      expect(reply.status).toBe(403);
    }
    expect(visibleText((await b.get("/profile/user")).html)).not.toContain("Hacked");

    const sidebar = await b.post("/sidebar", { collapsed: "1", back: "/" }, evil);
    expect(sidebar.status).toBe(403);
    expect(sidebar.headers.getSetCookie()).toEqual([]);
  });

  it("refuses Origin: null and Sec-Fetch-Site: cross-site with 403, not 500", async () => {
    const b = new Browserless(server.url);
    const nullOrigin = await b.post(
      "/login",
      { intent: "login", email: "supplier@demo.vn", password: "Demo@12345" },
      { Origin: "null" },
    );
    expect(nullOrigin.status).toBe(403);
    const fetchSite = await fetch(`${server.url}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(fetchSite.status).toBe(403);
    const mismatch = await b.post(
      "/login",
      { intent: "login", email: "supplier@demo.vn", password: "Demo@12345" },
      { Origin: "http://evil.example" },
    );
    expect(mismatch.status).toBe(403);
    expect(b.cookies.has("__session")).toBe(false);
  });

  it("takes the public origin from the trusted proxy's forwarded headers", async () => {
    const proxied = {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "backoffice.example.com",
      "Content-Type": "application/x-www-form-urlencoded",
    };
    const body = new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }).toString();
    const ok = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { ...proxied, Origin: "https://backoffice.example.com" },
      body,
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
    const other = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { ...proxied, Origin: "https://evil.example.com" },
      body,
    });
    expect(other.status).toBe(403);
    expect(other.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });
});
