// marketplace-api.md "cruise/cabin-calendar" (spec tours-cruises §3 "Cabin calendar entry", §5 "Cabin
// schedule", §7): the bodies of a cabin's sales calendar. The range rules (not before today, at most
// 100 days, some day left) are contract/calendar.ts's, judged by the marketplace against its today.
import { z } from "../zod";
import { MAX_SPAN_DAYS } from "../calendar";
import { isoDate, number, requiredText } from "./fields";

/** spec §5/§9: cabins for sale 1–100, a price per duration 1–100,000,000, extra bed ≤ 100,000,000. */
export const CABIN_CALENDAR_BOUNDS = {
  available: { min: 1, max: 100 },
  price: { min: 1, max: 100_000_000 },
  extrabed: { min: 0, max: 100_000_000 },
  span: MAX_SPAN_DAYS,
} as const;

/** One duration's prices on a day: nights (one of the cruise's durations), price, extra-bed price. */
export const CabinPriceSchema = z.object({
  nights: number({ min: 1, max: 30, int: true }),
  price: number(CABIN_CALENDAR_BOUNDS.price),
  extrabed_price: number(CABIN_CALENDAR_BOUNDS.extrabed).nullish(),
});
const prices = z.array(CabinPriceSchema, { error: "required" }).min(1, { error: "required" }).max(30);
const available = number({ ...CABIN_CALENDAR_BOUNDS.available, int: true });
const weekday = number({ min: 0, max: 6, int: true });
/**
 * The excluded weekdays (0 = Sunday … 6): anything else refuses the list as a whole with
 * "invalid_choice" on `exclusion_date`, the field the form shows (its checkboxes have no index).
 */
export const excludedWeekdays = z
  .array(z.unknown(), { error: "invalid_choice" })
  .max(7, { error: "invalid_choice" })
  .nullish()
  .transform((v, ctx) => {
    const days = (v ?? []).map((d) => weekday.safeParse(d));
    if (days.some((d) => !d.success)) {
      ctx.addIssue({ code: "custom", message: "invalid_choice" });
      return z.NEVER;
    }
    return [...new Set(days.map((d) => d.data as number))];
  });

/** POST cruise/cabin-calendar: schedule a range (every day or none; 409 existDate on a clash). */
export const CabinScheduleSchema = z.object({
  cabin: requiredText(64),
  prices,
  dateStart: z.string({ error: "required" }).pipe(isoDate),
  dateEnd: z.string({ error: "required" }).pipe(isoDate),
  cabin_available: available,
  exclusion_date: excludedWeekdays,
});
export type CabinSchedule = z.output<typeof CabinScheduleSchema>;

/** PATCH cruise/cabin-calendar/{id}: one day's availability (not below what is booked) and prices. */
export const CabinDaySchema = z.object({
  cid: requiredText(64),
  cabin_available: available,
  prices,
});

/** POST cruise/cabin-calendar/delete-calendar: remove one day's setting (refused while booked). */
export const CabinDayRef = z.object({ cid: requiredText(64), id: requiredText(64) });

/** GET cruise/cabin-calendar/{id}?from&to: the days of a calendar within a range (a month page). */
export const CabinCalendarQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
