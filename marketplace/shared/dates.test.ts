// "Today" and day boundaries are Vietnam's (marketplace-api.md "dates"), whatever the server's zone.
import { describe, expect, it } from "vitest";
import { dayBounds, dayOf, timeOf, todayInVietnam } from "./dates";

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

describe("the fixed UTC+7 offset agrees with the tz database", () => {
  it("for every hour over two years, day and time of day", () => {
    const zone = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Ho_Chi_Minh",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 60_000) {
      const p = Object.fromEntries(zone.formatToParts(t).map((x) => [x.type, x.value]));
      expect(dayOf(new Date(t))).toBe(`${p.year}-${p.month}-${p.day}`);
      expect(timeOf(new Date(t).toISOString())).toBe(`${p.hour}:${p.minute}`);
    }
  });
  it("an instant that is not one has no day", () => {
    expect(dayOf("not a date")).toBe("Invalid Date");
  });
});
