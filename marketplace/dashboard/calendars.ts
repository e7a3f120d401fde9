// The dashboard's "calendars running low" (tours-cruises §3 "Cabin calendar entry",
// hotels-bikes-transport §3 "Room calendar entry", "Bike option"): for every calendar kind the
// marketplace serves (calendars/store.ts calendarStores: cabins, rooms, bike options — a new kind
// appears by registering its store), the supplier's operating items of live listings: each day of
// the next RUNNING_LOW_DAYS with at most RUNNING_LOW_SHARE of its places left or none, and each item
// with no day scheduled in the next NOTHING_SCHEDULED_DAYS. Items are read by their (agency,
// is_deleted) index, days by their calendar's (calendar_id, date) key: bounded by the supplier's items.
// Each calendar is one line naming its days: the card counts calendars, not days.
import { sql } from "kysely";
import { NOTHING_SCHEDULED_DAYS, RUNNING_LOW_DAYS, RUNNING_LOW_SHARE, type Dashboard } from "@contract/api/dashboard";
import { addDays } from "@contract/calendar";
import type { ServiceId } from "@contract/services";
import { calendarStores, type CalendarStore } from "../calendars/store.js";
import type { Scope } from "./bookings.js";

type ItemRow = {
  _id: string;
  name: string;
  name_en: string | null;
  listing_id: string;
  listing_name: string;
  listing_name_en: string | null;
  calendar_id: string | null;
};
type DayRow = { calendar_id: string; date: string; available: number; empty: number };

/** The supplier's operating items of a kind, of listings not deleted, with their calendar. */
export function itemsQuery(scope: Scope, s: CalendarStore) {
  const [items, listings, cals] = [sql.table(s.items), sql.table(s.listing.table), sql.table(s.calendars)];
  const col = (t: string, c: string) => sql.ref(`${t}.${c}`);
  return sql<ItemRow>`select i._id, i.name, json_extract(i.translations, '$.en.name') as name_en,
      l._id as listing_id, l.name as listing_name, json_extract(l.translations, '$.en.name') as listing_name_en,
      c._id as calendar_id
    from ${items} as i
    join ${listings} as l on l._id = ${col("i", s.listing.column)} and l.is_deleted = 0
    left join ${cals} as c on ${col("c", s.itemColumn)} = i._id
    where i.agency_id = ${scope.agencyId} and i.is_deleted = 0 and i.is_active = 1
    order by l.created_at, i.created_at, i._id`;
}

/** The days of these calendars from today within NOTHING_SCHEDULED_DAYS. */
export function daysQuery(scope: Scope, s: CalendarStore, calendarIds: string[]) {
  const to = addDays(scope.clock.today, NOTHING_SCHEDULED_DAYS - 1);
  return sql<DayRow>`select calendar_id, date, ${sql.ref(s.available)} as available, empty from ${sql.table(s.days)}
    where calendar_id in (${sql.join(calendarIds)}) and date >= ${scope.clock.today} and date <= ${to}
    order by calendar_id, date`;
}

/** A day is low when at most the share of its places is left, sold out when none is. */
const reasonOf = (d: DayRow): "sold_out" | "low" | null =>
  d.empty <= 0 ? "sold_out" : d.empty <= d.available * RUNNING_LOW_SHARE ? "low" : null;

export async function runningLow(scope: Scope, services: readonly ServiceId[]): Promise<Dashboard["runningLow"]> {
  const out: Dashboard["runningLow"] = [];
  const en = scope.lang === "en";
  const lowUntil = addDays(scope.clock.today, RUNNING_LOW_DAYS - 1);
  for (const s of calendarStores()) {
    if (!services.includes(s.listing.service)) continue;
    const items = (await itemsQuery(scope, s).execute(scope.db)).rows;
    const ids = items.flatMap((i) => (i.calendar_id ? [i.calendar_id] : []));
    const days = ids.length ? (await daysQuery(scope, s, ids).execute(scope.db)).rows : [];
    const byCalendar = new Map<string, DayRow[]>();
    for (const d of days) byCalendar.set(d.calendar_id, [...(byCalendar.get(d.calendar_id) ?? []), d]);
    for (const i of items) {
      const row = {
        service: s.listing.service,
        calendarKind: s.listing.kind,
        listingId: i.listing_id,
        itemId: i._id,
        itemName: (en && i.name_en) || i.name,
        listingName: (en && i.listing_name_en) || i.listing_name,
      };
      const own = (i.calendar_id && byCalendar.get(i.calendar_id)) || [];
      if (!own.length) {
        out.push({ ...row, reason: "nothing_scheduled", days: [] });
        continue;
      }
      // one line per calendar, naming its days (a room type is listed once, however many days run low)
      const low = own.flatMap((d) => {
        const reason = d.date <= lowUntil ? reasonOf(d) : null;
        return reason ? [{ day: d.date, left: Math.max(0, d.empty), total: d.available, reason }] : [];
      });
      if (low.length)
        out.push({ ...row, reason: low.some((d) => d.reason === "sold_out") ? "sold_out" : "low", days: low });
    }
  }
  // the soonest day first (sold out before low on a day); calendars with nothing scheduled last
  const rank = (l: Dashboard["runningLow"][number]) => {
    const first = l.days[0];
    return first ? `${first.day}${first.reason === "sold_out" ? 0 : 1}` : "9999";
  };
  return out.sort((a, b) => rank(a).localeCompare(rank(b)));
}
