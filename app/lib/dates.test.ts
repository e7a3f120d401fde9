import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import {
  addDays,
  addYears,
  formatDate,
  instantToVietnamTime,
  vietnamTimeToInstant,
  isApiDate,
  parseInputDate,
  parseInputDateTime,
  TIME_ZONE,
  todayInVietnam,
  toInputDate,
  toInputDateTime,
  vietnamDay,
} from "./dates";

dayjs.extend(utc);
dayjs.extend(timezone);

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
    for (const iso of [
      "2026-11-21T16:59:59Z",
      "2026-11-21T17:00:00Z",
      "2024-02-29T23:30:00Z",
      "2030-06-30T10:15:00Z",
      "1999-12-31T17:00:00Z",
    ]) {
      expect(formatDate(iso, "dateTime")).toBe(dayjs(iso).tz(TIME_ZONE).format("DD/MM/YYYY - HH:mm"));
      expect(todayInVietnam(new Date(iso))).toBe(dayjs(iso).tz(TIME_ZONE).format("YYYY-MM-DD"));
      expect(instantToVietnamTime(iso)).toBe(dayjs(iso).tz(TIME_ZONE).format("YYYY-MM-DDTHH:mm"));
      const local = dayjs(iso).tz(TIME_ZONE).format("YYYY-MM-DDTHH:mm");
      expect(vietnamTimeToInstant(local)).toBe(dayjs.tz(local, TIME_ZONE).toISOString());
    }
  });
});

describe("dates as entered (spec §9: DD-MM-YYYY, DD/MM/YYYY HH:mm)", () => {
  it("reads a day in the spec's format, with the usual separators, into the API's format", () => {
    expect(parseInputDate("05-03-2026")).toBe("2026-03-05");
    expect(parseInputDate(" 5/3/2026 ")).toBe("2026-03-05");
    expect(parseInputDate("31.12.2026")).toBe("2026-12-31");
    expect(parseInputDate("2026-03-05")).toBe("2026-03-05");
  });
  it("refuses what is not a real day, or is written month first", () => {
    for (const bad of [
      "",
      "31-02-2026",
      "2026-02-30",
      "03-13-2026",
      "12/31/2026",
      "05-03-26",
      "hôm nay",
      "05-03-2026 10:00",
    ])
      expect(parseInputDate(bad), bad).toBeNull();
  });
  it("reads a day and time", () => {
    expect(parseInputDateTime("05/03/2026 14:30")).toBe("2026-03-05T14:30");
    expect(parseInputDateTime("5-3-2026 9:05")).toBe("2026-03-05T09:05");
    expect(parseInputDateTime("05/03/2026 - 14:30")).toBe("2026-03-05T14:30");
    expect(parseInputDateTime("2026-03-05T14:30")).toBe("2026-03-05T14:30");
    for (const bad of ["", "05/03/2026", "05/03/2026 24:00", "05/03/2026 10:60", "30/02/2026 10:00"])
      expect(parseInputDateTime(bad), bad).toBeNull();
  });
  it("shows API values in the spec's format and leaves typed text alone", () => {
    expect(toInputDate("2026-03-05")).toBe("05-03-2026");
    expect(toInputDate("31-02-2026")).toBe("31-02-2026");
    expect(toInputDate(undefined)).toBe("");
    expect(toInputDateTime("2026-03-05T14:30")).toBe("05/03/2026 14:30");
    expect(toInputDateTime("05/03/2026 14:30")).toBe("05/03/2026 14:30");
  });
});

describe("day arithmetic", () => {
  it("adds days across month and year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-01-01", 99)).toBe("2026-04-10");
  });
  it("adds years the way dayjs did (29 February → 28 February)", () => {
    expect(addYears("2008-02-29", 18)).toBe("2026-02-28");
    expect(addYears("2008-02-29", 16)).toBe("2024-02-29");
    expect(addYears("2000-11-23", 26)).toBe("2026-11-23");
  });
  it("turns Vietnam wall-clock time into an instant and back; refuses what is not a time", () => {
    expect(vietnamTimeToInstant("2026-03-05T01:30")).toBe("2026-03-04T18:30:00.000Z");
    expect(instantToVietnamTime("2026-03-04T18:30:00.000Z")).toBe("2026-03-05T01:30");
    expect(vietnamTimeToInstant("2026-02-30T10:00")).toBeNull();
    expect(vietnamTimeToInstant("2026-03-05")).toBeNull();
    expect(instantToVietnamTime("nope")).toBe("");
  });
});
