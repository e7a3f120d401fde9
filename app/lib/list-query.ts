// List filters live in the URL (spec §2: name, area, date_range as JSON {start, end} in
// YYYY-MM-DD), so a list can be bookmarked and works without scripts.
import { isApiDate } from "./dates";

export const PAGE_SIZE = 10; // spec §9

export type DateRange = { start?: string; end?: string };

/** date_range={"start":"2026-01-01","end":"2026-01-31"}; anything else is no range. */
export function parseDateRange(value: string | null): DateRange | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(value) as unknown;
    if (!raw || typeof raw !== "object") return null;
    const { start, end } = raw as Record<string, unknown>;
    const range: DateRange = {};
    if (typeof start === "string" && isApiDate(start)) range.start = start;
    if (typeof end === "string" && isApiDate(end)) range.end = end;
    if (range.start && range.end && range.start > range.end) [range.start, range.end] = [range.end, range.start];
    return range.start || range.end ? range : null;
  } catch {
    return null;
  }
}

export const serializeDateRange = (r: DateRange | null) => (r && (r.start || r.end) ? JSON.stringify(r) : null);

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
  const range = parseDateRange(JSON.stringify({ start: params.get("start") ?? undefined, end: params.get("end") ?? undefined }));
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
