// marketplace-api.md "The other side": a customer rents options of a bike (POST dev/order with service
// bike). Inside the booking's transaction: each option's price per day or per hour is its calendar's on
// the pickup day, its bikes come off every day from the pickup day to the return day (a day without a
// setting or sold out refuses the booking, writing nothing), and the money is computed here
// (contract/bike-booking-money.ts), never taken from the body.
import { devBikeOrderSchema, vietnamInstant } from "@contract/api/dev";
import { bikeBookingMoney, rentalDays, rentalQuantity } from "@contract/bike-booking-money";
import { BIKE } from "@contract/services";
import type { DB } from "../db/database.js";
import type { NewOrderRows } from "../bookings/order-parts.js";
import { generator } from "../bookings/demo.js";
import { bookingCurrency, chosenItems, customerIdOf } from "../bookings/customer-booking.js";
import { bookedItem, customerPartOf, newStockOrderRows } from "../bookings/stock-orders.js";
import { ownListing } from "../listings/records.js";
import { ApiError, invalidField as invalid, parse } from "../shared/http.js";
import { BIKE_ENDED, bikeOrderRow, bikeSnapshot, type BikeLine } from "./order-row.js";
import { OPTION_CALENDAR, optionPriceOn } from "./calendar.js";
import { addBikeBookings } from "./orders-seed.js";

export const DevBikeOrderSchema = devBikeOrderSchema(BIKE.statuses.all as unknown as readonly [string, ...string[]]);

/**
 * §3 "Bike": opening and close (HH:mm, Vietnam time) are when the shop hands bikes over and takes them
 * back, so a pickup and a return are each within them, bounds included (422 `outside_opening_hours` on
 * the time, naming the hours in `data`); a rental may run over the nights between its days.
 */
function checkOpeningHours(bike: { opening: string; close: string }, b: { time_pickup: string; time_return: string }) {
  for (const field of ["time_pickup", "time_return"] as const) {
    const time = b[field];
    if (time < bike.opening || time > bike.close)
      throw new ApiError(422, "validation_failed", {
        issues: [{ path: field, message: "outside_opening_hours" }],
        opening: bike.opening,
        close: bike.close,
      });
  }
}

/** The row of a customer's bike booking and its companions, its options taken in the booking's transaction. */
export async function buildBikeOrder(trx: DB, body: unknown): Promise<NewOrderRows> {
  const b = parse(DevBikeOrderSchema, body);
  const bike = await ownListing(trx, "bikes", null, b.bike, "bike_not_found");
  // §3 "Bike": rental is by day or by hour, as the bike offers
  if (!(b.rental_method === "day" ? bike.rental_by_day : bike.rental_by_hour))
    throw invalid("rental_method", "invalid_choice");
  checkOpeningHours(bike, b);
  const byId = await chosenItems(
    trx,
    "bike_options",
    { column: "bike_id", id: bike._id },
    b.items,
    "option",
    (i) => i.option,
  );
  const userId = await customerIdOf(trx, b.user);
  const { currency, rate } = bookingCurrency({ rate_payment: b.rate_payment }, bike.currency);

  const pickup = vietnamInstant(b.date_pickup, b.time_pickup);
  const ret = vietnamInstant(b.date_return, b.time_return);
  const timeQuantity = rentalQuantity(b.rental_method, pickup, ret);
  const days = rentalDays(b.date_pickup, b.date_return);
  const lines: Omit<BikeLine, "amount">[] = [];
  for (const item of b.items) {
    const option = byId.get(item.option)!;
    const price = await optionPriceOn(trx, option, b.date_pickup);
    lines.push({
      option: bookedItem(option),
      quantity: item.quantity,
      price: b.rental_method === "day" ? price.day : price.hour,
    });
  }
  const money = bikeBookingMoney({
    currency,
    time_quantity: timeQuantity,
    commission_value: b.commission_value,
    items: lines,
  });
  const order = bikeOrderRow({
    agency_id: bike.agency_id,
    bike: bikeSnapshot(bike),
    status: b.status,
    date_pickup: pickup,
    date_return: ret,
    rental_method: b.rental_method,
    time_quantity: timeQuantity,
    lines: lines.map((l, i) => ({ ...l, amount: money.lines[i]! })),
    money,
    commission_value: b.commission_value,
    ...customerPartOf(b, userId, { currency, rate }),
  });
  // "Deposits": what the rental's options ask, one deposit per bike, kept with the booking as booked
  order.deposit_amount = b.items.reduce((s, i) => s + Number(byId.get(i.option)!.deposit ?? 0) * i.quantity, 0);
  // the options come off every day of the rental (a day without a setting or sold out refuses the booking)
  return newStockOrderRows(order, {
    ended: BIKE_ENDED.has(b.status),
    store: OPTION_CALENDAR,
    days,
    lines: b.items.map((i) => ({ id: i.option, quantity: i.quantity })),
    itemField: "option",
  });
}

/** dev/scale's bike_bookings: thousands of bookings for the bench, in one transaction */
export const scaleBikeBookings = (db: DB, agency: { _id: string; currency: string | null }, n: number) =>
  db.transaction().execute((trx) => addBikeBookings(trx, agency, n, generator(20_261_128 + n)));
