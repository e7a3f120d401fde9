// The tour records of spec tours-cruises §3 as the API shows them: the list row, the whole tour
// with its price setups, and the pieces (ages, departures, groups, package) each call answers.
import type { Selectable } from "kysely";
import type { DB } from "../db/database.js";
import { ownListing } from "../listings/records.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { todayInVietnam } from "../shared/dates.js";
import { doneStatuses, STOCK_BACK_STATUSES } from "@contract/statuses";
import { cabinRecords } from "../cruises/record.js";
import type { GroupDeparturesTable, PricePackagesTable, TourAgesTable, ToursTable } from "./tables.js";

export type Tour = Selectable<ToursTable>;
const nameIn = (lang: Lang, row: { name_vi: string; name_en: string }) => (lang === "en" ? row.name_en : row.name_vi);

/** The agency's own live tour; a deleted one, another agency's or an unknown id answers 404. */
export const ownTour = (db: DB, agencyId: string, id: unknown): Promise<Tour> =>
  ownListing(db, "tours", agencyId, id, "tour_not_found");

export async function imagesOf(db: DB, ids: string[]) {
  if (!ids.length) return new Map<string, { _id: string; filename: string; url: string }>();
  const rows = await db.selectFrom("tour_images").select(["_id", "filename", "url"]).where("_id", "in", ids).execute();
  return new Map(rows.map((r) => [r._id, r]));
}

/**
 * How many bookings of each tour (or cruise) of `ids` are still to come: travelling from today on and not
 * over (contract/statuses.ts isDone: its contacts locked, a no-show, the bin). Deleting a tour only takes it off sale:
 * each booking keeps its own record and goes on, so the list's delete dialog says how many there are.
 */
export async function toursBookingsToCome(db: DB, agencyId: string, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select(["tour_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("agency_id", "=", agencyId)
    .where("date_travel", ">=", todayInVietnam())
    .where("tour_id", "in", ids)
    .where("status", "not in", doneStatuses())
    .groupBy("tour_id")
    .execute();
  return new Map(rows.map((r) => [String(r.tour_id), Number(r.n)]));
}

/** A row of GET tour/tour. */
export async function listDocs(db: DB, tours: Tour[], lang: Lang) {
  const cityIds = [...new Set(tours.map((t) => t.city_id))];
  const areaIds = [...new Set(tours.map((t) => t.area_id))];
  const cities = cityIds.length ? await db.selectFrom("cities").selectAll().where("_id", "in", cityIds).execute() : [];
  const areas = areaIds.length ? await db.selectFrom("areas").selectAll().where("_id", "in", areaIds).execute() : [];
  const cityBy = new Map(cities.map((c) => [c._id, c]));
  const areaBy = new Map(areas.map((a) => [a._id, a]));
  const toCome = await toursBookingsToCome(
    db,
    tours[0]?.agency_id ?? "",
    tours.map((t) => t._id),
  );
  const images = await imagesOf(
    db,
    tours.flatMap((t) => json<string[]>(t.images, [])),
  );
  return tours.map((t) => {
    const city = cityBy.get(t.city_id);
    const area = areaBy.get(t.area_id);
    const translations = json<{ en?: { name?: string } }>(t.translations, {});
    return {
      _id: t._id,
      name: t.name,
      translations: { en: { name: translations.en?.name ?? "" } },
      // a language still awaiting its translation (shared/translate.ts): the lists tag the name
      translation_pending: json(t.translation_pending, { vi: false, en: false }),
      type: t.type,
      optional_type: t.optional_type,
      city: city ? { _id: city._id, name: nameIn(lang, city) } : null,
      area: area ? { _id: area._id, slug: area.slug, name: nameIn(lang, area) } : null,
      images: json<string[]>(t.images, []).flatMap((id) => {
        const image = images.get(id);
        return image ? [{ _id: image._id, url: image.url }] : [];
      }),
      created_at: t.created_at,
      is_active: Boolean(t.is_active),
      status: t.status,
      price: t.price,
      currency: t.currency,
      // extension: its bookings still to come, which a delete leaves as they are (the list warns)
      bookings_to_come: toCome.get(t._id) ?? 0,
    };
  });
}

export function ageRecord(a: Selectable<TourAgesTable>) {
  return {
    _id: a._id,
    tour: a.tour_id,
    name: a.name,
    translations: json(a.translations, { en: { name: "" } }),
    translation_pending: json(a.translation_pending, { vi: false, en: false }),
    price: a.price,
    min: a.min,
    max: a.max,
    commission_type: a.commission_type,
    commission_value: a.commission_value,
    currency: a.currency,
    created_at: a.created_at,
  };
}

// a booking that ended without the traveller (spec §4 statuses) no longer holds its seats
const RELEASED = STOCK_BACK_STATUSES;

export async function departureRecords(db: DB, calendarId: string) {
  const rows = await db
    .selectFrom("group_departures")
    .selectAll()
    .where("calendar_id", "=", calendarId)
    .orderBy("departure_date")
    .execute();
  const orders = rows.length
    ? await db
        .selectFrom("orders")
        .select(["date_id", "status", "items"])
        .where("calendar_id", "=", calendarId)
        .execute()
    : [];
  return rows.map((d) =>
    departureRecord(
      d,
      orders.filter((o) => o.date_id === d._id),
    ),
  );
}

export function bookedTravellers(orders: { status: string; items: string }[]) {
  return orders
    .filter((o) => !RELEASED.has(o.status))
    .reduce(
      (sum, o) => sum + json<{ quantity?: number }[]>(o.items, []).reduce((s, i) => s + (Number(i.quantity) || 0), 0),
      0,
    );
}

export function departureRecord(d: Selectable<GroupDeparturesTable>, orders: { status: string; items: string }[]) {
  return {
    _id: d._id,
    departure_date: d.departure_date,
    available: d.available,
    empty: Math.max(0, d.available - bookedTravellers(orders)),
    orders: orders.length,
    options: json(d.options, []),
    single_room_surcharge: d.single_room_surcharge,
    single_room_commission_type: d.single_room_commission_type,
    single_room_commission_value: d.single_room_commission_value,
    extra_bed_surcharge: d.extra_bed_surcharge,
    extra_bed_commission_type: d.extra_bed_commission_type,
    extra_bed_commission_value: d.extra_bed_commission_value,
  };
}

export async function groupCalendarRecord(db: DB, tourId: string) {
  const calendar = await db
    .selectFrom("group_calendars")
    .selectAll()
    .where("tour_id", "=", tourId)
    .executeTakeFirstOrThrow();
  return { _id: calendar._id, tour: tourId, calendars: await departureRecords(db, calendar._id) };
}

export async function optionGroupSizeRecord(db: DB, tourId: string) {
  const row = await db
    .selectFrom("option_group_sizes")
    .selectAll()
    .where("tour_id", "=", tourId)
    .executeTakeFirstOrThrow();
  return { _id: row._id, tour: tourId, groups: json(row.groups, []) };
}

export function pricePackageRecord(p: Selectable<PricePackagesTable>) {
  const data = json(p.data, { group: [], class: [], price: [], price_ages: [] });
  return {
    _id: p._id,
    tour: p.tour_id,
    ...data,
    currency: p.currency,
    translation_pending: json(p.translation_pending, { vi: false, en: false }),
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

async function cruiseFacilities(db: DB, ids: string[], lang: Lang) {
  if (!ids.length) return [];
  const rows = await db.selectFrom("taxonomies").selectAll().where("_id", "in", ids).execute();
  return ids.flatMap((id) => {
    const row = rows.find((x) => x._id === id);
    return row ? [{ _id: row._id, name: nameIn(lang, row) }] : [];
  });
}

/**
 * GET tour/tour/{id}: the whole tour, texts raw in both languages, references named in `lang`; a
 * cruise's cabins with their calendars' next `days` (RecordDaysQuery).
 */
export async function tourRecord(db: DB, t: Tour, lang: Lang, days?: number) {
  const [area, country, city] = await Promise.all([
    db.selectFrom("areas").selectAll().where("_id", "=", t.area_id).executeTakeFirst(),
    db.selectFrom("countries").selectAll().where("_id", "=", t.country_id).executeTakeFirst(),
    db.selectFrom("cities").selectAll().where("_id", "=", t.city_id).executeTakeFirst(),
  ]);
  const categoryIds = json<string[]>(t.categories, []);
  const interestIds = json<string[]>(t.interests, []);
  const taxonomy = [...categoryIds, ...interestIds].length
    ? await db
        .selectFrom("taxonomies")
        .selectAll()
        .where("_id", "in", [...categoryIds, ...interestIds])
        .execute()
    : [];
  const named = (ids: string[]) =>
    ids.flatMap((id) => {
      const row = taxonomy.find((x) => x._id === id);
      return row ? [{ _id: row._id, name: nameIn(lang, row) }] : [];
    });
  const imageIds = json<string[]>(t.images, []);
  const images = await imagesOf(db, imageIds);
  const ages = await db
    .selectFrom("tour_ages")
    .selectAll()
    .where("tour_id", "=", t._id)
    .orderBy("min")
    .orderBy("created_at")
    .execute();
  const pkg = await db.selectFrom("price_packages").selectAll().where("tour_id", "=", t._id).executeTakeFirst();

  return {
    _id: t._id,
    name: t.name,
    time: t.time,
    duration_type: t.duration_type,
    duration: t.duration,
    area: area ? { _id: area._id, slug: area.slug, name: nameIn(lang, area) } : null,
    country: country ? { _id: country._id, name: nameIn(lang, country) } : null,
    city: city ? { _id: city._id, name: nameIn(lang, city) } : null,
    categories: named(categoryIds),
    interests: named(interestIds),
    type: t.type,
    optional_type: t.optional_type,
    group_type: t.group_type,
    is_fast_track: Boolean(t.is_fast_track),
    price: t.price,
    price_type: t.price_type,
    currency: t.currency,
    departure: t.departure,
    endpoint: t.endpoint,
    pickup_detail: t.pickup_detail,
    is_pickup: Boolean(t.is_pickup),
    promotion: t.promotion,
    language_guide: t.language_guide,
    key_words: t.key_words,
    operated_by: t.operated_by,
    content: json(t.content, []),
    translations: json(t.translations, {}),
    translation_pending: json(t.translation_pending, { vi: false, en: false }),
    images: imageIds.flatMap((id) => (images.has(id) ? [images.get(id)!] : [])),
    status: t.status,
    is_active: Boolean(t.is_active),
    is_deleted: Boolean(t.is_deleted),
    created_by: t.created_by,
    created_at: t.created_at,
    updated_at: t.updated_at,
    ages: ages.map(ageRecord),
    group_calendar: await groupCalendarRecord(db, t._id),
    option_group_size: await optionGroupSizeRecord(db, t._id),
    price_package: pkg ? pricePackageRecord(pkg) : null,
    // spec §3 "Cruise extras", on cruises only
    ...(t.type === "cruise"
      ? {
          durations_cruise: json<number[]>(t.durations_cruise, []),
          num_stars: t.num_stars,
          cruise_time_checkin: t.cruise_time_checkin,
          cruise_time_checkout: t.cruise_time_checkout,
          commission_value: t.commission_value,
          cruise_facilities: await cruiseFacilities(db, json<string[]>(t.cruise_facilities, []), lang),
          cabins: await cabinRecords(db, t._id, lang, days),
        }
      : {}),
  };
}
