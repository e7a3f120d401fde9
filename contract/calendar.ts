// The sales calendars' day rules (cabins, hotel rooms, bike options), written once for the back-office
// and the marketplace: days are YYYY-MM-DD in Asia/Ho_Chi_Minh (marketplace-api.md "dates"; spec
// tours-cruises §9 "UTC+7 for date checks"). Pure: plain UTC arithmetic on day strings, no dayjs.

/** Vietnam has kept UTC+7 without daylight saving since 1975: a fixed offset is exact. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * spec tours-cruises §5/§9 "spans at most about 100 days", hotels-bikes §"schedule setup" "at most 100
 * days": read as at most 100 calendar days counting both ends (start + 99), the safer of the readings.
 */
export const MAX_SPAN_DAYS = 100;
/** spec hotels-bikes-transport §5 "Hotel room schedule setup", §9: rooms for sale 1–100, price 1–100,000,000. */
export const ROOM_CALENDAR_BOUNDS = {
  available: { min: 1, max: 100 },
  price: { min: 1, max: 100_000_000 },
  // §5 "Hotel room schedule setup" records both 30 and 100 days; §9 sets 100: the range rule is the cabins'
  span: MAX_SPAN_DAYS,
} as const;
/** spec tours-cruises §2: "year range plus or minus 10" around this year. */
export const YEAR_RANGE = 10;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day YYYY-MM-DD (2024-02-29 yes, 2025-02-29 no). */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's day in Vietnam. */
export const todayInVietnam = (now: Date | number = Date.now()) => fromMs(Number(now) + VIETNAM_OFFSET_MS);
/** The day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number) => fromMs(toMs(day) + n * DAY_MS);
/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY_MS);
/** 0 = Sunday … 6 = Saturday, the spec's numbering of `exclusion_date`. */
export const weekdayOf = (day: string) => new Date(toMs(day)).getUTCDay();

export type RangeInput = { dateStart: string; dateEnd: string; exclusion_date?: readonly number[] };
/** Why a range is refused (message keys of the validation namespace and of the marketplace). */
export type RangeProblem = "date_in_past" | "range_reversed" | "range_too_long" | "range_no_days";

/** The days a range sets: every day from start to end (both included) whose weekday is not excluded. */
export function expandRange({ dateStart, dateEnd, exclusion_date = [] }: RangeInput): string[] {
  const skip = new Set(exclusion_date);
  const days: string[] = [];
  const n = daysBetween(dateStart, dateEnd);
  for (let i = 0; i <= n; i++) {
    const day = addDays(dateStart, i);
    if (!skip.has(weekdayOf(day))) days.push(day);
  }
  return days;
}

/** The first rule a range breaks (days already valid): not before today, start ≤ end, span, some day left. */
export function rangeProblem(
  range: RangeInput,
  today: string,
): { field: "dateStart" | "dateEnd"; problem: RangeProblem } | null {
  if (range.dateStart < today) return { field: "dateStart", problem: "date_in_past" };
  if (range.dateEnd < range.dateStart) return { field: "dateEnd", problem: "range_reversed" };
  if (daysBetween(range.dateStart, range.dateEnd) + 1 > MAX_SPAN_DAYS)
    return { field: "dateEnd", problem: "range_too_long" };
  if (expandRange(range).length === 0) return { field: "dateEnd", problem: "range_no_days" };
  return null;
}

/** Every day of `days` already set (in `existing`), in order; the first is the one the spec's warning names. */
export function clashes(days: readonly string[], existing: Iterable<string>): string[] {
  const set = existing instanceof Set ? (existing as Set<string>) : new Set(existing);
  return days.filter((d) => set.has(d));
}

/** A month as in the URL: month 1–12 and a year within ±YEAR_RANGE of today's; anything else → today's month. */
export function monthOf(query: { month?: string | null; year?: string | null }, today: string) {
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  const month = Number(query.month);
  const year = Number(query.year);
  const okMonth = Number.isInteger(month) && month >= 1 && month <= 12;
  const okYear = Number.isInteger(year) && Math.abs(year - ty) <= YEAR_RANGE;
  return { month: okMonth ? month : tm, year: okYear ? year : ty };
}

/** The years a month picker offers (spec §2: ±10 around this year). */
export function yearChoices(today: string): number[] {
  const y = Number(today.slice(0, 4));
  return Array.from({ length: 2 * YEAR_RANGE + 1 }, (_, i) => y - YEAR_RANGE + i);
}

/** The month before and after, or null beyond the ±10-year bound. */
export function neighbours(month: number, year: number, today: string) {
  const prev = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
  const ty = Number(today.slice(0, 4));
  const within = (m: { year: number }) => Math.abs(m.year - ty) <= YEAR_RANGE;
  return { prev: within(prev) ? prev : null, next: within(next) ? next : null };
}

export type GridDay = { day: string; inMonth: boolean; weekday: number };
/**
 * The month's weeks, Monday first (as Vietnamese calendars print them), each of 7 days; the days
 * before the 1st and after the last belong to the neighbouring months (inMonth false).
 */
export function monthGrid(month: number, year: number): GridDay[][] {
  const first = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`, -1);
  const start = addDays(first, -((weekdayOf(first) + 6) % 7));
  const end = addDays(last, (7 - weekdayOf(last)) % 7);
  const weeks: GridDay[][] = [];
  for (let d = start; d <= end; d = addDays(d, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(d, i);
        return { day, inMonth: day >= first && day <= last, weekday: weekdayOf(day) };
      }),
    );
  }
  return weeks;
}

/** The first and last day of a month (the range a month page reads). */
export function monthBounds(month: number, year: number) {
  const weeks = monthGrid(month, year);
  const days = weeks.flat().filter((d) => d.inMonth);
  return { first: days[0]!.day, last: days[days.length - 1]!.day };
}

/**
 * The month calendar's forms (`intent`): the schedule dialog, a day's save and its removal. A
 * calendar drawn on a listing page (rooms, cabins, a bike's options) posts to that page; these
 * intents are the calendar's work there (spec team.md §Roles: calendars, not listings).
 */
export const CALENDAR_INTENTS = ["schedule", "day-save", "day-remove"] as const;
