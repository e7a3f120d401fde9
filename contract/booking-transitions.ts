// The supplier's booking actions (spec tours-cruises §4 "Agent transitions", §8 warnings), written
// once as a table per service: the status each action starts from, the day rule (today in
// Asia/Ho_Chi_Minh against the travel day) and the message when the day rule refuses. One function
// decides from the table; the back-office offers an action exactly when that function allows it,
// and the marketplace refuses a PATCH with the same answer.
//
// The day rules, read as one set: confirm and cancel until the travel day; start on the travel day
// only; complete from the booked service's last day on (the travel day for a one-day service).
// spec §4 says completing is "blocked if today is after the travel date", which left a begun booking
// stuck from the next morning and a multi-day tour or a cruise completable on its first day, before
// it ended; its own flow (start, customer confirms, complete) needs the later days, so completing is
// allowed from the last day on and refused only before it (the safer reading: nothing is completed
// that has not ended).

export const SUPPLIER_ACTIONS = ["confirmed", "cancelled", "agency_begin", "agency_completed"] as const;
export type SupplierAction = (typeof SUPPLIER_ACTIONS)[number];
/**
 * A status the supplier may set: the tours' kit actions above, or any target status a service's
 * table names as a row of its own (hotels set paid, completed, cancelled, refunded by hand).
 */
export type StatusAction = string;

/**
 * Where today must be against the travel day: any = whatever the day; until = on or before, on = that
 * day, from = on or after;
 * last = on or after the booked service's last day (travel day + its days − 1);
 * or where now must be against the travel instant (transport's pickup): before = strictly before, after = past it.
 */
export type DayRule = "any" | "until" | "on" | "from" | "last" | "before" | "after";

/** The marketplace's 409 message when the day rule refuses (the back-office translates it). */
export type DayRefusal =
  "warning_date_confirm" | "warning_date_cancel" | "warning_date_start" | "warning_date_complete";

/**
 * One row: the status (or statuses) the target is reached from, the day rule, and the message when
 * the day rule refuses (a row whose rule is `any` never refuses on the day, and needs none).
 */
export type Transition = { from: string | readonly string[]; day: DayRule; refusal?: DayRefusal };
/**
 * A service's rows keyed by the target status, in the order its buttons show; a target it lacks is
 * never the supplier's to set there. The tours' kit names the SUPPLIER_ACTIONS; a service may name
 * its own targets.
 */
export type TransitionTable = Readonly<Record<string, Transition>>;

/** The targets a table names, in its order. */
export const actionsOf = (table: TransitionTable): StatusAction[] =>
  Object.keys(table).filter((k) => Object.hasOwn(table, k));

/** The statuses a row starts from. */
export const fromOf = (row: Transition): readonly string[] => (typeof row.from === "string" ? [row.from] : row.from);

export const TOUR_TRANSITIONS = {
  confirmed: { from: "paid", day: "until", refusal: "warning_date_confirm" },
  cancelled: { from: "paid", day: "until", refusal: "warning_date_cancel" },
  agency_begin: { from: "confirmed", day: "on", refusal: "warning_date_start" },
  // too early only: "the service has not ended yet" (a cruise of N nights ends on day N + 1)
  agency_completed: { from: "begin", day: "last", refusal: "warning_date_complete" },
} as const satisfies TransitionTable;

/**
 * Hotels: spec hotels-bikes-transport §4 shows no transition rules ("Hotel booking status transition
 * rules: not shown") and says the supplier "may manually set paid, completed, cancelled or refunded".
 * The safer reading sets them only where the stay allows (marketplace/README.md writes the table
 * down): nothing leaves a final status (completed, not-come, refunded…); a stay waiting for
 * confirmation (wait-confirm) is the supplier's to confirm; paid from a waiting status;
 * completed from paid or confirmed, from the check-in day on (never before the guest could arrive);
 * cancelled while the stay has not begun (until the check-in day); refunded once money came in
 * (paid, confirmed) or after a cancellation.
 */
export const HOTEL_TRANSITIONS = {
  // §4 lists wait-confirm: the safer reading is that the supplier confirms it, until the check-in day
  confirmed: { from: "wait-confirm", day: "until", refusal: "warning_date_confirm" },
  paid: { from: ["wait_paid", "wait-confirm"], day: "any" },
  completed: { from: ["paid", "confirmed"], day: "from", refusal: "warning_date_complete" },
  cancelled: { from: ["wait_paid", "wait-confirm", "paid", "confirmed"], day: "until", refusal: "warning_date_cancel" },
  refunded: { from: ["paid", "confirmed", "cancelled"], day: "any" },
} as const satisfies TransitionTable;

/**
 * Bikes (spec hotels-bikes-transport §4 "Bike booking statuses"): from paid, confirm or cancel (a
 * reason required); a success message exists for agency_begin (start of rental). The spec gives no
 * day rule; as tours do, against the rental's days in Vietnam (its pickup day and return day):
 * confirm and cancel until the pickup day (nothing after the rental began), start on the pickup day
 * only, complete (agency_completed, once the customer confirmed the start: begin) from the return day
 * on. The rules judge days, not instants (the descriptor's judgedBy): the safer reading of "from the
 * return time" that a rental returned early the same day can still be completed.
 */
export const BIKE_TRANSITIONS = {
  confirmed: { from: "paid", day: "until", refusal: "warning_date_confirm" },
  cancelled: { from: "paid", day: "until", refusal: "warning_date_cancel" },
  agency_begin: { from: "confirmed", day: "on", refusal: "warning_date_start" },
  agency_completed: { from: "begin", day: "last", refusal: "warning_date_complete" },
} as const satisfies TransitionTable;

/**
 * Transport (spec hotels-bikes-transport §4, §8): confirm while the pickup is not yet past, cancel
 * only before the pickup time, start on the pickup day, complete once the pickup time has passed.
 * §8 names warningDateStart for "cancelling or starting at the wrong time". Starting also needs a
 * complete driver: a form rule, not a day rule.
 */
export const TRANSPORT_TRANSITIONS = {
  confirmed: { from: "paid", day: "before", refusal: "warning_date_confirm" },
  cancelled: { from: "paid", day: "before", refusal: "warning_date_start" },
  agency_begin: { from: "confirmed", day: "on", refusal: "warning_date_start" },
  agency_completed: { from: "begin", day: "after", refusal: "warning_date_complete" },
} as const satisfies TransitionTable;

/**
 * The other side's steps (spec tours-cruises §4 flow: the customer pays, confirms the start and the
 * completion, or abandons; the marketplace operator refunds or marks a no-show): the statuses each
 * starts from, where it leads, who acts. The marketplace runs them (its dev calls); the back-office
 * reads them to say whose move a booking waits for.
 */
export const OTHER_SIDE_EVENTS = {
  // bikes spell their waiting status wait-paid (hotels-bikes-transport §4, §9)
  pay: { from: ["wait_paid", "wait-paid", "wait-confirm"], to: "paid", actor: "customer" },
  "confirm-start": { from: ["agency_begin"], to: "begin", actor: "customer" },
  "confirm-complete": { from: ["agency_completed"], to: "completed", actor: "customer" },
  abandon: {
    from: ["wait_paid", "wait-paid", "wait-confirm", "paid", "confirmed"],
    to: "abandoned",
    actor: "customer",
  },
  refund: { from: ["paid", "confirmed", "cancelled", "abandoned"], to: "refunded", actor: "operator" },
  "not-come": { from: ["confirmed", "agency_begin"], to: "not-come", actor: "operator" },
} as const satisfies Record<string, { from: readonly string[]; to: string; actor: "customer" | "operator" }>;

/**
 * The instants an instant rule (before, after) compares: now and the travel instant (ISO 8601).
 * Without them such a rule refuses (the safer reading: no pickup time, no action).
 */
export type Moment = { now: string; at: string };

/**
 * The days a booked service lasts: a cruise of N nights N + 1 days (spec tours-cruises §3 "duration
 * (nights)", shown as nights+1 days), a tour its duration in minutes rounded up to whole days (§3
 * "duration (minutes = days*1440 + …)"), anything else one day.
 */
export function bookedDays(of: { nights?: number | null; minutes?: number | null }): number {
  if (of.nights != null && Number.isFinite(of.nights) && of.nights > 0) return Math.floor(of.nights) + 1;
  if (of.minutes != null && Number.isFinite(of.minutes) && of.minutes > 0) return Math.ceil(of.minutes / 1440);
  return 1;
}

/** The day `days` days long service starting on `first` (YYYY-MM-DD) ends on: first + days − 1. */
export function lastDayOf(first: string, days = 1): string {
  const n = Math.max(1, Math.floor(Number.isFinite(days) ? days : 1));
  const at = new Date(`${first}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return first;
  at.setUTCDate(at.getUTCDate() + n - 1);
  return at.toISOString().slice(0, 10);
}

/**
 * The booked service's days: its first (the travel day) and last day, both YYYY-MM-DD in Vietnam.
 * A plain travel day is a one-day service.
 */
export type TravelDays = string | { first: string; last: string };
const firstDay = (t: TravelDays) => (typeof t === "string" ? t : t.first);
const lastDay = (t: TravelDays) => (typeof t === "string" ? t : t.last);

/** Whether today (YYYY-MM-DD in Vietnam) fits the rule for these travel days, or now the travel instant. */
export function dayAllows(rule: DayRule, today: string, travel: TravelDays, moment?: Moment): boolean {
  const travelDay = firstDay(travel);
  switch (rule) {
    case "any":
      return true;
    case "before":
    case "after": {
      const now = moment ? Date.parse(moment.now) : NaN;
      const at = moment ? Date.parse(moment.at) : NaN;
      if (Number.isNaN(now) || Number.isNaN(at)) return false;
      return rule === "before" ? now < at : now > at;
    }
    case "until":
      return today <= travelDay;
    case "on":
      return today === travelDay;
    case "from":
      return today >= travelDay;
    case "last":
      return today >= lastDay(travel);
  }
}

/**
 * The answer to "may the supplier take this action now", in the contract's order:
 * - `invalid_transition`, status null: the action is not the supplier's (not in the table);
 * - `already_in_status`: the booking is already where the action leads (a replay changes nothing);
 * - `invalid_transition` with the status: the booking is not in the status the action starts from;
 * - the row's refusal: today does not fit the day rule.
 */
export type Verdict =
  | { ok: true }
  | { ok: false; message: "invalid_transition"; status: string | null }
  | { ok: false; message: "already_in_status"; status: string }
  | { ok: false; message: DayRefusal | "invalid_transition"; status: null };

export function decideAction(
  table: TransitionTable,
  action: string,
  status: string,
  today: string,
  travelDay: TravelDays,
  moment?: Moment,
): Verdict {
  const row = Object.hasOwn(table, action) ? table[action] : undefined;
  if (!row) return { ok: false, message: "invalid_transition", status: null };
  if (status === action) return { ok: false, message: "already_in_status", status };
  if (!fromOf(row).includes(status)) return { ok: false, message: "invalid_transition", status };
  if (!dayAllows(row.day, today, travelDay, moment))
    return { ok: false, message: row.refusal ?? "invalid_transition", status: null };
  return { ok: true };
}

/** The actions a booking offers today: exactly those decideAction allows, in the table's order. */
export function offeredActions(
  table: TransitionTable,
  status: string,
  today: string,
  travelDay: TravelDays,
  moment?: Moment,
): StatusAction[] {
  return actionsOf(table).filter((action) => decideAction(table, action, status, today, travelDay, moment).ok);
}

/**
 * Why a booking offers no action now, read from the same table (the back-office says it where the
 * buttons would be):
 * - `early`: an action of this status becomes possible later (its day or instant is still to come),
 *   `action` and `at` (the day YYYY-MM-DD, or the instant) say which and when;
 * - `late`: the status has actions but their time has passed: only the marketplace's support can settle it;
 * - `customer`: the supplier's part is done and the customer's next step is awaited;
 * - `operator`: closed for the supplier; the marketplace operator may still settle it (a refund);
 * - `closed`: nothing more happens to this booking;
 * - `none`: the service's table has no supplier action at all (its rules are not defined yet).
 * null when some action is offered.
 */
export type Idle =
  | { reason: "early"; action: StatusAction; at: string }
  | { reason: "late" | "customer" | "operator" | "closed" | "none" };

export function whyNoAction(
  table: TransitionTable,
  status: string,
  today: string,
  travel: TravelDays,
  moment?: Moment,
): Idle | null {
  if (offeredActions(table, status, today, travel, moment).length) return null;
  if (!actionsOf(table).length) return { reason: "none" };
  const rows = actionsOf(table).filter((a) => fromOf(table[a]!).includes(status));
  if (rows.length) {
    for (const action of rows) {
      const rule = table[action]!.day;
      const at =
        rule === "on" || rule === "from"
          ? firstDay(travel)
          : rule === "last"
            ? lastDay(travel)
            : rule === "after"
              ? (moment?.at ?? "")
              : "";
      // a rule that allows from some point on refuses only before it
      if (at && (rule === "after" ? !!moment && Date.parse(moment.now) <= Date.parse(at) : today < at))
        return { reason: "early", action, at };
    }
    return { reason: "late" };
  }
  const next = Object.values(OTHER_SIDE_EVENTS).filter((e) => (e.from as readonly string[]).includes(status));
  if (next.some((e) => e.actor === "customer")) return { reason: "customer" };
  if (next.length) return { reason: "operator" };
  return { reason: "closed" };
}
