// The cabin calendars' records and lookups: a calendar belongs to a cabin, the cabin to a cruise, the
// cruise to a supplier; another supplier's cabin or calendar answers 404 (marketplace-api.md "scoping").
// Stored as a kind of the shared calendar (calendars/store.ts).
import type { DB } from "../db/database.js";
import { ApiError } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { CalendarStore, DayRow } from "../calendars/store.js";

export type CabinPrice = { nights: number; price: number; extrabed_price: number | null };

/** Where the cabins' calendars live: the day's own value is its prices per duration (JSON). */
export const CABIN_CALENDAR: CalendarStore = {
  calendars: "cabin_calendars",
  days: "cabin_calendar_days",
  items: "cabins",
  itemColumn: "cabin_id",
  available: "cabin_available",
  listing: { service: "cruise", kind: "cabin", table: "tours", column: "cruise_id" },
};

/** A day as the calls answer it (spec §3 "Cabin calendar entry"). */
export function dayRecord(d: DayRow) {
  return {
    _id: d._id,
    date: d.date,
    cabin_available: Number(d.cabin_available),
    empty: d.empty,
    prices: json<CabinPrice[]>(String(d.prices), []),
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
