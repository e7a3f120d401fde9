// spec tours-cruises §9: formats, and "today" in Asia/Ho_Chi_Minh (UTC+7) for every date rule.
// No date library: Vietnam keeps one fixed offset, and the few formats below are a handful of
// fields; dayjs with its zone plugins cost every page ~7 KB gzipped in the browser.
export const TIME_ZONE = "Asia/Ho_Chi_Minh";
// Vietnam has kept UTC+7 without daylight saving since 1975: the fixed offset gives the zone's day
// and time (dates.test.ts checks it against the tz database).
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

type Parts = { YYYY: string; YY: string; MM: string; DD: string; HH: string; mm: string };
const two = (n: number) => String(n).padStart(2, "0");
/** The wall-clock fields of a UTC-based Date (read with its UTC getters). */
function partsOf(d: Date): Parts {
  const year = String(d.getUTCFullYear()).padStart(4, "0");
  return {
    YYYY: year,
    YY: year.slice(-2),
    MM: two(d.getUTCMonth() + 1),
    DD: two(d.getUTCDate()),
    HH: two(d.getUTCHours()),
    mm: two(d.getUTCMinutes()),
  };
}
const render = (format: string, p: Parts) => format.replace(/YYYY|YY|MM|DD|HH|mm/g, (token) => p[token as keyof Parts]);
/** An instant (ISO text, epoch ms or Date) as a Date, or null when it is not one. */
function instant(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
/** A YYYY-MM-DD (and optional THH:mm) that names a real day and time, as a UTC-based Date; else null. */
function wallClock(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi));
  const same =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
  return same ? date : null;
}
const inVietnam = (d: Date) => new Date(d.getTime() + VIETNAM_OFFSET_MS);

export const DATE_FORMATS = {
  list: "DD/MM/YY - HH:mm",
  date: "DD/MM/YYYY",
  /** a day where its year is said around it (a chart's column within one year) */
  dayMonth: "DD/MM",
  dateTime: "DD/MM/YYYY - HH:mm",
  picker: "DD-MM-YYYY",
  api: "YYYY-MM-DD",
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** An instant or API date shown in Vietnam time. Empty or invalid input gives "". */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat = "date"): string {
  if (value === null || value === undefined || value === "") return "";
  // a bare YYYY-MM-DD is a calendar day, not an instant: show it as is
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = wallClock(value);
    return day ? render(DATE_FORMATS[format], partsOf(day)) : "";
  }
  const d = instant(value);
  return d ? render(DATE_FORMATS[format], partsOf(inVietnam(d))) : "";
}

/** Today's date in Vietnam as YYYY-MM-DD. */
export function todayInVietnam(now: Date = new Date()): string {
  return render(DATE_FORMATS.api, partsOf(inVietnam(now)));
}

/** The Vietnam calendar day (YYYY-MM-DD) of an instant or API date. */
export function vietnamDay(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = instant(value);
  return d ? render(DATE_FORMATS.api, partsOf(inVietnam(d))) : "";
}

/** Whether a YYYY-MM-DD string is a real calendar day. */
export function isApiDate(value: string): boolean {
  return wallClock(value) !== null && value.length === 10;
}

/** The day `n` days after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const d = wallClock(day);
  if (!d) throw new RangeError(`not a day: ${day}`);
  return render(DATE_FORMATS.api, partsOf(new Date(d.getTime() + n * 86_400_000)));
}

/** The same day `n` years later; 29 February falls on the 28th in a common year (as dayjs and Moment do). */
export function addYears(day: string, n: number): string {
  const d = wallClock(day);
  if (!d) throw new RangeError(`not a day: ${day}`);
  const year = d.getUTCFullYear() + n;
  const month = d.getUTCMonth();
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return render(DATE_FORMATS.api, partsOf(new Date(Date.UTC(year, month, Math.min(d.getUTCDate(), last)))));
}

/** A Vietnam wall-clock time "YYYY-MM-DDTHH:mm" as an ISO instant; null when it is not a real time. */
export function vietnamTimeToInstant(local: string): string | null {
  const d = wallClock(local);
  return d && local.length === 16 ? new Date(d.getTime() - VIETNAM_OFFSET_MS).toISOString() : null;
}

/** An instant as Vietnam wall-clock time "YYYY-MM-DDTHH:mm" ("" when it is not an instant). */
export function instantToVietnamTime(value: string): string {
  const d = instant(value);
  return d ? render(LOCAL_DATE_TIME, partsOf(inVietnam(d))) : "";
}

// spec §9: dates are entered as DD-MM-YYYY (DD/MM/YYYY HH:mm with a time) in both languages.
// The field is text (a browser's own date input follows the browser's locale: mm/dd/yyyy); the
// value travels as typed and is read here, on both sides, into the API's YYYY-MM-DD.
export const DATE_INPUT_FORMAT = "DD-MM-YYYY";
export const DATE_TIME_INPUT_FORMAT = "DD/MM/YYYY HH:mm";
export const LOCAL_DATE_TIME = "YYYY-MM-DDTHH:mm";

const DAY = String.raw`(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})`;
const pad = (n: string) => n.padStart(2, "0");

/** "05-03-2026" (or 5/3/2026, 05.03.2026, or already 2026-03-05) → "2026-03-05"; anything else → null. */
export function parseInputDate(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isApiDate(value) ? value : null;
  const m = new RegExp(`^${DAY}$`).exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}`;
  return isApiDate(iso) ? iso : null;
}

/** "05/03/2026 14:30" (or with "-", or already 2026-03-05T14:30) → "2026-03-05T14:30"; anything else → null. */
export function parseInputDateTime(text: string): string | null {
  const value = text.trim().replace(/\s*-\s*(?=\d{1,2}:)/, " ");
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return wallClock(value) ? value : null;
  const m = new RegExp(String.raw`^${DAY}\s+(\d{1,2}):(\d{2})$`).exec(value);
  if (!m) return null;
  const local = `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}T${pad(m[4]!)}:${m[5]}`;
  return wallClock(local) ? local : null;
}

/** What a date field shows: an API date as DD-MM-YYYY; text that is not one stays as typed. */
export function toInputDate(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? wallClock(v) : null;
  return day ? render(DATE_INPUT_FORMAT, partsOf(day)) : v;
}

/** What a date-time field shows: "2026-03-05T14:30" as 05/03/2026 14:30; other text as typed. */
export function toInputDateTime(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  const d = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? wallClock(v) : null;
  return d ? render(DATE_TIME_INPUT_FORMAT, partsOf(d)) : v;
}

/** A month's name (1–12) in the page's language through Intl ("December", "Tháng 12"), capitalised for a list. */
export function monthName(month: number, lang: string): string {
  const key = `${lang}:${month}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    // an Intl formatter costs more to build than a whole calendar row to draw: each name is made once
    const long = new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month - 1, 1));
    name = long.charAt(0).toLocaleUpperCase(lang) + long.slice(1);
    monthNames.set(key, name);
  }
  return name;
}
const monthNames = new Map<string, string>();
