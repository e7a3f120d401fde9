// The order path's parts of bikes (spec hotels-bikes-transport §3 "Bike order", §4 "Bike booking
// statuses", §7 "Bike"): its calls under bike/, the booking as a bike rental shows it (the bike as
// booked, pickup and return, rental method and time, option lines), the transition table against the
// rental's pickup and return days, that it takes a transfer code (bookings/transfer-code.ts), and the options a rental
// held given back to every day when it ends.
import { decideAction } from "@contract/booking-transitions";
import { rentalDays } from "@contract/bike-booking-money";
import { BIKE } from "@contract/services";
import { PatchBikeStatusSchema, type PatchBikeStatus } from "@contract/api/bike-orders";
import type { DB } from "../db/database.js";
import { json } from "../shared/json.js";
import { dayOf, timeOf } from "../shared/dates.js";
import type { Lang } from "../shared/translate.js";
import { givePlacesBack } from "../calendars/stock.js";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import { onOrderEnded } from "../bookings/order-hooks.js";
import type { OrderParts } from "../bookings/order-parts.js";
import type { OrderRow } from "../bookings/record.js";
import type { Decision } from "../bookings/rules.js";
import { OPTION_CALENDAR } from "./calendar.js";
import { BIKE_ENDED, type BikeLine, type BikeSnapshot } from "./order-row.js";
import { buildBikeOrder, scaleBikeBookings } from "./orders-dev.js";

/** The rental's return day in Vietnam (a booking without a return: its pickup day). */
const returnDayOf = (o: OrderRow) => (o.date_return ? dayOf(o.date_return) : o[SERVICE_DAY_COLUMN]);

/** The booking as GET bike/order answers it (§3 "Bike order"), names in `lang`. */
export function bikeRecord(o: OrderRow, lang: Lang) {
  const inLang = (vi: string, en: string | null | undefined) => (lang === "en" && en ? en : vi);
  const bike = json<BikeSnapshot | null>(o.bike ?? null, null);
  const lines = json<BikeLine[]>(o.items, []);
  return {
    _id: o._id,
    uid: o.uid,
    service: o.service,
    bike: bike
      ? { _id: bike._id, name: inLang(bike.name, bike.name_en), type: bike.type, address: bike.address }
      : { _id: o.bike_id ?? "", name: "", type: "", address: null },
    contact: json(o.contact, { fullname: "", phone: "", email: "" }),
    user: o.user_id && o.user_email ? { _id: o.user_id, email: o.user_email } : null,
    // §9: days as YYYY-MM-DD in the API, times shown at UTC+7: the pickup and return days and times in Vietnam
    date_pickup: o[SERVICE_DAY_COLUMN],
    time_pickup: o.date_pickup ? timeOf(o.date_pickup) : null,
    date_return: returnDayOf(o),
    time_return: o.date_return ? timeOf(o.date_return) : null,
    // the rental's last day: its return day (the lists and the completion rule read it)
    date_end: returnDayOf(o),
    rental_method: o.rental_method ?? "day",
    time_quantity: o.time_quantity ?? 1,
    note: o.note,
    items: lines.map((l) => ({
      option: { _id: l.option._id, name: inLang(l.option.name, l.option.name_en) },
      quantity: l.quantity,
      price: l.price,
      amount: l.amount,
    })),
    subtotal: o.subtotal,
    total: o.total,
    total_amount_agency: o.total_amount_agency,
    commission_value: o.commission_value,
    currency: o.currency,
    rate_payment: o.rate_payment,
    status: o.status,
    payment_id: o.payment_id ?? null,
    reason_cancel: o.reason_cancel,
    created_at: o.created_at,
    updated_at: o.updated_at || o.created_at,
  };
}
export type BikeRecord = ReturnType<typeof bikeRecord>;

/** The supplier's status change on a bike booking: the bike's table against the pickup and return days in Vietnam. */
export function decideBikeStatus(o: OrderRow, target: string, today: string): Decision {
  const days = { first: o[SERVICE_DAY_COLUMN], last: returnDayOf(o) };
  const verdict = decideAction(BIKE.transitions, target, o.status, today, days);
  if (verdict.ok) return { ok: true };
  return {
    ok: false,
    code: 409,
    message: verdict.message,
    data: verdict.status === null ? null : { status: verdict.status },
  };
}

export const BIKE_ORDERS: OrderParts<PatchBikeStatus> = {
  descriptor: BIKE,
  services: ["bike"],
  patch: PatchBikeStatusSchema,
  record: bikeRecord,
  decideStatus: (o, target, _body, clock) => decideBikeStatus(o, target, clock.today()),
  devOrder: buildBikeOrder,
  devScale: scaleBikeBookings,
  takesTransferCode: true,
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
  const lines = json<BikeLine[]>(o.items, []).filter((l) => l?.option?._id && l.quantity > 0);
  return { days, lines };
}

/** Gives every option line of the rental back to every day it held, in the change's transaction. */
export async function giveOptionsBack(trx: DB, o: OrderRow) {
  const { days, lines } = heldOptions(o);
  for (const l of lines) await givePlacesBack(trx, OPTION_CALENDAR, l.option._id, days, l.quantity);
}

onOrderEnded(BIKE.id, giveOptionsBack, BIKE_ENDED);
