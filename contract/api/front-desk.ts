// The front desk's and the rate calendar's calls (contract/front-desk.ts holds their rules and the
// design note): the rooms' bulk update, the today pages of hotels and bikes, check-in, check-out and
// not-come, a rental's handover and return, an option's units. Field messages are keys.
import { z } from "../zod";
import { STAY_RULE_BOUNDS, type BulkPlan, type HotelDeskAction, type BikeDeskAction } from "../front-desk";
import { excludedWeekdays } from "./cabin-calendar";
import { ListQuery } from "./list";
import { choice, isoDate, isoInstant, issue, optionalText, requiredText } from "./fields";
import { roomPrice, roomsForSale, weekdayPrices } from "./hotels";
import { checkStayBounds, STAY_RULE_FIELDS } from "./stay-rules";

export { STAY_RULE_BOUNDS };

/** At most this many room types in one bulk update (a hotel's every room type). */
export const BULK_ROOMS_MAX = 50;

/**
 * POST hotel/calendar/bulk: the nights already set of these room types over a range (weekdays left
 * out by `exclusion_date`) take any of price / weekday prices / rooms for sale / stop-sell /
 * restrictions. `preview` answers the plan and writes nothing.
 */
export const RoomBulkSchema = z
  .object({
    rooms: z
      .array(requiredText(64), { error: "required" })
      .min(1, { error: "required" })
      .max(BULK_ROOMS_MAX)
      .transform((r) => [...new Set(r)]),
    dateStart: z.string({ error: "required" }).pipe(isoDate),
    dateEnd: z.string({ error: "required" }).pipe(isoDate),
    exclusion_date: excludedWeekdays,
    price: roomPrice.optional(),
    weekday_prices: weekdayPrices,
    room_available: roomsForSale.optional(),
    ...STAY_RULE_FIELDS,
    preview: z.boolean({ error: "invalid_type" }).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    checkStayBounds(b, ctx);
    const changes = [
      b.price,
      b.weekday_prices && Object.values(b.weekday_prices).some((p) => p != null) ? 1 : undefined,
      b.room_available,
      b.stop_sell,
      b.min_stay,
      b.max_stay,
      b.closed_to_arrival,
      b.closed_to_departure,
    ];
    // nothing to change is a form left empty: said on the first field of the form
    if (changes.every((c) => c === undefined)) issue(ctx, ["price"], "nothing_to_change");
  });
export type RoomBulk = z.output<typeof RoomBulkSchema>;

/** The bulk update's answer: per room type, the plan (the preview) or what was written. */
export type RoomBulkAnswer = {
  preview: boolean;
  rooms: ({ room: string } & BulkPlan)[];
};

/** GET hotel/today and GET bike/today: a day in Vietnam (default today there), names in `lang`. */
export const TodayQuery = z.object({
  date: isoDate.optional(),
  lang: z.enum(["vi", "en"]).optional().catch(undefined),
  /** the instant the answer is for: honoured only with the dev calls on (as GET dashboard's) */
  at: isoInstant.optional().catch(undefined),
});
/** GET hotel/today pages the day's stays (marketplace-api.md "Conventions", lists): `page`, `perPage` (-1 = all). */
export const HotelTodayQuery = TodayQuery.extend(ListQuery.pick({ page: true, perPage: true }).shape);
/** The desk's steps take `?at=` the same way (dev calls on only): the instant they are judged at. */
export const DeskClockQuery = TodayQuery.pick({ at: true });

/** POST hotel/order/{id}/not-come: an optional reason (kept as the booking's reason_cancel). */
export const NotComeSchema = z.object({ reason: optionalText(200) }).strict();
/** POST hotel/order/{id}/check-in and check-out take no body (an empty object at most). */
export const DeskEmptySchema = z.object({}).strict();

/** POST bike/order/{id}/handover: the units given (unit ids), one per bike of the options that list units. */
export const HandoverSchema = z
  .object({ units: z.array(requiredText(64), { error: "invalid_type" }).max(1000).optional() })
  .strict();
export type Handover = z.output<typeof HandoverSchema>;

export const DEPOSIT_OUTCOMES = ["returned", "kept"] as const;
/** POST bike/order/{id}/return: what became of a held deposit (kept needs a reason). */
export const ReturnSchema = z
  .object({ deposit: choice(DEPOSIT_OUTCOMES).optional(), deposit_reason: optionalText(200) })
  .strict()
  .superRefine((b, ctx) => {
    if (b.deposit === "kept" && !b.deposit_reason) issue(ctx, ["deposit_reason"], "required");
  });
export type Return = z.output<typeof ReturnSchema>;

/** The longest plate or frame number. */
export const UNIT_LABEL_MAX = 30;
/** POST bike/unit: a unit of an option, named by its plate or frame number. */
export const BikeUnitSchema = z.object({ option: requiredText(64), label: requiredText(UNIT_LABEL_MAX) }).strict();
/** GET bike/unit?option= */
export const BikeUnitQuery = z.object({ option: requiredText(64) });

// ------------------------------------------------------------------ records

export type BikeUnitRecord = {
  _id: string;
  option: string;
  label: string;
  /** the rental it is out on (its booking number), or null */
  out: { order: string; uid: string } | null;
  created_at: string;
};

type Money = { total: number; amount_due: number; currency: string };
type Guest = { fullname: string; phone: string; email: string };

/** A stay on the desk's day (GET hotel/today). */
export type DeskStayRecord = Money & {
  _id: string;
  uid: string;
  status: string;
  guest: Guest;
  rooms: { room: { _id: string; name: string }; quantity: number }[];
  date_checkin: string;
  date_checkout: string;
  nights: number;
  checked_in_at: string | null;
  checked_out_at: string | null;
  /** the status changes the hotel's transition table allows today (PATCH hotel/order/{id} {status}) */
  actions: string[];
  /** the desk's steps allowed today (POST hotel/order/{id}/check-in | check-out | not-come) */
  desk: HotelDeskAction[];
  /** why neither is offered (a key of the desk's refusals: already_checked_out, warning_date_checkin…), else null */
  idle: string | null;
};
export const DESK_STAY_LISTS = ["arrivals", "departures", "in_house"] as const;
export type DeskStayList = (typeof DESK_STAY_LISTS)[number];
/**
 * The day's stays, paged in the order hotel (newest first), list (arrivals, departures, in house), arrival
 * day, booking number: `total` stays in all; `hotels` those of the page's stays, each with how many stays
 * each of its lists holds on the day (`counts`) and the page's stays of each list.
 */
export type HotelToday = {
  date: string;
  today: string;
  total: number;
  /** whether the supplier has a live hotel at all */
  has_hotels: boolean;
  hotels: {
    _id: string;
    name: string;
    counts: Record<DeskStayList, number>;
    arrivals: DeskStayRecord[];
    departures: DeskStayRecord[];
    in_house: DeskStayRecord[];
  }[];
};

/** A rental on the desk's day (GET bike/today). */
export type DeskRentalRecord = Money & {
  _id: string;
  uid: string;
  status: string;
  guest: Guest;
  bike: { _id: string; name: string };
  options: { option: { _id: string; name: string }; quantity: number; units: boolean }[];
  pickup: string; // ISO instant
  return: string; // ISO instant
  handed_over_at: string | null;
  returned_at: string | null;
  units: { _id: string; label: string; option: string }[];
  deposit: { amount: number; status: "held" | "returned" | "kept" | null; reason: string | null };
  /** the status changes the bike's transition table allows today (PATCH bike/order/{id}) */
  actions: string[];
  /** the desk's steps allowed today (POST bike/order/{id}/handover | return) */
  desk: BikeDeskAction[];
  /** why neither is offered (a key of the desk's refusals: already_returned, warning_date_handover…), else null */
  idle: string | null;
};
export type BikeToday = {
  date: string;
  today: string;
  pickups: DeskRentalRecord[];
  out: DeskRentalRecord[];
  returns: DeskRentalRecord[];
  overdue: DeskRentalRecord[];
};
