// The bike records the calls answer (marketplace-api.md "Hotels, bikes, transport", spec
// hotels-bikes-transport §3 "Bike", "Bike option") and the area's own* lookups: another supplier's
// or a deleted id answers 404, never the record.
import type { DB } from "../db/database.js";
import { ownListing } from "../listings/records.js";
import { ApiError } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { itemsBookedAhead } from "../calendars/store.js";
import { OPTION_CALENDAR } from "./calendar.js";
import type { BikeOptionsTable, BikesTable } from "./tables.js";

export const BIKE_TEXT_KEYS = [
  "name",
  "description",
  "overview",
  "what_included",
  "additional_info",
  "cancellation_policy",
] as const;
type Texts = Partial<Record<(typeof BIKE_TEXT_KEYS)[number], string | null>>;

const idOf = (id: unknown) => String(id ?? "").slice(0, 64);

export const ownBike = (db: DB, agencyId: string, id: unknown) =>
  ownListing(db, "bikes", agencyId, id, "bike_not_found");

export async function ownOption(db: DB, agencyId: string, id: unknown) {
  const row = await db
    .selectFrom("bike_options")
    .selectAll()
    .where("_id", "=", idOf(id))
    .where("agency_id", "=", agencyId)
    .where("is_deleted", "=", 0)
    // a deleted bike's options went with it
    .where("bike_id", "in", (eb) => eb.selectFrom("bikes").select("_id").where("is_deleted", "=", 0))
    .executeTakeFirst();
  if (!row) throw new ApiError(404, "option_not_found");
  return row;
}

async function places(db: DB, rows: BikesTable[], lang: Lang) {
  const ids = [...new Set(rows.flatMap((b) => [b.area_id, b.country_id, b.city_id]))];
  const named = new Map<string, { _id: string; name: string; slug?: string }>();
  if (!ids.length) return named;
  for (const table of ["areas", "countries", "cities"] as const) {
    const found = await db.selectFrom(table).selectAll().where("_id", "in", ids).execute();
    for (const p of found as { _id: string; name_vi: string; name_en: string; slug?: string }[]) {
      named.set(p._id, {
        _id: p._id,
        name: lang === "en" ? p.name_en : p.name_vi,
        ...(p.slug ? { slug: p.slug } : {}),
      });
    }
  }
  return named;
}

async function imagesOf(db: DB, rows: BikesTable[]) {
  const ids = [...new Set(rows.flatMap((b) => json<string[]>(b.images, [])))];
  const found = ids.length ? await db.selectFrom("bike_images").selectAll().where("_id", "in", ids).execute() : [];
  return new Map(found.map((i) => [i._id, { _id: i._id, filename: i.filename, url: i.url }]));
}

/**
 * The bikes of `ids` with rentals from today on (an option's calendar holds them): such a bike may not
 * be deleted (409 `bike_has_bookings`, as a hotel whose rooms are booked), and its record says so
 * (`has_bookings`), so the list's delete dialog can warn before the owner confirms.
 */
export async function bikesBookedAhead(db: DB, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const options = await db.selectFrom("bike_options").select(["_id", "bike_id"]).where("bike_id", "in", ids).execute();
  const booked = await itemsBookedAhead(
    db,
    OPTION_CALENDAR,
    options.map((o) => o._id),
  );
  return new Set(options.filter((o) => booked.has(o._id)).map((o) => o.bike_id));
}

/**
 * The bikes as the calls answer them: texts as stored in both languages (`name` vi,
 * `translations.en.*`), places `{_id, name}` in `lang`, `images` `[{_id, filename, url}]` in order,
 * `loc` a GeoJSON point or null, flags as booleans.
 */
export async function bikeRecords(db: DB, rows: BikesTable[], lang: Lang) {
  const [named, images, bookedAhead] = await Promise.all([
    places(db, rows, lang),
    imagesOf(db, rows),
    bikesBookedAhead(
      db,
      rows.map((b) => b._id),
    ),
  ]);
  return rows.map((b) => ({
    _id: b._id,
    ...Object.fromEntries(BIKE_TEXT_KEYS.map((k) => [k, b[k] ?? ""])),
    translations: { en: json<{ en?: Texts }>(b.translations, {}).en ?? {} },
    translation_pending: json(b.translation_pending, { vi: false, en: false }),
    address: b.address ?? "",
    loc: b.loc ? json<{ type: "Point"; coordinates: [number, number] } | null>(b.loc, null) : null,
    area: named.get(b.area_id) ?? null,
    country: named.get(b.country_id) ?? null,
    city: named.get(b.city_id) ?? null,
    type: b.type,
    from_price: b.from_price,
    currency: b.currency,
    rental_by_day: Boolean(b.rental_by_day),
    rental_by_hour: Boolean(b.rental_by_hour),
    opening: b.opening,
    close: b.close,
    images: json<string[]>(b.images, []).flatMap((id) => images.get(id) ?? []),
    status: b.status,
    is_active: Boolean(b.is_active),
    // extension: rentals from today on, which keep the bike from being deleted
    has_bookings: bookedAhead.has(b._id),
    created_by: b.created_by,
    created_at: b.created_at,
    updated_at: b.updated_at,
  }));
}

/** An option as the calls answer it; `calendar` is the linked calendar's id (or null). */
export function optionRecord(o: BikeOptionsTable) {
  return {
    _id: o._id,
    bike: o.bike_id,
    name: o.name,
    description: o.description,
    translations: { en: json<{ en?: { name?: string; description?: string } }>(o.translations, {}).en ?? {} },
    translation_pending: json(o.translation_pending, { vi: false, en: false }),
    avatar: o.avatar,
    quantity_default: o.quantity_default,
    price_day_default: o.price_day_default,
    price_hour_default: o.price_hour_default,
    currency: o.currency,
    is_active: Boolean(o.is_active),
    deposit: Number(o.deposit ?? 0),
    calendar: o.calendar_id,
    created_at: o.created_at,
  };
}
