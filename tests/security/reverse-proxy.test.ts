// Behind a real reverse proxy (README "Behind a reverse proxy", "The container"): a proxy on a
// non-default port forwards a Host with its port, and a proxy that is not on loopback (a container's
// bridge gateway) is believed only when TRUST_PROXY names it — then HSTS is sent and the login
// throttle counts each browser's own address; until then the server says so in its log.
import http from "node:http";
import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { serverForThisFile, startServer, type RunningServer } from "../support/server";
import { Browserless, visibleText } from "../support/browserless";
import { text } from "./support";

const server = serverForThisFile();
const extra: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(extra.map((s) => s.stop()));
});

const loginBody = new URLSearchParams({
  intent: "login",
  email: "supplier@demo.vn",
  password: "Demo@12345",
}).toString();
const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** A POST with any Host header (fetch cannot set Host), answered without following redirects. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
    });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("a proxy on a non-default port", () => {
  it("accepts a post whose Origin carries the port the forwarded host carries ($http_host)", async () => {
    const proxied = { ...form, "X-Forwarded-Proto": "https", "X-Forwarded-Host": "backoffice.example.com:8443" };
    const ok = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { ...proxied, Origin: "https://backoffice.example.com:8443" },
      body: loginBody,
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("__session=") && /Secure/i.test(c))).toBe(true);
    // nginx's $host drops the port: the browser's Origin no longer matches, and the post is refused
    const portless = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...proxied,
        "X-Forwarded-Host": "backoffice.example.com",
        Origin: "https://backoffice.example.com:8443",
      },
      body: loginBody,
    });
    expect(portless.status).toBe(403);
    // another port is another origin
    const otherPort = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { ...proxied, Origin: "https://backoffice.example.com:9443" },
      body: loginBody,
    });
    expect(otherPort.status).toBe(403);
  });

  it("accepts a post whose Host (no X-Forwarded-Host) carries the port, with a matching Origin", async () => {
    const ok = await rawPost(
      `${server.url}/login`,
      { ...form, Host: "backoffice.example.com:8443", Origin: "http://backoffice.example.com:8443" },
      loginBody,
    );
    expect(ok.status).toBe(303);
    const refused = await rawPost(
      `${server.url}/login`,
      { ...form, Host: "backoffice.example.com:8443", Origin: "http://backoffice.example.com" },
      loginBody,
    );
    expect(refused.status).toBe(403);
  });
});

// This machine's own non-loopback address: a request to it comes from it, as a container sees its
// bridge gateway (TRUST_PROXY=gateway resolves to that address inside the container).
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

describe.skipIf(!outside)("a proxy that is not on loopback (a container's bridge gateway)", () => {
  it("is ignored under the loopback default, and the log says how to trust it", async () => {
    const s = await startServer();
    extra.push(s);
    const res = await fetch(`http://${outside}:${s.port}/login`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(s.logs()).toContain(`WARNING: forwarded headers from ${outside} are ignored (TRUST_PROXY=loopback)`);
  });

  it("once named in TRUST_PROXY: HSTS, and the login throttle counts each browser's own address", async () => {
    const s = await startServer({ TRUST_PROXY: outside! });
    extra.push(s);
    const base = `http://${outside}:${s.port}`;
    const res = await fetch(`${base}/login`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    // 30 failed logins from one person behind the proxy (different accounts: the per-account limit is 5)
    const one = { "X-Forwarded-For": "198.51.100.7" };
    for (let i = 0; i < 30; i++)
      await new Browserless(base).post(
        "/login",
        { intent: "login", email: `someone${i}@example.vn`, password: "wrong-password" },
        one,
      );
    const same = await new Browserless(base).post(
      "/login",
      { intent: "login", email: "supplier@demo.vn", password: "Demo@12345" },
      one,
    );
    expect(visibleText(same.html)).toContain(text("vi", "auth:tooManyAttempts"));
    // another person behind the same proxy logs in
    const other = await new Browserless(base).post(
      "/login",
      { intent: "login", email: "supplier@demo.vn", password: "Demo@12345" },
      { "X-Forwarded-For": "198.51.100.8" },
    );
    expect(other.redirects[0]).toBe("/");
    expect(visibleText(other.html)).not.toContain(text("vi", "auth:tooManyAttempts"));
  });
});
