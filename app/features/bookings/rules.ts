// spec tours-cruises §4 "Agent transitions" and §8 "Bookings": which action a booking offers
// today, and whether a posted action is allowed. "Today" is the calendar day in
// Asia/Ho_Chi_Minh (§9). The marketplace checks the same rules again (it never trusts us).
export const BOOKING_ACTIONS = ["confirmed", "cancelled", "agency_begin", "agency_completed"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The status an action starts from. */
export const ACTION_FROM: Record<BookingAction, string> = {
  confirmed: "paid",
  cancelled: "paid",
  agency_begin: "confirmed",
  agency_completed: "begin",
};

/** spec §4: contact update links are hidden once the booking is in one of these. */
export const CONTACTS_LOCKED = ["completed", "agency_completed", "abandoned", "cancelled", "refunded"];
export const contactsEditable = (status: string) => !CONTACTS_LOCKED.includes(status);

/** spec §9 "Statistics status tab order". */
export const STATISTIC_STATUSES = [
  "wait_paid", "wait-confirm", "paid", "confirmed", "agency_begin", "begin", "agency_completed", "completed", "not-come", "cancelled", "abandoned",
] as const;

/** Every booking status of spec §4, for filters and labels. */
export const BOOKING_STATUSES = [...STATISTIC_STATUSES, "refunded", "trash"] as const;

/** The buttons a booking shows today (spec §4: "button only when / when …"). */
export function offeredActions(status: string, today: string, dateTravel: string): BookingAction[] {
  const out: BookingAction[] = [];
  if (status === "paid" && today <= dateTravel) out.push("confirmed");
  // cancel is refused after the travel date (§8 warningDateComplete): not offered then either
  if (status === "paid" && today <= dateTravel) out.push("cancelled");
  if (status === "confirmed" && today >= dateTravel) out.push("agency_begin");
  if (status === "begin" && today >= dateTravel) out.push("agency_completed");
  return out;
}

export type Refusal = "invalidTransition" | "warningDateConfirm" | "warningDateComplete" | "warningDateStart" | "warningDateNotYet";

/**
 * Whether an action may run: null when it may, else the warning to show (§8). A booking already
 * in the target status is "done" (a replayed post changes nothing and is not an error).
 */
export function checkAction(action: BookingAction, status: string, today: string, dateTravel: string): Refusal | "done" | null {
  if (status === action) return "done";
  if (status !== ACTION_FROM[action]) return "invalidTransition";
  switch (action) {
    case "confirmed":
      // §4 offers confirm only up to the travel day; a stale page posting later is refused
      return today > dateTravel ? "warningDateConfirm" : null;
    case "cancelled":
      return today > dateTravel ? "warningDateComplete" : null;
    case "agency_begin":
      return today !== dateTravel ? "warningDateStart" : null;
    case "agency_completed":
      // spec §4 read literally: offered on or after the travel date, refused with warningDateComplete
      // when today is after it — so a supplier completes on the travel day itself
      if (today > dateTravel) return "warningDateComplete";
      return today < dateTravel ? "warningDateNotYet" : null;
  }
}

/** The marketplace's 409 message for a refused transition, as our warning key. */
const REFUSALS: Record<string, Refusal | "contactLocked"> = {
  invalid_transition: "invalidTransition",
  warning_date_confirm: "warningDateConfirm",
  warning_date_complete: "warningDateComplete",
  warning_date_start: "warningDateStart",
  warning_date_not_yet: "warningDateNotYet",
  contact_locked: "contactLocked",
};
export const refusalFromApi = (message: string): Refusal | "contactLocked" | null => REFUSALS[message] ?? null;
