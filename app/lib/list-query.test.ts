import { describe, expect, it } from "vitest";
import {
  canonicalListUrl,
  dateRangeProblem,
  enteredDateRange,
  pageOf,
  parseDateRange,
  serializeDateRange,
  withParams,
  pastLastPage,
} from "./list-query";

describe("date_range in the URL (spec §2 Tours)", () => {
  it("reads the JSON form and refuses the rest", () => {
    expect(parseDateRange('{"start":"2026-01-01","end":"2026-01-31"}')).toEqual({
      start: "2026-01-01",
      end: "2026-01-31",
    });
    // a start after the end filters nothing (the fields say so) rather than being guessed at
    expect(parseDateRange('{"start":"2026-01-31","end":"2026-01-01"}')).toBeNull();
    expect(parseDateRange('{"start":"2026-02-30"}')).toBeNull();
    expect(parseDateRange("not json")).toBeNull();
    expect(parseDateRange(null)).toBeNull();
    expect(serializeDateRange({ start: "2026-01-01" })).toBe('{"start":"2026-01-01"}');
  });
  it("rewrites a plain form's start/end into date_range and starts on page 1", () => {
    expect(canonicalListUrl(new URL("http://x/tour?name=ha&area=chau-a&start=2026-01-01&end=2026-01-31&page=3"))).toBe(
      "/tour?name=ha&area=chau-a&date_range=%7B%22start%22%3A%222026-01-01%22%2C%22end%22%3A%222026-01-31%22%7D",
    );
    expect(canonicalListUrl(new URL("http://x/tour?name=&area=&start=&end="))).toBe("/tour");
    expect(canonicalListUrl(new URL("http://x/tour?name=ha"))).toBeNull();
  });
  it("reads dates typed as DD-MM-YYYY (spec §9) and keeps what is entered, problems included", () => {
    const url = (q: string) => decodeURIComponent(canonicalListUrl(new URL(`http://x/tour?${q}`)) ?? "");
    expect(url("start=05-01-2026&end=31-01-2026")).toBe('/tour?date_range={"start":"2026-01-05","end":"2026-01-31"}');
    expect(url("start=31-01-2026&end=05-01-2026")).toBe('/tour?date_range={"start":"2026-01-31","end":"2026-01-05"}');
    expect(url("start=31-02-2026")).toBe('/tour?date_range={"start":"31-02-2026"}');
    expect(dateRangeProblem(enteredDateRange('{"start":"2026-01-31","end":"2026-01-05"}'))).toBe("start_after_end");
    expect(dateRangeProblem(enteredDateRange('{"start":"31-02-2026"}'))).toBe("invalid_date");
    expect(dateRangeProblem(enteredDateRange('{"start":"2026-01-05","end":"2026-01-05"}'))).toBeNull();
    expect(parseDateRange('{"start":"31-02-2026","end":"2026-03-01"}')).toBeNull();
  });
  it("reads the page safely and changes parameters", () => {
    expect(pageOf(new URLSearchParams("page=3"))).toBe(3);
    expect(pageOf(new URLSearchParams("page=-1"))).toBe(1);
    expect(pageOf(new URLSearchParams("page=abc"))).toBe(1);
    expect(withParams("?name=a&page=2", { page: 3 })).toBe("?name=a&page=3");
    expect(withParams("?name=a&page=2", { page: null, name: null })).toBe("");
  });
});

describe("pastLastPage: a page past the end goes to the last one", () => {
  const url = (q: string) => new URL(`http://x/tour/statistic${q}`);
  it("keeps every other parameter and changes only the page", () => {
    expect(pastLastPage(url("?status=paid&page=34&date_range=%7B%7D"), 34, 321)).toBe(
      "/tour/statistic?status=paid&page=33&date_range=%7B%7D",
    );
  });
  it("answers null for a page that exists, the last one included", () => {
    expect(pastLastPage(url("?page=33"), 33, 321)).toBeNull();
    expect(pastLastPage(url(""), 1, 0)).toBeNull();
    expect(pastLastPage(url("?page=2"), 2, 11)).toBeNull();
  });
  it("goes to page 1 (no page parameter) when everything fits on one page or nothing is there", () => {
    expect(pastLastPage(url("?page=2&status=paid"), 2, 10)).toBe("/tour/statistic?status=paid");
    expect(pastLastPage(url("?page=5"), 5, 0)).toBe("/tour/statistic");
  });
  it("counts pages of the size given", () => {
    expect(pastLastPage(url("?page=4"), 4, 30, 10)).toBe("/tour/statistic?page=3");
    expect(pastLastPage(url("?page=4"), 4, 30, 15)).toBe("/tour/statistic?page=2");
  });
});
