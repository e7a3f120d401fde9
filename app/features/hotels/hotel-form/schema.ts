// The hotel form (spec hotels-bikes-transport §2 "/hotel/action", §3 "Hotel", §5 "Hotel form"): its
// one schema (Conform in the browser, the action on the server), the record as form values, and the
// form's values as the marketplace payload (contract/api/hotels.ts HotelBodySchema judges it again).
import { z } from "@contract/zod";
import { HOTEL_BOUNDS, HOTEL_STARS_MAX, type HotelRecord } from "@contract/api/hotels";
import { EVERY_TIME, msg } from "~/lib/validation";
import { uploadRule } from "~/lib/body-limits";
import { ADDRESS_POINT_FIELDS, fromGeoPoint, toGeoPoint } from "~/features/address";
import {
  optionalRichText as rich,
  optionalText as opt,
  toEnteredCommission,
  toStoredCommission,
  checkLanguages,
  chosenRef,
  imageList,
  issueAdder,
  placeRefs,
} from "~/features/listing";

export const HOTEL_IMAGES_MAX = HOTEL_BOUNDS.images; // spec §9: 15
/** spec §5 Images: hotel images are cropped to a 1.328125 ratio (1360 × 1024) at quality 0.7. */
export const HOTEL_IMAGE_CROP = { width: 1360, height: 1024, quality: 0.7 };
export const STARS = Array.from({ length: HOTEL_STARS_MAX + 1 }, (_, i) => i);
/** What one post of the hotel form may hold (body-limits.ts): its images, texts in two languages, facilities. */
export const HOTEL_FORM_BODY = uploadRule({
  images: HOTEL_IMAGES_MAX,
  parts: 600,
  fieldBytes: 256 * 1024,
  textBytes: 1024 * 1024,
});

/** The one content section of a hotel: its general content (spec §5: required, ≤ 10,000). */
export const HOTEL_SECTIONS = [
  { key: "general", max: HOTEL_BOUNDS.content, required: true, label: "hotel:form.content" },
] as const;

const languageTexts = () =>
  z.object({
    name: opt(HOTEL_BOUNDS.name),
    description: opt(HOTEL_BOUNDS.description),
    content: z.object({ general: rich(HOTEL_BOUNDS.content) }).optional(),
  });
const number = (min: number, max: number, int = false) => {
  let n = z.number({ error: "required" });
  if (int) n = n.int({ error: "whole_number" });
  return n.min(min, { error: msg("min_num", min) }).max(max, { error: msg("max_num", max) });
};

export const HotelSchema = z
  .object({
    vi: languageTexts().prefault({}),
    en: languageTexts().prefault({}),
    auto_translate_en: z.literal("on").optional(),
    auto_translate_vi: z.literal("on").optional(),
    // nothing chosen answers the field's own "please select" (spec §5)
    ...placeRefs({ area: "select_area", country: "select_country", city: "select_city" }),
    type: chosenRef("select_hotel_type"),
    price: number(0, HOTEL_BOUNDS.price),
    price_extrabed: number(0, HOTEL_BOUNDS.extrabed).optional(),
    service_fee: opt(HOTEL_BOUNDS.fee_text),
    vat_fee: opt(HOTEL_BOUNDS.fee_text),
    // the supplier's share in percent, shown as 100 − the stored value (spec §3 "Hotel"). §5 says 0–100;
    // the marketplace takes 1–100 as tours-cruises §9 does (the safer reading: never a share of nothing)
    commission: number(1, 100),
    total_vote: number(0, HOTEL_STARS_MAX, true).default(0),
    isolation: z.enum(["true", "false"]).default("false"),
    facilities: z.array(z.string().min(1)).optional(),
    // spec §3 "address, loc": set by the address finder or typed by hand (the marketplace keeps 300)
    ...ADDRESS_POINT_FIELDS,
    address: opt(HOTEL_BOUNDS.address),
    images: imageList(HOTEL_IMAGES_MAX),
  })
  .superRefine((v, ctx) => {
    // the language auto-translated from the other is not asked for (spec §2: its tab is hidden)
    checkLanguages(v, issueAdder(ctx), { texts: ["name", "description"], content: "general" });
  }, EVERY_TIME);
export type HotelValues = z.output<typeof HotelSchema>;
type Texts = HotelValues["vi"];

/** A hotel record (or none, for a new hotel) as the form's values: each language's texts under vi./en. */
export function toFormValues(r: HotelRecord | null) {
  if (!r) return { total_vote: "0", isolation: "false" };
  const en = r.translations?.en;
  return {
    vi: { name: r.name ?? "", description: r.description ?? "", content: { general: r.content ?? "" } },
    en: { name: en?.name ?? "", description: en?.description ?? "", content: { general: en?.content ?? "" } },
    area: r.area?._id ?? "",
    country: r.country?._id ?? "",
    city: r.city?._id ?? "",
    type: r.type?._id ?? "",
    price: String(r.price ?? ""),
    price_extrabed: r.price_extrabed === null || r.price_extrabed === undefined ? "" : String(r.price_extrabed),
    service_fee: r.service_fee ?? "",
    vat_fee: r.vat_fee ?? "",
    commission: String(toEnteredCommission("percent", r.commission_value ?? 0)),
    total_vote: String(r.total_vote ?? 0),
    isolation: r.isolation ? "true" : "false",
    facilities: r.facilities ?? [],
    address: r.address ?? "",
    loc: fromGeoPoint(r.loc) ?? { lat: "", lng: "" },
    images: r.images?.map((i) => i.url) ?? [],
  };
}

/** The marketplace payload (spec §3 field names, §7: images as ids, loc, currency, commission inverted). */
export function toPayload(v: HotelValues, imageIds: string[], sanitize: (html: string) => string, currency: string) {
  const clean = (t: Texts) => ({
    name: t.name ?? "",
    description: t.description ?? "",
    content: sanitize(t.content?.general ?? ""),
  });
  return {
    ...clean(v.vi),
    translations: { en: clean(v.en) },
    auto_translate_en: Boolean(v.auto_translate_en),
    auto_translate_vi: Boolean(v.auto_translate_vi),
    area: v.area,
    country: v.country,
    city: v.city,
    type: v.type,
    price: v.price,
    price_extrabed: v.price_extrabed ?? null,
    service_fee: v.service_fee ?? "",
    vat_fee: v.vat_fee ?? "",
    commission_value: toStoredCommission("percent", v.commission),
    total_vote: v.total_vote,
    isolation: v.isolation === "true",
    facilities: v.facilities ?? [],
    address: v.address ?? "",
    loc: toGeoPoint(v.loc) ?? null,
    images: imageIds,
    currency,
  };
}
