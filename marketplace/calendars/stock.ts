// A booking takes its places from the days' sales calendars, inside the booking's own transaction, so
// a sold-out day refuses the booking and writes nothing; a booking that ends gives them back.
// For rooms: takePlaces(trx, ROOM_CALENDAR, roomId, nights, quantity) when an order is made, and
// givePlacesBack(trx, ROOM_CALENDAR, roomId, nights, quantity) from its ended-order hook (the nights
// are the check-in day up to the day before check-out; ROOM_CALENDAR is hotels/calendar.ts's).
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../shared/http.js";
import type { CalendarStore, DayRow } from "./store.js";

const t = sql.table;
const c = sql.ref;

/**
 * Takes `quantity` places of the item on each of `dates`. 409 `not_on_sale` ({[itemField]: id, date}) when a day
 * has no setting, `sold_out` when too few are empty; the caller's transaction then writes nothing.
 */
export async function takePlaces(
  trx: Kysely<Database>,
  s: CalendarStore,
  itemId: string,
  dates: string[],
  quantity: number,
  itemField = "item",
) {
  if (quantity <= 0) return;
  for (const date of dates) {
    const day = await sql<{ _id: string }>`select d._id from ${t(s.days)} d
      join ${t(s.calendars)} cal on cal._id = d.calendar_id
      join ${t(s.items)} i on i._id = cal.${c(s.itemColumn)}
      where cal.${c(s.itemColumn)} = ${itemId} and i.is_deleted = 0 and d.date = ${date}`
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!day) throw new ApiError(409, "not_on_sale", { [itemField]: itemId, date });
    const taken = await sql`update ${t(s.days)} set empty = empty - ${quantity}
      where _id = ${day._id} and empty >= ${quantity}`.execute(trx);
    if (!Number(taken.numAffectedRows)) throw new ApiError(409, "sold_out", { [itemField]: itemId, date });
  }
}

/**
 * Gives `quantity` places of the item back on each of `dates`: what takePlaces took, never above the
 * day's places for sale. A day since removed (it could not be while booked) takes nothing back.
 */
export async function givePlacesBack(
  trx: Kysely<Database>,
  s: CalendarStore,
  itemId: string,
  dates: string[],
  quantity: number,
) {
  if (quantity <= 0 || !dates.length) return;
  await sql`update ${t(s.days)} set empty = min(${c(s.available)}, empty + ${quantity})
    where date in (${sql.join(dates)})
    and calendar_id in (select _id from ${t(s.calendars)} where ${c(s.itemColumn)} = ${itemId})`.execute(trx);
}

/** The item's stored days among `dates` (a day without a setting is not among them). */
export async function itemDaysOn(trx: Kysely<Database>, s: CalendarStore, itemId: string, dates: string[]) {
  if (!dates.length) return [];
  const r = await sql<DayRow>`select d.* from ${t(s.days)} d join ${t(s.calendars)} cal on cal._id = d.calendar_id
    where cal.${c(s.itemColumn)} = ${itemId} and d.date in (${sql.join(dates)})`.execute(trx);
  return r.rows;
}

/** Whether every day of `dates` has a setting with at least `quantity` places of the item empty. */
export async function canTakePlaces(
  trx: Kysely<Database>,
  s: CalendarStore,
  itemId: string,
  dates: string[],
  quantity: number,
) {
  const days = await itemDaysOn(trx, s, itemId, dates);
  return days.length === dates.length && days.every((d) => d.empty >= quantity);
}
