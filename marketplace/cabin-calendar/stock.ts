// A cruise booking takes its cabins from the day's sales calendar: inside the booking's own
// transaction, so a sold-out day refuses the booking and writes nothing.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError } from "../shared/http.js";
import { ENDED_STATUSES } from "@contract/statuses";
import { givePlacesBack, takePlaces } from "../calendars/stock.js";
import { CABIN_CALENDAR } from "./record.js";

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
    const own = await trx
      .selectFrom("cabins")
      .select("_id")
      .where("_id", "=", cabinId)
      .where("cruise_id", "=", tourId)
      .executeTakeFirst();
    if (!own) throw new ApiError(409, "not_on_sale", { cabin: cabinId, date });
    await takePlaces(trx, CABIN_CALENDAR, cabinId, [date], quantity, "cabin");
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
  for (const { cabinId, quantity } of lines)
    if (cabinId) await givePlacesBack(trx, CABIN_CALENDAR, cabinId, [date], quantity);
}
