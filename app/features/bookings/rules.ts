// spec tours-cruises §4 "Agent transitions" and §8 "Bookings": which action a booking offers
// today, and whether a posted action is allowed, both from the one transition table the
// marketplace also decides with (@contract/booking-transitions), the table of the booking's own
// service (@contract/services). "Today" is the calendar day in Asia/Ho_Chi_Minh (§9). The
// marketplace checks the same rules again (it never trusts us).
import {
  actionsOf,
  decideAction,
  offeredActions as offeredByTable,
  SUPPLIER_ACTIONS,
  whyNoAction,
  type Idle,
  type Moment,
  type TravelDays,
  type StatusAction,
} from "@contract/booking-transitions";
import { serviceOf, transitionsOf } from "@contract/services";

export const BOOKING_ACTIONS = SUPPLIER_ACTIONS;
/** A status the supplier sets: a target of the booking's service's table. */
export type BookingAction = StatusAction;

/** The targets a service's table names, in its order (a post naming another is not the supplier's). */
export const actionsOfService = (service: string): BookingAction[] => actionsOf(transitionsOf(service));

/** spec §4: contact update links are hidden once the booking is in one of its service's locked statuses. */
export const contactsEditable = (status: string, service: string) =>
  !serviceOf(service).contactsLocked.includes(status);

/** The buttons a booking shows today: exactly the actions checkAction lets through. */
export function offeredActions(
  status: string,
  today: string,
  dateTravel: TravelDays,
  service: string,
  moment?: Moment,
): BookingAction[] {
  return offeredByTable(transitionsOf(service), status, today, dateTravel, moment);
}

/** Why the booking shows no button today (null when it shows some), from the same table. */
export function idleReason(
  status: string,
  today: string,
  dateTravel: TravelDays,
  service: string,
  moment?: Moment,
): Idle | null {
  return whyNoAction(transitionsOf(service), status, today, dateTravel, moment);
}

export type Refusal =
  "invalidTransition" | "warningDateConfirm" | "warningDateCancel" | "warningDateComplete" | "warningDateStart";

/** The marketplace's 409 messages, as our warning keys (`bookings:action.<key>`). */
const REFUSALS: Record<string, Refusal | "alreadyInStatus" | "contactLocked" | "warningDriver"> = {
  invalid_transition: "invalidTransition",
  already_in_status: "alreadyInStatus",
  warning_date_confirm: "warningDateConfirm",
  warning_date_cancel: "warningDateCancel",
  warning_date_start: "warningDateStart",
  warning_date_complete: "warningDateComplete",
  contact_locked: "contactLocked",
  warning_driver: "warningDriver",
};
export const refusalFromApi = (
  message: string,
): Refusal | "alreadyInStatus" | "contactLocked" | "warningDriver" | null =>
  Object.hasOwn(REFUSALS, message) ? REFUSALS[message]! : null;

/**
 * Whether an action may run: null when it may, "alreadyInStatus" when the booking is already
 * there (a replay: nothing to do, and not a success either), else the warning to show (§8).
 */
export function checkAction(
  action: BookingAction,
  status: string,
  today: string,
  dateTravel: TravelDays,
  service: string,
  moment?: Moment,
): Refusal | "alreadyInStatus" | null {
  const verdict = decideAction(transitionsOf(service), action, status, today, dateTravel, moment);
  return verdict.ok ? null : (refusalFromApi(verdict.message) as Refusal | "alreadyInStatus");
}
