// marketplace-api.md "The other side of the marketplace": what `npm run marketplace -- hotels`, `bikes`
// and `order hotel|bike` read to book a hotel's rooms or a bike's options with their real items (spec
// hotels-bikes-transport §3 "Room calendar entry", "Bike option"): each listing with its moderation
// state and, per item, its days on sale from today on (mounted by dev/routes.ts, dev calls only).
import { Router } from "express";
import { sql } from "kysely";
import type { DB } from "../db/database.js";
import { handler } from "../shared/http.js";
import type { Ctx } from "../context.js";
import { json } from "../shared/json.js";
import { todayInVietnam } from "../shared/dates.js";
import type { CalendarStore, DayRow } from "../calendars/store.js";
import { ROOM_CALENDAR, roomDayRecord } from "../hotels/calendar.js";
import { OPTION_CALENDAR, optionDayRecord } from "../bikes/calendar.js";

type Item = { _id: string; name: string; translations: string; listing: string };

/** Every day from today on of the items' calendars, oldest first, with the item it belongs to. */
async function daysOnSale(db: DB, s: CalendarStore, ids: string[]) {
  if (!ids.length) return [];
  const r = await sql<DayRow & { item: string }>`select cal.${sql.ref(s.itemColumn)} as item, d.*
    from ${sql.table(s.days)} d join ${sql.table(s.calendars)} cal on cal._id = d.calendar_id
    where cal.${sql.ref(s.itemColumn)} in (${sql.join(ids)}) and d.date >= ${todayInVietnam()}
    order by d.date`.execute(db);
  return r.rows;
}

/** The live items of the listings, oldest first, each with its days on sale as `day` shows them. */
async function itemsWithDays(
  db: DB,
  s: CalendarStore,
  items: Item[],
  day: (d: DayRow) => Record<string, unknown>,
): Promise<Map<string, object[]>> {
  const days = await daysOnSale(
    db,
    s,
    items.map((i) => i._id),
  );
  const byListing = new Map<string, object[]>();
  for (const i of items) {
    const shown = {
      _id: i._id,
      name: i.name,
      name_en: json<{ en?: { name?: string } }>(i.translations, {}).en?.name ?? null,
      days: days.filter((d) => d.item === i._id).map(day),
    };
    byListing.set(i.listing, [...(byListing.get(i.listing) ?? []), shown]);
  }
  return byListing;
}

async function hotelsOnSale(db: DB) {
  const hotels = await db
    .selectFrom("hotels")
    .innerJoin("agencies", "agencies._id", "hotels.agency_id")
    .select(["hotels._id", "hotels.name", "hotels.status", "hotels.currency", "agencies.email as agency"])
    .where("hotels.is_deleted", "=", 0)
    .orderBy("hotels.created_at", "desc")
    .execute();
  const rooms = hotels.length
    ? await db
        .selectFrom("rooms")
        .select(["_id", "name", "translations", "hotel_id as listing"])
        .where(
          "hotel_id",
          "in",
          hotels.map((h) => h._id),
        )
        .where("is_deleted", "=", 0)
        .orderBy("created_at")
        .execute()
    : [];
  const byHotel = await itemsWithDays(db, ROOM_CALENDAR, rooms, roomDayRecord);
  return hotels.map((h) => ({ ...h, rooms: byHotel.get(h._id) ?? [] }));
}

async function bikesOnSale(db: DB) {
  const bikes = await db
    .selectFrom("bikes")
    .innerJoin("agencies", "agencies._id", "bikes.agency_id")
    .select([
      "bikes._id",
      "bikes.name",
      "bikes.status",
      "bikes.currency",
      "bikes.opening",
      "bikes.close",
      "bikes.rental_by_day",
      "bikes.rental_by_hour",
      "agencies.email as agency",
    ])
    .where("bikes.is_deleted", "=", 0)
    .orderBy("bikes.created_at", "desc")
    .execute();
  const options = bikes.length
    ? await db
        .selectFrom("bike_options")
        .select(["_id", "name", "translations", "bike_id as listing"])
        .where(
          "bike_id",
          "in",
          bikes.map((b) => b._id),
        )
        .where("is_deleted", "=", 0)
        .orderBy("created_at")
        .execute()
    : [];
  const byBike = await itemsWithDays(db, OPTION_CALENDAR, options, optionDayRecord);
  return bikes.map((b) => ({
    ...b,
    rental_by_day: Boolean(b.rental_by_day),
    rental_by_hour: Boolean(b.rental_by_hour),
    options: byBike.get(b._id) ?? [],
  }));
}

export function stockListingDevRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  // the operator's hotels with their rooms' nights on sale: `hotels`, `order hotel`, `moderate hotel`
  r.get(
    "/dev/hotels",
    handler(async () => {
      const docs = await hotelsOnSale(db);
      return { docs, total: docs.length };
    }),
  );
  // the operator's bikes with their options' days on sale: `bikes`, `order bike`, `moderate bike`
  r.get(
    "/dev/bikes",
    handler(async () => {
      const docs = await bikesOnSale(db);
      return { docs, total: docs.length };
    }),
  );
  return r;
}
