import { describe, expect, it } from "vitest";
import {
  addDays,
  clashes,
  daysBetween,
  expandRange,
  isDay,
  MAX_SPAN_DAYS,
  monthBounds,
  monthGrid,
  monthOf,
  neighbours,
  rangeProblem,
  todayInVietnam,
  weekdayOf,
  yearChoices,
} from "./calendar";

describe("days in Vietnam", () => {
  it("today is the day in UTC+7: 17:00 UTC is already tomorrow", () => {
    expect(todayInVietnam(Date.parse("2026-03-31T16:59:59Z"))).toBe("2026-03-31");
    expect(todayInVietnam(Date.parse("2026-03-31T17:00:00Z"))).toBe("2026-04-01");
    expect(todayInVietnam(Date.parse("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
  });
  it("knows real days, leap days included", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2027-02-29")).toBe(false);
    expect(isDay("2026-04-31")).toBe(false);
    expect(isDay("2026-4-01")).toBe(false);
    expect(isDay(20260401)).toBe(false);
  });
  it("adds days across month and year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
  });
  it("numbers weekdays 0 = Sunday", () => {
    expect(weekdayOf("2026-11-22")).toBe(0); // a Sunday
    expect(weekdayOf("2026-11-28")).toBe(6);
  });
});

describe("expandRange: every day of the range but the excluded weekdays", () => {
  it("crosses a month boundary", () => {
    expect(expandRange({ dateStart: "2026-01-30", dateEnd: "2026-02-02" })).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02",
    ]);
  });
  it("leaves out the excluded weekdays (0 = Sunday, 6 = Saturday)", () => {
    // 2026-11-23 is a Monday: the week without the weekend
    expect(expandRange({ dateStart: "2026-11-23", dateEnd: "2026-11-29", exclusion_date: [0, 6] })).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });
  it("keeps the leap day", () => {
    expect(expandRange({ dateStart: "2028-02-28", dateEnd: "2028-03-01" })).toEqual([
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
  });
  it("a single day, and one whose weekday is excluded", () => {
    expect(expandRange({ dateStart: "2026-11-22", dateEnd: "2026-11-22" })).toEqual(["2026-11-22"]);
    expect(expandRange({ dateStart: "2026-11-22", dateEnd: "2026-11-22", exclusion_date: [0] })).toEqual([]);
  });
  it("a 100-day range is 100 days, its last the start + 99", () => {
    const days = expandRange({ dateStart: "2026-12-01", dateEnd: addDays("2026-12-01", 99) });
    expect(days).toHaveLength(100);
    expect(days[99]).toBe("2027-03-10");
    expect(new Set(days).size).toBe(100);
  });
});

describe("rangeProblem: not before today, in order, at most 100 days, some day left", () => {
  const today = "2026-11-23";
  it("accepts today and a 100-day span", () => {
    expect(rangeProblem({ dateStart: today, dateEnd: today }, today)).toBeNull();
    expect(rangeProblem({ dateStart: today, dateEnd: addDays(today, MAX_SPAN_DAYS - 1) }, today)).toBeNull();
  });
  it("refuses yesterday, a reversed range, 101 days, a range of excluded days only", () => {
    expect(rangeProblem({ dateStart: "2026-11-22", dateEnd: today }, today)).toEqual({
      field: "dateStart",
      problem: "date_in_past",
    });
    expect(rangeProblem({ dateStart: "2026-11-25", dateEnd: "2026-11-24" }, today)?.problem).toBe("range_reversed");
    expect(rangeProblem({ dateStart: today, dateEnd: addDays(today, MAX_SPAN_DAYS) }, today)?.problem).toBe(
      "range_too_long",
    );
    expect(
      rangeProblem({ dateStart: "2026-11-28", dateEnd: "2026-11-29", exclusion_date: [0, 6] }, today)?.problem,
    ).toBe("range_no_days");
  });
});

describe("clashes: every already set day of a range, first first", () => {
  it("names them in order; excluded weekdays never clash", () => {
    const days = expandRange({ dateStart: "2026-11-23", dateEnd: "2026-11-30", exclusion_date: [0] });
    expect(clashes(days, ["2026-11-29", "2026-11-30", "2026-11-25", "2026-12-05"])).toEqual([
      "2026-11-25",
      "2026-11-30",
    ]);
    expect(clashes(days, new Set<string>())).toEqual([]);
  });
});

describe("the month grid", () => {
  it("weeks start on Monday and hold whole weeks", () => {
    const weeks = monthGrid(11, 2026); // 1 Nov 2026 is a Sunday
    expect(weeks[0]!.map((d) => d.day)).toEqual([
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    expect(weeks.at(-1)!.at(-1)!.day).toBe("2026-12-06");
  });
  it("February of a leap year, and a month that fills four exact weeks", () => {
    expect(monthBounds(2, 2028)).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds(12, 2026)).toEqual({ first: "2026-12-01", last: "2026-12-31" });
    expect(monthGrid(2, 2027)).toHaveLength(4); // 1 Feb 2027 is a Monday, 28 days
  });
  it("reads month and year from the URL within ±10 years, else this month", () => {
    const today = "2026-11-23";
    expect(monthOf({ month: "2", year: "2036" }, today)).toEqual({ month: 2, year: 2036 });
    expect(monthOf({ month: "2", year: "2037" }, today)).toEqual({ month: 2, year: 2026 });
    expect(monthOf({ month: "13", year: "2016" }, today)).toEqual({ month: 11, year: 2016 });
    expect(monthOf({ month: "x" }, today)).toEqual({ month: 11, year: 2026 });
    expect(yearChoices(today)).toHaveLength(21);
    expect(neighbours(1, 2016, today)).toEqual({ prev: null, next: { month: 2, year: 2016 } });
    expect(neighbours(12, 2036, today)).toEqual({ prev: { month: 11, year: 2036 }, next: null });
  });
});
