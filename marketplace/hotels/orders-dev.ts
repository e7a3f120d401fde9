// marketplace-api.md "The other side": a customer books rooms of a hotel (POST dev/order with service
// hotel). Inside the booking's transaction: each room's price for every night comes from its calendar,
// its rooms come off every night (a night without a setting or sold out refuses the booking, writing
// nothing), and the money is computed here (contract/hotel-booking-money.ts), never taken from the body.
import { devHotelOrderSchema } from "@contract/api/dev";
import { feePercent, hotelBookingMoney, nightsOf } from "@contract/hotel-booking-money";
import { HOTEL } from "@contract/services";
import type { DB } from "../db/database.js";
import type { NewOrderRows } from "../bookings/order-parts.js";
import { generator } from "../bookings/demo.js";
import { addHotelBookings } from "./orders-seed.js";
import { invalidField as invalid, parse } from "../shared/http.js";
import { bookingCurrency, chosenItems, customerIdOf } from "../bookings/customer-booking.js";
import { bookedItem, customerPartOf, newStockOrderRows } from "../bookings/stock-orders.js";
import { ownListing } from "../listings/records.js";
import { HOTEL_ENDED, hotelOrderRow, hotelSnapshot, type HotelLine, type HotelSnapshot } from "./order-row.js";
import { checkStayRules, ROOM_CALENDAR, stayPrice } from "./calendar.js";

export const DevHotelOrderSchema = devHotelOrderSchema(HOTEL.statuses.all as unknown as readonly [string, ...string[]]);

/** The row of a customer's hotel booking and its companions, its rooms taken in `trx`. */
export async function buildHotelOrder(trx: DB, body: unknown): Promise<NewOrderRows> {
  const b = parse(DevHotelOrderSchema, body);
  const hotel = await ownListing(trx, "hotels", null, b.hotel, "hotel_not_found");
  const byId = await chosenItems(
    trx,
    "rooms",
    { column: "hotel_id", id: hotel._id },
    b.items,
    "room",
    (i) => i.room,
    (i, room, n) => {
      // a room without extra beds takes none (§3 "Room": extrabed yes/no)
      if (i.quantity_extrabed > 0 && !room.extrabed) throw invalid(`items.${n}.quantity_extrabed`, "max_num:0");
    },
  );
  const userId = await customerIdOf(trx, b.user);
  const { currency, rate } = bookingCurrency({ rate_payment: b.rate_payment }, hotel.currency);

  const nights = nightsOf(b.date_checkin, b.date_checkout);
  const lines: Omit<HotelLine, "amount">[] = [];
  for (const item of b.items) {
    const room = byId.get(item.room)!;
    lines.push({
      room: bookedItem(room),
      quantity: item.quantity,
      // §9: the room's price for the stay; a night without a calendar price (a booking made in an
      // ended status holds nothing) is the room's default price
      price: await stayPrice(trx, room, nights),
      quantity_extrabed: item.quantity_extrabed,
    });
  }
  const snapshot: HotelSnapshot = hotelSnapshot(hotel);
  const money = hotelBookingMoney({
    currency,
    nights: nights.length,
    price_extrabed: snapshot.price_extrabed,
    service_fee_percent: feePercent(hotel.service_fee),
    vat_percent: feePercent(hotel.vat_fee),
    commission_value: hotel.commission_value,
    items: lines,
  });
  const order = hotelOrderRow({
    agency_id: hotel.agency_id,
    hotel: snapshot,
    status: b.status,
    date_checkin: b.date_checkin,
    date_checkout: b.date_checkout,
    nights: nights.length,
    lines: lines.map((l, i) => ({ ...l, amount: money.lines[i]! })),
    money,
    ...customerPartOf(b, userId, { currency, rate }),
  });
  // a stay that breaks a night's restriction is refused before any room comes off
  if (!HOTEL_ENDED.has(b.status))
    for (const item of b.items) await checkStayRules(trx, item.room, b.date_checkin, b.date_checkout);
  // the rooms come off every night (a night without a setting or sold out refuses the booking)
  return newStockOrderRows(order, {
    ended: HOTEL_ENDED.has(b.status),
    store: ROOM_CALENDAR,
    days: nights,
    lines: b.items.map((i) => ({ id: i.room, quantity: i.quantity })),
  });
}

/** dev/scale's hotel_bookings: thousands of bookings for the bench, in one transaction */
export const scaleHotelBookings = (db: DB, agency: { _id: string; currency: string | null }, n: number) =>
  db.transaction().execute((trx) => addHotelBookings(trx, agency, n, generator(20_261_127 + n)));
