// A hotel booking's stored row (spec hotels-bikes-transport §3 "Hotel order"): what it keeps of its
// hotel and rooms, and the statuses that end it — shared by the order path, the customer's booking
// and the seed.
import type { Insertable } from "kysely";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import { ENDED_STATUSES } from "../bookings/order-hooks.js";
import { newUid } from "../bookings/record.js";
import type { OrdersTable } from "../bookings/tables.js";
import { randomId } from "../shared/ids.js";
import { englishName } from "../bookings/customer-booking.js";

/** What a booking keeps of its hotel: enough to show it after the hotel changes or goes. */
export type HotelSnapshot = {
  _id: string;
  name: string;
  name_en: string | null;
  address: string | null;
  price_extrabed: number;
  /** the hotel's fee texts as they were ("5%", "10%") */
  service_fee: string | null;
  vat_fee: string | null;
  commission_value: number;
};

type HotelRow = {
  _id: string;
  name: string;
  translations: string;
  address: string | null;
  price_extrabed: number | null;
  service_fee: string | null;
  vat_fee: string | null;
  commission_value: number;
};

/** What a booking keeps of its hotel, read from the hotel's row. */
export const hotelSnapshot = (hotel: HotelRow): HotelSnapshot => ({
  _id: hotel._id,
  name: hotel.name,
  name_en: englishName(hotel.translations),
  address: hotel.address,
  price_extrabed: hotel.price_extrabed ?? 0,
  service_fee: hotel.service_fee,
  vat_fee: hotel.vat_fee,
  commission_value: hotel.commission_value,
});

/** A stored room line: the room as booked, its price for the whole stay, the line's amount (§9). */
export type HotelLine = {
  room: { _id: string; name: string; name_en: string | null };
  quantity: number;
  /** one room for the whole stay: the sum of its nightly calendar prices */
  price: number;
  quantity_extrabed: number;
  amount: number;
};

export type NewHotelOrder = {
  agency_id: string;
  hotel: HotelSnapshot;
  status: string;
  date_checkin: string;
  date_checkout: string;
  nights: number;
  lines: HotelLine[];
  money: { subtotal: number; service_fee: number; vat_fee: number; total: number; total_amount_agency: number };
  currency: string;
  rate_payment: number;
  contact: { fullname: string; phone: string; email: string };
  note?: string | null;
  created_at: string;
  user_id?: string | null;
  reason_cancel?: string | null;
};

/** The row of a new hotel booking (its money computed by the caller with contract/hotel-booking-money.ts). */
export function hotelOrderRow(o: NewHotelOrder): Insertable<OrdersTable> & { _id: string; uid: string } {
  return {
    _id: randomId(),
    uid: newUid("hotel"),
    agency_id: o.agency_id,
    service: "hotel",
    tour_id: null,
    calendar_id: null,
    date_id: null,
    hotel_id: o.hotel._id,
    hotel: JSON.stringify(o.hotel),
    status: o.status,
    [SERVICE_DAY_COLUMN]: o.date_checkin,
    date_checkout: o.date_checkout,
    total_date: o.nights,
    contact: JSON.stringify(o.contact),
    items: JSON.stringify(o.lines),
    note: o.note ?? null,
    user_id: o.user_id ?? null,
    currency: o.currency,
    rate_payment: o.rate_payment,
    original_total: o.money.total,
    subtotal: o.money.subtotal,
    service_fee: o.money.service_fee,
    vat_fee: o.money.vat_fee,
    price_extrabed: o.hotel.price_extrabed,
    total: o.money.total,
    total_amount_agency: o.money.total_amount_agency,
    commission_value: o.hotel.commission_value,
    total_traveler: o.lines.reduce((s, l) => s + l.quantity, 0),
    reason_cancel: o.reason_cancel ?? null,
    created_at: o.created_at,
    updated_at: o.created_at,
  };
}

/** A hotel booking ends (gives its rooms back) when cancelled, refunded, abandoned… or a no-show (§4). */
export const HOTEL_ENDED: ReadonlySet<string> = new Set([...ENDED_STATUSES, "not-come"]);
