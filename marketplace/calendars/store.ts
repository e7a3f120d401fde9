// The sales calendar every bookable item shares (spec tours-cruises §3 "Cabin calendar entry",
// hotels-bikes-transport §3 "Room calendar entry", "Bike option"): one calendar per item, made and
// linked to the item by its first schedule, one row per day with how many are for sale
// (`available`: cabin_available, room_available, available), how many are still empty, and the day's
// own values (a cabin's prices per nights, a room's price, a bike option's day and hour prices).
// A kind describes its tables; everything below is written once for all of them.
//
// For bookings (an order taking places and an ended order giving them back) use `takePlaces` and
// `givePlacesBack` (./stock.ts) with the kind's store: ROOM_CALENDAR (hotels/calendar.ts) for rooms,
// OPTION_CALENDAR (bikes/calendar.ts) for bike options.
import { sql, type Kysely } from "kysely";
import { addDays } from "@contract/calendar";
import type { CalendarKind as DashboardCalendarKind } from "@contract/api/dashboard";
import type { ServiceId } from "@contract/services";
import type { Database } from "../db/schema.js";
import { ApiError, nowIso } from "../shared/http.js";
import { randomId } from "../shared/ids.js";
import { todayInVietnam } from "../shared/dates.js";

type Db = Kysely<Database>;

/** Where a kind of calendar lives (its tables and columns; the available column is also its API field). */
export type CalendarStore = {
  /** the calendars table: _id, <item>, created_at */
  calendars: "cabin_calendars" | "room_calendars" | "option_calendars";
  /** the days table: _id, calendar_id, date, <available>, empty, <values…>, created_at, updated_at */
  days: "cabin_calendar_days" | "room_calendar_days" | "option_calendar_days";
  /** the items table, whose calendar_id and updated_at the first schedule sets */
  items: "cabins" | "rooms" | "bike_options";
  /** the calendars table's column naming the item */
  itemColumn: "cabin_id" | "room_id" | "option_id";
  /** the day's "for sale" column, named as its API field */
  available: "cabin_available" | "room_available" | "available";
  /**
   * What the item is sold under: its service, the listing's table and the item's column naming it,
   * and the kind's name where the dashboard links to its month (tours-cruises §2 "Dashboard").
   */
  listing: {
    service: ServiceId;
    kind: DashboardCalendarKind;
    table: "tours" | "hotels" | "bikes";
    column: "cruise_id" | "hotel_id" | "bike_id";
  };
};

const stores = new Set<CalendarStore>();
/** Makes a kind's store known to what reads every calendar (the routes register theirs as they are built). */
export const registerCalendar = (s: CalendarStore) => void stores.add(s);
/** Every calendar kind the marketplace serves. */
export const calendarStores = (): readonly CalendarStore[] => [...stores];

/** A stored day: its common columns; the kind's own values are in the rest. */
export type DayRow = {
  _id: string;
  calendar_id: string;
  date: string;
  empty: number;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
};
export type CalendarRow = { _id: string; item: string; created_at: string };

const t = sql.table;
const c = sql.ref;

/** How many are for sale on a stored day. */
export const availableOf = (s: CalendarStore, d: DayRow) => Number(d[s.available]);

/** A day's places as the calls answer them: for sale (under the kind's own field), booked (for sale − empty), empty. */
export function placesOf(s: CalendarStore, d: DayRow) {
  const available = availableOf(s, d);
  return { _id: d._id, date: d.date, [s.available]: available, booked: available - d.empty, empty: d.empty };
}

/** The item's calendar, if it has one. */
export async function calendarOfItem(db: Db, s: CalendarStore, itemId: string): Promise<CalendarRow | undefined> {
  const r = await sql<CalendarRow>`select _id, ${c(s.itemColumn)} as item, created_at from ${t(s.calendars)}
    where ${c(s.itemColumn)} = ${itemId}`.execute(db);
  return r.rows[0];
}

/** A calendar by id, if it exists (whose it is is the caller's check). */
export async function calendarById(db: Db, s: CalendarStore, calendarId: string): Promise<CalendarRow | undefined> {
  const r = await sql<CalendarRow>`select _id, ${c(s.itemColumn)} as item, created_at from ${t(s.calendars)}
    where _id = ${calendarId}`.execute(db);
  return r.rows[0];
}

/** A calendar's days within [from, to] (either open), in date order. */
export async function calendarDays(db: Db, s: CalendarStore, calendarId: string, from?: string, to?: string) {
  const r = await sql<DayRow>`select * from ${t(s.days)} where calendar_id = ${calendarId}
    ${from ? sql`and date >= ${from}` : sql``} ${to ? sql`and date <= ${to}` : sql``} order by date`.execute(db);
  return r.rows;
}

/** The days of these calendars within a window, by calendar, in date order. */
export async function windowDays(
  db: Db,
  s: CalendarStore,
  calendarIds: string[],
  window: { from: string; to: string },
) {
  const byCalendar = new Map<string, DayRow[]>();
  if (!calendarIds.length) return byCalendar;
  const r = await sql<DayRow>`select * from ${t(s.days)} where calendar_id in (${sql.join(calendarIds)})
    and date >= ${window.from} and date <= ${window.to} order by date`.execute(db);
  for (const d of r.rows) byCalendar.set(d.calendar_id, [...(byCalendar.get(d.calendar_id) ?? []), d]);
  return byCalendar;
}

/**
 * The days a record carries (spec §3 "calendar {_id, calendars}"): today in Vietnam and the `days`
 * after it, so a record is bounded however long its calendar runs.
 */
export function recordWindow(days: number, today = todayInVietnam()) {
  return { from: today, to: addDays(today, days) };
}

/** The items (of `ids`) with places booked on a day from today on: such an item cannot be deleted. */
export async function itemsBookedAhead(db: Db, s: CalendarStore, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const r = await sql<{ item: string }>`select distinct cal.${c(s.itemColumn)} as item
    from ${t(s.days)} d join ${t(s.calendars)} cal on cal._id = d.calendar_id
    where cal.${c(s.itemColumn)} in (${sql.join(ids)}) and d.date >= ${todayInVietnam()}
    and d.empty < d.${c(s.available)}`.execute(db);
  return new Set(r.rows.map((x) => x.item));
}

/**
 * Writes every day of `dates` for the item, in the caller's transaction: the first schedule makes the
 * calendar and links it to the item (spec §4); a day already set refuses the whole range with 409
 * `schedule_same_date` naming the first clashing date in `existDate` (every one in `dates`), nothing written.
 */
export async function writeDays(
  trx: Db,
  s: CalendarStore,
  itemId: string,
  dates: string[],
  available: number,
  values: Record<string, string | number | null> | ((date: string) => Record<string, string | number | null>),
) {
  const now = nowIso();
  // a day's own values (a weekday's price) or one set for every day; the columns are the first day's
  const valuesOn = typeof values === "function" ? values : () => values;
  let calendar = await calendarOfItem(trx, s, itemId);
  if (!calendar) {
    calendar = { _id: randomId(), item: itemId, created_at: now };
    await sql`insert into ${t(s.calendars)} (_id, ${c(s.itemColumn)}, created_at)
      values (${calendar._id}, ${itemId}, ${now})`.execute(trx);
    await sql`update ${t(s.items)} set calendar_id = ${calendar._id}, updated_at = ${now}
      where _id = ${itemId}`.execute(trx);
  }
  const existing = dates.length
    ? await sql<{ date: string }>`select date from ${t(s.days)} where calendar_id = ${calendar._id}
        and date in (${sql.join(dates)}) order by date`.execute(trx)
    : { rows: [] };
  const clash = existing.rows.map((d) => d.date);
  if (clash.length) throw new ApiError(409, "schedule_same_date", { existDate: clash[0], dates: clash });
  const keys = Object.keys(valuesOn(dates[0] ?? ""));
  const columns = sql.join(
    ["_id", "calendar_id", "date", s.available, "empty", ...keys, "created_at", "updated_at"].map((k) => c(k)),
  );
  for (let i = 0; i < dates.length; i += 100) {
    const rows = dates.slice(i, i + 100).map((date) => {
      const v = valuesOn(date);
      return sql`(${sql.join([randomId(), calendar._id, date, available, available, ...keys.map((k) => v[k] ?? null), now, now])})`;
    });
    await sql`insert into ${t(s.days)} (${columns}) values ${sql.join(rows)}`.execute(trx);
  }
  return calendar;
}

/** A demo day (seeds): its places for sale, how many are already booked, its own values. */
export type SeedDay = {
  date: string;
  available: number;
  booked: number;
  values: Record<string, string | number | null>;
};

/** Seeds an item's calendar (demo data): made and linked as a first schedule would, each day its own values. */
export async function seedDays(trx: Db, s: CalendarStore, itemId: string, days: SeedDay[], stamp: string) {
  const calendarId = randomId();
  await sql`insert into ${t(s.calendars)} (_id, ${c(s.itemColumn)}, created_at)
    values (${calendarId}, ${itemId}, ${stamp})`.execute(trx);
  await sql`update ${t(s.items)} set calendar_id = ${calendarId} where _id = ${itemId}`.execute(trx);
  const keys = Object.keys(days[0]?.values ?? {});
  const columns = sql.join(
    ["_id", "calendar_id", "date", s.available, "empty", ...keys, "created_at", "updated_at"].map((k) => c(k)),
  );
  for (let i = 0; i < days.length; i += 100) {
    const rows = days
      .slice(i, i + 100)
      .map(
        (d) =>
          sql`(${sql.join([randomId(), calendarId, d.date, d.available, d.available - d.booked, ...keys.map((k) => d.values[k] ?? null), stamp, stamp])})`,
      );
    await sql`insert into ${t(s.days)} (${columns}) values ${sql.join(rows)}`.execute(trx);
  }
  return calendarId;
}

/** A day of the calendar (404 `day_not_found`), not past (409 `day_passed`: its sales are done). */
export async function dayOf(db: Db, s: CalendarStore, calendarId: string, dayId: string) {
  const r = await sql<DayRow>`select * from ${t(s.days)} where _id = ${dayId} and calendar_id = ${calendarId}`.execute(
    db,
  );
  const day = r.rows[0];
  if (!day) throw new ApiError(404, "day_not_found");
  if (day.date < todayInVietnam()) throw new ApiError(409, "day_passed");
  return day;
}

/**
 * Sets a day's places for sale and values, in one transaction: never below what is booked (422
 * `below_booked:N` on the available field, `data.min` = N), the empty places following.
 */
export async function editDay(
  db: Db,
  s: CalendarStore,
  dayId: string,
  available: number,
  values: Record<string, string | number | null>,
) {
  return db.transaction().execute(async (trx) => {
    const read = async () => (await sql<DayRow>`select * from ${t(s.days)} where _id = ${dayId}`.execute(trx)).rows[0]!;
    const day = await read();
    const booked = availableOf(s, day) - day.empty;
    // spec "Editing a day": the places for sale must not be below what is already booked
    if (available < booked)
      throw new ApiError(422, "validation_failed", {
        issues: [{ path: s.available, message: `below_booked:${booked}` }],
        min: booked,
      });
    const sets = Object.entries(values).map(([k, v]) => sql`${c(k)} = ${v}`);
    await sql`update ${t(s.days)} set ${sql.join([
      sql`${c(s.available)} = ${available}`,
      sql`empty = ${available - booked}`,
      ...sets,
      sql`updated_at = ${nowIso()}`,
    ])} where _id = ${dayId}`.execute(trx);
    return read();
  });
}

/** Removes a day's setting, only while nothing is booked on it (409 `has_bookings`). */
export async function removeDay(db: Db, s: CalendarStore, dayId: string) {
  const r = await sql`delete from ${t(s.days)} where _id = ${dayId} and empty = ${c(s.available)}`.execute(db);
  if (!Number(r.numAffectedRows)) throw new ApiError(409, "has_bookings");
}
