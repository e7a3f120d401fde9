// With the marketplace embedded, the app calls it in-process (no HTTP request to
// /api/v1 through the server's own stack); with MARKETPLACE_API_URL, over real HTTP.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, startServerWithRemoteMarketplace, type RunningServer } from "../support/server";
import { loggedIn, visibleText } from "../support/browserless";

// request log lines ("<time> GET /api/v1/… 200 1.2ms"), not the start-up notes
const apiLines = (logs: string) => logs.split("\n").filter((line) => /^\S+ [A-Z]+ \/api\/v1\//.test(line));

describe("the embedded marketplace", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it("answers the app in-process: pages work and the server logs no /api/v1 request", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get("/tour/bookings");
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toMatch(/[A-Z0-9]{6,}/); // booking codes of the demo data
    expect((await b.get("/tour")).status).toBe(200);
    expect(server.logs()).toMatch(/GET \/tour\/bookings 200/);
    expect(apiLines(server.logs())).toEqual([]);
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: "ready", marketplace: "embedded" });
  });

  it("still serves /api/v1 over HTTP to others (browsers' file links, the CLI, a remote app)", async () => {
    const res = await fetch(`${server.url}/api/v1/destination/area?perPage=1`);
    expect(res.status).toBe(400); // no X-App-Id: the marketplace's own answer
    await vi.waitFor(() => expect(apiLines(server.logs()).length).toBe(1)); // logged on "finish"
  });
});

describe("a remote marketplace (MARKETPLACE_API_URL)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerWithRemoteMarketplace();
  });
  afterAll(() => server?.stop());

  it("is called over HTTP", async () => {
    const b = await loggedIn(server.url);
    expect((await b.get("/tour/bookings")).status).toBe(200);
    const [appLogs, marketplaceLogs] = server.logs().split("--- marketplace ---");
    expect(apiLines(appLogs!)).toEqual([]);
    expect(marketplaceLogs).toMatch(/POST \/api\/v1\/auth\/login 200/);
    expect(marketplaceLogs).toMatch(/GET \/api\/v1\/order\?\S* 200/);
  });
});
