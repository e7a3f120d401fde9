// marketplace-api.md "Tours and cruises": a cruise is a tour with `type: cruise` (POST tour/tour,
// PATCH tour/tour/{id} with this body) and its cabin types (cruise/cabin). spec tours-cruises §5
// "Cruise" and "Cabin form": the rules the marketplace enforces itself; messages are keys.
import { z } from "../zod";
import { checkBeds, checkUnitTexts, unitParts } from "./beds";
import { checkNumber, checkText, looseFlag as bool, looseNumber as num, looseText as str, refId as id } from "./checks";
import { issue, msg } from "./fields";
import { plainText, textLength } from "./text";
import { CONTENT_KEYS, cleanTexts, MAX_TOUR_IMAGES, type ContentKey, type LangTexts } from "./tours";

export const CRUISE_NIGHTS_MAX = 30; // spec §5: durations are a multi-select of 1-30 nights
export const CRUISE_STARS_MAX = 7;
export const CRUISE_PRICE_MAX = 1_000_000_000;
export const CABIN_IMAGES_MAX = 11; // spec §9
export const CABIN_PERSONS_MAX = 10;
export const BED_QUANTITY_MAX = 100; // spec §5: choices 1-15, at most 100
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

// the tour's content limits, but the start/end point of a cruise is up to 500 (spec §5 "Cruise")
const CONTENT_MAX: Record<ContentKey, number> = {
  overview: 10_000,
  what_included: 3_000,
  departure_return: 500,
  what_to_expect: 10_000,
  additional_info: 2_000,
  cancellation_policy: 2_000,
};

type Ctx = z.RefinementCtx;

const ContentSchema = z
  .array(z.object({ key: z.string({ error: "invalid_type" }), value: str() }), { error: "invalid_type" })
  .max(20)
  .nullish();
const LANG_FIELDS = { name: str(), departure: str(), content: ContentSchema };

function checkLanguage(ctx: Ctx, texts: LangTexts, prefix: string[]) {
  checkText(ctx, [...prefix, "name"], texts.name, { required: true, min: 10, max: 100 });
  // spec §5 "Cruise": the address, stored in departure, is required 10-200
  checkText(ctx, [...prefix, "departure"], texts.departure, { required: true, min: 10, max: 200 });
  for (const { key, value } of texts.content) {
    checkText(
      ctx,
      [...prefix, "content", key],
      value,
      { required: key === "overview", max: CONTENT_MAX[key] },
      textLength,
    );
  }
}

const ids = z.array(id, { error: "invalid_type" }).max(100).nullish();

/** POST tour/tour with `type: cruise`, PATCH tour/tour/{id} of a cruise: the whole cruise form. */
export const CruiseBodySchema = z
  .object({
    ...LANG_FIELDS,
    translations: z.object({ en: z.object(LANG_FIELDS).partial().nullish() }).nullish(),
    auto_translate_en: bool,
    auto_translate_vi: bool,
    type: z.literal("cruise", { error: "invalid_choice" }),
    key_words: str(300),
    area: id.nullish(),
    country: id.nullish(),
    city: id.nullish(),
    durations_cruise: z.array(num, { error: "invalid_type" }).max(CRUISE_NIGHTS_MAX).nullish(),
    cruise_time_checkin: z.string({ error: "invalid_type" }).max(10).nullish(),
    cruise_time_checkout: z.string({ error: "invalid_type" }).max(10).nullish(),
    num_stars: num,
    price: num,
    // stored form: 100 − the supplier's share (spec §3 "Age price", the same reading for cruises)
    commission_value: num,
    cruise_facilities: ids,
    is_active: bool,
    images: ids,
  })
  .transform((b) => ({
    ...b,
    vi: cleanTexts(b),
    en: cleanTexts(b.translations?.en ?? {}),
    key_words: b.key_words ? plainText(b.key_words) || null : null,
    images: [...new Set(b.images ?? [])],
    cruise_facilities: [...new Set(b.cruise_facilities ?? [])],
    durations_cruise: [...new Set((b.durations_cruise ?? []).filter((n) => n !== undefined))].sort((x, y) => x - y),
  }))
  .superRefine((b, ctx) => {
    if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
    if (!b.auto_translate_vi) checkLanguage(ctx, b.vi, []);
    if (!b.auto_translate_en) checkLanguage(ctx, b.en, ["translations", "en"]);
    for (const field of ["area", "country", "city"] as const) if (!b[field]) issue(ctx, [field], "required");
    if (!b.durations_cruise.length) issue(ctx, ["durations_cruise"], "required");
    else if (b.durations_cruise.some((n) => !Number.isInteger(n) || n < 1 || n > CRUISE_NIGHTS_MAX))
      issue(ctx, ["durations_cruise"], "invalid_choice");
    for (const field of ["cruise_time_checkin", "cruise_time_checkout"] as const) {
      const value = b[field];
      if (!value) issue(ctx, [field], "required");
      else if (!TIME_OF_DAY.test(value)) issue(ctx, [field], "invalid_time");
    }
    checkNumber(ctx, ["num_stars"], b.num_stars, { min: 0, max: CRUISE_STARS_MAX, int: true });
    checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: CRUISE_PRICE_MAX });
    // entered share 1-100 → stored 0-99, as every percent commission (contract/api/checks.ts)
    if (b.commission_value === undefined) issue(ctx, ["commission_value"], "required");
    else if (b.commission_value < 0 || b.commission_value > 99)
      issue(ctx, ["commission_value"], "commission_percent_error");
    if (b.images.length > MAX_TOUR_IMAGES) issue(ctx, ["images"], msg("max_items", MAX_TOUR_IMAGES));
  });
export type CruiseBody = z.infer<typeof CruiseBodySchema>;
export { CONTENT_KEYS };

// ------------------------------------------------------------------------------------------ cabins

/** spec §5 "Cabin form": persons = Σ bed type's persons × quantity (what the marketplace stores). */
export function cabinPersons(beds: { type: string; quantity: number }[], personsOf: (type: string) => number) {
  return beds.reduce((sum, bed) => sum + personsOf(bed.type) * bed.quantity, 0);
}

const CabinLang = { name: str(), note: str() };

/** POST cruise/cabin, PATCH cruise/cabin/{id}: the whole cabin form (`cruise` on create only). */
export const CabinBodySchema = z
  .object({
    ...CabinLang,
    translations: z.object({ en: z.object(CabinLang).partial().nullish() }).nullish(),
    auto_translate_en: bool,
    auto_translate_vi: bool,
    cruise: id.nullish(),
    price: num,
    num_cabin: num,
    beds: z
      .array(z.object({ type: id.nullish(), quantity: num }), { error: "invalid_type" })
      .max(20)
      .nullish(),
    all_board: bool,
    extrabed: bool,
    acreage: num,
    is_active: bool,
    facilities: ids,
    // spec §3: file names, comma-joined (an array is read the same)
    image: z.union([z.string().max(2000), z.array(z.string().max(64)).max(50)], { error: "invalid_type" }).nullish(),
    currency: z.string({ error: "invalid_type" }).max(8).nullish(),
  })
  .transform((b) => unitParts(b))
  .superRefine((b, ctx) => {
    checkUnitTexts(ctx, b, { name: 100, note: 1000 });
    checkNumber(ctx, ["price"], b.price, { min: 0, max: CRUISE_PRICE_MAX });
    checkNumber(ctx, ["num_cabin"], b.num_cabin, { required: true, min: 1, max: 100, int: true });
    checkNumber(ctx, ["acreage"], b.acreage, { min: 0, max: 1000 });
    checkBeds(ctx, b.beds, { min: 1, max: BED_QUANTITY_MAX });
    if (!b.facilities.length) issue(ctx, ["facilities"], "required");
    if (b.images.length > CABIN_IMAGES_MAX) issue(ctx, ["image"], msg("max_items", CABIN_IMAGES_MAX));
    if (b.images.some((f) => !/^[a-f0-9]{24}\.(jpg|png)$/.test(f))) issue(ctx, ["image"], "foreign_file");
  });
export type CabinBody = z.infer<typeof CabinBodySchema>;

/** PATCH cruise/cabin/{id} with only `{calendar}`: links the cabin's calendar (marketplace-api.md). */
export const CabinCalendarLink = z.object({ calendar: id.min(1, { error: "required" }) }).strict();

/** GET cruise/cabin: the cabins of one cruise (besides the list query). */
export const CabinListQuery = z.object({ cruise: z.string().max(64).optional().catch(undefined) });
