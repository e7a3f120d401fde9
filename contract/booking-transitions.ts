// The supplier's booking actions (spec tours-cruises §4 "Agent transitions", §8 warnings), written
// once as a table per service: the status each action starts from, the day rule (today in
// Asia/Ho_Chi_Minh against the travel day) and the message when the day rule refuses. One function
// decides from the table; the back-office offers an action exactly when that function allows it,
// and the marketplace refuses a PATCH with the same answer.
//
// The day rules, read as one set (issue 9): confirm and cancel until the travel day; start on the
// travel day only; complete from the travel day on. spec §4 says completing is "blocked if today is
// after the travel date", which left a begun booking stuck from the next morning and a multi-day tour
// completable on its first day only; its own flow (start, customer confirms, complete) needs the
// later days, so completing is allowed from the travel day on and refused only before it.

export const SUPPLIER_ACTIONS = ["confirmed", "cancelled", "agency_begin", "agency_completed"] as const;
export type SupplierAction = (typeof SUPPLIER_ACTIONS)[number];

/**
 * Where today must be against the travel day: until = on or before, on = that day, from = on or after;
 * or where now must be against the travel instant (transport's pickup): before = strictly before, after = past it.
 */
export type DayRule = "until" | "on" | "from" | "before" | "after";

/** The marketplace's 409 message when the day rule refuses (the back-office translates it). */
export type DayRefusal =
  "warning_date_confirm" | "warning_date_cancel" | "warning_date_start" | "warning_date_complete";

export type Transition = { from: string; day: DayRule; refusal: DayRefusal };
/** A service's actions; an action it lacks is never the supplier's to take there. */
export type TransitionTable = Readonly<Partial<Record<SupplierAction, Transition>>>;

export const TOUR_TRANSITIONS = {
  confirmed: { from: "paid", day: "until", refusal: "warning_date_confirm" },
  cancelled: { from: "paid", day: "until", refusal: "warning_date_cancel" },
  agency_begin: { from: "confirmed", day: "on", refusal: "warning_date_start" },
  // too early only: "it is not the travel date yet"
  agency_completed: { from: "begin", day: "from", refusal: "warning_date_complete" },
} as const satisfies TransitionTable;

/**
 * Hotels: spec hotels-bikes-transport §4 shows no transition rules ("Hotel booking status transition
 * rules: not shown"), only that the supplier "may manually set" some statuses from no stated status;
 * the safer reading offers no action until the hotel area defines them (a refused button is a defect).
 */
export const HOTEL_TRANSITIONS = {} as const satisfies TransitionTable;

/**
 * Bikes (spec hotels-bikes-transport §4): from paid, confirm or cancel. The spec gives no day rule;
 * the safer reading keeps the tours' one against the pickup day (nothing after the rental began).
 */
export const BIKE_TRANSITIONS = {
  confirmed: { from: "paid", day: "until", refusal: "warning_date_confirm" },
  cancelled: { from: "paid", day: "until", refusal: "warning_date_cancel" },
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

/** The table of each service. Cruises are tours to the rules. */
export const TRANSITIONS = {
  tour: TOUR_TRANSITIONS,
  cruise: TOUR_TRANSITIONS,
  hotel: HOTEL_TRANSITIONS,
  bike: BIKE_TRANSITIONS,
  transport: TRANSPORT_TRANSITIONS,
} as const satisfies Record<string, TransitionTable>;
export type TransitionService = keyof typeof TRANSITIONS;

/** The table for a service, tours' when the service has none of its own. */
export const transitionsOf = (service: string | null | undefined): TransitionTable =>
  service && Object.hasOwn(TRANSITIONS, service) ? TRANSITIONS[service as TransitionService] : TOUR_TRANSITIONS;

/**
 * The instants an instant rule (before, after) compares: now and the travel instant (ISO 8601).
 * Without them such a rule refuses (the safer reading: no pickup time, no action).
 */
export type Moment = { now: string; at: string };

/** Whether today (YYYY-MM-DD in Vietnam) fits the rule for this travel day (YYYY-MM-DD), or now the travel instant. */
export function dayAllows(rule: DayRule, today: string, travelDay: string, moment?: Moment): boolean {
  switch (rule) {
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
  | { ok: false; message: DayRefusal; status: null };

export function decideAction(
  table: TransitionTable,
  action: string,
  status: string,
  today: string,
  travelDay: string,
  moment?: Moment,
): Verdict {
  const row = Object.hasOwn(table, action) ? table[action as SupplierAction] : undefined;
  if (!row) return { ok: false, message: "invalid_transition", status: null };
  if (status === action) return { ok: false, message: "already_in_status", status };
  if (status !== row.from) return { ok: false, message: "invalid_transition", status };
  if (!dayAllows(row.day, today, travelDay, moment)) return { ok: false, message: row.refusal, status: null };
  return { ok: true };
}

/** The actions a booking offers today: exactly those decideAction allows, in the table's order. */
export function offeredActions(
  table: TransitionTable,
  status: string,
  today: string,
  travelDay: string,
  moment?: Moment,
): SupplierAction[] {
  return SUPPLIER_ACTIONS.filter((action) => decideAction(table, action, status, today, travelDay, moment).ok);
}
