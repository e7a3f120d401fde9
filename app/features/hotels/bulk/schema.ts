// The bulk update of a hotel's rates (contract/front-desk.ts "Bulk update of days already on sale",
// "Weekday prices"; spec hotels-bikes-transport §5 "Hotel room date edit" over a range): room types of
// the hotel (one or several), a range from today of at most 100 days with weekdays left out, and any of
// price, a price per weekday, rooms for sale, stop-sell and the stay rules. A choice left at "keep"
// keeps each night's own; nothing chosen at all is said on the price. One schema: Conform in the
// browser, the action on the server (which previews and applies the same values).
import { z } from "@contract/zod";
import { rangeProblem, ROOM_CALENDAR_BOUNDS } from "@contract/calendar";
import { STAY_RULE_BOUNDS } from "@contract/front-desk";
import { EVERY_TIME, inputDate, msg } from "~/lib/validation";
import { weekdayPriceName, weekdayPricesOf, weekdays, WEEKDAY_NUMBERS } from "~/features/calendar";

export { WEEKDAY_NUMBERS };
/** The stay rule choices: keep, none (clears it), or 1–30 nights. */
export const STAY_CHOICES = [
  "none",
  ...Array.from({ length: STAY_RULE_BOUNDS.max }, (_, i) => String(i + STAY_RULE_BOUNDS.min)),
];

const number = () => z.number({ error: (i) => (i.input === undefined ? "required" : "invalid_number") });
const { price: P, available: A } = ROOM_CALENDAR_BOUNDS;
const price = number()
  .min(P.min, { error: msg("min_num", P.min) })
  .max(P.max, { error: msg("max_num", P.max) })
  .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "invalid_choice" }).optional();
const stay = choice(STAY_CHOICES as [string, ...string[]]);

/** The bulk form of a hotel whose room types are `roomIds`, judged from `today` (Vietnam). */
export function bulkSchema(roomIds: readonly string[], today: string) {
  return z
    .object({
      rooms: z.preprocess(
        (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
        z
          .array(z.string(), { error: "invalid_choice" })
          .min(1, { error: "required" })
          .refine((r) => r.every((id) => roomIds.includes(id)), { error: "invalid_choice" })
          .transform((r) => [...new Set(r)]),
      ),
      dateStart: inputDate(),
      dateEnd: inputDate(),
      exclusion_date: weekdays,
      price,
      ...(Object.fromEntries(WEEKDAY_NUMBERS.map((d) => [weekdayPriceName(d), price])) as Record<
        `weekday_price_${number}`,
        typeof price
      >),
      room_available: number()
        .int({ error: "whole_number" })
        .min(A.min, { error: "positive_num" })
        .max(A.max, { error: msg("max_num", A.max) })
        .optional(),
      stop_sell: choice(["close", "open"]),
      min_stay: stay,
      max_stay: stay,
      closed_to_arrival: choice(["yes", "no"]),
      closed_to_departure: choice(["yes", "no"]),
    })
    .superRefine((v, ctx) => {
      const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const minStay = Number(v.min_stay);
      const maxStay = Number(v.max_stay);
      if (minStay > 0 && maxStay > 0 && maxStay < minStay) add("max_stay", msg("min_num", minStay));
      if (Object.keys(changeOf(v as BulkValues)).length === 0) add("price", "nothing_to_change");
      if (typeof v.dateStart !== "string" || typeof v.dateEnd !== "string") return;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.dateStart) || !/^\d{4}-\d{2}-\d{2}$/.test(v.dateEnd)) return;
      const exclusion_date = Array.isArray(v.exclusion_date) ? v.exclusion_date : [];
      const found = rangeProblem({ dateStart: v.dateStart, dateEnd: v.dateEnd, exclusion_date }, today);
      if (found) add(found.field, found.problem);
    }, EVERY_TIME);
}
export type BulkValues = z.output<ReturnType<typeof bulkSchema>>;

const stayOf = (v: string | undefined) => (v === undefined ? undefined : v === "none" ? null : Number(v));
const flagOf = (v: string | undefined, on: string) => (v === undefined ? undefined : v === on);

/** What the form asks to change, as the marketplace's bulk body names it (absent: each night keeps its own). */
export function changeOf(v: Partial<BulkValues>) {
  const weekdayPrices = weekdayPricesOf(v);
  const change = {
    price: typeof v.price === "number" ? v.price : undefined,
    weekday_prices: weekdayPrices,
    room_available: typeof v.room_available === "number" ? v.room_available : undefined,
    stop_sell: flagOf(v.stop_sell, "close"),
    min_stay: stayOf(v.min_stay),
    max_stay: stayOf(v.max_stay),
    closed_to_arrival: flagOf(v.closed_to_arrival, "yes"),
    closed_to_departure: flagOf(v.closed_to_departure, "yes"),
  };
  return Object.fromEntries(Object.entries(change).filter(([, x]) => x !== undefined)) as Partial<typeof change>;
}

/** The marketplace's bulk body of parsed values. */
export const bulkBody = (v: BulkValues, preview: boolean) => ({
  rooms: v.rooms,
  dateStart: v.dateStart,
  dateEnd: v.dateEnd,
  exclusion_date: v.exclusion_date,
  ...changeOf(v),
  preview,
});
