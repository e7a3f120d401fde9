// Seed of the demo cruises' cabin calendars: every cabin type gets the next 90 days, with a
// fixed pattern so the demo looks the same each time — some days sold out, some partly booked, a few
// left unset (they look different from sold-out days). Idempotent: a cabin with a calendar is skipped.
// The booked counts are the demo's shape, not the seeded bookings' (those name their cabins only).
// Written through the shared calendar (calendars/store.ts seedDays).
import type { Kysely } from "kysely";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import type { Database } from "../db/schema.js";
import { json } from "../shared/json.js";
import { seedDays, type SeedDay } from "../calendars/store.js";
import { CABIN_CALENDAR } from "./record.js";

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
  for (const [n, cabin] of cabins.entries()) {
    const durations = json<number[]>(cabin.durations_cruise, [1]);
    const available = Math.max(1, Math.min(100, cabin.num_cabin));
    const days: SeedDay[] = [];
    for (let i = 0; i < SEED_DAYS; i++) {
      if ((i + n) % 13 === 12) continue; // a few days without a setting
      const date = addDays(today, i);
      const weekend = [0, 6].includes(weekdayOf(date));
      const base = Math.max(1, Math.round((cabin.price || 2_000_000) * (weekend ? 1.15 : 1)));
      const booked = (i + n) % 11 === 5 ? available : (i + n) % 4 === 1 ? Math.min(available, 1 + ((i + n) % 3)) : 0;
      const prices = durations.map((nights) => ({
        nights,
        price: Math.round((base * nights) / 1000) * 1000,
        extrabed_price: cabin.extrabed ? 600_000 * nights : null,
      }));
      days.push({ date, available, booked, values: { prices: JSON.stringify(prices) } });
    }
    await seedDays(trx, CABIN_CALENDAR, cabin._id, days, now.toISOString());
  }
}
