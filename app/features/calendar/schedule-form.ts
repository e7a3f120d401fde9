// The month calendar's two forms, built from an area's description (one schema per form, used by
// Conform in the browser and by the action): the bulk schedule (spec tours-cruises §5 "Cabin
// schedule", hotels-bikes "schedule setup") and the day edit with its booked floor.
import { z } from "@contract/zod";
import { clashes, expandRange, rangeProblem, type RangeInput } from "@contract/calendar";
import { EVERY_TIME, inputDate, msg } from "~/lib/validation";
import type { CalendarDay, CalendarDescription } from "./description";
import { checkStayOrder, nightRuleShape, ruleFormValues } from "./night-rules";

/** A number field: empty is "required"; text that is no plain decimal ("0x10", "1e3") is "invalid_number". */
const number = () => z.number({ error: (i) => (i.input === undefined ? "required" : "invalid_number") });
const num = (min: number, max: number, minMessage?: string) =>
  number()
    .min(min, { error: minMessage ?? msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });
const whole = (min: number, max: number, minMessage?: string) =>
  num(min, max, minMessage).int({ error: "whole_number" });
/** An optional amount: empty is "not given" (Conform gives undefined). */
const optionalNum = (min: number, max: number) => num(min, max).optional();

/** Monday first, numbered 0 = Sunday as in the spec. */
export const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 0] as const;
/** A weekday's price field ("Weekday prices"): `weekday_price_0` (Sunday) … `weekday_price_6`. */
export const weekdayPriceName = (d: number) => `weekday_price_${d}` as const;

/** The optional price per weekday fields, in the bounds of the area's first value (its price). */
function weekdayPriceShape(description: CalendarDescription) {
  const price = description.values[0];
  if (!description.weekdayPrices || !price) return {};
  return Object.fromEntries(WEEKDAY_NUMBERS.map((d) => [weekdayPriceName(d), optionalNum(price.min, price.max)]));
}

/** The weekday prices of parsed values, keyed "0" (Sunday) … "6" as the marketplace takes them; none: undefined. */
export function weekdayPricesOf(parsed: object): Record<string, number> | undefined {
  const all = parsed as Record<string, unknown>;
  const prices = Object.fromEntries(
    WEEKDAY_NUMBERS.flatMap((d) => {
      const p = all[weekdayPriceName(d)];
      return typeof p === "number" ? [[String(d), p]] : [];
    }),
  );
  return Object.keys(prices).length ? prices : undefined;
}

function valueShape(description: CalendarDescription) {
  return Object.fromEntries(
    description.values.map((f) => [f.name, f.required ? num(f.min, f.max) : optionalNum(f.min, f.max)]),
  ) as Record<string, z.ZodType<number | undefined>>;
}

/**
 * The excluded weekdays: checkboxes 0–6 (0 = Sunday), none, one (a string) or several. Any other
 * value refuses the field itself with "invalid_choice" (the checkboxes show it; they have no index).
 */
export const weekdays = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.unknown())
    .refine((days) => days.every((d) => /^[0-6]$/.test(String(d))), { error: "invalid_choice" })
    .transform((days) => [...new Set(days.map(Number))]),
);

/**
 * The bulk schedule: a range not before `today` (Vietnam), at most 100 days, some day left after the
 * excluded weekdays; availability and the area's values within their bounds. `step` is the press:
 * "preview" shows what would be set, "apply" sets it (the server re-checks everything either way).
 */
export function scheduleSchema(description: CalendarDescription, today: string) {
  const { min, max, minMessage } = description.availability;
  return z
    .object({
      step: z.enum(["preview", "apply"]).default("preview"),
      dateStart: inputDate(),
      dateEnd: inputDate(),
      exclusion_date: weekdays,
      available: whole(min, max, minMessage),
      ...valueShape(description),
      ...weekdayPriceShape(description),
    })
    .superRefine((v, ctx) => {
      // runs on partial input too, so a wrong range shows beside the other fields' errors
      if (typeof v.dateStart !== "string" || typeof v.dateEnd !== "string") return;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.dateStart) || !/^\d{4}-\d{2}-\d{2}$/.test(v.dateEnd)) return;
      const found = rangeProblem(
        {
          dateStart: v.dateStart,
          dateEnd: v.dateEnd,
          exclusion_date: Array.isArray(v.exclusion_date) ? v.exclusion_date : [],
        },
        today,
      );
      if (found) ctx.addIssue({ code: "custom", path: [found.field], message: found.problem });
    }, EVERY_TIME);
}
export type ScheduleValues = z.output<ReturnType<typeof scheduleSchema>>;

/** The day edit: availability from what is already booked (the message names that floor) to the bound. */
export function dayEditSchema(description: CalendarDescription, booked: number) {
  const { min, max, minMessage } = description.availability;
  const floor = Math.max(min, booked);
  return z
    .object({
      date: z.string(),
      // spec §5 "Editing a day: new availability must not be below what is already booked"
      available: number()
        .int({ error: "whole_number" })
        .min(floor, { error: booked >= min ? msg("below_booked", floor) : (minMessage ?? msg("min_num", min)) })
        .max(max, { error: msg("max_num", max) }),
      ...valueShape(description),
      // a hotel room's night: stop-sell and stay rules beside price and count (night-rules.ts)
      ...(description.rules ? nightRuleShape : {}),
    })
    .superRefine((v, ctx) => (description.rules ? checkStayOrder(v, ctx) : undefined), EVERY_TIME);
}
export type DayValues = z.output<ReturnType<typeof dayEditSchema>>;

/** What the area's values are on a day, as the form's default values. */
export function dayFormValues(day: CalendarDay) {
  const values = Object.fromEntries(
    Object.entries(day.values).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])),
  );
  return { date: day.date, available: String(day.available), ...values, ...ruleFormValues(day.rules) };
}

export type SchedulePreview = { count: number; first: string | null; last: string | null; clashes: string[] };

/** What applying would do: how many days, the first and last, and every day already set (each refuses it). */
export function previewSchedule(range: RangeInput, existing: Iterable<string>): SchedulePreview {
  const days = expandRange(range);
  return { count: days.length, first: days[0] ?? null, last: days.at(-1) ?? null, clashes: clashes(days, existing) };
}

/** The area's values of a parsed form, by field name (an empty optional one is undefined). */
export function valuesOf(description: CalendarDescription, parsed: object): Record<string, number | undefined> {
  const all = parsed as Record<string, unknown>;
  return Object.fromEntries(
    description.values.map((f) => [f.name, typeof all[f.name] === "number" ? (all[f.name] as number) : undefined]),
  );
}
