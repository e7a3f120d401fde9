// The cabin calendars' records and lookups: a calendar belongs to a cabin, the cabin to a cruise, the
// cruise to a supplier; another supplier's cabin or calendar answers 404 (marketplace-api.md "scoping").
import type { Selectable } from "kysely";
import type { DB } from "../db/database.js";
import { ApiError } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { CabinCalendarDaysTable } from "./tables.js";

export type CabinPrice = { nights: number; price: number; extrabed_price: number | null };

/** A day as the calls answer it (spec §3 "Cabin calendar entry"). */
export function dayRecord(d: Selectable<CabinCalendarDaysTable>) {
  return {
    _id: d._id,
    date: d.date,
    cabin_available: d.cabin_available,
    empty: d.empty,
    prices: json<CabinPrice[]>(d.prices, []),
  };
}

/** The supplier's cabin (not deleted, its cruise not deleted) with its cruise's durations, else 404. */
export async function ownCabin(db: DB, agencyId: string, cabinId: unknown) {
  const row = await db
    .selectFrom("cabins")
    .innerJoin("tours", "tours._id", "cabins.cruise_id")
    .select(["cabins._id", "cabins.cruise_id", "cabins.calendar_id", "tours.durations_cruise"])
    .where("cabins._id", "=", String(cabinId ?? ""))
    .where("cabins.agency_id", "=", agencyId)
    .where("cabins.is_deleted", "=", 0)
    .where("tours.is_deleted", "=", 0)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, "cabin_not_found");
  return { ...row, durations: json<number[]>(row.durations_cruise, []) };
}

/** The supplier's calendar (through its cabin), else 404. */
export async function ownCalendar(db: DB, agencyId: string, calendarId: unknown) {
  const calendar = await db
    .selectFrom("cabin_calendars")
    .selectAll()
    .where("_id", "=", String(calendarId ?? ""))
    .executeTakeFirst();
  if (!calendar) throw new ApiError(404, "calendar_not_found");
  await ownCabin(db, agencyId, calendar.cabin_id).catch(() => {
    throw new ApiError(404, "calendar_not_found");
  });
  return calendar;
}

/** A calendar's days within [from, to] (either open), in date order. */
export function calendarDays(db: DB, calendarId: string, from?: string, to?: string) {
  let q = db.selectFrom("cabin_calendar_days").selectAll().where("calendar_id", "=", calendarId);
  if (from) q = q.where("date", ">=", from);
  if (to) q = q.where("date", "<=", to);
  return q.orderBy("date").execute();
}
