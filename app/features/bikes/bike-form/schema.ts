// The bike form (spec hotels-bikes-transport §3 "Bike", §5 "Bike form", §9): its one schema (Conform
// in the browser, the action on the server), the record as form values, and the form's values as
// the marketplace payload. The opening-hours rule is the contract's, so both sides judge alike.
import { z } from "@contract/zod";
import { BIKE_CONTENT, BIKE_LIMITS as L, BIKE_TYPES, openingHoursIssues } from "@contract/api/bikes";
import { EVERY_TIME, msg } from "~/lib/validation";
import { ADDRESS_POINT_FIELDS, fromGeoPoint, toGeoPoint } from "~/features/address";
import {
  MAX_LISTING_IMAGES,
  optionalRichText as rich,
  optionalText as opt,
  checkLanguages,
  imageList,
  issueAdder,
  placeRefs,
} from "~/features/listing";
import type { BikeRecord } from "../api.server";

/** §5 "Bike form": images cropped to 1.328125 (1020 × 768) at quality 0.7. */
export const BIKE_IMAGE_CROP = { width: 1020, height: 768, quality: 0.7 } as const;

const languageTexts = () =>
  z.object({
    name: opt(L.name),
    description: opt(L.description),
    content: z.object(Object.fromEntries(BIKE_CONTENT.map((c) => [c.key, rich(c.max)]))).optional(),
  });
const number = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined ? "required" : "invalid_number") })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });
const on = z.literal("on").optional();

export const BikeSchema = z
  .object({
    vi: languageTexts().prefault({}),
    en: languageTexts().prefault({}),
    auto_translate_en: on,
    auto_translate_vi: on,
    // §3 "address, loc (type Point)": set by the address finder or typed by hand
    ...ADDRESS_POINT_FIELDS,
    address: opt(L.address),
    ...placeRefs(),
    type: z.enum(BIKE_TYPES, { error: "required" }),
    rental_by_day: on,
    rental_by_hour: on,
    from_price: number(0, L.fromPrice),
    opening: z.string().optional(),
    close: z.string().optional(),
    is_active: on,
    images: imageList(MAX_LISTING_IMAGES),
  })
  .superRefine((v, ctx) => {
    const add = issueAdder(ctx);
    // §5: each language shown has the rules; one filled by auto-translation is not shown
    checkLanguages(v, add, { texts: ["name", "description"], content: "overview" });
    // §3 "Rental is by day or by hour": at least one
    if (!v.rental_by_day && !v.rental_by_hour) add(["rental_by_day"], "required");
    const hours = openingHoursIssues(v.opening, v.close);
    if (hours.opening) add(["opening"], hours.opening);
    if (hours.close) add(["close"], hours.close);
  }, EVERY_TIME);
export type BikeValues = z.output<typeof BikeSchema>;
type Texts = BikeValues["vi"];

const contentOf = (t: object | undefined) =>
  Object.fromEntries(BIKE_CONTENT.map((c) => [c.key, (t as Record<string, string | null> | undefined)?.[c.key] ?? ""]));

/** A bike record (or none, for a new bike) as the form's values: each language's texts under vi./en. */
export function toFormValues(r: BikeRecord | null): Record<string, unknown> {
  if (!r) return { rental_by_day: "on", is_active: "on", opening: "07:00", close: "21:00" };
  const en = r.translations?.en ?? {};
  return {
    vi: { name: r.name ?? "", description: r.description ?? "", content: contentOf(r) },
    en: { name: en.name ?? "", description: en.description ?? "", content: contentOf(en) },
    address: r.address ?? "",
    loc: fromGeoPoint(r.loc) ?? { lat: "", lng: "" },
    area: r.area?._id ?? "",
    country: r.country?._id ?? "",
    city: r.city?._id ?? "",
    type: r.type,
    rental_by_day: r.rental_by_day ? "on" : undefined,
    rental_by_hour: r.rental_by_hour ? "on" : undefined,
    from_price: String(r.from_price ?? ""),
    opening: r.opening,
    close: r.close,
    is_active: r.is_active ? "on" : undefined,
    images: r.images?.map((i) => i.url) ?? [],
  };
}

/** The marketplace payload (spec §3 field names); `images` are the bike image record ids. */
export function toPayload(v: BikeValues, imageIds: string[], sanitize: (html: string) => string) {
  const clean = (t: Texts) => ({
    name: t.name ?? "",
    description: t.description ?? "",
    ...Object.fromEntries(
      BIKE_CONTENT.map((c) => [c.key, sanitize((t.content as Record<string, string | undefined>)?.[c.key] ?? "")]),
    ),
  });
  return {
    ...clean(v.vi),
    translations: { en: clean(v.en) },
    auto_translate_en: Boolean(v.auto_translate_en),
    auto_translate_vi: Boolean(v.auto_translate_vi),
    address: v.address ?? "",
    loc: toGeoPoint(v.loc) ?? null,
    area: v.area,
    country: v.country,
    city: v.city,
    type: v.type,
    rental_by_day: Boolean(v.rental_by_day),
    rental_by_hour: Boolean(v.rental_by_hour),
    from_price: v.from_price,
    opening: v.opening,
    close: v.close,
    is_active: Boolean(v.is_active),
    images: imageIds,
  };
}
