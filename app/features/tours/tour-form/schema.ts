// The tour form (spec tours-cruises §3 Tour, §4, §5 "Tour"): its one schema (Conform in the browser, the action
// on the server), the record as form values, and the form's values as the marketplace payload.
import { z } from "@contract/zod";
import { EVERY_TIME, msg } from "~/lib/validation";
import type { TourRecord } from "../api.server";
import {
  CONTENT_SECTIONS,
  MAX_LISTING_IMAGES,
  optionalRichText as rich,
  optionalText as opt,
  checkLanguages,
  imageList,
  issueAdder,
  placeRefs,
} from "~/features/listing";
import {
  DURATION_TYPES,
  GROUP_TYPES,
  OPTIONAL_TYPES,
  PRICE_MAX,
  PRICE_TYPES,
  TOUR_TYPES,
  durationMinutes,
  durationParts,
} from "../schema";

/** One language's texts. Whether they are required depends on auto-translation (superRefine). */
const languageTexts = () =>
  z.object({
    name: opt(100, 10),
    time: opt(100),
    departure: opt(50, 3),
    endpoint: opt(50, 3),
    pickup_detail: opt(500),
    promotion: opt(100),
    language_guide: opt(100),
    operated_by: opt(100),
    content: z
      .object(
        Object.fromEntries(CONTENT_SECTIONS.map((c) => [c.key, rich(c.max)])) as Record<
          (typeof CONTENT_SECTIONS)[number]["key"],
          ReturnType<typeof rich>
        >,
      )
      .optional(),
  });

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: "required" });
const int = (min: number, max: number) =>
  z
    .number({ error: "required" })
    .int({ error: "required" })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });

export const TourSchema = z
  .object({
    // an all-empty language is absent from the form data: it still gets its "required" messages
    vi: languageTexts().prefault({}),
    en: languageTexts().prefault({}),
    auto_translate_en: z.literal("on").optional(),
    auto_translate_vi: z.literal("on").optional(),
    key_words: opt(300),
    is_pickup: z.literal("on").optional(),
    ...placeRefs(),
    categories: z.array(z.string().min(1), { error: "required" }).min(1, { error: "required" }),
    interests: z.array(z.string().min(1), { error: "required" }).min(1, { error: "required" }),
    type: requiredChoice(TOUR_TYPES),
    optional_type: z.enum(OPTIONAL_TYPES).optional(),
    group_type: z.enum(GROUP_TYPES).optional(),
    is_fast_track: z.literal("on").optional(),
    duration_type: requiredChoice(DURATION_TYPES),
    days: int(0, 30).optional(),
    hours: int(0, 23).optional(),
    minutes: int(0, 55)
      .refine((m) => m % 5 === 0, { error: "minutes_step" })
      .optional(),
    price: z
      .number({ error: "required" })
      .min(0, { error: msg("min_num", 0) })
      .max(PRICE_MAX, { error: msg("max_num", PRICE_MAX) }),
    price_type: requiredChoice(PRICE_TYPES),
    images: imageList(MAX_LISTING_IMAGES),
  })
  .superRefine((v, ctx) => {
    const add = issueAdder(ctx);
    checkLanguages(v, add, { texts: ["name"], content: "overview" });
    // spec §4: the controls the type drives
    if (v.type === "default" && v.optional_type !== "default" && v.optional_type !== "group_size") {
      add(["optional_type"], v.optional_type ? "invalid_for_type" : "required");
    }
    if (v.type === "combo" && !v.optional_type) add(["optional_type"], "required");
    if (v.type === "group" && !v.group_type) add(["group_type"], "required");
    // a failed number holds null here; only a missing one is "required" (its own error is already there)
    if (v.duration_type === "day" && v.days === undefined) add(["days"], "required");
    if (v.duration_type === "hour" && v.hours === undefined) add(["hours"], "required");
  }, EVERY_TIME);
export type TourValues = z.output<typeof TourSchema>;
type Texts = TourValues["vi"];

const TEXT_FIELDS = [
  "name",
  "time",
  "departure",
  "endpoint",
  "pickup_detail",
  "promotion",
  "language_guide",
  "operated_by",
] as const;

const contentOf = (list: { key: string; value: string }[] | undefined) =>
  Object.fromEntries(CONTENT_SECTIONS.map((c) => [c.key, list?.find((e) => e.key === c.key)?.value ?? ""]));

/** A tour record (or none, for a new tour) as the form's values: each language's texts under vi./en. */
export function toFormValues(r: TourRecord | null) {
  if (!r)
    return { duration_type: "day", days: "1", price_type: "person", optional_type: "default", group_type: "viet-nam" };
  const en = r.translations?.en ?? {};
  const parts = durationParts(r.duration ?? 0, r.duration_type ?? "day");
  const texts = (t: Partial<Record<string, unknown>>, content: { key: string; value: string }[] | undefined) => ({
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, typeof t[f] === "string" ? t[f] : ""])),
    content: contentOf(content),
  });
  return {
    vi: texts(r as unknown as Record<string, unknown>, r.content),
    en: texts(en, en.content),
    key_words: r.key_words ?? "",
    is_pickup: r.is_pickup ? "on" : "",
    area: r.area?._id ?? "",
    country: r.country?._id ?? "",
    city: r.city?._id ?? "",
    categories: r.categories?.map((c) => c._id) ?? [],
    interests: r.interests?.map((c) => c._id) ?? [],
    type: r.type,
    optional_type: r.optional_type ?? "default",
    group_type: r.group_type ?? "viet-nam",
    is_fast_track: r.is_fast_track ? "on" : "",
    duration_type: r.duration_type ?? "day",
    days: String(parts.days),
    hours: String(parts.hours),
    minutes: String(parts.minutes),
    price: String(r.price ?? ""),
    price_type: r.price_type ?? "person",
    images: r.images?.map((i) => i.url) ?? [],
  };
}

const contentList = (t: Texts) => CONTENT_SECTIONS.map((c) => ({ key: c.key, value: t.content?.[c.key] ?? "" }));

/** The marketplace payload (spec §3 field names). `images` are the tour_image ids. */
export function toPayload(v: TourValues, imageIds: string[], sanitize: (html: string) => string) {
  const clean = (t: Texts) => ({
    name: t.name ?? "",
    time: t.time ?? "",
    departure: t.departure ?? "",
    endpoint: t.endpoint ?? "",
    pickup_detail: t.pickup_detail ?? "",
    promotion: t.promotion ?? "",
    language_guide: t.language_guide ?? "",
    operated_by: t.operated_by ?? "",
    content: contentList(t).map((c) => ({ key: c.key, value: sanitize(c.value) })),
  });
  const vi = clean(v.vi);
  const en = clean(v.en);
  const usesOption = v.type === "default" || v.type === "combo";
  return {
    ...vi,
    translations: { en },
    auto_translate_en: Boolean(v.auto_translate_en),
    auto_translate_vi: Boolean(v.auto_translate_vi),
    key_words: v.key_words ?? "",
    is_pickup: Boolean(v.is_pickup),
    area: v.area,
    country: v.country,
    city: v.city,
    categories: v.categories,
    interests: v.interests,
    type: v.type,
    // flexi only exists for combo tours (spec §4); the other types have no price-list choice
    optional_type: usesOption
      ? v.type === "default" && v.optional_type === "flexi"
        ? "default"
        : (v.optional_type ?? "default")
      : null,
    group_type: v.type === "group" ? (v.group_type ?? null) : null,
    is_fast_track: v.type === "ticket" ? Boolean(v.is_fast_track) : false,
    duration_type: v.duration_type,
    duration: durationMinutes(v),
    price: v.price,
    price_type: v.price_type,
    images: imageIds,
  };
}
