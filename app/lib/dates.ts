// spec tours-cruises §9: formats, and "today" in Asia/Ho_Chi_Minh (UTC+7) for every date rule.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const TIME_ZONE = "Asia/Ho_Chi_Minh";
// Vietnam has kept UTC+7 without daylight saving since 1975: a fixed offset gives the same day and
// time as the tz plugin at a fraction of its cost (it builds an Intl formatter per call; the
// bookings list formats dozens of instants per page). dates.test.ts checks both agree.
const VIETNAM_OFFSET_MINUTES = 7 * 60;
const inVietnam = (value: string | number | Date) => dayjs(value).utcOffset(VIETNAM_OFFSET_MINUTES);
export const DATE_FORMATS = {
  list: "DD/MM/YY - HH:mm",
  date: "DD/MM/YYYY",
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
    const d = dayjs(value, DATE_FORMATS.api, true);
    return d.isValid() ? d.format(DATE_FORMATS[format]) : "";
  }
  const d = dayjs(value);
  return d.isValid() ? inVietnam(value).format(DATE_FORMATS[format]) : "";
}

/** Today's date in Vietnam as YYYY-MM-DD. */
export function todayInVietnam(now: Date = new Date()): string {
  return inVietnam(now).format(DATE_FORMATS.api);
}

/** The Vietnam calendar day (YYYY-MM-DD) of an instant or API date. */
export function vietnamDay(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return inVietnam(value).format(DATE_FORMATS.api);
}

/** Whether a YYYY-MM-DD string is a real calendar day. */
export function isApiDate(value: string): boolean {
  return dayjs(value, DATE_FORMATS.api, true).isValid();
}

export { dayjs };

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
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value))
    return dayjs(value, LOCAL_DATE_TIME, true).isValid() ? value : null;
  const m = new RegExp(String.raw`^${DAY}\s+(\d{1,2}):(\d{2})$`).exec(value);
  if (!m) return null;
  const local = `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}T${pad(m[4]!)}:${m[5]}`;
  return dayjs(local, LOCAL_DATE_TIME, true).isValid() ? local : null;
}

/** What a date field shows: an API date as DD-MM-YYYY; text that is not one stays as typed. */
export function toInputDate(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && isApiDate(v) ? dayjs(v, DATE_FORMATS.api, true).format(DATE_INPUT_FORMAT) : v;
}

/** What a date-time field shows: "2026-03-05T14:30" as 05/03/2026 14:30; other text as typed. */
export function toInputDateTime(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  const d = dayjs(v, LOCAL_DATE_TIME, true);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && d.isValid() ? d.format(DATE_TIME_INPUT_FORMAT) : v;
}
