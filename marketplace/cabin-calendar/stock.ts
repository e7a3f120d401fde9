// A cruise booking takes its cabins from the day's sales calendar (issue 13): inside the booking's own
// transaction, so a sold-out day refuses the booking and writes nothing.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../shared/http.js";

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
