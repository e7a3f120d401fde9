// What every listing form shares (spec tours-cruises §3, §5, §9): the image limit, the bounds of one
// multipart post, the content sections with their bounds, and the zod helpers for plain and rich texts.
import { z } from "zod";
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
