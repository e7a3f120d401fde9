// spec tours-cruises §4 "Booking statuses" and the bookings contract's rules: which status change
// the supplier (PATCH order/{id}) and the other side (dev events) may make, decided from the
// current status, the travel day and today in Vietnam. Pure: the routes bring the facts.
import { decideAction, OTHER_SIDE_EVENTS, type TravelDays } from "@contract/booking-transitions";
import { TOUR, transitionsOf } from "@contract/services";

// every status a tour or cruise booking can be in, in the spec's order (one list: the descriptor's)
export const ORDER_STATUSES = TOUR.statuses.all;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type Decision = { ok: true } | { ok: false; code: 409; message: string; data: { status: string } | null };

const refuse = (message: string, data: { status: string } | null = null): Decision => ({
  ok: false,
  code: 409,
  message,
  data,
});

/**
 * The supplier's status change, decided by the transition table both sides share
 * (@contract/booking-transitions), in the contract's order: a known target; the same status again
 * (409 already_in_status: a replay changes nothing and is not reported as done); the status it
 * must come from; then the travel day against today.
 */
export function decideTransition(
  current: string,
  target: string,
  today: string,
  dateTravel: TravelDays,
  service: string,
): Decision {
  // an unknown service throws (never read as another service's)
  const verdict = decideAction(transitionsOf(service), target, current, today, dateTravel);
  if (verdict.ok) return { ok: true };
  return refuse(verdict.message, verdict.status === null ? null : { status: verdict.status });
}

/** updInfo (the contact people) is refused once the booking is over (spec §4; `locked`: its service's statuses saying so). */
export function decideInfoUpdate(current: string, locked: readonly string[]): Decision {
  return locked.includes(current) ? refuse("contact_locked", { status: current }) : { ok: true };
}

/** The other side's events (dev calls): the contract's table, beside the supplier's (a bike's wait-paid among the statuses they start from). */
export const EVENTS = OTHER_SIDE_EVENTS satisfies Record<
  string,
  { from: readonly string[]; to: OrderStatus; actor: "customer" | "operator" }
>;
export type EventName = keyof typeof EVENTS;
export const isEvent = (name: string): name is EventName => Object.hasOwn(EVENTS, name);

export function decideEvent(current: string, event: EventName): Decision {
  return (EVENTS[event].from as readonly string[]).includes(current)
    ? { ok: true }
    : refuse("invalid_transition", { status: current });
}
