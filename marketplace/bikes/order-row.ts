// A bike booking's stored row (spec hotels-bikes-transport §3 "Bike order"): what it keeps of its bike
// and options, and the statuses that end it — shared by the order path, the customer's booking and
// the seed.
import type { Insertable } from "kysely";
import type { RentalMethod } from "@contract/bike-booking-money";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import { ENDED_STATUSES } from "../bookings/order-hooks.js";
import { newUid } from "../bookings/record.js";
import type { OrdersTable } from "../bookings/tables.js";
import { dayOf } from "../shared/dates.js";
import { randomId } from "../shared/ids.js";
import { englishName } from "../bookings/customer-booking.js";

/** What a booking keeps of its bike: enough to show it after the bike changes or goes. */
export type BikeSnapshot = {
  _id: string;
  name: string;
  name_en: string | null;
  type: string;
  address: string | null;
};

type BikeRow = { _id: string; name: string; translations: string; type: string; address: string | null };

/** What a booking keeps of its bike. */
export const bikeSnapshot = (bike: BikeRow): BikeSnapshot => ({
  _id: bike._id,
  name: bike.name,
  name_en: englishName(bike.translations),
  type: bike.type,
  address: bike.address,
});

/** A stored line: the option as booked, its quantity, its price per day or per hour, the line's amount (§9). */
export type BikeLine = {
  option: { _id: string; name: string; name_en: string | null };
  quantity: number;
  price: number;
  amount: number;
};

export type NewBikeOrder = {
  agency_id: string;
  bike: BikeSnapshot;
  status: string;
  /** ISO instants */
  date_pickup: string;
  date_return: string;
  rental_method: RentalMethod;
  time_quantity: number;
  lines: BikeLine[];
  money: { subtotal: number; total: number; total_amount_agency: number };
  commission_value: number;
  currency: string;
  rate_payment: number;
  contact: { fullname: string; phone: string; email: string };
  note?: string | null;
  created_at: string;
  user_id?: string | null;
  reason_cancel?: string | null;
  payment_id?: string | null;
};

/** The row of a new bike booking (its money computed by the caller with contract/bike-booking-money.ts). */
export function bikeOrderRow(o: NewBikeOrder): Insertable<OrdersTable> & { _id: string; uid: string } {
  return {
    _id: randomId(),
    uid: newUid("bike"),
    agency_id: o.agency_id,
    service: "bike",
    tour_id: null,
    calendar_id: null,
    date_id: null,
    bike_id: o.bike._id,
    bike: JSON.stringify(o.bike),
    status: o.status,
    // the day rules judge the pickup day in Vietnam
    [SERVICE_DAY_COLUMN]: dayOf(o.date_pickup),
    date_pickup: o.date_pickup,
    date_return: o.date_return,
    rental_method: o.rental_method,
    time_quantity: o.time_quantity,
    contact: JSON.stringify(o.contact),
    items: JSON.stringify(o.lines),
    note: o.note ?? null,
    user_id: o.user_id ?? null,
    currency: o.currency,
    rate_payment: o.rate_payment,
    original_total: o.money.total,
    subtotal: o.money.subtotal,
    total: o.money.total,
    total_amount_agency: o.money.total_amount_agency,
    commission_value: o.commission_value,
    total_traveler: o.lines.reduce((s, l) => s + l.quantity, 0),
    reason_cancel: o.reason_cancel ?? null,
    payment_id: o.payment_id ?? null,
    created_at: o.created_at,
    updated_at: o.created_at,
  };
}

/** A bike booking ends (gives its options back) when cancelled, abandoned, refunded or trashed (§4). */
export const BIKE_ENDED: ReadonlySet<string> = ENDED_STATUSES;
