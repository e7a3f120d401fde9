import { describe, expect, it } from "vitest";
import { dayjs, formatDate, isApiDate, TIME_ZONE, todayInVietnam, vietnamDay } from "./dates";

describe("dates in Asia/Ho_Chi_Minh (spec §9)", () => {
  it("formats instants in Vietnam time with the spec's formats", () => {
    const instant = "2026-03-05T18:30:00.000Z"; // 01:30 on 6 March in Vietnam
    expect(formatDate(instant, "list")).toBe("06/03/26 - 01:30");
    expect(formatDate(instant, "date")).toBe("06/03/2026");
    expect(formatDate(instant, "dateTime")).toBe("06/03/2026 - 01:30");
    expect(formatDate(instant, "picker")).toBe("06-03-2026");
    expect(formatDate(instant, "api")).toBe("2026-03-06");
  });
  it("shows an API date as the calendar day it is, whatever the server's zone", () => {
    expect(formatDate("2026-12-31", "date")).toBe("31/12/2026");
    expect(formatDate("2026-02-30", "date")).toBe("");
  });
  it("gives empty text for nothing or garbage", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
  it("knows today in Vietnam, which is tomorrow in UTC after 17:00", () => {
    expect(todayInVietnam(new Date("2026-11-22T16:59:59Z"))).toBe("2026-11-22");
    expect(todayInVietnam(new Date("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
    expect(vietnamDay("2026-11-22T17:00:00Z")).toBe("2026-11-23");
    expect(vietnamDay("2026-11-22")).toBe("2026-11-22");
  });
  it("validates API dates strictly", () => {
    expect(isApiDate("2026-02-28")).toBe(true);
    expect(isApiDate("2026-02-29")).toBe(false);
    expect(isApiDate("28/02/2026")).toBe(false);
  });
});

describe("the fixed +07:00 offset agrees with the Asia/Ho_Chi_Minh zone", () => {
  it("for instants across years and around midnight", () => {
    for (const iso of ["2026-11-21T16:59:59Z", "2026-11-21T17:00:00Z", "2024-02-29T23:30:00Z", "2030-06-30T10:15:00Z", "1999-12-31T17:00:00Z"]) {
      expect(formatDate(iso, "dateTime")).toBe(dayjs(iso).tz(TIME_ZONE).format("DD/MM/YYYY - HH:mm"));
      expect(todayInVietnam(new Date(iso))).toBe(dayjs(iso).tz(TIME_ZONE).format("YYYY-MM-DD"));
    }
  });
});
