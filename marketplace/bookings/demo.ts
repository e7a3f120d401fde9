// What demo and load bookings look like, shared by the seed and dev/scale: a pseudo-random
// generator with a fixed seed (the demo has the same shape every time), the statuses of spec §4
// in proportions a real supplier might see, and travel and booking days that fit each status.
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export type Rand = () => number;

/** mulberry32: tiny, fast, good enough for demo data. */
export function generator(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
/** An integer from min to max, both included. */
export const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/**
 * Each status with its share and the travel days (from today, in Vietnam) that fit it: finished
 * bookings travelled in the past, open ones travel later, the ones under way travel today or did
 * a few days ago (the customer has not confirmed yet).
 */
export const STATUS_PLAN = [
  { status: "completed", share: 100, days: [-120, -1] },
  { status: "not-come", share: 12, days: [-120, -1] },
  { status: "cancelled", share: 25, days: [-110, 60] },
  { status: "abandoned", share: 20, days: [-110, 60] },
  { status: "refunded", share: 10, days: [-110, 60] },
  { status: "wait_paid", share: 20, days: [0, 60] },
  { status: "wait-confirm", share: 12, days: [0, 60] },
  { status: "paid", share: 40, days: [0, 60] },
  { status: "confirmed", share: 35, days: [0, 60] },
  { status: "agency_begin", share: 8, days: [-2, 0] },
  { status: "begin", share: 8, days: [-3, 0] },
  { status: "agency_completed", share: 10, days: [-5, 0] },
] as const satisfies { status: string; share: number; days: [number, number] }[];
export type PlannedStatus = (typeof STATUS_PLAN)[number]["status"];

/** `n` statuses in the plan's proportions, shuffled. */
export function statusesFor(rand: Rand, n: number): PlannedStatus[] {
  const sum = STATUS_PLAN.reduce((s, p) => s + p.share, 0);
  const out: PlannedStatus[] = [];
  STATUS_PLAN.forEach((p, i) => {
    const count = i === STATUS_PLAN.length - 1 ? n - out.length : Math.round((p.share / sum) * n);
    for (let k = 0; k < count && out.length < n; k++) out.push(p.status);
  });
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Asia/Ho_Chi_Minh is UTC+7 all year: plain arithmetic, 10,000 bookings in milliseconds
const VN_OFFSET = 7 * HOUR;

/** The travel day of a booking in this status, and when it was booked (always before that day). */
export function datesFor(rand: Rand, status: PlannedStatus, now: { valueOf(): number } = Date.now()) {
  const plan = STATUS_PLAN.find((p) => p.status === status)!;
  const nowMs = now.valueOf();
  // some open bookings travel today: the supplier's "confirm" and "start" buttons have work
  const offset =
    (status === "paid" || status === "confirmed") && rand() < 0.15 ? 0 : between(rand, plan.days[0], plan.days[1]);
  const todayStart = Math.floor((nowMs + VN_OFFSET) / DAY) * DAY - VN_OFFSET; // 00:00 today in Vietnam
  const travelStart = todayStart + offset * DAY;
  let created = travelStart - between(rand, 1, 30) * DAY + between(rand, 7, 22) * HOUR + between(rand, 0, 59) * 60_000;
  if (created > nowMs) created = nowMs - between(rand, 5, 600) * 60_000;
  return {
    date_travel: new Date(travelStart + VN_OFFSET).toISOString().slice(0, 10),
    created_at: new Date(created).toISOString(),
  };
}

/** Multi-row inserts, `size` rows a statement (SQLite allows 32,766 parameters). */
export async function insertBatched<T extends keyof Database>(
  trx: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  size = 200,
) {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot narrow the insert type of a table chosen by a type parameter
    const batch = rows.slice(i, i + size) as Parameters<ReturnType<typeof trx.insertInto<T>>["values"]>[0];
    await trx.insertInto(table).values(batch).execute();
  }
}
