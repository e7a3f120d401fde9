// Demo and load hotel bookings (spec hotels-bikes-transport §3 "Hotel order", §4): the seed gives a
// demo supplier a few hundred bookings over the hotel's statuses, past and coming stays, and its hotel
// payouts; dev/scale adds thousands for the bench. Rows look like a customer's (dev/order): prices from
// the rooms' calendars, money by contract/hotel-booking-money.ts. A booking that holds rooms (a coming
// stay in an open status) takes them from every night it covers; one that cannot (a night unset or
// sold out) is a stay of the past instead, so the calendars' empty counts always equal what is held.
import type { Kysely } from "kysely";
import { feePercent, hotelBookingMoney, nightsOf } from "@contract/hotel-booking-money";
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
import { HOTEL_ENDED, hotelOrderRow, hotelSnapshot } from "./order-row.js";
import { ROOM_CALENDAR, stayPrice } from "./calendar.js";

type Trx = Kysely<Database>;
type Agency = DemoAgency;

const GUESTS = ["Trần Thị Mai", "Lê Văn Hùng", "Emma Wilson", "Phạm Quốc Bảo", "Kenji Tanaka", "Nguyễn Thu Hà"];
const NOTES = ["Phòng tầng cao, yên tĩnh.", "Nhận phòng muộn khoảng 20:00.", "Cần nôi cho em bé."];
// the tours' demo plan reads as a stay's: a stay under way is a confirmed one (hotels have no start step)
const AS_STAY: Record<string, string> = { agency_begin: "confirmed", begin: "confirmed", agency_completed: "paid" };

const DAY = 86_400_000;

/**
 * `n` hotel bookings of `agency` over its hotels' rooms, in the demo plan's proportions (hotel
 * statuses), inserted with their history and payments; rooms taken for the stays that hold them.
 */
export async function addHotelBookings(trx: Trx, agency: Agency, n: number, rand: Rand, now = new Date()) {
  const orders: ReturnType<typeof hotelOrderRow>[] = [];
  const nowIso = now.toISOString();
  const today = todayInVietnam(now);
  const stock = {
    listings: "hotels",
    items: "rooms",
    listingOf: (r: { hotel_id: string }) => r.hotel_id,
    as: AS_STAY,
  } as const;
  for await (const { planned, status, listing: hotel, item: room } of demoPicks(trx, agency._id, rand, n, stock)) {
    const dates = datesFor(rand, planned, now);
    let checkin = dates.date_travel;
    const length = between(rand, 1, 4);
    const quantity = rand() < 0.8 ? 1 : 2;
    let nights = nightsOf(checkin, addDays(checkin, length));
    // an open stay not yet over holds its rooms; when its nights cannot, it is a stay of the past
    const holds = !HOTEL_ENDED.has(status) && addDays(checkin, length) > today;
    if (holds) {
      if (await canTakePlaces(trx, ROOM_CALENDAR, room._id, nights, quantity))
        await takePlaces(trx, ROOM_CALENDAR, room._id, nights, quantity);
      else {
        checkin = addDays(today, -between(rand, length + 1, 90));
        nights = nightsOf(checkin, addDays(checkin, length));
      }
    }
    const extraBeds = room.extrabed && rand() < 0.2 ? 1 : 0;
    const snapshot = hotelSnapshot(hotel);
    const line = {
      room: bookedItem(room),
      quantity,
      price: await stayPrice(trx, room, nights),
      quantity_extrabed: extraBeds,
    };
    const money = hotelBookingMoney({
      currency: hotel.currency,
      nights: nights.length,
      price_extrabed: snapshot.price_extrabed,
      service_fee_percent: feePercent(hotel.service_fee),
      vat_percent: feePercent(hotel.vat_fee),
      commission_value: hotel.commission_value,
      items: [line],
    });
    const guest = pick(rand, GUESTS);
    // booked before the stay (a stay moved into the past was booked a few days before it)
    const arrival = Date.parse(`${checkin}T00:00:00+07:00`);
    const created =
      Date.parse(dates.created_at) < arrival
        ? dates.created_at
        : new Date(arrival - 3 * DAY - 5 * 3_600_000).toISOString();
    const order = hotelOrderRow({
      agency_id: agency._id,
      hotel: snapshot,
      status,
      date_checkin: checkin,
      date_checkout: addDays(checkin, nights.length),
      nights: nights.length,
      lines: [{ ...line, amount: money.lines[0]! }],
      money,
      currency: hotel.currency,
      ...demoCustomer(rand, guest, {
        notes: NOTES,
        created,
        nowIso,
        status,
        cancelReason: "Khách thay đổi lịch trình",
      }),
    });
    orders.push(order);
  }
  return insertDemoOrders(trx, orders, nowIso);
}

/** The seed: a few hundred hotel bookings of a demo supplier with hotels, and two hotel payouts (once). */
export const seedHotelBookings = (trx: Trx, agency: Agency, bookings = 300) =>
  seedServiceBookings(trx, agency, "hotel", (rand) => addHotelBookings(trx, agency, bookings, rand), 20_261_126, {
    branch_name: "Chi nhánh Hà Nội",
    account_number: "0011004455667",
    note: "Thanh toán đặt phòng khách sạn",
    amounts: [
      [50, 18_600_000],
      [20, 11_250_000],
    ],
  });
