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

/** Where today must be against the travel day: until = on or before, on = that day, from = on or after. */
export type DayRule = "until" | "on" | "from";

/** The marketplace's 409 message when the day rule refuses (the back-office translates it). */
export type DayRefusal = "warning_date_confirm" | "warning_date_cancel" | "warning_date_start" | "warning_date_complete";

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
 * The table of each service. Cruises are tours to the rules. Transport adds its own table here
 * when it lands (its pickup rules compare instants, spec hotels-bikes-transport §4).
 */
export const TRANSITIONS = { tour: TOUR_TRANSITIONS, cruise: TOUR_TRANSITIONS } as const satisfies Record<string, TransitionTable>;
export type TransitionService = keyof typeof TRANSITIONS;

/** The table for a service, tours' when the service has none of its own. */
export const transitionsOf = (service: string | null | undefined): TransitionTable =>
  (service && Object.hasOwn(TRANSITIONS, service) ? TRANSITIONS[service as TransitionService] : TOUR_TRANSITIONS);

/** Whether today (YYYY-MM-DD in Vietnam) fits the rule for this travel day (YYYY-MM-DD). */
export function dayAllows(rule: DayRule, today: string, travelDay: string): boolean {
  switch (rule) {
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

export function decideAction(table: TransitionTable, action: string, status: string, today: string, travelDay: string): Verdict {
  const row = Object.hasOwn(table, action) ? table[action as SupplierAction] : undefined;
  if (!row) return { ok: false, message: "invalid_transition", status: null };
  if (status === action) return { ok: false, message: "already_in_status", status };
  if (status !== row.from) return { ok: false, message: "invalid_transition", status };
  if (!dayAllows(row.day, today, travelDay)) return { ok: false, message: row.refusal, status: null };
  return { ok: true };
}

/** The actions a booking offers today: exactly those decideAction allows, in the table's order. */
export function offeredActions(table: TransitionTable, status: string, today: string, travelDay: string): SupplierAction[] {
  return SUPPLIER_ACTIONS.filter((action) => decideAction(table, action, status, today, travelDay).ok);
}
