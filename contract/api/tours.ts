// marketplace-api.md "Tours and cruises": the tour's body (POST tour/tour, PATCH tour/tour/{id}), the
// list's query and the image call. spec tours-cruises §5 "Tour": the rules the marketplace enforces
// itself, whatever the client checked; field messages are keys ("key" or "key:bound", spec §8).
//
// Field types are checked by zod first; the rules that depend on other fields (the tour's type,
// which language is auto-translated, min against max) are in superRefine, which zod runs only once
// every field has the right type.
import { z } from "../zod";
import {
  checkChoice,
  checkNumber,
  checkText,
  looseFlag as bool,
  looseNumber as num,
  looseText as str,
  refId as id,
  type TextRule,
} from "./checks";
import { issue, msg } from "./fields";
import { plainText, sanitizeRich, textLength } from "./text";

export const TOUR_TYPES = ["default", "package", "group", "combo", "team_building", "ticket"] as const;
export const CONTENT_KEYS = [
  "overview",
  "what_included",
  "departure_return",
  "what_to_expect",
  "additional_info",
  "cancellation_policy",
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
const CONTENT_MAX: Record<ContentKey, number> = {
  overview: 10_000,
  what_included: 3_000,
  departure_return: 200,
  what_to_expect: 10_000,
  additional_info: 2_000,
  cancellation_policy: 2_000,
};
export const DAY_MINUTES = 1440;
export const MAX_TOUR_IMAGES = 15; // spec §9

type Ctx = z.RefinementCtx;

const ContentSchema = z
  .array(z.object({ key: z.string({ error: "invalid_type" }), value: str() }), { error: "invalid_type" })
  .max(20)
  .nullish();

const LANG_FIELDS = {
  name: str(),
  time: str(),
  departure: str(),
  endpoint: str(),
  pickup_detail: str(),
  promotion: str(),
  language_guide: str(),
  operated_by: str(),
  content: ContentSchema,
};
const LANG_RULES: Record<Exclude<keyof typeof LANG_FIELDS, "content">, TextRule> = {
  name: { required: true, min: 10, max: 100 },
  time: { max: 100 },
  departure: { min: 3, max: 50 },
  endpoint: { min: 3, max: 50 },
  pickup_detail: { max: 500 },
  promotion: { max: 100 },
  language_guide: { max: 100 },
  operated_by: { max: 100 },
};
export type LangTexts = {
  name: string;
  time: string | null;
  departure: string | null;
  endpoint: string | null;
  pickup_detail: string | null;
  promotion: string | null;
  language_guide: string | null;
  operated_by: string | null;
  content: { key: ContentKey; value: string }[];
};

/** The texts of one language, cleaned: plain fields without tags, content sanitised, six keys in order. */
export function cleanTexts(t: { [K in keyof typeof LANG_FIELDS]?: z.infer<(typeof LANG_FIELDS)[K]> }): LangTexts {
  const plain = (s: string | null | undefined) => (s ? plainText(s) || null : null);
  const given = new Map((t.content ?? []).map((c) => [c.key, c.value ?? ""]));
  return {
    name: plain(t.name) ?? "",
    time: plain(t.time),
    departure: plain(t.departure),
    endpoint: plain(t.endpoint),
    pickup_detail: plain(t.pickup_detail),
    promotion: plain(t.promotion),
    language_guide: plain(t.language_guide),
    operated_by: plain(t.operated_by),
    content: CONTENT_KEYS.map((key) => ({ key, value: sanitizeRich(given.get(key) ?? "") })),
  };
}

function checkLanguage(ctx: Ctx, texts: LangTexts, prefix: string[]) {
  for (const [field, rule] of Object.entries(LANG_RULES)) {
    checkText(ctx, [...prefix, field], texts[field as keyof typeof LANG_RULES], rule);
  }
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

export const TourBodySchema = z
  .object({
    ...LANG_FIELDS,
    translations: z.object({ en: z.object(LANG_FIELDS).partial().nullish() }).nullish(),
    auto_translate_en: bool,
    auto_translate_vi: bool,
    key_words: str(300),
    duration_type: z.string({ error: "invalid_type" }).nullish(),
    duration: num,
    area: id.nullish(),
    country: id.nullish(),
    city: id.nullish(),
    categories: z.array(id, { error: "invalid_type" }).max(50).nullish(),
    interests: z.array(id, { error: "invalid_type" }).max(50).nullish(),
    type: z.string({ error: "invalid_type" }).nullish(),
    optional_type: z.string({ error: "invalid_type" }).nullish(),
    group_type: z.string({ error: "invalid_type" }).nullish(),
    is_fast_track: bool,
    price: num,
    price_type: z.string({ error: "invalid_type" }).nullish(),
    is_pickup: bool,
    is_active: bool,
    images: z.array(id, { error: "invalid_type" }).nullish(),
  })
  .transform((b) => ({
    ...b,
    vi: cleanTexts(b),
    en: cleanTexts(b.translations?.en ?? {}),
    key_words: b.key_words ? plainText(b.key_words) || null : null,
    images: [...new Set(b.images ?? [])],
    categories: [...new Set(b.categories ?? [])],
    interests: [...new Set(b.interests ?? [])],
  }))
  .superRefine((b, ctx) => {
    if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
    // the language filled by auto-translation is not the supplier's text: only the source is judged
    if (!b.auto_translate_vi) checkLanguage(ctx, b.vi, []);
    if (!b.auto_translate_en) checkLanguage(ctx, b.en, ["translations", "en"]);

    for (const field of ["area", "country", "city"] as const) if (!b[field]) issue(ctx, [field], "required");
    if (!b.categories.length) issue(ctx, ["categories"], "required");
    if (!b.interests.length) issue(ctx, ["interests"], "required");
    if (b.images.length > MAX_TOUR_IMAGES) issue(ctx, ["images"], msg("max_items", MAX_TOUR_IMAGES));

    // cruises are a tour type of their own, with their own form and rules (a later issue)
    checkChoice(ctx, ["type"], b.type, TOUR_TYPES);
    if (b.type === "default") checkChoice(ctx, ["optional_type"], b.optional_type, ["default", "group_size"]);
    if (b.type === "combo") checkChoice(ctx, ["optional_type"], b.optional_type, ["default", "group_size", "flexi"]);
    if (b.type === "group") checkChoice(ctx, ["group_type"], b.group_type, ["viet-nam", "foreign"]);

    // spec §5: days 0-30; hours 0-23 and minutes in steps of 5 (0-55)
    checkChoice(ctx, ["duration_type"], b.duration_type, ["day", "hour"]);
    if (
      b.duration_type === "day" &&
      checkNumber(ctx, ["duration"], b.duration, { required: true, min: 0, max: 30 * DAY_MINUTES, int: true })
    ) {
      if (b.duration! % DAY_MINUTES !== 0) issue(ctx, ["duration"], msg("step", DAY_MINUTES));
    }
    if (
      b.duration_type === "hour" &&
      checkNumber(ctx, ["duration"], b.duration, { required: true, min: 0, max: 23 * 60 + 55, int: true })
    ) {
      if (b.duration! % 5 !== 0) issue(ctx, ["duration"], msg("step", 5));
    }

    checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: 100_000_000 });
    checkChoice(ctx, ["price_type"], b.price_type, ["person", "group_person"], false);
  });
export type TourBody = z.infer<typeof TourBodySchema>;

// ---------------------------------------------------------------------------------- list and image

export const TourSortSchema = z.partialRecord(z.enum(["created_at", "name"]), z.union([z.literal(1), z.literal(-1)]));
// sort and date_range are JSON text; a query parser that already made them objects is fine too
const jsonText = z.preprocess(
  (v) => (v && typeof v === "object" ? JSON.stringify(v) : v),
  z.string().max(200).optional().catch(undefined),
);
/** GET tour/tour (besides the list query): anything unreadable is left out. */
export const TourListQuery = z.object({
  name: z.string().max(200).optional().catch(undefined),
  sort: jsonText,
  area: z.string().max(64).optional().catch(undefined),
  date_range: jsonText,
  created_by: z.string().max(64).optional().catch(undefined),
  type: z.string().max(32).optional().catch(undefined),
  type_exclude: z.string().max(32).optional().catch(undefined),
});
/** `date_range` of GET tour/tour, JSON {start?, end?}: a day that is not YYYY-MM-DD is no bound. */
export const TourDateRange = z.object({
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish()
    .catch(null),
  end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish()
    .catch(null),
});

/** POST tour/image: a saved upload of this supplier becomes an image record. */
export const TourImageBody = z.object({
  filename: z.string({ error: "required" }).min(1, { error: "required" }).max(64),
});
