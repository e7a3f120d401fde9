// The dashboard's booking sections (tours-cruises §2 "Dashboard"; the spec's §4 transition tables):
// to confirm, stuck, today, to complete, and the menu's counts — each the bookings bookings/due.ts
// selects, which a list narrowed by `due=` shows, counted by the list that shows them (shares) — for every service the supplier has, from
// its descriptor (transition table, contact people, driver rule, list path) and its order parts (its
// record, which names the booked listing; its agenda: what its days are called). A service is never
// named here: a new one appears with its descriptor and parts.
import { sql } from "kysely";
import { fromOf } from "@contract/booking-transitions";
import type { Driver } from "@contract/api/bookings";
import {
  DASHBOARD_ROWS,
  type Blocker,
  type Dashboard,
  type DashboardShare,
  type Due,
  type TodayKind,
} from "@contract/api/dashboard";
import { bookingPaths, type ServiceDescriptor } from "@contract/services";
import { isNotStarted } from "@contract/statuses";
import { driverComplete } from "@contract/transport";
import type { DB } from "../db/database.js";
import { json } from "../shared/json.js";
import { timeOf } from "../shared/dates.js";
import type { Lang } from "../shared/translate.js";
import { CONTACT_COLUMN, SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import {
  confirmRow,
  dueSelection,
  GOING_AHEAD,
  selectionFilter,
  type DueClock,
  type Selection,
} from "../bookings/due.js";
import { orderPartsOf, type OrderParts } from "../bookings/order-parts.js";
import { orderColumns, type OrderRow } from "../bookings/record.js";

/** The instant and the Vietnam day the answer is for, and that day's bounds as instants. */
export type DashClock = DueClock;
export type Scope = { db: DB; agencyId: string; lang: Lang; clock: DashClock };
/** A service the supplier sells with its order path. */
type Sold = { d: ServiceDescriptor; parts: OrderParts };

export { GOING_AHEAD };

export const soldServices = (services: readonly ServiceDescriptor[]): Sold[] =>
  services.flatMap((d) => {
    const parts = orderPartsOf(d.id);
    return parts ? [{ d, parts }] : [];
  });

/** A section's two queries for one service's selection (bookings/due.ts): how many, and the first ids by its day. */
export function sectionQueries(db: DB, agencyId: string, service: string, sel: Selection, limit = DASHBOARD_ROWS) {
  const base = () =>
    db
      .selectFrom("orders")
      .where("agency_id", "=", agencyId)
      .where((eb) => selectionFilter(eb, service, sel));
  const count = base().select((eb) => eb.fn.countAll<number>().as("n"));
  // the soonest day first (the most urgent), by the day the selection reads (its index's order)
  const ids = base()
    .select(["_id", sql<string>`${sql.ref(sel.by)}`.as("key")])
    .orderBy(sql.ref(sel.by), "asc")
    .orderBy("_id", "asc")
    .limit(limit);
  return { count, ids };
}

/** A row's id, the value it is ordered by in its section, and its service. */
type Candidate = { _id: string; key: string; s: Sold };

/** Whole rows of the first `limit` candidates (merged across services in `by` order). */
async function rowsOf(scope: Scope, candidates: Candidate[], limit = DASHBOARD_ROWS) {
  const first = candidates.sort((a, b) => a.key.localeCompare(b.key) || a._id.localeCompare(b._id)).slice(0, limit);
  if (!first.length) return [];
  const rows = (await orderColumns(scope.db)
    .where(
      "orders._id",
      "in",
      first.map((c) => c._id),
    )
    .execute()) as OrderRow[];
  const byId = new Map(rows.map((r) => [r._id, r]));
  return first.flatMap((c) => {
    const row = byId.get(c._id);
    return row ? [{ c, row }] : [];
  });
}

/** What every booking row shows: its service, ids, guest and booked listing, as its record names them. */
export function bookingFields(s: Sold, row: OrderRow, lang: Lang) {
  const record = s.parts.record(row, lang) as Record<string, unknown>;
  const item = (record[s.d.item] ?? null) as {
    name?: string;
    type?: string;
    route?: string;
    route_custom?: string | null;
  } | null;
  const contact = record.contact as { fullname?: string } | undefined;
  return {
    service: s.d.id,
    id: row._id,
    uid: row.uid,
    guest: contact?.fullname ?? "",
    itemName: item?.name ?? "",
    itemRoute:
      item && typeof item.route === "string"
        ? { type: item.type ?? "", route: item.route, route_custom: item.route_custom ?? null }
        : null,
  };
}

// ------------------------------------------------------------------ to confirm, stuck, to complete

/** One section's bookings: each service's count (its share) and the first rows of all, merged in day order. */
async function sectionOf(scope: Scope, sold: Sold[], due: Due) {
  const counts = new Map<Sold, number>();
  const candidates: Candidate[] = [];
  for (const s of sold) {
    const sel = dueSelection(due, s.d, s.parts.agenda, scope.clock);
    if (!sel) continue;
    const q = sectionQueries(scope.db, scope.agencyId, s.d.id, sel);
    const [{ n }] = (await q.count.execute()) as [{ n: number }];
    counts.set(s, Number(n));
    if (Number(n)) for (const c of await q.ids.execute()) candidates.push({ ...c, s });
  }
  return { counts, rows: () => rowsOf(scope, candidates) };
}

/** How many a service's counts add up to. */
const sum = (counts: Map<Sold, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** A section's counts by the bookings list that shows them (`?due=`): lists with none left out. */
function sharesOf(due: Due, counts: Map<Sold, number>, kindOf: (s: Sold) => TodayKind | null = () => null) {
  const byList = new Map<string, DashboardShare>();
  for (const [s, n] of counts) {
    const list = bookingPaths(s.d).list;
    const share = byList.get(list) ?? { due, list, kind: kindOf(s), count: 0 };
    byList.set(list, { ...share, count: share.count + n });
  }
  return [...byList.values()].filter((x) => x.count > 0);
}

/** The last Vietnam day a confirming row allows, for a booking of `day` (null: the rule sets none). */
function lastDayBy(d: ServiceDescriptor, day: string) {
  const rule = confirmRow(d)?.day;
  return rule === "until" || rule === "on" || rule === "before" ? day : null;
}

/** The menu's counts alone (GET dashboard/badges: every page's menu): each list's bookings to confirm. */
export async function confirmBadges(scope: Scope, sold: Sold[]) {
  const { counts } = await sectionOf(scope, sold, "confirm");
  return Object.fromEntries(sharesOf("confirm", counts).map((x) => [x.list, x.count]));
}

export async function toConfirm(scope: Scope, sold: Sold[]) {
  const { counts, rows } = await sectionOf(scope, sold, "confirm");
  const shares = sharesOf("confirm", counts);
  return {
    toConfirm: (await rows()).map(({ c, row }) => ({
      ...bookingFields(c.s, row, scope.lang),
      day: row[SERVICE_DAY_COLUMN],
      lastDay: lastDayBy(c.s.d, row[SERVICE_DAY_COLUMN]),
    })),
    toConfirmCount: sum(counts),
    badges: Object.fromEntries(shares.map((x) => [x.list, x.count])),
    shares,
  };
}

/** Waiting for confirmation past the time to confirm: the supplier can no longer act (support settles them). */
export async function stuck(scope: Scope, sold: Sold[]) {
  const { counts, rows } = await sectionOf(scope, sold, "stuck");
  return {
    stuck: (await rows()).map(({ c, row }) => ({
      ...bookingFields(c.s, row, scope.lang),
      day: row[SERVICE_DAY_COLUMN],
    })),
    stuckCount: sum(counts),
    shares: sharesOf("stuck", counts),
  };
}

/** Begun bookings past their last day, not completed (bookings/due.ts "complete"), oldest first. */
export async function toComplete(scope: Scope, sold: Sold[]) {
  const { counts, rows } = await sectionOf(scope, sold, "complete");
  return {
    toComplete: (await rows()).map(({ c, row }) => ({
      ...bookingFields(c.s, row, scope.lang),
      day: row[SERVICE_DAY_COLUMN],
    })),
    toCompleteCount: sum(counts),
    shares: sharesOf("complete", counts),
  };
}

// ------------------------------------------------------------------ today

/** "HH:mm" in Vietnam of an instant column's value, or null. */
/** An order row's column its service's agenda names (a service's own column, read as data). */
const columnOf = (row: object, column: string): unknown => (row as Record<string, unknown>)[column];

const timeAt = (instant: unknown) =>
  typeof instant === "string" && instant.includes("T") && !Number.isNaN(Date.parse(instant)) ? timeOf(instant) : null;

/**
 * What keeps a booking from starting (§4): still waiting for the supplier's confirmation on its day
 * (its status one the confirming row starts from); an operator to confirm; a complete driver to start a transfer.
 */
function blockersOf(d: ServiceDescriptor, row: OrderRow): Blocker[] {
  // not yet started (contract/statuses.ts): what a start needs (an operator, a complete driver) still blocks it
  if (!isNotStarted(row.status)) return [];
  const out: Blocker[] = [];
  const confirming = confirmRow(d);
  if (confirming && fromOf(confirming).includes(row.status)) out.push("not_confirmed");
  if (d.contacts && !json(row[CONTACT_COLUMN.operator], null)) out.push("no_operator");
  if (d.startNeedsDriver && !driverComplete(json<Driver | null>(row[CONTACT_COLUMN.driver], null)))
    out.push("no_driver");
  return out;
}

/** At most this many of a service's events of a day (its lists hold the rest). */
export const TODAY_ROWS = 50;

/** A service's starts or ends of today going ahead (bookings/due.ts): their count and first rows in day order. */
async function todayOf(scope: Scope, s: Sold, due: "start" | "end") {
  const sel = dueSelection(due, s.d, s.parts.agenda, scope.clock);
  if (!sel) return { n: 0, rows: [] };
  const q = sectionQueries(scope.db, scope.agencyId, s.d.id, sel, TODAY_ROWS);
  const [{ n }] = (await q.count.execute()) as [{ n: number }];
  const candidates = Number(n) ? (await q.ids.execute()).map((c) => ({ ...c, s })) : [];
  return { n: Number(n), rows: (await rowsOf(scope, candidates, TODAY_ROWS)).map((x) => x.row) };
}

/** What a service's start of the day is called (none: a departure) and what its end is. */
const startKind = (s: Sold): TodayKind => (s.parts.agenda ? s.parts.agenda.start(s.d.id) : "departure");
const endKind = (s: Sold): TodayKind | null => s.parts.agenda?.end?.kind ?? null;

export async function todayItems(scope: Scope, sold: Sold[]) {
  const items: (Dashboard["todayItems"][number] & { at: string })[] = [];
  const starts = new Map<Sold, number>();
  const ends = new Map<Sold, number>();
  for (const s of sold) {
    const agenda = s.parts.agenda;
    const first = await todayOf(scope, s, "start");
    starts.set(s, first.n);
    for (const row of first.rows) {
      // its own time where it holds one (a pickup), else its service's (a stay's check-in window)
      const time = agenda?.startAt ? timeAt(columnOf(row, agenda.startAt)) : (agenda?.startTime ?? null);
      const blockers = blockersOf(s.d, row);
      items.push({ ...bookingFields(s, row, scope.lang), kind: startKind(s), time, blockers, at: time ?? "" });
    }
    const end = agenda?.end;
    if (!end) continue;
    const last = await todayOf(scope, s, "end");
    ends.set(s, last.n);
    for (const row of last.rows) {
      const time = end.holds === "instant" ? timeAt(columnOf(row, end.column)) : (end.time ?? null);
      items.push({ ...bookingFields(s, row, scope.lang), kind: end.kind, time, blockers: [], at: time ?? "" });
    }
  }
  // what cannot go ahead first (a blocker needs the supplier before the start), then the day in time
  // order: those without a time first (all day), then by service as the menu lists them
  const blocked = (i: { blockers: unknown[] }) => (i.blockers.length ? 0 : 1);
  return {
    todayItems: items
      .sort((a, b) => blocked(a) - blocked(b) || a.at.localeCompare(b.at))
      .map(({ at: _at, ...item }) => item),
    todayCount: sum(starts) + sum(ends),
    shares: [...sharesOf("start", starts, startKind), ...sharesOf("end", ends, endKind)],
  };
}
