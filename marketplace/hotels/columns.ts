// The stored columns of a hotel's and a room's whole form (spec hotels-bikes-transport §5 "Hotel form",
// "Room form"): references must exist and be of the right kind, images must be the supplier's own,
// a room's persons are computed here from its bed types whatever the client sent.
import { roomPersons, ROOM_BOUNDS, type HotelBody, type HotelTexts, type RoomBody } from "@contract/api/hotels";
import type { DB } from "../db/database.js";
import { checkPlace } from "../agency/record.js";
import { checkOwnImages } from "../files/own.js";
import { checkImageRecords } from "../listings/records.js";
import { roomTypeColumns } from "../listings/room-types.js";
import { invalidField as invalid, nowIso } from "../shared/http.js";
import { bothLanguages, translate, type Lang } from "../shared/translate.js";

const one = async (s: string | null, from: Lang, to: Lang) => (s ? await translate(s, from, to) : s);

/** The ids among `ids` that are taxonomies of `kind` (and `type`, for facilities). */
async function known(db: DB, kind: string, ids: string[], type?: string) {
  if (!ids.length) return new Map<string, number | null>();
  let q = db.selectFrom("taxonomies").select(["_id", "numofperson"]).where("kind", "=", kind).where("_id", "in", ids);
  if (type) q = q.where("type", "=", type);
  return new Map((await q.execute()).map((r) => [r._id, r.numofperson]));
}

/** The first id of `ids` not in `found`, refused on `field.i`. */
function refuseUnknown(ids: string[], found: Map<string, unknown>, field: string, message = "invalid_choice") {
  const i = ids.findIndex((x) => !found.has(x));
  if (i >= 0) throw invalid(`${field}.${i}`, message);
}

/** The place, the hotel type, the hotel facilities and the supplier's own image records. */
export async function checkHotelRefs(db: DB, agencyId: string, b: HotelBody) {
  await checkPlace(db, { area_id: b.area!, country_id: b.country!, city_id: b.city! });
  if (!(await known(db, "hotel_type", [b.type!])).size) throw invalid("type", "invalid_choice");
  refuseUnknown(b.facilities, await known(db, "facility", b.facilities, "hotel"), "facilities");
  await checkImageRecords(db, "hotel_images", agencyId, b.images);
}

const fillHotel = async (t: HotelTexts, from: Lang, to: Lang): Promise<HotelTexts> => ({
  name: (await one(t.name, from, to)) ?? "",
  description: await one(t.description, from, to),
  content: (await one(t.content, from, to)) ?? "",
});

/** The stored columns of a validated hotel body (POST and PATCH send the whole form). */
export async function hotelColumns(b: HotelBody) {
  const { vi, en, pending } = await bothLanguages(b, b.vi, b.en, fillHotel);
  return {
    name: vi.name,
    description: vi.description,
    content: vi.content,
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    search: `${vi.name}\n${en.name}`.toLowerCase(),
    address: b.address,
    loc: b.loc ? JSON.stringify(b.loc) : null,
    area_id: b.area!,
    country_id: b.country!,
    city_id: b.city!,
    type_id: b.type!,
    facilities: JSON.stringify(b.facilities),
    images: JSON.stringify(b.images),
    price: b.price!,
    price_extrabed: b.price_extrabed ?? null,
    service_fee: b.service_fee,
    vat_fee: b.vat_fee,
    commission_value: b.commission_value!,
    total_vote: b.total_vote ?? 0,
    isolation: b.isolation ? 1 : 0,
    // spec §4 "Listings are moderated before being public": new and edited content awaits moderation
    status: "pending",
    updated_at: nowIso(),
  };
}

type RoomTexts = { name: string; note: string | null };
const fillRoom = async (t: RoomTexts, from: Lang, to: Lang): Promise<RoomTexts> => ({
  name: (await one(t.name, from, to)) ?? "",
  note: await one(t.note, from, to),
});

/** The stored columns of a validated room body: references checked, persons computed. */
export async function roomColumns(db: DB, agencyId: string, b: RoomBody) {
  refuseUnknown(b.facilities, await known(db, "facility", b.facilities, "room"), "facilities");
  const bedIds = b.beds.map((x) => x.type);
  const bedTypes = await known(db, "bedtype", bedIds);
  const badBed = bedIds.findIndex((x) => !bedTypes.has(x));
  if (badBed >= 0) throw invalid(`beds.${badBed}.type`, "invalid_choice");
  const beds = b.beds as { type: string; quantity: number }[];
  const persons = roomPersons(beds, (t) => bedTypes.get(t) ?? 0);
  if (persons > ROOM_BOUNDS.persons) throw invalid("num_person", `max_num:${ROOM_BOUNDS.persons}`);
  await checkOwnImages(db, agencyId, b.images, "image");
  const { vi, en, pending } = await bothLanguages(b, b.vi, b.en, fillRoom);
  return {
    name: vi.name,
    note: vi.note,
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    price: b.price!,
    num_room: b.num_room ?? 0,
    beds: JSON.stringify(beds),
    breakfast: b.breakfast ? 1 : 0,
    ...roomTypeColumns(b, persons),
  };
}
