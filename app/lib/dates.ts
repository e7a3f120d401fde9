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
