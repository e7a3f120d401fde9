// A marketplace that never answers: every call gives up after MARKETPLACE_TIMEOUT_MS and the
// supplier gets a translated message or a "try again" page, never a hang or a stack trace.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../support/server";
import { Browserless, visibleText } from "../support/browserless";

let blackHole: Server;
const sockets = new Set<Socket>();
let embedded: RunningServer;
let stalled: RunningServer;
const secret = "shared-secret-for-both-servers";

beforeAll(async () => {
  const port = await freePort();
  blackHole = createServer((socket) => {
    sockets.add(socket); // accept, read, never answer
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((r) => blackHole.listen(port, "127.0.0.1", () => r()));
  embedded = await startServer({ SESSION_SECRET: secret });
  stalled = await startServer({
    SESSION_SECRET: secret,
    MARKETPLACE_API_URL: `http://127.0.0.1:${port}/api/v1`,
    MARKETPLACE_TIMEOUT_MS: "800",
  });
});
afterAll(async () => {
  await Promise.all([embedded?.stop(), stalled?.stop()]);
  for (const s of sockets) s.destroy();
  blackHole?.close();
});

describe("an unreachable marketplace", () => {
  it("login answers 'Login failed! Please try again later!' in time", async () => {
    const b = new Browserless(stalled.url);
    await b.post("/language", { lng: "en", back: "/login" });
    // the stalled marketplace never answers: a page that says so at all is the timeout at work
    const page = await b.login("supplier@demo.vn", "Demo@12345");
    expect(visibleText(page.html)).toContain("Login failed! Please try again later!");
  });

  it("a page that needs it shows the translated 'try again' page with status 503", async () => {
    // a session made on a working server, used on the server whose marketplace hangs
    const b = new Browserless(embedded.url);
    await b.login("supplier@demo.vn", "Demo@12345");
    const moved = new Browserless(stalled.url);
    moved.cookies = new Map(b.cookies);
    const page = await moved.get("/?help=help-dashboard");
    expect(page.status).toBe(503);
    const text = visibleText(page.html);
    expect(text).toContain("Sàn giao dịch chưa phản hồi");
    expect(text).toContain("Thử lại");
    expect(page.html).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
  });

  it("/readyz says the marketplace is unavailable", async () => {
    const res = await fetch(`${stalled.url}/readyz`);
    expect(res.status).toBe(503);
  });
});
