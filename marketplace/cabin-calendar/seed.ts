// Seed of the demo cruises' cabin calendars: every cabin type gets the next 90 days, with a
// fixed pattern so the demo looks the same each time — some days sold out, some partly booked, a few
// left unset (they look different from sold-out days). Idempotent: a cabin with a calendar is skipped.
// The booked counts are the demo's shape, not the seeded bookings' (those name their cabins only).
import type { Kysely } from "kysely";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";

export const SEED_DAYS = 90;

export async function seedCabinCalendars(trx: Kysely<Database>, agencyId: string, now = new Date()) {
  const cabins = await trx
    .selectFrom("cabins")
    .innerJoin("tours", "tours._id", "cabins.cruise_id")
    .select(["cabins._id", "cabins.price", "cabins.num_cabin", "cabins.extrabed", "tours.durations_cruise"])
    .where("cabins.agency_id", "=", agencyId)
    .where("cabins.calendar_id", "is", null)
    .where("cabins.is_deleted", "=", 0)
    .execute();
  const today = todayInVietnam(now);
  const stamp = now.toISOString();
  for (const [n, cabin] of cabins.entries()) {
    const calendarId = randomId();
    await trx
      .insertInto("cabin_calendars")
      .values({ _id: calendarId, cabin_id: cabin._id, created_at: stamp })
      .execute();
    await trx.updateTable("cabins").set({ calendar_id: calendarId }).where("_id", "=", cabin._id).execute();
    const durations = json<number[]>(cabin.durations_cruise, [1]);
    const available = Math.max(1, Math.min(100, cabin.num_cabin));
    const rows = [];
    for (let i = 0; i < SEED_DAYS; i++) {
      if ((i + n) % 13 === 12) continue; // a few days without a setting
      const date = addDays(today, i);
      const weekend = [0, 6].includes(weekdayOf(date));
      const base = Math.max(1, Math.round((cabin.price || 2_000_000) * (weekend ? 1.15 : 1)));
      const booked = (i + n) % 11 === 5 ? available : (i + n) % 4 === 1 ? Math.min(available, 1 + ((i + n) % 3)) : 0;
      rows.push({
        _id: randomId(),
        calendar_id: calendarId,
        date,
        cabin_available: available,
        empty: available - booked,
        prices: JSON.stringify(
          durations.map((nights) => ({
            nights,
            price: Math.round((base * nights) / 1000) * 1000,
            extrabed_price: cabin.extrabed ? 600_000 * nights : null,
          })),
        ),
        created_at: stamp,
        updated_at: stamp,
      });
    }
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto("cabin_calendar_days")
        .values(rows.slice(i, i + 100))
        .execute();
  }
}
