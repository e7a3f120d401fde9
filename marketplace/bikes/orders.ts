// The order path's parts of bikes (spec hotels-bikes-transport §3 "Bike order", §4 "Bike booking
// statuses", §7 "Bike"): its calls under bike/, the booking as a bike rental shows it (the bike as
// booked, pickup and return, rental method and time, option lines), the transition table against the
// rental's pickup and return days, that it takes a transfer code (bookings/transfer-code.ts), and the options a rental
// held given back to every day when it ends.
import { rentalDays } from "@contract/bike-booking-money";
import { BIKE } from "@contract/services";
import { PatchBikeStatusSchema, type PatchBikeStatus } from "@contract/api/bike-orders";
import { json } from "../shared/json.js";
import { dayOf, timeOf } from "../shared/dates.js";
import type { Lang } from "../shared/translate.js";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import type { OrderParts } from "../bookings/order-parts.js";
import type { OrderRow } from "../bookings/record.js";
import { decideTransition, type Decision } from "../bookings/rules.js";
import { givesPlacesBack, heldLines, linesIn, stockOrderRecord } from "../bookings/stock-orders.js";
import { OPTION_CALENDAR } from "./calendar.js";
import { BIKE_ENDED, type BikeSnapshot } from "./order-row.js";
import { buildBikeOrder, scaleBikeBookings } from "./orders-dev.js";

/** The rental's return day in Vietnam (a booking without a return: its pickup day). */
const returnDayOf = (o: OrderRow) => (o.date_return ? dayOf(o.date_return) : o[SERVICE_DAY_COLUMN]);

/** The booking as GET bike/order answers it (§3 "Bike order"), names in `lang`. */
export function bikeRecord(o: OrderRow, lang: Lang) {
  const bike = json<BikeSnapshot | null>(o.bike ?? null, null);
  return {
    ...stockOrderRecord(o),
    bike: bike
      ? {
          _id: bike._id,
          name: lang === "en" && bike.name_en ? bike.name_en : bike.name,
          type: bike.type,
          address: bike.address,
        }
      : { _id: o.bike_id ?? "", name: "", type: "", address: null },
    // §9: days as YYYY-MM-DD in the API, times shown at UTC+7: the pickup and return days and times in Vietnam
    date_pickup: o[SERVICE_DAY_COLUMN],
    time_pickup: o.date_pickup ? timeOf(o.date_pickup) : null,
    date_return: returnDayOf(o),
    time_return: o.date_return ? timeOf(o.date_return) : null,
    // the rental's last day: its return day (the lists and the completion rule read it)
    date_end: returnDayOf(o),
    rental_method: o.rental_method ?? "day",
    time_quantity: o.time_quantity ?? 1,
    items: linesIn(o.items, "option", lang),
    // the desk's record of the rental (contract/front-desk.ts "Rentals out today")
    handed_over_at: o.handed_over_at ?? null,
    returned_at: o.returned_at ?? null,
    deposit: {
      amount: o.deposit_amount ?? 0,
      status: (o.deposit_status ?? null) as "held" | "returned" | "kept" | null,
      reason: o.deposit_reason ?? null,
    },
  };
}
export type BikeRecord = ReturnType<typeof bikeRecord>;

/** The supplier's status change on a bike booking: the bike's table against the pickup and return days in Vietnam. */
export const decideBikeStatus = (o: OrderRow, target: string, today: string): Decision =>
  decideTransition(o.status, target, today, { first: o[SERVICE_DAY_COLUMN], last: returnDayOf(o) }, BIKE.id);

export const BIKE_ORDERS: OrderParts<PatchBikeStatus> = {
  descriptor: BIKE,
  services: ["bike"],
  patch: PatchBikeStatusSchema,
  record: bikeRecord,
  decideStatus: (o, target, _body, clock) => decideBikeStatus(o, target, clock.today()),
  devOrder: buildBikeOrder,
  devScale: scaleBikeBookings,
  agenda: {
    start: () => "pickup",
    startAt: "date_pickup",
    end: { kind: "return", column: "date_return", holds: "instant" },
  },
};

// ------------------------------------------------------------------ options given back

/** The days a stored rental holds (pickup day to return day) and its option lines: what it took, to give back. */
export function heldOptions(o: OrderRow) {
  const days = rentalDays(o[SERVICE_DAY_COLUMN], returnDayOf(o));
  return { days, lines: heldLines(o.items, "option") };
}

givesPlacesBack(BIKE.id, OPTION_CALENDAR, "option", (o) => heldOptions(o).days, BIKE_ENDED);
