// A bike booking's stored row (spec hotels-bikes-transport §3 "Bike order"): what it keeps of its bike
// and options, and the statuses that end it — shared by the order path, the customer's booking and
// the seed.
import type { RentalMethod } from "@contract/bike-booking-money";
import { ENDED_STATUSES } from "@contract/statuses";
import { stockOrderRow, type NewStockOrder, type StockLine } from "../bookings/stock-orders.js";
import { dayOf } from "../shared/dates.js";
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
export type BikeLine = StockLine<"option">;

export type NewBikeOrder = NewStockOrder & {
  bike: BikeSnapshot;
  /** ISO instants */
  date_pickup: string;
  date_return: string;
  rental_method: RentalMethod;
  time_quantity: number;
  lines: BikeLine[];
  commission_value: number;
  payment_id?: string | null;
};

/** The row of a new bike booking (its money computed by the caller with contract/bike-booking-money.ts). */
export function bikeOrderRow(o: NewBikeOrder) {
  return {
    // the day rules judge the pickup day in Vietnam
    ...stockOrderRow("bike", dayOf(o.date_pickup), o),
    bike_id: o.bike._id,
    bike: JSON.stringify(o.bike),
    date_pickup: o.date_pickup,
    date_return: o.date_return,
    rental_method: o.rental_method,
    time_quantity: o.time_quantity,
    commission_value: o.commission_value,
    payment_id: o.payment_id ?? null,
    deposit_amount: null as number | null,
  };
}

/** A bike booking ends (gives its options back) when cancelled, abandoned, refunded or trashed (§4). */
export const BIKE_ENDED: ReadonlySet<string> = ENDED_STATUSES;
