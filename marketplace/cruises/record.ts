// The cabin types of spec tours-cruises §3 as the API shows them, and the lookups that scope them:
// another supplier's (or a deleted) cruise or cabin answers 404, never the record.
import type { Selectable } from "kysely";
import type { DB } from "../db/database.js";
import { ApiError } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { fileUrl } from "../files/store.js";
import { todayInVietnam } from "../shared/dates.js";
import type { CabinsTable } from "./tables.js";
import { CABIN_CALENDAR, dayRecord } from "../cabin-calendar/record.js";
import { itemsBookedAhead, recordWindow as windowOf, windowDays } from "../calendars/store.js";
import { MAX_SPAN_DAYS } from "@contract/calendar";

export type Cabin = Selectable<CabinsTable>;
const nameIn = (lang: Lang, row: { name_vi: string; name_en: string }) => (lang === "en" ? row.name_en : row.name_vi);

/** The agency's own live cruise (a tours row of type cruise); anything else answers 404. */
export async function ownCruise(db: DB, agencyId: string, id: unknown) {
  const cruise = await db
    .selectFrom("tours")
    .select(["_id", "currency", "name", "translations"])
    .where("_id", "=", String(id ?? ""))
    .where("agency_id", "=", agencyId)
    .where("type", "=", "cruise")
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  if (!cruise) throw new ApiError(404, "tour_not_found");
  return cruise;
}

/** The agency's own live cabin of a live cruise; anything else answers 404 `cabin_not_found`. */
export async function ownCabin(db: DB, agencyId: string, id: unknown): Promise<Cabin> {
  const cabin = await db
    .selectFrom("cabins")
    .innerJoin("tours", "tours._id", "cabins.cruise_id")
    .selectAll("cabins")
    .where("cabins._id", "=", String(id ?? ""))
    .where("cabins.agency_id", "=", agencyId)
    .where("cabins.is_deleted", "=", 0)
    .where("tours.is_deleted", "=", 0)
    .executeTakeFirst();
  if (!cabin) throw new ApiError(404, "cabin_not_found");
  return cabin;
}

/** The cabins of a cruise as GET cruise/cabin and the cruise's record show them. */
export async function cabinRecords(db: DB, cruiseId: string, lang: Lang, days?: number) {
  const rows = await db
    .selectFrom("cabins")
    .selectAll()
    .where("cruise_id", "=", cruiseId)
    .where("is_deleted", "=", 0)
    .orderBy("created_at")
    .orderBy("_id")
    .execute();
  return cabinsShown(db, rows, lang, days);
}

/** The cabins (of `ids`) with guests booked on a day from today on: such a cabin type cannot be deleted. */
export const cabinsBookedAhead = (db: DB, ids: string[]) => itemsBookedAhead(db, CABIN_CALENDAR, ids);

/** Cabin records with their facilities and bed types named in `lang`, their calendar's next `days`. */
export async function cabinsShown(db: DB, rows: Cabin[], lang: Lang, days = RECORD_DAYS) {
  const bookedAhead = await cabinsBookedAhead(
    db,
    rows.map((c) => c._id),
  );
  const ids = [...new Set(rows.flatMap((c) => [...json<string[]>(c.facilities, []), ...beds(c).map((b) => b.type)]))];
  const refs = ids.length ? await db.selectFrom("taxonomies").selectAll().where("_id", "in", ids).execute() : [];
  const byId = new Map(refs.map((r) => [r._id, r]));
  const window = windowOf(days, todayInVietnam());
  const windowed = await windowDays(
    db,
    CABIN_CALENDAR,
    rows.flatMap((c) => (c.calendar_id ? [c.calendar_id] : [])),
    window,
  );
  return rows.map((c) => {
    const images = c.image ? c.image.split(",") : [];
    return {
      _id: c._id,
      cruise: c.cruise_id,
      name: c.name,
      note: c.note,
      translations: json(c.translations, { en: { name: "", note: null } }),
      translation_pending: json(c.translation_pending, { vi: false, en: false }),
      price: c.price,
      num_cabin: c.num_cabin,
      beds: beds(c).map((b) => {
        const ref = byId.get(b.type);
        return { ...b, name: ref ? nameIn(lang, ref) : null, numofperson: ref?.numofperson ?? null };
      }),
      all_board: Boolean(c.all_board),
      extrabed: Boolean(c.extrabed),
      acreage: c.acreage,
      num_person: c.num_person,
      is_active: Boolean(c.is_active),
      // an extension: guests are booked on it from today on, so it cannot be deleted (offer no delete)
      has_bookings: bookedAhead.has(c._id),
      facilities: json<string[]>(c.facilities, []).flatMap((id) => {
        const ref = byId.get(id);
        return ref ? [{ _id: ref._id, name: nameIn(lang, ref) }] : [];
      }),
      image: c.image,
      images: images.map((filename) => ({ filename, url: fileUrl(filename) })),
      currency: c.currency,
      // spec §3: calendar {_id, calendars}: the days of a bounded window (from, to), never all of
      // them; the other days are read a month at a time from GET cruise/cabin-calendar
      calendar: c.calendar_id
        ? { _id: c.calendar_id, ...window, calendars: (windowed.get(c.calendar_id) ?? []).map(dayRecord) }
        : null,
      created_at: c.created_at,
      updated_at: c.updated_at,
    };
  });
}

const beds = (c: Cabin) => json<{ type: string; quantity: number }[]>(c.beds, []);

/**
 * The days a cabin record carries (spec §3 "calendar {_id, calendars}"): today in Vietnam and the
 * RECORD_DAYS after it — a schedule's longest span (spec §5) — so a record is bounded however long
 * its calendar runs; a caller may ask fewer (RecordDaysQuery). Documented in marketplace/openapi.ts.
 */
export const RECORD_DAYS = MAX_SPAN_DAYS;
