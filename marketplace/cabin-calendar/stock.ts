// A cruise booking takes its cabins from the day's sales calendar: inside the booking's own
// transaction, so a sold-out day refuses the booking and writes nothing.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../shared/http.js";
import { ENDED_STATUSES } from "../bookings/order-hooks.js";

/**
 * Takes `quantity` cabins of each line's cabin type on the travel day (the day the cruise leaves: a
 * calendar day is a departure, spec §3 "Cabin calendar entry"). A line without a cabin id (a demo line
 * naming its cabin only) takes nothing. 409 `not_on_sale` without a setting, `sold_out` when too few are empty.
 */
export async function takeCabins(
  trx: Kysely<Database>,
  tourId: string,
  date: string,
  lines: { cabinId: string | null; quantity: number }[],
) {
  const wanted = new Map<string, number>();
  for (const l of lines) if (l.cabinId) wanted.set(l.cabinId, (wanted.get(l.cabinId) ?? 0) + l.quantity);
  for (const [cabinId, quantity] of wanted) {
    const day = await sql<{ _id: string }>`
      select d._id from cabin_calendar_days d
      join cabin_calendars c on c._id = d.calendar_id
      join cabins on cabins._id = c.cabin_id
      where c.cabin_id = ${cabinId} and cabins.cruise_id = ${tourId} and cabins.is_deleted = 0 and d.date = ${date}`
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!day) throw new ApiError(409, "not_on_sale", { cabin: cabinId, date });
    const taken = await trx
      .updateTable("cabin_calendar_days")
      .set((eb) => ({ empty: eb("empty", "-", quantity) }))
      .where("_id", "=", day._id)
      .where("empty", ">=", quantity)
      .executeTakeFirst();
    if (!Number(taken.numUpdatedRows)) throw new ApiError(409, "sold_out", { cabin: cabinId, date });
  }
}

/** Statuses in which a booking holds no cabin (a booking that ends gives its cabins back). */
export const RELEASED_STATUSES = ENDED_STATUSES;

/** The cabin lines of a stored cruise order's `items` JSON (lines naming no cabin id hold none). */
export function cabinLines(items: string): { cabinId: string | null; quantity: number }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(items);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((l: { cabin?: { _id?: unknown }; quantity?: unknown }) => ({
    cabinId: typeof l?.cabin?._id === "string" ? l.cabin._id : null,
    quantity: Number(l?.quantity) || 0,
  }));
}

/**
 * Gives a cruise booking's cabins back to its travel day when it ends (cancelled, abandoned,
 * refunded): what takeCabins took, never above the day's availability. A day since removed (it
 * could not be while booked) or a cabin since deleted takes nothing back.
 */
export async function releaseCabins(
  trx: Kysely<Database>,
  date: string,
  lines: { cabinId: string | null; quantity: number }[],
) {
  for (const { cabinId, quantity } of lines) {
    if (!cabinId || quantity <= 0) continue;
    await sql`
      update cabin_calendar_days set empty = min(cabin_available, empty + ${quantity})
      where date = ${date} and calendar_id in (select _id from cabin_calendars where cabin_id = ${cabinId})`.execute(
      trx,
    );
  }
}
