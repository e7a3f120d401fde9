// The room type form (spec hotels-bikes-transport §3 "Room", §5 "Room form"): its one schema (Conform in
// the browser, the action on the server), the record as form values, and the form's values as the
// marketplace payload (contract/api/hotels.ts RoomBodySchema judges it again and recomputes persons).
import { z } from "@contract/zod";
import { ROOM_BOUNDS, type RoomRecord } from "@contract/api/hotels";
import { EVERY_TIME, msg } from "~/lib/validation";
import { bedRowList, namesRequired, optionalText as opt, typeDetails, typePayload } from "~/features/listing";
import { uploadRule } from "~/lib/body-limits";

export const ROOM_IMAGES_MAX = ROOM_BOUNDS.images; // spec §9: 11
/** spec §5 "Room form": room images are cropped to about 1200:628 at quality 0.8. */
export const ROOM_IMAGE_CROP = { width: 1200, height: 628, quality: 0.8 };
export const PERSONS_MAX = ROOM_BOUNDS.persons;
/** What one post of the room form may hold (body-limits.ts): its images, texts, bed rows and facilities. */
export const ROOM_FORM_BODY = uploadRule({
  images: ROOM_IMAGES_MAX,
  parts: 600,
  fieldBytes: 64 * 1024,
  textBytes: 512 * 1024,
});

const number = (min: number, max: number, int = true) => {
  let n = z.number({ error: "required" });
  if (int) n = n.int({ error: "whole_number" });
  return n.min(min, { error: msg("min_num", min) }).max(max, { error: msg("max_num", max) });
};
const texts = () => z.object({ name: opt(ROOM_BOUNDS.name), note: opt(ROOM_BOUNDS.note) });

export const RoomSchema = z
  .object({
    vi: texts().prefault({}),
    en: texts().prefault({}),
    auto_translate_en: z.literal("on").optional(),
    auto_translate_vi: z.literal("on").optional(),
    price: number(0, ROOM_BOUNDS.price, false),
    num_room: number(0, ROOM_BOUNDS.rooms).optional(),
    beds: bedRowList(number(ROOM_BOUNDS.bedQuantity.min, ROOM_BOUNDS.bedQuantity.max), ROOM_BOUNDS.bedRows),
    acreage: number(0, ROOM_BOUNDS.acreage, false).optional(),
    breakfast: z.literal("on").optional(),
    ...typeDetails(ROOM_IMAGES_MAX),
  })
  // each language's name is asked for while its tab shows (not auto-translated from the other)
  .superRefine(namesRequired, EVERY_TIME);
export type RoomValues = z.output<typeof RoomSchema>;

/** A room record (or none: one bed row of quantity 1, operating) as the form's values. */
export function toFormValues(r: RoomRecord | null) {
  if (!r) return { beds: [{ type: "", quantity: "1" }], num_room: "1", is_active: "true" };
  const en = r.translations?.en;
  return {
    vi: { name: r.name ?? "", note: r.note ?? "" },
    en: { name: en?.name ?? "", note: en?.note ?? "" },
    price: String(r.price),
    num_room: String(r.num_room),
    beds: r.beds.map((b) => ({ type: b.type, quantity: String(b.quantity) })),
    acreage: r.acreage === null ? "" : String(r.acreage),
    breakfast: r.breakfast ? "on" : "",
    extrabed: r.extrabed ? "on" : "",
    // the marketplace names them ({_id, name}); an id alone is read the same
    facilities: (r.facilities as (string | { _id: string })[]).map((f) => (typeof f === "string" ? f : f._id)),
    images: (r.images ?? []).map((i) => i.url),
    is_active: r.is_active ? "true" : "false",
  };
}

/** The marketplace payload (spec §3 "Room"): `image` is the file names, comma-joined; the hotel's currency. */
export function toPayload(v: RoomValues, extra: { hotel: string | null; currency: string; persons: number }) {
  return {
    ...(extra.hotel ? { hotel: extra.hotel } : {}),
    ...typePayload(v, extra),
    auto_translate_vi: Boolean(v.auto_translate_vi),
    price: v.price,
    num_room: v.num_room ?? 0,
    breakfast: Boolean(v.breakfast),
  };
}
