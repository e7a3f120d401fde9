// Which bookings need the supplier, read from each service's transition table and day rules
// (tours-cruises §2 "Dashboard", §4; hotels-bikes-transport §4): the dashboard's sections count them
// and a bookings list narrowed by `due=` lists them, through this one definition, so a figure on the
// dashboard equals the list it links to. A service is never named here: its descriptor and its order
// parts' agenda (what its days are called, which columns hold them) say it all.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { fromOf, type DayRule, type Transition } from "@contract/booking-transitions";
import type { Due } from "@contract/dashboard";
import { GOING_AHEAD_STATUSES, statusesWith } from "@contract/statuses";
import type { ServiceDescriptor } from "@contract/services";
import type { Database } from "../db/schema.js";
import { dayBounds, dayOf } from "../shared/dates.js";
import { SERVICE_DAY_COLUMN } from "./columns.js";
import type { Agenda } from "./order-parts.js";

/** The instant and the Vietnam day an answer is for, and that day's bounds as instants. */
export type DueClock = { now: string; today: string; dayStart: string; dayEnd: string };

/** A minute in milliseconds: answers are for a minute (their times are HH:mm). */
const MINUTE = 60_000;

/** The clock of an answer at `at` (milliseconds), to the minute. */
export function dueClock(at: number): DueClock {
  const now = new Date(Math.floor(at / MINUTE) * MINUTE);
  const today = dayOf(now);
  const bounds = dayBounds({ start: today, end: today });
  return { now: now.toISOString(), today, dayStart: bounds.from!, dayEnd: bounds.to! };
}

/**
 * A booking going ahead: paid and not yet over (tours-cruises §4 flow: paid, confirmed, then started
 * by the supplier and the customer). Waiting payment, ended, completed or no-show ones need nothing
 * today. The catalogue's goingAhead trait (contract/statuses.ts).
 */
export const GOING_AHEAD = GOING_AHEAD_STATUSES;

/**
 * A column of `orders` holding a booking's day: its service day, or one its service's agenda names
 * (its last day's: check-out, return; its start's instant: a pickup).
 */
export type DayColumn =
  typeof SERVICE_DAY_COLUMN | NonNullable<Agenda["end"]>["column"] | NonNullable<Agenda["startAt"]>;
export type Bound = { column: DayColumn; op: "<" | "<=" | "=" | ">=" | ">"; value: string };

/** A section's bookings of one service: their statuses and the bounds on their days, listed in `by`'s order. */
export type Selection = { statuses: readonly string[]; bounds: Bound[]; by: DayColumn };

/**
 * The confirming row of a service's table, whatever it starts from (paid for tours, bikes and
 * transfers; a hotel's wait-confirm: hotels-bikes-transport §4), or null: the service has none.
 */
export const confirmRow = (d: ServiceDescriptor): Transition | null =>
  Object.hasOwn(d.transitions, "confirmed") ? d.transitions.confirmed! : null;

/** The completing row's starting statuses: the target that completes (agency_completed, completed). */
export const completeFrom = (d: ServiceDescriptor) => {
  const target = Object.keys(d.transitions).find((t) => t.endsWith("completed"));
  return target ? fromOf(d.transitions[target]!) : null;
};

const day = (op: Bound["op"], value: string): Bound => ({ column: SERVICE_DAY_COLUMN, op, value });

/** The bookings a day rule still allows acting on now (tours-cruises §4; the pickup instant: transport §4). */
function allowed(rule: DayRule, clock: DueClock, agenda: Agenda | undefined): Bound[] {
  const at = agenda?.startAt;
  switch (rule) {
    case "until":
      return [day(">=", clock.today)];
    case "on":
      return [day("=", clock.today)];
    case "from":
      return [day("<=", clock.today)];
    case "before":
      return [day(">=", clock.today), ...(at ? [{ column: at, op: ">", value: clock.now } as const] : [])];
    case "after":
      return at ? [{ column: at, op: "<", value: clock.now }] : [day("<=", clock.today)];
    default:
      return [];
  }
}

/** The bookings whose time under a day rule has passed for good (null: the rule never closes). */
function passed(rule: DayRule, clock: DueClock, agenda: Agenda | undefined): Bound[] | null {
  const at = agenda?.startAt;
  switch (rule) {
    case "until":
    case "on":
      return [day("<", clock.today)];
    case "before":
      // the pickup instant itself is no longer "before" it
      return at ? [{ column: at, op: "<=", value: clock.now }] : [day("<", clock.today)];
    default:
      return null;
  }
}

/**
 * Waiting for confirmation with nothing left the supplier may do: of the statuses the confirming row
 * starts from, those whose every row (confirm, cancel…) has a day rule that has passed — a stay still
 * waiting for confirmation past its check-in day may still be marked paid, so it is not stuck.
 */
function stuckSelection(d: ServiceDescriptor, row: Transition, clock: DueClock, agenda: Agenda | undefined) {
  const bounds: Bound[] = [];
  const statuses = fromOf(row).filter((status) => {
    const rows = Object.values(d.transitions).filter((r) => fromOf(r).includes(status));
    const closed = rows.map((r) => passed(r.day, clock, agenda));
    if (closed.some((b) => b === null)) return false;
    for (const b of closed.flat()) if (!bounds.some((x) => JSON.stringify(x) === JSON.stringify(b))) bounds.push(b!);
    return true;
  });
  return statuses.length ? { statuses, bounds, by: SERVICE_DAY_COLUMN } : null;
}

/** The bookings of one service a figure counts, or null: the service has none of that kind. */
export function dueSelection(due: Due, d: ServiceDescriptor, agenda: Agenda | undefined, clock: DueClock) {
  const row = confirmRow(d);
  const end = agenda?.end;
  switch (due) {
    case "confirm":
      return row ? { statuses: fromOf(row), bounds: allowed(row.day, clock, agenda), by: SERVICE_DAY_COLUMN } : null;
    case "stuck":
      return row ? stuckSelection(d, row, clock, agenda) : null;
    case "start":
      return { statuses: statusesWith("goingAhead"), bounds: [day("=", clock.today)], by: SERVICE_DAY_COLUMN };
    case "end": {
      if (!end) return null;
      const bounds: Bound[] =
        end.holds === "day"
          ? [{ column: end.column, op: "=", value: clock.today }]
          : [
              { column: end.column, op: ">=", value: clock.dayStart },
              { column: end.column, op: "<", value: clock.dayEnd },
            ];
      return { statuses: statusesWith("goingAhead"), bounds, by: end.column };
    }
    case "complete": {
      // before today by the last day where the booking holds one (a stay's check-out day, a rental's
      // return instant: hotels-bikes-transport §3), else by its service day (tours-cruises §4)
      const from = completeFrom(d);
      if (!from) return null;
      const last: Bound = end
        ? { column: end.column, op: "<", value: end.holds === "day" ? clock.today : clock.dayStart }
        : day("<", clock.today);
      return { statuses: from, bounds: [last], by: last.column };
    }
  }
}

type Eb = ExpressionBuilder<Database, "orders">;

/** One service's bookings of a selection. */
export function selectionFilter(eb: Eb, service: string, s: Selection): Expression<SqlBool> {
  const statuses = [...s.statuses];
  return eb.and([
    eb("service", "=", service),
    statuses.length === 1 ? eb("status", "=", statuses[0]!) : eb("status", "in", statuses),
    ...s.bounds.map((b) => eb(sql.ref(b.column), b.op, b.value)),
  ]);
}

/** A list's `due=`: the bookings of its services each selection names (none at all: an empty list). */
export function dueFilter(eb: Eb, selections: { service: string; selection: Selection | null }[]) {
  const parts = selections.flatMap(({ service, selection }) =>
    selection ? [selectionFilter(eb, service, selection)] : [],
  );
  return parts.length ? eb.or(parts) : sql<SqlBool>`0`;
}
