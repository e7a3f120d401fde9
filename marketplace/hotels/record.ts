// The hotels and room types of spec hotels-bikes-transport §3 as the API shows them, and the lookups
// that scope them: another supplier's (or a deleted) hotel or room answers 404, never the record.
import type { Selectable } from "kysely";
import type { GeoPoint, HotelStatus, HotelTexts } from "@contract/api/hotels";
import { MAX_SPAN_DAYS } from "@contract/calendar";
import type { DB } from "../db/database.js";
import { ownListing } from "../listings/records.js";
import { ApiError } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { fileUrl } from "../files/store.js";
import { itemsBookedAhead, recordWindow, windowDays } from "../calendars/store.js";
import { ROOM_CALENDAR, roomDayRecord } from "./calendar.js";
import type { HotelsTable, RoomsTable } from "./tables.js";

export type Hotel = Selectable<HotelsTable>;
export type Room = Selectable<RoomsTable>;
type Named = { _id: string; name_vi: string; name_en: string };
const nameIn = (lang: Lang, row: Named) => (lang === "en" ? row.name_en : row.name_vi);
const named = (lang: Lang, row: Named | undefined) => (row ? { _id: row._id, name: nameIn(lang, row) } : null);
const PENDING = { vi: false, en: false };

/** The supplier's own live hotel; anything else answers 404 `hotel_not_found`. */
export const ownHotel = (db: DB, agencyId: string, id: unknown): Promise<Hotel> =>
  ownListing(db, "hotels", agencyId, id, "hotel_not_found");

/** The supplier's own live room of a live hotel; anything else answers 404 `room_not_found`. */
export async function ownRoom(db: DB, agencyId: string, id: unknown): Promise<Room> {
  const room = await db
    .selectFrom("rooms")
    .innerJoin("hotels", "hotels._id", "rooms.hotel_id")
    .selectAll("rooms")
    .where("rooms._id", "=", String(id ?? ""))
    .where("rooms.agency_id", "=", agencyId)
    .where("rooms.is_deleted", "=", 0)
    .where("hotels.is_deleted", "=", 0)
    .executeTakeFirst();
  if (!room) throw new ApiError(404, "room_not_found");
  return room;
}

/** The days a room record carries: today and a schedule's longest span after it (documented in openapi.ts). */
export const ROOM_RECORD_DAYS = MAX_SPAN_DAYS;

/** Room records with their facilities and bed types named in `lang`, and their calendar's window. */
export async function roomsShown(db: DB, rows: Room[], lang: Lang, days = ROOM_RECORD_DAYS) {
  const ids = rows.map((r) => r._id);
  const bookedAhead = await itemsBookedAhead(db, ROOM_CALENDAR, ids);
  const beds = (r: Room) => json<{ type: string; quantity: number }[]>(r.beds, []);
  const refIds = [
    ...new Set(rows.flatMap((r) => [...json<string[]>(r.facilities, []), ...beds(r).map((b) => b.type)])),
  ];
  const refs = refIds.length ? await db.selectFrom("taxonomies").selectAll().where("_id", "in", refIds).execute() : [];
  const byId = new Map(refs.map((r) => [r._id, r]));
  const window = recordWindow(days);
  const windowed = await windowDays(
    db,
    ROOM_CALENDAR,
    rows.flatMap((r) => (r.calendar_id ? [r.calendar_id] : [])),
    window,
  );
  return rows.map((r) => {
    const images = r.image ? r.image.split(",") : [];
    const bedLines = beds(r).map((b) => {
      const ref = byId.get(b.type);
      return { ...b, name: ref ? nameIn(lang, ref) : null, numofperson: ref?.numofperson ?? null };
    });
    return {
      _id: r._id,
      hotel: r.hotel_id,
      name: r.name,
      note: r.note,
      translations: json(r.translations, { en: { name: "", note: null } }),
      translation_pending: json(r.translation_pending, PENDING),
      price: r.price,
      num_room: r.num_room,
      num_bed: bedLines.reduce((n, b) => n + b.quantity, 0),
      // spec §3 num_twinbed: the beds of a type that sleeps two
      num_twinbed: bedLines.reduce((n, b) => n + (b.numofperson === 2 ? b.quantity : 0), 0),
      beds: bedLines,
      breakfast: Boolean(r.breakfast),
      extrabed: Boolean(r.extrabed),
      acreage: r.acreage,
      num_person: r.num_person,
      is_active: Boolean(r.is_active),
      // an extension: rooms are booked on it from today on, so it cannot be deleted (offer no delete)
      has_bookings: bookedAhead.has(r._id),
      facilities: json<string[]>(r.facilities, []).flatMap((id) => {
        const ref = byId.get(id);
        return ref ? [{ _id: ref._id, name: nameIn(lang, ref) }] : [];
      }),
      image: r.image,
      images: images.map((filename) => ({ filename, url: fileUrl(filename) })),
      currency: r.currency,
      // spec §3: calendar {_id, calendars}: the nights of a bounded window (from, to), never all of
      // them; the other nights are read a month at a time from GET hotel/calendar?room&from&to
      calendar: r.calendar_id
        ? { _id: r.calendar_id, ...window, calendars: (windowed.get(r.calendar_id) ?? []).map(roomDayRecord) }
        : null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

/** The live rooms of a hotel, oldest first. */
export async function roomRecords(db: DB, hotelId: string, lang: Lang, days?: number) {
  const rows = await db
    .selectFrom("rooms")
    .selectAll()
    .where("hotel_id", "=", hotelId)
    .where("is_deleted", "=", 0)
    .orderBy("created_at")
    .orderBy("_id")
    .execute();
  return roomsShown(db, rows, lang, days);
}

/**
 * The hotels of `ids` with guests booked on a night from today on (a room's calendar holds them): such a
 * hotel may not be deleted (409 `hotel_has_bookings`), and its record says so (`has_bookings`), so the
 * list's delete dialog can warn before the owner confirms.
 */
export async function hotelsBookedAhead(db: DB, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rooms = await db.selectFrom("rooms").select(["_id", "hotel_id"]).where("hotel_id", "in", ids).execute();
  const booked = await itemsBookedAhead(
    db,
    ROOM_CALENDAR,
    rooms.map((r) => r._id),
  );
  return new Set(rooms.filter((r) => booked.has(r._id)).map((r) => r.hotel_id));
}

/** Hotels as the list and the detail show them: references named in `lang`, images with their urls. */
export async function hotelsShown(db: DB, rows: Hotel[], lang: Lang) {
  const all = <K extends keyof Hotel>(k: K) => [...new Set(rows.map((h) => String(h[k])))];
  const lookup = async (table: "areas" | "countries" | "cities", ids: string[]) =>
    new Map(
      (ids.length
        ? await db.selectFrom(table).select(["_id", "name_vi", "name_en"]).where("_id", "in", ids).execute()
        : []
      ).map((r) => [r._id, r]),
    );
  const [areas, countries, cities] = await Promise.all([
    lookup("areas", all("area_id")),
    lookup("countries", all("country_id")),
    lookup("cities", all("city_id")),
  ]);
  const refIds = [...new Set(rows.flatMap((h) => [h.type_id, ...json<string[]>(h.facilities, [])]))];
  const refs = refIds.length ? await db.selectFrom("taxonomies").selectAll().where("_id", "in", refIds).execute() : [];
  const byId = new Map(refs.map((r) => [r._id, r]));
  const imageIds = [...new Set(rows.flatMap((h) => json<string[]>(h.images, [])))];
  const bookedAhead = await hotelsBookedAhead(
    db,
    rows.map((h) => h._id),
  );
  const images = new Map(
    (imageIds.length
      ? await db.selectFrom("hotel_images").select(["_id", "filename", "url"]).where("_id", "in", imageIds).execute()
      : []
    ).map((i) => [i._id, i]),
  );
  return rows.map((h) => ({
    _id: h._id,
    name: h.name,
    description: h.description,
    content: h.content,
    translations: json<{ en: HotelTexts }>(h.translations, { en: { name: "", description: null, content: "" } }),
    translation_pending: json(h.translation_pending, PENDING),
    address: h.address,
    loc: json<GeoPoint | null>(h.loc, null),
    area: named(lang, areas.get(h.area_id)),
    country: named(lang, countries.get(h.country_id)),
    city: named(lang, cities.get(h.city_id)),
    type: named(lang, byId.get(h.type_id)),
    facilities: json<string[]>(h.facilities, []).filter((id) => byId.has(id)),
    images: json<string[]>(h.images, []).flatMap((id) => {
      const image = images.get(id);
      return image ? [image] : [];
    }),
    price: h.price,
    price_extrabed: h.price_extrabed,
    service_fee: h.service_fee,
    vat_fee: h.vat_fee,
    commission_value: h.commission_value,
    total_vote: h.total_vote,
    isolation: Boolean(h.isolation),
    currency: h.currency,
    status: h.status as HotelStatus,
    is_active: Boolean(h.is_active),
    is_deleted: Boolean(h.is_deleted),
    // extension: guests booked from today on, which keep the hotel from being deleted
    has_bookings: bookedAhead.has(h._id),
    created_at: h.created_at,
    updated_at: h.updated_at,
  }));
}

/** GET hotel/hotel/{id}: the whole hotel with its rooms (spec §7 "includes rooms, images, loc"); `days`: RecordDaysQuery. */
export async function hotelRecord(db: DB, hotel: Hotel, lang: Lang, days?: number) {
  const [shown] = await hotelsShown(db, [hotel], lang);
  return { ...shown!, rooms: await roomRecords(db, hotel._id, lang, days) };
}
