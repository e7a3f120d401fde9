// Demo and load hotel bookings (spec hotels-bikes-transport §3 "Hotel order", §4): the seed gives a
// demo supplier a few hundred bookings over the hotel's statuses, past and coming stays, and its hotel
// payouts; dev/scale adds thousands for the bench. Rows look like a customer's (dev/order): prices from
// the rooms' calendars, money by contract/hotel-booking-money.ts. A booking that holds rooms (a coming
// stay in an open status) takes them from every night it covers; one that cannot (a night unset or
// sold out) is a stay of the past instead, so the calendars' empty counts always equal what is held.
import { sql, type Kysely } from "kysely";
import { feePercent, hotelBookingMoney, nightsOf } from "@contract/hotel-booking-money";
import type { Database } from "../db/schema.js";
import { englishName } from "../bookings/customer-booking.js";
import { takePlaces } from "../calendars/stock.js";
import { between, datesFor, pick, statusesFor, type Rand } from "../bookings/demo.js";
import {
  addDays,
  demoContact,
  insertDemoOrders,
  seedServiceBookings,
  type DemoAgency,
} from "../bookings/service-seed.js";
import { HOTEL_ENDED, hotelOrderRow, hotelSnapshot } from "./order-row.js";
import { ROOM_CALENDAR } from "./calendar.js";

type Trx = Kysely<Database>;
type Agency = DemoAgency;

const GUESTS = ["Trần Thị Mai", "Lê Văn Hùng", "Emma Wilson", "Phạm Quốc Bảo", "Kenji Tanaka", "Nguyễn Thu Hà"];
const NOTES = ["Phòng tầng cao, yên tĩnh.", "Nhận phòng muộn khoảng 20:00.", "Cần nôi cho em bé."];
// the tours' demo plan reads as a stay's: a stay under way is a confirmed one (hotels have no start step)
const AS_STAY: Record<string, string> = { agency_begin: "confirmed", begin: "confirmed", agency_completed: "paid" };

const DAY = 86_400_000;

/** Whether every night of `nights` has at least `quantity` rooms empty (no night unset). */
async function canHold(trx: Trx, roomId: string, nights: string[], quantity: number) {
  const r = await sql<{ n: number; low: number | null }>`select count(*) as n, min(d.empty) as low
    from room_calendar_days d join room_calendars c on c._id = d.calendar_id
    where c.room_id = ${roomId} and d.date in (${sql.join(nights)})`.execute(trx);
  const row = r.rows[0];
  return !!row && Number(row.n) === nights.length && Number(row.low) >= quantity;
}

/** A room's price per night over `nights` from its calendar (a night unset: the room's default price). */
async function stayPrice(trx: Trx, roomId: string, nights: string[], fallback: number) {
  const r = await sql<{ date: string; price: number }>`select d.date, d.price from room_calendar_days d
    join room_calendars c on c._id = d.calendar_id
    where c.room_id = ${roomId} and d.date in (${sql.join(nights)})`.execute(trx);
  const prices = new Map(r.rows.map((x) => [x.date, Number(x.price)]));
  return nights.reduce((s, night) => s + (prices.get(night) ?? fallback), 0);
}

/**
 * `n` hotel bookings of `agency` over its hotels' rooms, in the demo plan's proportions (hotel
 * statuses), inserted with their history and payments; rooms taken for the stays that hold them.
 */
export async function addHotelBookings(trx: Trx, agency: Agency, n: number, rand: Rand, now = new Date()) {
  const hotels = await trx
    .selectFrom("hotels")
    .selectAll()
    .where("agency_id", "=", agency._id)
    .where("is_deleted", "=", 0)
    .execute();
  const rooms = await trx
    .selectFrom("rooms")
    .selectAll()
    .where("agency_id", "=", agency._id)
    .where("is_deleted", "=", 0)
    .execute();
  const withRooms = hotels.filter((h) => rooms.some((r) => r.hotel_id === h._id));
  if (!withRooms.length || n <= 0) return 0;
  const orders: ReturnType<typeof hotelOrderRow>[] = [];
  const nowIso = now.toISOString();
  const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  for (const planned of statusesFor(rand, n)) {
    const status = AS_STAY[planned] ?? planned;
    const hotel = pick(rand, withRooms);
    const room = pick(
      rand,
      rooms.filter((r) => r.hotel_id === hotel._id),
    );
    const dates = datesFor(rand, planned, now);
    let checkin = dates.date_travel;
    const length = between(rand, 1, 4);
    const quantity = rand() < 0.8 ? 1 : 2;
    let nights = nightsOf(checkin, addDays(checkin, length));
    // an open stay not yet over holds its rooms; when its nights cannot, it is a stay of the past
    const holds = !HOTEL_ENDED.has(status) && addDays(checkin, length) > today;
    if (holds) {
      if (await canHold(trx, room._id, nights, quantity))
        await takePlaces(trx, ROOM_CALENDAR, room._id, nights, quantity);
      else {
        checkin = addDays(today, -between(rand, length + 1, 90));
        nights = nightsOf(checkin, addDays(checkin, length));
      }
    }
    const extraBeds = room.extrabed && rand() < 0.2 ? 1 : 0;
    const snapshot = hotelSnapshot(hotel);
    const line = {
      room: {
        _id: room._id,
        name: room.name,
        name_en: englishName(room.translations),
      },
      quantity,
      price: await stayPrice(trx, room._id, nights, room.price),
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
      rate_payment: 1,
      contact: demoContact(rand, guest),
      note: rand() < 0.2 ? pick(rand, NOTES) : null,
      created_at: created > nowIso ? nowIso : created,
      reason_cancel: status === "cancelled" || status === "abandoned" ? "Khách thay đổi lịch trình" : null,
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
