// Two back-office replicas behind a balancer share the marketplace, not a
// process. When both refresh the same expired session at once they spend the same refresh token;
// the marketplace accepts the just-rotated token for a short grace window with the same new pair,
// so neither replica logs the supplier out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { Browserless, loggedIn, marketplaceCall } from "../support/browserless";
import { tokensIn } from "./support";

let a: RunningServer;
let b: RunningServer;
beforeAll(async () => {
  // replica A carries the embedded marketplace (5 s access tokens); replica B uses it over HTTP
  a = await startServer({ MARKETPLACE_ACCESS_TOKEN_TTL: "5" });
  b = await startServer({ MARKETPLACE_API_URL: `${a.url}/api/v1` });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

function browserOn(server: RunningServer, cookies: Map<string, string>) {
  const c = new Browserless(server.url);
  for (const [k, v] of cookies) c.cookies.set(k, v);
  return c;
}

describe("two replicas", () => {
  it("refresh one expired session at the same time without logging the supplier out", async () => {
    const session = await loggedIn(a.url);
    await new Promise((r) => setTimeout(r, 6000)); // the access token is now expired
    const onA = browserOn(a, session.cookies);
    const onB = browserOn(b, session.cookies);
    const [pageA, pageB] = await Promise.all([onA.get("/tour/bookings"), onB.get("/tour/bookings")]);
    expect(pageA.url).toBe("/tour/bookings");
    expect(pageB.url).toBe("/tour/bookings");
    // both replicas hold the same new pair, and it is alive
    const tokensA = (await tokensIn(onA.cookies.get("__session")!))!;
    const tokensB = (await tokensIn(onB.cookies.get("__session")!))!;
    expect(tokensA.refreshToken).toBe(tokensB.refreshToken);
    expect((await marketplaceCall(a.url, "GET", "tour/tour?perPage=1", undefined, tokensA.accessToken)).status).toBe(
      200,
    );
    // each replica serves the other's cookie
    expect((await browserOn(b, onA.cookies).get("/tour/statistic")).url).toBe("/tour/statistic");
    expect((await browserOn(a, onB.cookies).get("/tour/statistic")).url).toBe("/tour/statistic");
  });

  it("still treats a replay after the grace window as theft", async () => {
    const login = await marketplaceCall(a.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "newsupplier@demo.vn",
      password: "Demo@12345",
    });
    const first = login.body.data.token.refreshToken as string;
    const rotate = (refreshToken: string) =>
      marketplaceCall(a.url, "POST", "auth/refresh-token", {
        refreshToken,
        email: "newsupplier@demo.vn",
        role: "agency",
      });
    const [x, y] = await Promise.all([rotate(first), rotate(first)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.data.token.refreshToken).toBe(y.body.data.token.refreshToken);
    // the next rotation moves on; the first token is no longer the just-rotated one
    const second = await rotate(x.body.data.token.refreshToken);
    expect(second.status).toBe(200);
    expect((await rotate(first)).status).toBe(401); // a replay of a superseded token…
    expect((await rotate(second.body.data.token.refreshToken)).status).toBe(401); // …revokes the family
  });
});
