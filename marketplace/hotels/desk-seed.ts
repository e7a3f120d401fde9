// Demo of the front desk and the rate calendar for a supplier's hotels (contract/front-desk.ts): its
// oldest hotel closes the fourth coming weekend for sale (stop-sell on the Friday and Saturday nights,
// price and count kept) and asks a 2-night minimum for every other Friday and Saturday arrival; its
// newest hotel has two arrivals today (one paid, one confirmed), a guest in house (checked in
// yesterday) and a departure today (checked in two days ago). Once per supplier.
import type { Kysely } from "kysely";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import { feePercent, hotelBookingMoney, nightsOf } from "@contract/hotel-booking-money";
import type { Database } from "../db/schema.js";
import { bookedItem } from "../bookings/stock-orders.js";
import { insertDemoOrders, type DemoAgency } from "../bookings/service-seed.js";
import { canTakePlaces, takePlaces } from "../calendars/stock.js";
import { ROOM_CALENDAR, stayPrice } from "./calendar.js";
import { hotelOrderRow, hotelSnapshot } from "./order-row.js";

type Trx = Kysely<Database>;

/**
 * The fourth coming Friday from `today` (22 to 28 days ahead): far enough that the stays the demo and
 * its checks book in the next three weeks are not refused, near enough to show on the month's calendar.
 */
const closedFriday = (today: string) => {
  let d = addDays(today, 1);
  while (weekdayOf(d) !== 5) d = addDays(d, 1);
  return addDays(d, 21);
};

/** The oldest hotel's nights: a stop-sell weekend and a 2-night minimum on Friday and Saturday arrivals. */
async function restrictOldest(trx: Trx, agencyId: string, today: string) {
  const hotel = await trx
    .selectFrom("hotels")
    .select("_id")
    .where("agency_id", "=", agencyId)
    .where("is_deleted", "=", 0)
    .orderBy("created_at", "asc")
    .orderBy("_id", "asc")
    .executeTakeFirst();
  if (!hotel) return;
  const friday = closedFriday(today);
  const calendars = trx
    .selectFrom("room_calendars")
    .innerJoin("rooms", "rooms._id", "room_calendars.room_id")
    .select("room_calendars._id")
    .where("rooms.hotel_id", "=", hotel._id);
  const days = await trx
    .selectFrom("room_calendar_days")
    .select(["_id", "date"])
    .where("calendar_id", "in", calendars)
    .where("date", ">=", today)
    .execute();
  for (const day of days) {
    const weekend = [5, 6].includes(weekdayOf(day.date));
    if (!weekend) continue;
    const closed = day.date === friday || day.date === addDays(friday, 1);
    await trx
      .updateTable("room_calendar_days")
      .set(closed ? { stop_sell: 1 } : { min_stay: 2 })
      .where("_id", "=", day._id)
      .execute();
  }
}

type DemoStay = { guest: [string, string]; from: number; nights: number; status: string; checkedIn?: number };
const STAYS: DemoStay[] = [
  { guest: ["Đỗ Minh Châu", "0912345001"], from: 0, nights: 2, status: "paid" },
  { guest: ["Olivia Martin", "0912345002"], from: 0, nights: 1, status: "confirmed" },
  { guest: ["Vũ Đức Anh", "0912345003"], from: -1, nights: 3, status: "confirmed", checkedIn: -1 },
  { guest: ["Hoàng Thị Lan", "0912345004"], from: -2, nights: 2, status: "paid", checkedIn: -2 },
];

/** The newest hotel's desk today: arrivals, a guest in house, a departure (rooms taken from tonight on). */
async function stayToday(trx: Trx, agency: DemoAgency, today: string) {
  const hotel = await trx
    .selectFrom("hotels")
    .selectAll()
    .where("agency_id", "=", agency._id)
    .where("is_deleted", "=", 0)
    .orderBy("created_at", "desc")
    .orderBy("_id", "desc")
    .executeTakeFirst();
  const rooms = hotel
    ? await trx
        .selectFrom("rooms")
        .selectAll()
        .where("hotel_id", "=", hotel._id)
        .where("is_deleted", "=", 0)
        .orderBy("created_at")
        .execute()
    : [];
  // the room type with rooms empty for the stays of tonight (three) and tomorrow (two), else the first
  let room = rooms[0];
  for (const r of rooms)
    if (
      (await canTakePlaces(trx, ROOM_CALENDAR, r._id, [today], 3)) &&
      (await canTakePlaces(trx, ROOM_CALENDAR, r._id, [addDays(today, 1)], 2))
    ) {
      room = r;
      break;
    }
  if (!hotel || !room) return;
  const now = new Date().toISOString();
  const orders: ReturnType<typeof hotelOrderRow>[] = [];
  const checkedIn = new Map<string, { at: string; status: string }>();
  for (const s of STAYS) {
    const checkin = addDays(today, s.from);
    const nights = nightsOf(checkin, addDays(checkin, s.nights));
    const ahead = nights.filter((n) => n >= today);
    if (ahead.length && (await canTakePlaces(trx, ROOM_CALENDAR, room._id, ahead, 1)))
      await takePlaces(trx, ROOM_CALENDAR, room._id, ahead, 1);
    const line = {
      room: bookedItem(room),
      quantity: 1,
      price: await stayPrice(trx, room, nights),
      quantity_extrabed: 0,
    };
    const money = hotelBookingMoney({
      currency: hotel.currency,
      nights: nights.length,
      price_extrabed: hotel.price_extrabed ?? 0,
      service_fee_percent: feePercent(hotel.service_fee),
      vat_percent: feePercent(hotel.vat_fee),
      commission_value: hotel.commission_value,
      items: [line],
    });
    const order = hotelOrderRow({
      agency_id: agency._id,
      hotel: hotelSnapshot(hotel),
      status: s.status,
      date_checkin: checkin,
      date_checkout: addDays(checkin, s.nights),
      nights: nights.length,
      lines: [{ ...line, amount: money.lines[0]! }],
      money,
      currency: hotel.currency,
      rate_payment: 1,
      contact: { fullname: s.guest[0], phone: s.guest[1], email: `guest${s.guest[1].slice(-3)}@example.com` },
      created_at: new Date(Date.parse(`${checkin}T00:00:00+07:00`) - 10 * 86_400_000).toISOString(),
    });
    // a guest in house checked in at 14:05 on the arrival day
    if (s.checkedIn !== undefined)
      checkedIn.set(order._id, {
        at: new Date(Date.parse(`${addDays(today, s.checkedIn)}T14:05:00+07:00`)).toISOString(),
        status: s.status,
      });
    orders.push(order);
  }
  await insertDemoOrders(trx, orders, now);
  for (const [id, { at, status }] of checkedIn) {
    await trx.updateTable("orders").set({ checked_in_at: at }).where("_id", "=", id).execute();
    const data = JSON.stringify({ desk: "check_in" });
    await trx
      .insertInto("order_events")
      .values({ order_id: id, from_status: status, to_status: status, actor: "agency", data, created_at: at })
      .execute();
  }
}

/** The desk demo of a supplier with hotels (once: a supplier whose nights already have a restriction is skipped). */
export async function seedHotelDesk(trx: Trx, agency: DemoAgency, today = todayInVietnam()) {
  const done = await trx
    .selectFrom("room_calendar_days")
    .innerJoin("room_calendars", "room_calendars._id", "room_calendar_days.calendar_id")
    .innerJoin("rooms", "rooms._id", "room_calendars.room_id")
    .select("room_calendar_days._id")
    .where("rooms.agency_id", "=", agency._id)
    .where((eb) => eb.or([eb("stop_sell", "=", 1), eb("min_stay", "is not", null)]))
    .executeTakeFirst();
  if (done) return;
  await restrictOldest(trx, agency._id, today);
  await stayToday(trx, agency, today);
}
