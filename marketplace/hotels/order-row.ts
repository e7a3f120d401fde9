// A hotel booking's stored row (spec hotels-bikes-transport §3 "Hotel order"): what it keeps of its
// hotel and rooms, and the statuses that end it — shared by the order path, the customer's booking
// and the seed.
import { STOCK_BACK_STATUSES } from "@contract/statuses";
import { stockOrderRow, type NewStockOrder, type StockLine } from "../bookings/stock-orders.js";
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

/** A stored room line: the room as booked, its price for the whole stay (the sum of its nightly calendar prices), the line's amount (§9). */
export type HotelLine = StockLine<"room"> & { quantity_extrabed: number };

export type NewHotelOrder = NewStockOrder & {
  hotel: HotelSnapshot;
  date_checkin: string;
  date_checkout: string;
  nights: number;
  lines: HotelLine[];
  money: { service_fee: number; vat_fee: number };
};

/** The row of a new hotel booking (its money computed by the caller with contract/hotel-booking-money.ts). */
export function hotelOrderRow(o: NewHotelOrder) {
  return {
    ...stockOrderRow("hotel", o.date_checkin, o),
    hotel_id: o.hotel._id,
    hotel: JSON.stringify(o.hotel),
    date_checkout: o.date_checkout,
    total_date: o.nights,
    service_fee: o.money.service_fee,
    vat_fee: o.money.vat_fee,
    price_extrabed: o.hotel.price_extrabed,
    commission_value: o.hotel.commission_value,
  };
}

/** A hotel booking ends (gives its rooms back) when cancelled, refunded, abandoned… or a no-show (§4). */
export const HOTEL_ENDED: ReadonlySet<string> = STOCK_BACK_STATUSES;
