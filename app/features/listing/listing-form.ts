// What every listing form shares (spec tours-cruises §3, §5, §9): the image limit, the bounds of one
// multipart post, the content sections with their bounds, and the zod helpers for plain and rich texts.
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { uploadRule } from "~/lib/body-limits";
import { msg } from "~/lib/validation";

export const MAX_LISTING_IMAGES = 15; // spec §9
/**
 * What one post of a listing form (a tour, a cruise) may hold: its images, its texts in both
 * languages, its rows (read by the server and the multipart reader, body-limits.ts).
 */
export const LISTING_FORM_BODY = uploadRule({
  images: MAX_LISTING_IMAGES,
  parts: 1000,
  fieldBytes: 512 * 1024,
  textBytes: 2 * 1024 * 1024,
});

/** The six content sections with their bounds (spec §5 Tour). */
export const CONTENT_SECTIONS = [
  { key: "overview", max: 10_000, required: true },
  { key: "what_included", max: 3_000 },
  { key: "departure_return", max: 200 },
  { key: "what_to_expect", max: 10_000 },
  { key: "additional_info", max: 2_000 },
  { key: "cancellation_policy", max: 2_000 },
] as const;

/** Rich text is measured by its text, not its markup (the marketplace counts the same way). */
export const textLength = (html: string) =>
  visibleText(html.replace(/<[^>]*>/g, "").replace(/&[a-z#0-9]+;/gi, " ")).length;

/** An optional plain text of at most `max` visible characters (and at least `min` once anything is entered). */
export const optionalText = (max: number, min?: number) => {
  let s = z.string().overwrite(visibleText);
  // nothing visible is "required" (the form's own rule), not "too short"
  if (min !== undefined) s = s.refine((v) => !v || v.length >= min, { error: msg("min_string_length", min) });
  return s.max(max, { error: msg("max_string_length", max) }).optional();
};

/** An optional rich text of at most `max` characters of text. */
export const optionalRichText = (max: number) =>
  z
    .string()
    .refine((v) => textLength(v) <= max, { error: msg("max_string_length", max) })
    .optional();

/** An issue on the field at `path`, for a schema's superRefine. */
export type AddIssue = (path: (string | number)[], message: string) => void;
export const issueAdder =
  (ctx: z.RefinementCtx): AddIssue =>
  (path, message) =>
    ctx.addIssue({ code: "custom", path, message });

/** A reference chosen from a list; nothing chosen answers the field's own message (spec §5). */
export const chosenRef = (message = "required") => z.string({ error: message }).min(1, { error: message });

/** The area, country and city a listing is in, each chosen from its list. */
export const placeRefs = (messages = { area: "required", country: "required", city: "required" }) => ({
  area: chosenRef(messages.area),
  country: chosenRef(messages.country),
  city: chosenRef(messages.city),
});

/** A listing's images, the first its cover: at most `max` (spec §9, each listing's own bound). */
export const imageList = (max: number) =>
  z
    .array(z.string().min(1))
    .max(max, { error: msg("max_items", max) })
    .optional();

type Bilingual = { vi?: object; en?: object; auto_translate_en?: "on"; auto_translate_vi?: "on" };

/**
 * The texts asked for in each language the supplier writes (spec tours-cruises §5, hotels-bikes-transport
 * §5): a language filled by auto-translation from the other is not asked for (its tab is hidden), and
 * only one language may be the source. `texts` are the plain texts required, in the order they show;
 * `content`, the content section required.
 */
export function checkLanguages(v: Bilingual, add: AddIssue, required: { texts: string[]; content?: string }) {
  if (v.auto_translate_en && v.auto_translate_vi) add(["auto_translate_vi"], "one_source_language");
  for (const lng of ["vi", "en"] as const) {
    if (lng === "en" ? v.auto_translate_en : v.auto_translate_vi) continue;
    const texts = (v[lng] ?? {}) as Record<string, unknown> & { content?: Record<string, unknown> };
    for (const name of required.texts) if (!texts[name]) add([lng, name], "required");
    if (!required.content) continue;
    const content = texts.content?.[required.content];
    if (typeof content !== "string" || textLength(content) === 0) add([lng, "content", required.content], "required");
  }
}

/**
 * A type's bed rows (spec hotels-bikes-transport §5 "Room form", tours-cruises §5 "Cabin form"): a bed
 * type and a quantity each, at least one row, and at most `maxRows` where the area bounds them.
 */
export const bedRowList = (quantity: z.ZodNumber, maxRows?: number) => {
  const rows = z.array(z.object({ type: chosenRef(), quantity }), { error: "required" }).min(1, { error: "required" });
  return maxRows === undefined ? rows : rows.max(maxRows, { error: msg("max_items", maxRows) });
};

/** The facilities ticked, at least one. */
export const facilityList = () => z.array(z.string().min(1), { error: "required" }).min(1, { error: "required" });

/** A type's status: on sale ("true") or closed; a new type is on sale. */
export const onSale = () => z.enum(["true", "false"]).default("true");

/** What every type form ends with: the extra bed box, the facilities, the images and the status. */
export const typeDetails = (maxImages: number) => ({
  extrabed: z.literal("on").optional(),
  facilities: facilityList(),
  images: imageList(maxImages),
  is_active: onSale(),
});

/** A type's name, asked for in each language the supplier writes (checkLanguages), for a superRefine. */
export const namesRequired = (v: Bilingual, ctx: z.RefinementCtx) =>
  checkLanguages(v, issueAdder(ctx), { texts: ["name"] });

type TypeTexts = { name?: string; note?: string };
type TypeValues = {
  vi: TypeTexts;
  en: TypeTexts;
  auto_translate_en?: "on";
  beds: { type: string; quantity: number }[];
  acreage?: number;
  extrabed?: "on";
  facilities: string[];
  images?: string[];
  is_active: "true" | "false";
};

/**
 * What every type's marketplace payload holds (spec hotels-bikes-transport §3 "Room", tours-cruises §3
 * "Cabin type"): its texts, bed rows, size, extra bed, the persons its beds sleep, facilities, `image`
 * as the file names comma-joined, status and the listing's currency.
 */
export const typePayload = (v: TypeValues, extra: { currency: string; persons: number }) => ({
  name: v.vi.name ?? "",
  note: v.vi.note ?? "",
  translations: { en: { name: v.en.name ?? "", note: v.en.note ?? "" } },
  auto_translate_en: Boolean(v.auto_translate_en),
  beds: v.beds.map((b) => ({ type: b.type, quantity: b.quantity })),
  acreage: v.acreage ?? null,
  extrabed: Boolean(v.extrabed),
  num_person: extra.persons,
  facilities: v.facilities,
  image: (v.images ?? []).map((url) => url.split("/").pop() ?? "").join(","),
  is_active: v.is_active === "true",
  currency: extra.currency,
});
