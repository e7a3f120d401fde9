// The cruise form (spec tours-cruises §3 "Tour", "Cruise extras", §5 "Cruise"): its one schema
// (Conform in the browser, the action on the server), the record as form values, and the form's
// values as the marketplace payload (a tour of type cruise).
import { z } from "@contract/zod";
import { EVERY_TIME, msg } from "~/lib/validation";
import type { CruiseRecord } from "../api.server";
import {
  CONTENT_SECTIONS,
  MAX_LISTING_IMAGES,
  optionalRichText as rich,
  optionalText as opt,
  toEnteredCommission,
  toStoredCommission,
  checkLanguages,
  imageList,
  issueAdder,
  placeRefs,
} from "~/features/listing";

export const NIGHTS = Array.from({ length: 30 }, (_, i) => i + 1); // spec §5: 1-30 nights
export const STARS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const CRUISE_PRICE_MAX = 1_000_000_000;
export const CRUISE_IMAGE_CROP = { width: 1280, height: 800 }; // spec §5 Images: ratio 1.6 for cruises
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The tour's content sections, but a cruise's start/end point is up to 500 (spec §5 "Cruise"). */
export const CRUISE_SECTIONS = CONTENT_SECTIONS.map((c) =>
  c.key === "departure_return" ? { ...c, max: 500 } : c,
) as readonly { key: (typeof CONTENT_SECTIONS)[number]["key"]; max: number; required?: boolean }[];

const languageTexts = () =>
  z.object({
    name: opt(100, 10),
    // spec §5 "Cruise": the address, stored in departure
    departure: opt(200, 10),
    content: z.object(Object.fromEntries(CRUISE_SECTIONS.map((c) => [c.key, rich(c.max)]))).optional(),
  });
const time = z.string({ error: "required" }).regex(TIME, { error: "invalid_time" });
const number = (min: number, max: number, int = false) => {
  let n = z.number({ error: "required" });
  if (int) n = n.int({ error: "whole_number" });
  return n.min(min, { error: msg("min_num", min) }).max(max, { error: msg("max_num", max) });
};

export const CruiseSchema = z
  .object({
    vi: languageTexts().prefault({}),
    en: languageTexts().prefault({}),
    auto_translate_en: z.literal("on").optional(),
    auto_translate_vi: z.literal("on").optional(),
    key_words: opt(300),
    ...placeRefs(),
    durations_cruise: z.array(number(1, 30, true), { error: "required" }).min(1, { error: "required" }),
    cruise_time_checkin: time,
    cruise_time_checkout: time,
    num_stars: number(0, 7, true).default(0),
    price: number(0, CRUISE_PRICE_MAX),
    // the supplier's share in percent (spec §9: stored as 100 − it)
    commission: number(1, 100),
    cruise_facilities: z.array(z.string().min(1)).optional(),
    images: imageList(MAX_LISTING_IMAGES),
  })
  .superRefine((v, ctx) => {
    checkLanguages(v, issueAdder(ctx), { texts: ["name", "departure"], content: "overview" });
  }, EVERY_TIME);
export type CruiseValues = z.output<typeof CruiseSchema>;
type Texts = CruiseValues["vi"];

const contentOf = (list: { key: string; value: string }[] | undefined) =>
  Object.fromEntries(CRUISE_SECTIONS.map((c) => [c.key, list?.find((e) => e.key === c.key)?.value ?? ""]));

/** A cruise record (or none, for a new cruise) as the form's values: each language's texts under vi./en. */
export function toFormValues(r: CruiseRecord | null) {
  if (!r)
    return { durations_cruise: ["1"], num_stars: "0", cruise_time_checkin: "12:00", cruise_time_checkout: "10:00" };
  const en = r.translations?.en ?? {};
  return {
    vi: { name: r.name ?? "", departure: r.departure ?? "", content: contentOf(r.content) },
    en: { name: en.name ?? "", departure: en.departure ?? "", content: contentOf(en.content) },
    key_words: r.key_words ?? "",
    area: r.area?._id ?? "",
    country: r.country?._id ?? "",
    city: r.city?._id ?? "",
    durations_cruise: (r.durations_cruise ?? []).map(String),
    cruise_time_checkin: r.cruise_time_checkin ?? "",
    cruise_time_checkout: r.cruise_time_checkout ?? "",
    num_stars: String(r.num_stars ?? 0),
    price: String(r.price ?? ""),
    commission:
      r.commission_value === null || r.commission_value === undefined
        ? ""
        : String(toEnteredCommission("percent", r.commission_value)),
    cruise_facilities: (r.cruise_facilities ?? []).map((f) => f._id),
    images: r.images?.map((i) => i.url) ?? [],
  };
}

/** The marketplace payload (spec §3 field names). `images` are the tour_image ids. */
export function toPayload(v: CruiseValues, imageIds: string[], sanitize: (html: string) => string) {
  const clean = (t: Texts) => ({
    name: t.name ?? "",
    departure: t.departure ?? "",
    content: CRUISE_SECTIONS.map((c) => ({
      key: c.key,
      value: sanitize((t.content as Record<string, string | undefined> | undefined)?.[c.key] ?? ""),
    })),
  });
  return {
    type: "cruise",
    ...clean(v.vi),
    translations: { en: clean(v.en) },
    auto_translate_en: Boolean(v.auto_translate_en),
    auto_translate_vi: Boolean(v.auto_translate_vi),
    key_words: v.key_words ?? "",
    area: v.area,
    country: v.country,
    city: v.city,
    durations_cruise: [...new Set(v.durations_cruise)].sort((a, b) => a - b),
    cruise_time_checkin: v.cruise_time_checkin,
    cruise_time_checkout: v.cruise_time_checkout,
    num_stars: v.num_stars,
    price: v.price,
    commission_value: toStoredCommission("percent", v.commission),
    cruise_facilities: v.cruise_facilities ?? [],
    images: imageIds,
  };
}
