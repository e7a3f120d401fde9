// marketplace-api.md "dates": today and day boundaries are in Asia/Ho_Chi_Minh. Vietnam has kept UTC+7
// without daylight saving since 1975, so a fixed offset is exact (dates.test.ts checks it against the tz
// database); dayjs' zone plugin formats through Intl on every call, a tenth of a bookings page's CPU.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import { todayInVietnam as todayOf } from "../../contract/calendar.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export const ZONE = "Asia/Ho_Chi_Minh";
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** An instant as Vietnam's wall clock "YYYY-MM-DDTHH:mm:ss.sss" (no zone), or null when it is not one. */
function wallClockOf(instant: Date | string): string | null {
  const ms = (instant instanceof Date ? instant : new Date(instant)).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + VIETNAM_OFFSET_MS).toISOString();
}
/** The calendar day (YYYY-MM-DD) of an instant in Vietnam ("Invalid Date" when it is not one, as dayjs said). */
export const dayOf = (instant: Date | string) => wallClockOf(instant)?.slice(0, 10) ?? "Invalid Date";
/** An instant's time of day in Vietnam (HH:mm). */
export const timeOf = (instant: Date | string) => wallClockOf(instant)?.slice(11, 16) ?? "Invalid Date";
/** Today's calendar day in Vietnam. */
export const todayInVietnam = (now: Date = new Date()) => todayOf(now);

/** The instant a Vietnamese day starts, as ISO text (undefined when the text is not a day). */
function startOf(day: string, plusDays = 0): string | undefined {
  const ms = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms - VIETNAM_OFFSET_MS + plusDays * DAY_MS).toISOString();
}

/** Whole days in Vietnam as UTC instants: from the start of `start` to the end of `end` (exclusive bound). */
export function dayBounds(range: { start?: string | null; end?: string | null }): { from?: string; to?: string } {
  return {
    from: range.start ? startOf(range.start) : undefined,
    to: range.end ? startOf(range.end, 1) : undefined,
  };
}
export { dayjs };
