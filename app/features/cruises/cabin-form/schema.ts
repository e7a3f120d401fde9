// The cabin type form (spec tours-cruises §3 "Cabin type", §5 "Cabin form"): its one schema (Conform
// in the browser, the action on the server), the record as form values, the persons its beds sleep
// and the form's values as the marketplace payload.
import { z } from "@contract/zod";
import { EVERY_TIME, msg } from "~/lib/validation";
import { bedRowList, namesRequired, optionalText as opt, typeDetails, typePayload } from "~/features/listing";
import { uploadRule } from "~/lib/body-limits";
import type { CabinRecord } from "../api.server";

export const CABIN_IMAGES_MAX = 11; // spec §9
/** What one post of the cabin form may hold: its images, its texts, bed rows and facilities (body-limits.ts). */
export const CABIN_FORM_BODY = uploadRule({
  images: CABIN_IMAGES_MAX,
  parts: 400,
  fieldBytes: 64 * 1024,
  textBytes: 512 * 1024,
});
export const PERSONS_MAX = 10;
export { BED_QUANTITIES, personsOf } from "~/features/listing";

const number = (min: number, max: number) =>
  z
    .number({ error: "required" })
    .int({ error: "whole_number" })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });
const texts = () => z.object({ name: opt(100), note: opt(1000) });

export const CabinSchema = z
  .object({
    vi: texts().prefault({}),
    en: texts().prefault({}),
    auto_translate_en: z.literal("on").optional(),
    beds: bedRowList(number(1, 100)),
    num_cabin: number(1, 100),
    acreage: z
      .number({ error: "required" })
      .min(0, { error: msg("min_num", 0) })
      .max(1000, { error: msg("max_num", 1000) })
      .optional(),
    all_board: z.literal("on").optional(),
    ...typeDetails(CABIN_IMAGES_MAX),
  })
  // spec §5: the English name is required while the English tab shows (not auto-translated); a
  // cabin is never auto-translated into Vietnamese
  .superRefine(namesRequired, EVERY_TIME);
export type CabinValues = z.output<typeof CabinSchema>;

/** A cabin record (or none: one bed row of quantity 1, spec §5) as the form's values. */
export function toFormValues(r: CabinRecord | null) {
  if (!r) return { beds: [{ type: "", quantity: "1" }], num_cabin: "1", is_active: "true", all_board: "on" };
  const en = r.translations?.en ?? {};
  return {
    vi: { name: r.name ?? "", note: r.note ?? "" },
    en: { name: en.name ?? "", note: en.note ?? "" },
    beds: r.beds.map((b) => ({ type: b.type, quantity: String(b.quantity) })),
    num_cabin: String(r.num_cabin),
    acreage: r.acreage === null ? "" : String(r.acreage),
    all_board: r.all_board ? "on" : "",
    extrabed: r.extrabed ? "on" : "",
    facilities: r.facilities.map((f) => f._id),
    images: r.images.map((i) => i.url),
    is_active: r.is_active ? "true" : "false",
  };
}

/** The marketplace payload (spec §3 "Cabin type"): `image` is the file names, comma-joined. */
export function toPayload(v: CabinValues, extra: { cruise: string; currency: string; persons: number }) {
  return {
    cruise: extra.cruise,
    ...typePayload(v, extra),
    num_cabin: v.num_cabin,
    all_board: Boolean(v.all_board),
  };
}
