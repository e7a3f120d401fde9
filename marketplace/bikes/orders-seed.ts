// Demo and load bike bookings (spec hotels-bikes-transport §3 "Bike order", §4): the seed gives a demo
// supplier with bikes a few hundred rentals over the bike's statuses, past and coming, and its bike
// payouts; dev/scale adds thousands for the bench. Rows look like a customer's (dev/order): prices from
// the options' calendars, money by contract/bike-booking-money.ts. A rental that holds bikes (a coming
// one in an open status) takes them from every day it covers; one that cannot (a day unset or sold
// out) is a rental of the past instead, so the calendars' empty counts always equal what is held.
import type { Kysely } from "kysely";
import { vietnamInstant } from "@contract/api/dev";
import { bikeBookingMoney, rentalDays, rentalQuantity, type RentalMethod } from "@contract/bike-booking-money";
import { DEFAULT_COMMISSION } from "@contract/api/dev";
import { todayInVietnam } from "@contract/calendar";
import type { Database } from "../db/schema.js";
import { bookedItem } from "../bookings/stock-orders.js";
import { canTakePlaces, takePlaces } from "../calendars/stock.js";
import { between, datesFor, pick, type Rand } from "../bookings/demo.js";
import {
  addDays,
  demoCustomer,
  demoPicks,
  insertDemoOrders,
  seedServiceBookings,
  type DemoAgency,
} from "../bookings/service-seed.js";
import { BIKE_ENDED, bikeOrderRow, bikeSnapshot } from "./order-row.js";
import { OPTION_CALENDAR, optionPriceOn } from "./calendar.js";

type Trx = Kysely<Database>;
type Agency = DemoAgency;

const RENTERS = ["Trần Thị Mai", "Lê Văn Hùng", "Emma Wilson", "Phạm Quốc Bảo", "Kenji Tanaka", "Nguyễn Thu Hà"];
const NOTES = ["Cần hai mũ bảo hiểm.", "Nhận xe tại khách sạn.", "Xin thêm áo mưa."];
// the tours' demo plan read as a rental's statuses (§4 "Bike booking statuses")
const AS_RENTAL: Record<string, string> = { wait_paid: "wait-paid", "wait-confirm": "change", "not-come": "abandoned" };

const DAY = 86_400_000;

/**
 * `n` bike bookings of `agency` over its bikes' options, in the demo plan's proportions (bike
 * statuses), inserted with their history and payments; options taken for the rentals that hold them.
 */
export async function addBikeBookings(trx: Trx, agency: Agency, n: number, rand: Rand, now = new Date()) {
  const orders: ReturnType<typeof bikeOrderRow>[] = [];
  const nowIso = now.toISOString();
  const today = todayInVietnam(now);
  const stock = {
    listings: "bikes",
    items: "bike_options",
    listingOf: (o: { bike_id: string }) => o.bike_id,
    as: AS_RENTAL,
  } as const;
  for await (const { planned, status, listing: bike, item: option } of demoPicks(trx, agency._id, rand, n, stock)) {
    const method: RentalMethod = bike.rental_by_hour && (!bike.rental_by_day || rand() < 0.3) ? "hour" : "day";
    let pickupDay = datesFor(rand, planned, now).date_travel;
    const length = method === "day" ? between(rand, 1, 3) : 0;
    const quantity = rand() < 0.8 ? 1 : 2;
    // an open rental not yet returned holds its bikes; when its days cannot, it is a rental of the past
    const holds = !BIKE_ENDED.has(status) && addDays(pickupDay, length) >= today;
    if (holds) {
      const days = rentalDays(pickupDay, addDays(pickupDay, length));
      if (await canTakePlaces(trx, OPTION_CALENDAR, option._id, days, quantity))
        await takePlaces(trx, OPTION_CALENDAR, option._id, days, quantity, "option");
      else pickupDay = addDays(today, -between(rand, length + 1, 90));
    }
    const pickup = vietnamInstant(pickupDay, `0${between(rand, 7, 9)}:00`);
    const ret =
      method === "day"
        ? vietnamInstant(addDays(pickupDay, length), `${between(rand, 17, 19)}:00`)
        : vietnamInstant(pickupDay, `${between(rand, 11, 16)}:30`);
    const timeQuantity = rentalQuantity(method, pickup, ret);
    const line = {
      option: bookedItem(option),
      quantity,
      price: (await optionPriceOn(trx, option, pickupDay))[method],
    };
    const money = bikeBookingMoney({
      currency: bike.currency,
      time_quantity: timeQuantity,
      commission_value: DEFAULT_COMMISSION,
      items: [line],
    });
    const renter = pick(rand, RENTERS);
    // booked before the pickup
    const pickupMs = Date.parse(pickup);
    const dates = datesFor(rand, planned, now);
    const created =
      Date.parse(dates.created_at) < pickupMs ? dates.created_at : new Date(pickupMs - 3 * DAY).toISOString();
    const order = bikeOrderRow({
      agency_id: agency._id,
      bike: bikeSnapshot(bike),
      status,
      date_pickup: pickup,
      date_return: ret,
      rental_method: method,
      time_quantity: timeQuantity,
      lines: [{ ...line, amount: money.lines[0]! }],
      money,
      commission_value: DEFAULT_COMMISSION,
      currency: bike.currency,
      ...demoCustomer(rand, renter, { notes: NOTES, created, nowIso, status, cancelReason: "Khách đổi kế hoạch" }),
    });
    orders.push(order);
  }
  return insertDemoOrders(trx, orders, nowIso);
}

/** The seed: a few hundred bike bookings of a demo supplier with bikes, and two bike payouts (once). */
export const seedBikeBookings = (trx: Trx, agency: Agency, bookings = 300) =>
  seedServiceBookings(trx, agency, "bike", (rand) => addBikeBookings(trx, agency, bookings, rand), 20_261_129, {
    branch_name: "Chi nhánh Đà Nẵng",
    account_number: "0041000123456",
    note: "Thanh toán cho thuê xe",
    amounts: [
      [45, 6_400_000],
      [15, 3_150_000],
    ],
  });
