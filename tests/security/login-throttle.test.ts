// A login attempt is counted before its password is checked, so parallel
// attempts are throttled exactly like sequential ones; X-Forwarded-For is believed only from
// the proxies TRUST_PROXY names; auth/user-check is throttled too.
import { afterAll, describe, expect, it } from "vitest";
import { serverForThisFile, startServer, type RunningServer } from "../support/server";
import { Browserless, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "./support";

// 40 logins at once on a busy 2-core machine: the checks must be counted, not timed out
const server = serverForThisFile({ MARKETPLACE_TIMEOUT_MS: "30000" });
let untrusting: RunningServer | undefined;
afterAll(async () => {
  await untrusting?.stop();
});

describe("login throttling", () => {
  it("checks exactly 5 of 40 parallel wrong passwords; the rest are refused unchecked", async () => {
    const pages = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new Browserless(server.url).login("supplier@demo.vn", `wrong-${i}`)),
    );
    const seen = pages.map((p) => visibleText(p.html));
    const checked = seen.filter((t) => t.includes(text("vi", "auth:wrongPass"))).length;
    const refused = seen.filter((t) => t.includes(text("vi", "auth:tooManyAttempts"))).length;
    expect(
      { checked, refused },
      seen
        .filter((t) => !t.includes(text("vi", "auth:wrongPass")) && !t.includes(text("vi", "auth:tooManyAttempts")))
        .join("\n")
        .slice(0, 500),
    ).toEqual({ checked: 5, refused: 35 });
    // and now even the right password waits
    const right = await new Browserless(server.url).login("supplier@demo.vn", "Demo@12345");
    expect(visibleText(right.html)).toContain(text("vi", "auth:tooManyAttempts"));
  });

  it("throttles auth/user-check per address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i++)
      codes.push(
        (await marketplaceCall(server.url, "POST", "auth/user-check", { email: `probe${i}@example.vn` })).status,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // the forgot-password form says so in words
    const b = new Browserless(server.url);
    const page = await b.post("/login?mode=forgot", { intent: "forgot", email: "someone@example.vn" });
    expect(visibleText(page.html)).toContain(text("vi", "auth:tooManyAttempts"));
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    // loopback is not a trusted proxy here: whatever address the request claims, it is 127.0.0.1
    untrusting = await startServer({ TRUST_PROXY: "10.255.255.1" });
    const answers: string[] = [];
    for (let i = 0; i < 21; i++) {
      const b = new Browserless(untrusting.url);
      const page = await b.post(
        "/login?mode=forgot",
        { intent: "forgot", email: `nobody${i}@example.vn` },
        { "X-Forwarded-For": `203.0.113.${i + 1}` },
      );
      answers.push(visibleText(page.html));
    }
    expect(answers.slice(0, 20).every((t) => t.includes(text("vi", "auth:emailNotRegistered")))).toBe(true);
    expect(answers[20]).toContain(text("vi", "auth:tooManyAttempts"));
  });
});
