// The dashboard's clock: `at` is honoured only with the dev calls on (tests ask "as of 23:59 / 00:01
// Vietnam time"); in production the answer is always for now. Either way the day is Vietnam's, and
// the answer is for its minute.
import { describe, expect, it } from "vitest";
import { clockOf } from "./routes";

describe("the dashboard's clock", () => {
  const at = "2026-03-01T16:59:30.000Z"; // 23:59:30 on 1 March in Vietnam

  it("takes `at` with the dev calls on: the Vietnam day, its bounds, the minute", () => {
    expect(clockOf({ devCalls: true }, { at })).toEqual({
      now: "2026-03-01T16:59:00.000Z",
      today: "2026-03-01",
      dayStart: "2026-02-28T17:00:00.000Z",
      dayEnd: "2026-03-01T17:00:00.000Z",
    });
    expect(clockOf({ devCalls: true }, { at: "2026-03-01T17:01:00.000Z" }).today).toBe("2026-03-02");
  });

  it("ignores `at` with the dev calls off, and an unreadable `at` always", () => {
    const before = Date.now();
    const off = clockOf({ devCalls: false }, { at });
    expect(Date.parse(off.now)).toBeGreaterThan(before - 60_000);
    expect(off.today).not.toBe("2026-03-01");
    const bad = clockOf({ devCalls: true }, { at: "yesterday" });
    expect(Date.parse(bad.now)).toBeGreaterThan(before - 60_000);
  });
});
