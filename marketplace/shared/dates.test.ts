// "Today" and day boundaries are Vietnam's (marketplace-api.md "dates"), whatever the server's zone.
import { describe, expect, it } from "vitest";
import { dayBounds, dayOf, todayInVietnam } from "./dates";

describe("dates in Asia/Ho_Chi_Minh", () => {
  it("today is Vietnam's day, not UTC's", () => {
    expect(todayInVietnam(new Date("2026-03-01T17:30:00Z"))).toBe("2026-03-02");
    expect(dayOf("2026-03-01T16:59:59Z")).toBe("2026-03-01");
  });
  it("a range of days is whole Vietnamese days, the end included", () => {
    expect(dayBounds({ start: "2025-05-01", end: "2025-05-31" })).toEqual({
      from: "2025-04-30T17:00:00.000Z",
      to: "2025-05-31T17:00:00.000Z",
    });
    expect(dayBounds({ start: null })).toEqual({ from: undefined, to: undefined });
  });
});
