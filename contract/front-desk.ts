// The front desk and the rate calendar: the rules both sides read, written once (pure, no I/O).
//
// Design note. A hotel owner coming from Booking.com's extranet or QloApps, or a rental shop coming
// from Bókun, looks first for the day's arrivals and the rate calendar. The marketplace answers:
//
// - "Stop-sell and restrictions per day" (spec hotels-bikes-transport §3 "Room calendar entry", §5
//   "Hotel room date edit"): a room type's night keeps, beside its price and rooms for sale, a
//   stop-sell flag, a minimum and a maximum stay, closed to arrival and closed to departure. Closing
//   a night never loses its price and count: stop-sell is a flag, opening it again is clearing it.
//   The stay rules are read as the extranets read them: stop-sell on any night of the stay, the
//   minimum and maximum stay and closed-to-arrival on the arrival night, closed-to-departure on the
//   check-out day (not a night of the stay, but a day of the calendar). A booking that breaks one
//   is refused with 409 and the rule's key (`stayRefusal`), in the booking's transaction.
// - "Bulk update of days already on sale" and "Weekday prices": a range with a weekday choice
//   changes price (or a price per weekday), rooms for sale, stop-sell or restrictions of the days
//   already set; a day whose rooms for sale would fall below what is booked cannot be changed and is
//   named with its booked count; a day without a setting is named too (the schedule sets it).
//   `planBulk` is the one plan: the preview answers it, the write re-plans inside its transaction
//   and applies every changeable day at once.
// - "Today at the desk": arrivals, departures and guests in house per hotel; check-in and check-out
//   are recorded on the booking (its history holds them); a guest not arrived by the end of the
//   arrival day can be marked not-come from the next day on (`decideHotelDesk`). The booking's
//   status actions stay those of the service's transition table (contract/booking-transitions.ts).
// - "Rentals out today": pickups due, out now, returns due and overdue; handover and return times
//   are recorded; an option may list its units, a handover gives units of the booked options (one
//   per bike), a unit out cannot be given twice; a deposit is held at handover and returned or kept
//   (with a reason) at return (`decideBikeDesk`).
import { actionsOf, type DayRule, type TransitionTable } from "./booking-transitions";
import { addDays, weekdayOf } from "./calendar";
import { statusOf } from "./statuses";

// ------------------------------------------------------------------ restrictions

/** The restrictions a room type's night keeps beside its price and count. */
export type NightRules = {
  stop_sell: boolean;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
};
export const NO_RULES: NightRules = {
  stop_sell: false,
  min_stay: null,
  max_stay: null,
  closed_to_arrival: false,
  closed_to_departure: false,
};
/** The longest stay a booking holds (marketplace/README.md "hotel bookings", contract/api/dev.ts). */
export const STAY_NIGHTS_MAX = 30;
/** Bounds of a stay rule: 1–30 nights (a stay is at most STAY_NIGHTS_MAX nights). */
export const STAY_RULE_BOUNDS = { min: 1, max: STAY_NIGHTS_MAX } as const;

/** The 409 keys of a stay that breaks a night's rule. */
export type StayRule = "stop_sell" | "closed_to_arrival" | "min_stay" | "max_stay" | "closed_to_departure";
export type StayRefusal = { rule: StayRule; date: string; bound?: number };

/** The nights of a stay: the check-in day up to the day before check-out. */
const nightsOf = (checkin: string, checkout: string) => {
  const nights: string[] = [];
  for (let d = checkin; d < checkout; d = addDays(d, 1)) nights.push(d);
  return nights;
};

/**
 * The first rule a stay breaks, given the room type's rules by day (a day without rules breaks none):
 * stop-sell on any night, then on the arrival night closed-to-arrival, minimum and maximum stay, then
 * closed-to-departure on the check-out day. null when the stay may be booked.
 */
export function stayRefusal(
  checkin: string,
  checkout: string,
  rulesOn: (date: string) => NightRules | undefined,
): StayRefusal | null {
  const nights = nightsOf(checkin, checkout);
  const closed = nights.find((n) => rulesOn(n)?.stop_sell);
  if (closed) return { rule: "stop_sell", date: closed };
  const arrival = rulesOn(checkin);
  if (arrival?.closed_to_arrival) return { rule: "closed_to_arrival", date: checkin };
  if (arrival?.min_stay && nights.length < arrival.min_stay)
    return { rule: "min_stay", date: checkin, bound: arrival.min_stay };
  if (arrival?.max_stay && nights.length > arrival.max_stay)
    return { rule: "max_stay", date: checkin, bound: arrival.max_stay };
  if (rulesOn(checkout)?.closed_to_departure) return { rule: "closed_to_departure", date: checkout };
  return null;
}

// ------------------------------------------------------------------ bulk update

/** A stored night as the bulk update reads it. */
export type BulkDay = NightRules & {
  _id: string;
  date: string;
  room_available: number;
  empty: number;
  price: number;
};
/** What a bulk update changes (every field optional; `null` clears a stay rule). */
export type BulkChange = Partial<NightRules> & {
  price?: number;
  /** a price per weekday, 0 = Sunday … 6 = Saturday; a weekday not named takes `price` (or keeps its own) */
  weekday_prices?: Partial<Record<string, number | null>>;
  room_available?: number;
};
type DayValues = Omit<BulkDay, "_id" | "date" | "empty">;
export type BulkPlan = {
  /** the days that change: their stored id, what they were and what they become (the changed fields only) */
  changes: { date: string; _id: string; before: Partial<DayValues>; after: Partial<DayValues> }[];
  /** the days that cannot change: rooms for sale below what is booked */
  refused: { date: string; reason: "below_booked"; booked: number }[];
  /** the days of the range without a setting (a schedule sets them) */
  unset: string[];
  /** the days already as asked */
  unchanged: string[];
};

/** What a bulk update may change on a day, in the order its preview shows them. */
export const BULK_FIELDS = [
  "price",
  "room_available",
  "stop_sell",
  "min_stay",
  "max_stay",
  "closed_to_arrival",
  "closed_to_departure",
] as const;

/** The price a day takes: its weekday's, else the change's price, else its own. */
function priceFor(change: BulkChange, date: string, own: number): number {
  const weekday = change.weekday_prices?.[String(weekdayOf(date))];
  return weekday ?? change.price ?? own;
}

/** The plan of a bulk update over `dates` (the range's days, weekdays chosen), from the stored days. */
export function planBulk(days: readonly BulkDay[], dates: readonly string[], change: BulkChange): BulkPlan {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const plan: BulkPlan = { changes: [], refused: [], unset: [], unchanged: [] };
  for (const date of dates) {
    const day = byDate.get(date);
    if (!day) {
      plan.unset.push(date);
      continue;
    }
    const booked = day.room_available - day.empty;
    if (change.room_available !== undefined && change.room_available < booked) {
      plan.refused.push({ date, reason: "below_booked", booked });
      continue;
    }
    const target: DayValues = {
      price: priceFor(change, date, day.price),
      room_available: change.room_available ?? day.room_available,
      stop_sell: change.stop_sell ?? day.stop_sell,
      min_stay: change.min_stay === undefined ? day.min_stay : change.min_stay,
      max_stay: change.max_stay === undefined ? day.max_stay : change.max_stay,
      closed_to_arrival: change.closed_to_arrival ?? day.closed_to_arrival,
      closed_to_departure: change.closed_to_departure ?? day.closed_to_departure,
    };
    const before: Partial<DayValues> = {};
    const after: Partial<DayValues> = {};
    for (const f of BULK_FIELDS) {
      if (target[f] === day[f]) continue;
      (before as Record<string, unknown>)[f] = day[f];
      (after as Record<string, unknown>)[f] = target[f];
    }
    if (Object.keys(after).length) plan.changes.push({ date, _id: day._id, before, after });
    else plan.unchanged.push(date);
  }
  return plan;
}

// ------------------------------------------------------------------ the desk's actions

/** A desk refusal: 409 with its key (the back-office translates it), or `invalid_transition` for the status. */
export type DeskVerdict = { ok: true } | { ok: false; message: string };
const no = (message: string): DeskVerdict => ({ ok: false, message });
const YES: DeskVerdict = { ok: true };

export const HOTEL_DESK_ACTIONS = ["check_in", "check_out", "not_come"] as const;
export type HotelDeskAction = (typeof HOTEL_DESK_ACTIONS)[number];
/** The statuses a stay goes ahead in (money in, or confirmed): the guest may arrive. */
export const STAY_AHEAD = ["paid", "confirmed"] as const;

export type DeskStay = {
  status: string;
  checkin: string;
  checkout: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
};

/**
 * Whether the desk may do `action` on a stay today (YYYY-MM-DD in Vietnam):
 * check-in from the arrival day until the day before check-out, once, on a stay going ahead;
 * check-out once after the check-in (a completed stay too); not-come on a stay going ahead whose guest
 * has not checked in, from the day after the arrival day (the guest had the whole day to come).
 */
export function decideHotelDesk(action: HotelDeskAction, s: DeskStay, today: string): DeskVerdict {
  const ahead = (STAY_AHEAD as readonly string[]).includes(s.status);
  switch (action) {
    case "check_in":
      if (s.checked_in_at) return no("already_checked_in");
      if (!ahead) return no("invalid_transition");
      if (today < s.checkin || today >= s.checkout) return no("warning_date_checkin");
      return YES;
    case "check_out":
      if (!s.checked_in_at) return no("not_checked_in");
      if (s.checked_out_at) return no("already_checked_out");
      if (!ahead && s.status !== "completed") return no("invalid_transition");
      return YES;
    case "not_come":
      if (s.checked_in_at) return no("already_checked_in");
      if (!ahead) return no("invalid_transition");
      if (today <= s.checkin) return no("warning_date_not_come");
      return YES;
  }
}

export const hotelDeskActions = (s: DeskStay, today: string): HotelDeskAction[] =>
  HOTEL_DESK_ACTIONS.filter((a) => decideHotelDesk(a, s, today).ok);

/** The day rules that refuse once the stay has begun (until its first day, before its instant). */
const BEFORE_START: ReadonlySet<DayRule> = new Set(["until", "before"]);

/**
 * Before the stay: a status change that lets it go ahead (confirm) or calls it off (cancel), allowed
 * only until it begins. Once begun (the guest checked in): one that ends it as stayed (complete), allowed
 * from its start. Money (paid, refunded) is allowed any day and belongs to the booking's own page.
 */
const beforeStay = (table: TransitionTable, a: string) => {
  const target = statusOf(a);
  return !!target && (target.ended || target.goingAhead) && BEFORE_START.has(table[a]!.day);
};
const duringStay = (table: TransitionTable, a: string) =>
  !!statusOf(a)?.started && table[a]!.day !== "any" && !BEFORE_START.has(table[a]!.day);

/**
 * The status changes of a service's table the desk offers beside its own steps (the actions the
 * booking allows, spec hotels-bikes-transport §4 "Hotel booking statuses"): confirm and cancel before
 * the stay, complete once it began. Read from the table's day rules and the catalogue's traits, so a
 * new row is placed by what it is.
 */
export const deskStatusActions = (table: TransitionTable): string[] =>
  actionsOf(table).filter((a) => beforeStay(table, a) || duringStay(table, a));

/**
 * Of the status changes a stay's table allows today (`offered`), those its row at the desk shows:
 * before the guest checked in, confirm and cancel; after, complete (the stay has begun, nothing calls it
 * off any more).
 */
export const hotelDeskStatusActions = (table: TransitionTable, offered: readonly string[], s: DeskStay): string[] =>
  offered.filter((a) => (s.checked_in_at ? duringStay(table, a) : beforeStay(table, a)));

/**
 * Why a stay offers the desk nothing today (no step, no status change): the refusal of the step it is
 * at — its check-in before the guest arrived, its check-out after — as a key of the desk's words
 * (`already_checked_out`, `warning_date_checkin`, `invalid_transition`…). null when that step is allowed.
 */
export function hotelDeskIdle(s: DeskStay, today: string): string | null {
  const v = decideHotelDesk(s.checked_in_at ? "check_out" : "check_in", s, today);
  return v.ok ? null : v.message;
}

export const BIKE_DESK_ACTIONS = ["handover", "return"] as const;
export type BikeDeskAction = (typeof BIKE_DESK_ACTIONS)[number];
/** The statuses a rental may be handed over in: confirmed by the shop, or started. */
export const RENTAL_AHEAD = ["confirmed", "agency_begin", "begin"] as const;

export type DeskRental = {
  status: string;
  pickupDay: string;
  returnDay: string;
  handed_over_at: string | null;
  returned_at: string | null;
};

/**
 * Whether the desk may do `action` on a rental today: hand over once, a confirmed (or started) rental,
 * from its pickup day until its return day; take back once what was handed over.
 */
export function decideBikeDesk(action: BikeDeskAction, r: DeskRental, today: string): DeskVerdict {
  if (action === "handover") {
    if (r.handed_over_at) return no("already_handed_over");
    if (!(RENTAL_AHEAD as readonly string[]).includes(r.status)) return no("invalid_transition");
    if (today < r.pickupDay || today > r.returnDay) return no("warning_date_handover");
    return YES;
  }
  if (!r.handed_over_at) return no("not_handed_over");
  if (r.returned_at) return no("already_returned");
  return YES;
}

export const bikeDeskActions = (r: DeskRental, today: string): BikeDeskAction[] =>
  BIKE_DESK_ACTIONS.filter((a) => decideBikeDesk(a, r, today).ok);

/** Why a rental offers the desk nothing today: the refusal of the step it is at (handover, then return). */
export function bikeDeskIdle(r: DeskRental, today: string): string | null {
  const v = decideBikeDesk(r.handed_over_at ? "return" : "handover", r, today);
  return v.ok ? null : v.message;
}

/** What is still due on a booking: its total less the money that came in (never below 0), rounded to 2 decimals. */
export const amountDue = (total: number, paidIn: number) => Math.max(0, Math.round((total - paidIn) * 100) / 100);
