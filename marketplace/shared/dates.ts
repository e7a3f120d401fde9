// marketplace-api.md "dates": today and day boundaries are in Asia/Ho_Chi_Minh.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export const ZONE = "Asia/Ho_Chi_Minh";
/** The calendar day (YYYY-MM-DD) of an instant in Vietnam. */
export const dayOf = (instant: Date | string) => dayjs(instant).tz(ZONE).format("YYYY-MM-DD");
/** Today's calendar day in Vietnam. */
export const todayInVietnam = (now: Date = new Date()) => dayOf(now);

/** Whole days in Vietnam as UTC instants: from the start of `start` to the end of `end` (exclusive bound). */
export function dayBounds(range: { start?: string | null; end?: string | null }): { from?: string; to?: string } {
  return {
    from: range.start ? dayjs.tz(range.start, ZONE).toISOString() : undefined,
    to: range.end ? dayjs.tz(range.end, ZONE).add(1, "day").toISOString() : undefined,
  };
}
export { dayjs };
