// The dashboard's booking sections (tours-cruises §2 "Dashboard"; the spec's §4 transition tables):
// to confirm, today, to complete, and the menu's counts — for every service the supplier has, from
// its descriptor (transition table, contact people, driver rule, list path) and its order parts (its
// record, which names the booked listing; its agenda: what its days are called). A service is never
// named here: a new one appears with its descriptor and parts.
import { sql } from "kysely";
import { fromOf, type DayRule } from "@contract/booking-transitions";
import type { Driver } from "@contract/api/bookings";
import { DASHBOARD_ROWS, type Blocker, type Dashboard } from "@contract/api/dashboard";
import { bookingPaths, type ServiceDescriptor } from "@contract/services";
import { driverComplete } from "@contract/transport";
import type { DB } from "../db/database.js";
import { json } from "../shared/json.js";
import { timeOf } from "../shared/dates.js";
import type { Lang } from "../shared/translate.js";
import { CONTACT_COLUMN, SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import { orderPartsOf, type Agenda, type OrderParts } from "../bookings/order-parts.js";
import { orderColumns, type OrderRow } from "../bookings/record.js";

/** The instant and the Vietnam day the answer is for, and that day's bounds as instants. */
export type DashClock = { now: string; today: string; dayStart: string; dayEnd: string };
export type Scope = { db: DB; agencyId: string; lang: Lang; clock: DashClock };
/** A service the supplier sells with its order path. */
type Sold = { d: ServiceDescriptor; parts: OrderParts };

/**
 * A booking going ahead: paid and not yet over (tours-cruises §4 flow: paid, confirmed, then started
 * by the supplier and the customer). Waiting payment, ended, completed or no-show ones need nothing today.
 */
export const GOING_AHEAD = ["paid", "confirmed", "agency_begin", "begin"] as const;
/** Not yet started: what a start needs (an operator, a complete driver) still blocks it. */
const NOT_STARTED = new Set(["paid", "confirmed"]);

export const soldServices = (services: readonly ServiceDescriptor[]): Sold[] =>
  services.flatMap((d) => {
    const parts = orderPartsOf(d.id);
    return parts ? [{ d, parts }] : [];
  });

// ------------------------------------------------------------------ windows of the day rules

/** A column of the booking's days: its service day, or its last day's (a check-out day, a return instant). */
type DayColumn = typeof SERVICE_DAY_COLUMN | NonNullable<Agenda["end"]>["column"];
type Window = {
  from?: string;
  to?: string;
  /** strictly before this day (or instant), in that column */
  before?: { column: DayColumn; value: string };
  after?: { column: "date_pickup"; now: string };
};

/** The service days a day rule still allows today: the rows the section may list (tours-cruises §4). */
function windowOf(rule: DayRule, clock: DashClock, agenda: Agenda | undefined): Window {
  switch (rule) {
    case "until":
      return { from: clock.today };
    case "on":
      return { from: clock.today, to: clock.today };
    case "before":
      // hotels-bikes-transport §4: only while the pickup is not yet past
      return { from: clock.today, ...(agenda?.startAt ? { after: { column: agenda.startAt, now: clock.now } } : {}) };
    default:
      return {};
  }
}

/** The last Vietnam day a rule allows, for a booking of `day` (null: the rule sets none). */
const lastDayBy = (rule: DayRule, day: string) => (rule === "until" || rule === "on" || rule === "before" ? day : null);

/** A section's two queries for one service: how many, and the first ids in the section's order. */
export function sectionQueries(
  db: DB,
  agencyId: string,
  service: string,
  statuses: readonly string[],
  w: Window,
  order: "created" | "day",
) {
  const base = () => {
    let q = db
      .selectFrom("orders")
      .where("agency_id", "=", agencyId)
      .where("status", "in", [...statuses])
      .where("service", "=", service);
    if (w.from) q = q.where(SERVICE_DAY_COLUMN, ">=", w.from);
    if (w.to) q = q.where(SERVICE_DAY_COLUMN, "<=", w.to);
    if (w.before) q = q.where(w.before.column, "<", w.before.value);
    if (w.after) q = q.where(w.after.column, ">", w.after.now);
    return q;
  };
  const count = base().select((eb) => eb.fn.countAll<number>().as("n"));
  // the section's order: by creation, or by the day the window reads (its index's order)
  const by = order === "created" ? "created_at" : (w.before?.column ?? SERVICE_DAY_COLUMN);
  let ids = base().select(["_id", sql<string>`${sql.ref(by)}`.as("key")]);
  ids = ids.orderBy(sql.ref(by), "asc");
  ids = ids.orderBy("_id", "asc").limit(DASHBOARD_ROWS);
  return { count, ids };
}

/** A row's id, the value it is ordered by in its section, and its service. */
type Candidate = { _id: string; key: string; s: Sold };

/** Whole rows of the first DASHBOARD_ROWS candidates (merged across services in `by` order). */
async function rowsOf(scope: Scope, candidates: Candidate[]) {
  const first = candidates
    .sort((a, b) => a.key.localeCompare(b.key) || a._id.localeCompare(b._id))
    .slice(0, DASHBOARD_ROWS);
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

// ------------------------------------------------------------------ to confirm, to complete

/** The confirming row of a service's table: "confirmed" reached from "paid" (hotels have none: §4). */
const confirmRule = (d: ServiceDescriptor) => {
  const row = d.transitions.confirmed;
  return row && fromOf(row).includes("paid") ? row.day : null;
};

/** The paid bookings each service still allows confirming: their queries, by service. */
function confirmQueries(scope: Scope, sold: Sold[]) {
  return sold.flatMap((s) => {
    const rule = confirmRule(s.d);
    if (!rule) return [];
    const w = windowOf(rule, scope.clock, s.parts.agenda);
    return [{ s, q: sectionQueries(scope.db, scope.agencyId, s.d.id, ["paid"], w, "created") }];
  });
}

/** The menu's counts: each bookings list's path -> how many of its paid bookings wait to be confirmed. */
function badgesOf(counts: Map<Sold, number>) {
  const badges: Record<string, number> = {};
  for (const [s, n] of counts) {
    const path = bookingPaths(s.d).list;
    if (n) badges[path] = (badges[path] ?? 0) + n;
  }
  return badges;
}

async function confirmCounts(scope: Scope, sold: Sold[]) {
  const counts = new Map<Sold, number>();
  for (const { s, q } of confirmQueries(scope, sold)) {
    const [{ n }] = (await q.count.execute()) as [{ n: number }];
    counts.set(s, Number(n));
  }
  return counts;
}

/** The menu's counts alone (GET dashboard/badges: every page's menu). */
export async function confirmBadges(scope: Scope, sold: Sold[]) {
  return badgesOf(await confirmCounts(scope, sold));
}

export async function toConfirm(scope: Scope, sold: Sold[]) {
  const counts = await confirmCounts(scope, sold);
  const candidates: Candidate[] = [];
  for (const { s, q } of confirmQueries(scope, sold))
    for (const c of await q.ids.execute()) candidates.push({ ...c, s });
  const rows = await rowsOf(scope, candidates);
  return {
    toConfirm: rows.map(({ c, row }) => ({
      ...bookingFields(c.s, row, scope.lang),
      day: row[SERVICE_DAY_COLUMN],
      lastDay: lastDayBy(confirmRule(c.s.d)!, row[SERVICE_DAY_COLUMN]),
    })),
    toConfirmCount: [...counts.values()].reduce((a, b) => a + b, 0),
    badges: badgesOf(counts),
  };
}

/**
 * The completing row of a service's table: the target that completes it (tours' agency_completed,
 * hotels' completed) and the statuses it starts from (begun: tours-cruises §4).
 */
const completeFrom = (d: ServiceDescriptor) => {
  const target = Object.keys(d.transitions).find((t) => t.endsWith("completed"));
  return target ? fromOf(d.transitions[target]!) : null;
};

/**
 * Begun bookings past their day, not completed: before today by their last day where the booking
 * holds one (a stay's check-out day, a rental's return instant: hotels-bikes-transport §3), else by
 * their service day (a multi-day tour's last day is its tour's, not the booking's: its first day).
 */
export async function toComplete(scope: Scope, sold: Sold[]) {
  const candidates: Candidate[] = [];
  let total = 0;
  for (const s of sold) {
    const from = completeFrom(s.d);
    if (!from) continue;
    const end = s.parts.agenda?.end;
    const before = end
      ? { column: end.column, value: end.holds === "day" ? scope.clock.today : scope.clock.dayStart }
      : { column: SERVICE_DAY_COLUMN, value: scope.clock.today };
    const q = sectionQueries(scope.db, scope.agencyId, s.d.id, from, { before }, "day");
    const [{ n }] = (await q.count.execute()) as [{ n: number }];
    total += Number(n);
    for (const c of await q.ids.execute()) candidates.push({ ...c, s });
  }
  const rows = await rowsOf(scope, candidates);
  return {
    toComplete: rows.map(({ c, row }) => ({ ...bookingFields(c.s, row, scope.lang), day: row[SERVICE_DAY_COLUMN] })),
    toCompleteCount: total,
  };
}

// ------------------------------------------------------------------ today

/** "HH:mm" in Vietnam of an instant column's value, or null. */
const timeAt = (instant: unknown) =>
  typeof instant === "string" && instant.includes("T") && !Number.isNaN(Date.parse(instant)) ? timeOf(instant) : null;

/** What keeps a booking from starting (§4: an operator to confirm; a complete driver to start a transfer). */
function blockersOf(d: ServiceDescriptor, row: OrderRow): Blocker[] {
  if (!NOT_STARTED.has(row.status)) return [];
  const out: Blocker[] = [];
  if (d.contacts && !json(row[CONTACT_COLUMN.operator], null)) out.push("no_operator");
  if (d.startNeedsDriver && !driverComplete(json<Driver | null>(row[CONTACT_COLUMN.driver], null)))
    out.push("no_driver");
  return out;
}

/** At most this many of a service's events of a day (its lists hold the rest). */
export const TODAY_ROWS = 50;

/** A service's bookings whose day (or last day) is today and going ahead: the rows (in time order) and their count. */
export function todayQueries(scope: Scope, service: string, end?: NonNullable<Agenda["end"]>) {
  const { db, agencyId, clock } = scope;
  let q = orderColumns(db)
    .where("orders.agency_id", "=", agencyId)
    .where("orders.status", "in", [...GOING_AHEAD])
    .where("orders.service", "=", service);
  if (!end) q = q.where(`orders.${SERVICE_DAY_COLUMN}`, "=", clock.today);
  else if (end.holds === "day") q = q.where(`orders.${end.column}`, "=", clock.today);
  else q = q.where(`orders.${end.column}`, ">=", clock.dayStart).where(`orders.${end.column}`, "<", clock.dayEnd);
  return {
    // in the order of the day's index (its start's or end's column), then by id: never a walk of every booking
    rows: q
      .orderBy(sql.ref(`orders.${end ? end.column : SERVICE_DAY_COLUMN}`))
      .orderBy("orders._id")
      .limit(TODAY_ROWS),
    // the card says how many there are in all, not how many were listed
    count: q.clearSelect().select((eb) => eb.fn.countAll<number>().as("n")),
  };
}
export const todayQuery = (scope: Scope, service: string, end?: NonNullable<Agenda["end"]>) =>
  todayQueries(scope, service, end).rows;

export async function todayItems(scope: Scope, sold: Sold[]) {
  const items: (Dashboard["todayItems"][number] & { at: string })[] = [];
  let count = 0;
  const counted = async (q: ReturnType<typeof todayQueries>) => {
    const [{ n }] = (await q.count.execute()) as [{ n: number }];
    count += Number(n);
    return (await q.rows.execute()) as OrderRow[];
  };
  for (const s of sold) {
    const agenda = s.parts.agenda;
    for (const row of await counted(todayQueries(scope, s.d.id))) {
      const time = agenda?.startAt ? timeAt(row[agenda.startAt]) : null;
      const kind = agenda ? agenda.start(row.service) : "departure";
      const blockers = blockersOf(s.d, row);
      items.push({ ...bookingFields(s, row, scope.lang), kind, time, blockers, at: time ?? "" });
    }
    const end = agenda?.end;
    if (!end) continue;
    for (const row of await counted(todayQueries(scope, s.d.id, end))) {
      const time = end.holds === "instant" ? timeAt(row[end.column]) : null;
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
    todayCount: count,
  };
}
