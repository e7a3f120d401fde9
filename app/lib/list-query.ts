// List filters live in the URL (spec §2: name, area, date_range as JSON {start, end} in
// YYYY-MM-DD), so a list can be bookmarked and works without scripts.
import { isApiDate, parseInputDate } from "./dates";

export const PAGE_SIZE = 10; // spec §9

export type DateRange = { start?: string; end?: string };

/** date_range as entered: each side as typed, a day already read into YYYY-MM-DD. */
export function enteredDateRange(value: string | null): DateRange {
  if (!value) return {};
  try {
    const raw = JSON.parse(value) as unknown;
    if (!raw || typeof raw !== "object") return {};
    const { start, end } = raw as Record<string, unknown>;
    const range: DateRange = {};
    if (typeof start === "string" && start.trim()) range.start = start.trim().slice(0, 20);
    if (typeof end === "string" && end.trim()) range.end = end.trim().slice(0, 20);
    return range;
  } catch {
    return {};
  }
}

export type DateRangeProblem = "invalid_date" | "start_after_end";

/** Why an entered range cannot filter: a side that is not a day, or a start after the end. */
export function dateRangeProblem(range: DateRange): DateRangeProblem | null {
  if ((range.start && !isApiDate(range.start)) || (range.end && !isApiDate(range.end))) return "invalid_date";
  if (range.start && range.end && range.start > range.end) return "start_after_end";
  return null;
}

/**
 * The range that filters: date_range={"start":"2026-01-01","end":"2026-01-31"}. A range with a
 * problem filters nothing, and the fields say why (DateRangeFields) instead of guessing.
 */
export function parseDateRange(value: string | null): DateRange | null {
  const range = enteredDateRange(value);
  if (!range.start && !range.end) return null;
  return dateRangeProblem(range) ? null : range;
}

export const serializeDateRange = (r: DateRange | null) =>
  r && (r.start || r.end) ? JSON.stringify({ start: r.start, end: r.end }) : null;

export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * A page past the end of a list (an old link, a shrunken search): the same URL on the last page
 * (page 1 when the list is empty), every other parameter kept; null when the page exists.
 * Every paged loader redirects there, so no list shows "page 34 of 33".
 */
export function pastLastPage(url: URL, page: number, total: number, perPage = PAGE_SIZE): string | null {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (page <= last) return null;
  return `${url.pathname}${withParams(url.search, { page: last === 1 ? null : last })}`;
}

/**
 * A plain GET form sends the range as two date fields (start, end); the canonical URL holds
 * date_range as JSON. Returns that URL when the request needs rewriting, else null.
 */
export function canonicalListUrl(url: URL): string | null {
  if (!url.searchParams.has("start") && !url.searchParams.has("end")) return null;
  const params = new URLSearchParams(url.search);
  // typed as DD-MM-YYYY (spec §9): read into YYYY-MM-DD; text that is no day stays, for the fields to flag
  const read = (name: string) => {
    const text = (params.get(name) ?? "").trim();
    return text ? (parseInputDate(text) ?? text) : undefined;
  };
  const range: DateRange = { start: read("start"), end: read("end") };
  params.delete("start");
  params.delete("end");
  params.delete("page"); // a new search starts on page 1
  const json = serializeDateRange(range);
  if (json) params.set("date_range", json);
  else params.delete("date_range");
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  const s = params.toString();
  return `${url.pathname}${s ? `?${s}` : ""}`;
}

/** The same list URL with some parameters changed (null removes). */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}
