// marketplace-api.md "Hotels, bikes, transport" (bike/bike, bike/image, bike/option): the bodies and
// queries of the bike listing calls. spec hotels-bikes-transport §3 "Bike", "Bike option", §5 "Bike
// form", "Bike option form", §9: the rules the marketplace enforces itself; messages are keys
// ("required", "max_string_length:N"), judged in superRefine so one reply names every faulty field.
import { z } from "../zod";
import { checkChoice, checkNumber, checkText, looseFlag as bool, looseNumber as num, looseText as str } from "./checks";
import { isoDate, issue, msg, number, requiredText } from "./fields";
import { excludedWeekdays } from "./cabin-calendar";
import { MAX_SPAN_DAYS } from "../calendar";
import { isImageUrl } from "./files";
import { queryText, jsonText } from "./list";

/** §3 "Bike types". */
export const BIKE_TYPES = ["motorbike", "bike", "ebike"] as const;
export type BikeType = (typeof BIKE_TYPES)[number];

/** §5 "Bike form", "Bike option form", §9. */
export const BIKE_LIMITS = {
  name: 70,
  description: 300,
  overview: 10_000,
  whatIncluded: 1_000,
  additionalInfo: 500,
  cancellationPolicy: 500,
  address: 300,
  fromPrice: 100_000_000,
  images: 15,
  optionName: 100,
  optionDescription: 300,
  // §5 says 10,000 for the form, §9's dictionary text 1,000: the form's bound is the one enforced
  quantity: 10_000,
  optionPrice: 10_000_000,
} as const;

/** §5: the bike's texts; the four content ones are rich text counted without their tags. */
export const BIKE_CONTENT = [
  { key: "overview", max: BIKE_LIMITS.overview, required: true },
  { key: "what_included", max: BIKE_LIMITS.whatIncluded },
  { key: "additional_info", max: BIKE_LIMITS.additionalInfo },
  { key: "cancellation_policy", max: BIKE_LIMITS.cancellationPolicy },
] as const;
export type BikeContentKey = (typeof BIKE_CONTENT)[number]["key"];

// ------------------------------------------------------------------ opening hours (§5, §9 "Time step 5 minutes")

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Minutes after midnight of an "HH:mm" time, or null when it is none. */
export function minutesOfTime(value: string | null | undefined): number | null {
  const m = value ? HH_MM.exec(value) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
/**
 * The opening-hours rule of spec §5 "Bike form" (required, 5-minute steps, closing after opening):
 * the message of each faulty time, by field. Both sides judge with it.
 */
export function openingHoursIssues(opening: string | null | undefined, close: string | null | undefined) {
  const issues: { opening?: string; close?: string } = {};
  const judge = (v: string | null | undefined) => {
    if (!v) return "required";
    const n = minutesOfTime(v);
    if (n === null) return "invalid_time";
    return n % 5 === 0 ? null : msg("time_step", 5);
  };
  const o = judge(opening);
  const c = judge(close);
  if (o) issues.opening = o;
  if (c) issues.close = c;
  if (!o && !c && minutesOfTime(close)! <= minutesOfTime(opening)!) issues.close = "close_after_opening";
  return issues;
}

// ------------------------------------------------------------------ location (§3 "loc (type Point)")

/**
 * A point as GeoJSON keeps it: `coordinates` [longitude, latitude] (§3 says "a lat/lng pair"; GeoJSON's
 * order is the one a geospatial store reads, so that is the order kept, each bound checked by name).
 */
export const PointSchema = z.object({
  type: z.literal("Point", { error: "invalid_choice" }),
  coordinates: z.tuple([num, num], { error: "invalid_type" }),
});
export type Point = { type: "Point"; coordinates: [number, number] };

function checkPoint(ctx: z.RefinementCtx, loc: z.infer<typeof PointSchema> | null | undefined) {
  if (!loc) return;
  const [lng, lat] = loc.coordinates;
  checkNumber(ctx, ["loc", "coordinates", 1], lat, { required: true, min: -90, max: 90 });
  checkNumber(ctx, ["loc", "coordinates", 0], lng, { required: true, min: -180, max: 180 });
}

// ------------------------------------------------------------------ bikes

const BIKE_TEXTS = {
  name: str(),
  description: str(),
  overview: str(),
  what_included: str(),
  additional_info: str(),
  cancellation_policy: str(),
};
export type BikeTexts = { [K in keyof typeof BIKE_TEXTS]?: string | null };

/** One language's texts by spec §5 "Bike form" (the English tab has the same rules). */
function checkBikeTexts(
  ctx: z.RefinementCtx,
  t: BikeTexts,
  prefix: (string | number)[],
  length: (html: string) => number,
) {
  checkText(ctx, [...prefix, "name"], t.name, { required: true, max: BIKE_LIMITS.name });
  checkText(ctx, [...prefix, "description"], t.description, { required: true, max: BIKE_LIMITS.description });
  for (const c of BIKE_CONTENT) {
    checkText(ctx, [...prefix, c.key], t[c.key], { required: "required" in c && c.required, max: c.max }, length);
  }
}

/**
 * POST bike/bike, PATCH bike/bike/{id}: the whole bike form. `length` counts a rich text's visible
 * characters (the marketplace passes contract/api/text's, which strips tags).
 */
export const bikeBodySchema = (length: (html: string) => number = (s) => s.length) =>
  z
    .object({
      ...BIKE_TEXTS,
      translations: z.object({ en: z.object(BIKE_TEXTS).partial().nullish() }).nullish(),
      auto_translate_en: bool,
      auto_translate_vi: bool,
      address: str(),
      loc: PointSchema.nullish(),
      area: str(64),
      country: str(64),
      city: str(64),
      type: str(32),
      from_price: num,
      rental_by_day: bool,
      rental_by_hour: bool,
      opening: str(5),
      close: str(5),
      images: z
        .array(z.string({ error: "invalid_type" }).max(64), { error: "invalid_type" })
        .max(50)
        .nullish(),
      is_active: bool,
    })
    .superRefine((b, ctx) => {
      if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
      // §5: the English tab has the same rules; a language filled by auto-translation is not judged
      if (!b.auto_translate_vi) checkBikeTexts(ctx, b, [], length);
      if (!b.auto_translate_en) checkBikeTexts(ctx, b.translations?.en ?? {}, ["translations", "en"], length);
      checkText(ctx, ["address"], b.address, { max: BIKE_LIMITS.address });
      checkPoint(ctx, b.loc);
      for (const k of ["area", "country", "city"] as const) checkText(ctx, [k], b[k], { required: true, max: 64 });
      checkChoice(ctx, ["type"], b.type, BIKE_TYPES);
      checkNumber(ctx, ["from_price"], b.from_price, { required: true, min: 0, max: BIKE_LIMITS.fromPrice });
      // §3 "Rental is by day or by hour": at least one of them
      if (!b.rental_by_day && !b.rental_by_hour) issue(ctx, ["rental_by_day"], "required");
      const hours = openingHoursIssues(b.opening, b.close);
      if (hours.opening) issue(ctx, ["opening"], hours.opening);
      if (hours.close) issue(ctx, ["close"], hours.close);
      if ((b.images?.length ?? 0) > BIKE_LIMITS.images) issue(ctx, ["images"], msg("max_items", BIKE_LIMITS.images));
    });
export const BikeBodySchema = bikeBodySchema();
export type BikeBody = z.infer<typeof BikeBodySchema>;

/** GET bike/bike (besides the list query): spec §7 "Bike". */
export const BikeListQuery = z.object({
  name: queryText(100),
  area: queryText(64),
  date_range: jsonText(200),
  created_by: queryText(64),
  is_deleted: queryText(8),
  sort: jsonText(200),
});
/** `date_range` of the bike list: whole days, YYYY-MM-DD. */
export const BikeDateRange = z.object({
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
/** `sort` of the bike list: created_at (default newest first). */
export const BikeSortSchema = z.object({ created_at: z.union([z.literal(1), z.literal(-1)]).optional() }).strict();

/** POST bike/image {filename}: an image record a bike's `images` names. */
export const BikeImageBody = z.object({ filename: z.string({ error: "required" }).max(64) });

// ------------------------------------------------------------------ options

const OPTION_TEXTS = { name: str(), description: str() };

/** POST bike/option, PATCH bike/option/{id}: spec §5 "Bike option form" (`bike` on create only). */
export const BikeOptionBodySchema = z
  .object({
    ...OPTION_TEXTS,
    translations: z.object({ en: z.object(OPTION_TEXTS).partial().nullish() }).nullish(),
    auto_translate_en: bool,
    auto_translate_vi: bool,
    bike: str(64),
    avatar: str(300),
    quantity_default: num,
    price_day_default: num,
    price_hour_default: num,
    is_active: bool,
    /** the deposit one bike of the option holds while out (absent: kept; 0: none) */
    deposit: num,
  })
  .superRefine((b, ctx) => {
    if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
    const langs = [
      [b, [], b.auto_translate_vi],
      [b.translations?.en ?? {}, ["translations", "en"], b.auto_translate_en],
    ] as const;
    for (const [t, prefix, auto] of langs) {
      if (auto) continue;
      checkText(ctx, [...prefix, "name"], t.name, { required: true, max: BIKE_LIMITS.optionName });
      checkText(ctx, [...prefix, "description"], t.description, {
        required: true,
        max: BIKE_LIMITS.optionDescription,
      });
    }
    // §5: the avatar is an uploaded image (whose it is, the marketplace checks against its files)
    if (b.avatar && !isImageUrl(b.avatar)) issue(ctx, ["avatar"], "foreign_file");
    const count = { required: true, min: 0, max: BIKE_LIMITS.quantity, int: true };
    checkNumber(ctx, ["quantity_default"], b.quantity_default, count);
    for (const k of ["price_day_default", "price_hour_default"] as const) {
      checkNumber(ctx, [k], b[k], { required: true, min: 0, max: BIKE_LIMITS.optionPrice });
    }
    checkNumber(ctx, ["deposit"], b.deposit, { min: 0, max: BIKE_LIMITS.optionPrice });
  });
export type BikeOptionBody = z.infer<typeof BikeOptionBodySchema>;

/** PATCH bike/option/{id} with only `{calendar}`: links the option's own calendar (marketplace-api.md). */
export const BikeOptionCalendarLink = z.object({ calendar: z.string({ error: "required" }).min(1).max(64) }).strict();

/** GET bike/option: the options of one bike (besides the list query). */
export const BikeOptionListQuery = z.object({ bike: z.string().max(64).optional().catch(undefined) });

// ------------------------------------------------------------------ option calendars

/** spec §5 "Bike calendar setup", "Bike calendar day edit". */
export const OPTION_CALENDAR_BOUNDS = {
  // §5 records 10,000 and a dictionary text 1,000: the form's 10,000 is enforced, as the option form's quantity
  available: { min: 0, max: BIKE_LIMITS.quantity },
  price: { min: 0, max: BIKE_LIMITS.optionPrice },
  // §5 "Bike calendar setup" says at most 100 days (the hotel section also records 30): the form's 100
  span: MAX_SPAN_DAYS,
} as const;

const optionPrice = number(OPTION_CALENDAR_BOUNDS.price);
const bikesForSale = number({ ...OPTION_CALENDAR_BOUNDS.available, int: true });

/** POST bike/calendar: schedule a range (every day or none; 409 existDate naming the first clash). */
export const OptionScheduleSchema = z.object({
  option: requiredText(64),
  price_day: optionPrice,
  price_hour: optionPrice,
  dateStart: z.string({ error: "required" }).pipe(isoDate),
  dateEnd: z.string({ error: "required" }).pipe(isoDate),
  available: bikesForSale,
  exclusion_date: excludedWeekdays,
});
export type OptionSchedule = z.output<typeof OptionScheduleSchema>;

/** PATCH bike/calendar/{calendarId}: one day's bikes for sale (not below what is booked) and prices. */
export const OptionDaySchema = z.object({
  cid: requiredText(64),
  available: bikesForSale,
  price_day: optionPrice,
  price_hour: optionPrice,
});
export type OptionDay = z.output<typeof OptionDaySchema>;

/** POST bike/calendar/delete-calendar: remove one day's setting (refused while booked). */
export const OptionDayRef = z.object({ cid: requiredText(64), id: requiredText(64) });

/** GET bike/calendar?option&from&to: the option's days within a range (a month page). */
export const OptionCalendarQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

/** A day of an option's calendar (spec §3 "Option calendar"): `empty` = bikes for sale − booked. */
export type OptionCalendarDay = {
  _id: string;
  date: string; // YYYY-MM-DD
  available: number;
  booked: number;
  empty: number;
  price_day: number;
  price_hour: number;
};
export type OptionCalendar = { _id: string | null; option: string; calendars: OptionCalendarDay[] };
