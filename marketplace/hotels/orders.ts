// The order path's parts of hotels (spec hotels-bikes-transport §3 "Hotel order", §4 "Hotel booking
// statuses", §7 "Hotel"): its calls under hotel/, the booking as a hotel shows it (the hotel as booked,
// check-in and check-out, nights, room lines, fees), the transition table against the check-in day,
// that it takes a transfer code (bookings/transfer-code.ts), and the rooms a booking
// held given back to every night when it ends.
import { CHECKIN_WINDOW, CHECKOUT_TIME } from "@contract/hotel-times";
import { HOTEL } from "@contract/services";
import { PatchHotelStatusSchema, type PatchHotelStatus } from "@contract/api/hotel-orders";
import { nightsOf } from "@contract/hotel-booking-money";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import type { OrderParts } from "../bookings/order-parts.js";
import type { OrderRow } from "../bookings/record.js";
import { decideTransition, type Decision } from "../bookings/rules.js";
import { givesPlacesBack, heldLines, linesIn, stockOrderRecord } from "../bookings/stock-orders.js";
import { ROOM_CALENDAR } from "./calendar.js";
import { HOTEL_ENDED, type HotelSnapshot } from "./order-row.js";
import { buildHotelOrder, scaleHotelBookings } from "./orders-dev.js";

/** The booking as GET hotel/order answers it (§3 "Hotel order"), names in `lang`. */
export function hotelRecord(o: OrderRow, lang: Lang) {
  const hotel = json<HotelSnapshot | null>(o.hotel ?? null, null);
  return {
    ...stockOrderRecord(o),
    hotel: hotel
      ? { _id: hotel._id, name: lang === "en" && hotel.name_en ? hotel.name_en : hotel.name, address: hotel.address }
      : { _id: o.hotel_id ?? "", name: "", address: null },
    date_checkin: o[SERVICE_DAY_COLUMN],
    date_checkout: o.date_checkout ?? null,
    // the stay's last day is its check-out (the lists show it; completing reads the check-in day)
    date_end: o.date_checkout ?? null,
    total_date: o.total_date ?? 0,
    items: linesIn(o.items, "room", lang),
    price_extrabed: o.price_extrabed ?? 0,
    service_fee: o.service_fee ?? 0,
    vat_fee: o.vat_fee ?? 0,
    // the desk's record of the stay (contract/front-desk.ts "Today at the desk")
    checked_in_at: o.checked_in_at ?? null,
    checked_out_at: o.checked_out_at ?? null,
  };
}
export type HotelRecord = ReturnType<typeof hotelRecord>;

/** The supplier's status change on a hotel booking: the hotel's table against the check-in day in Vietnam. */
export const decideHotelStatus = (o: OrderRow, target: string, today: string): Decision =>
  decideTransition(o.status, target, today, o[SERVICE_DAY_COLUMN], HOTEL.id);

export const HOTEL_ORDERS: OrderParts<PatchHotelStatus> = {
  descriptor: HOTEL,
  services: ["hotel"],
  patch: PatchHotelStatusSchema,
  record: hotelRecord,
  decideStatus: (o, target, _body, clock) => decideHotelStatus(o, target, clock.today()),
  devOrder: buildHotelOrder,
  devScale: scaleHotelBookings,
  // hotels-bikes-transport §9: a day's check-ins at the window's start, its check-outs at 12:00
  agenda: {
    start: () => "checkin",
    startTime: CHECKIN_WINDOW.from,
    end: { kind: "checkout", column: "date_checkout", holds: "day", time: CHECKOUT_TIME },
  },
};

// ------------------------------------------------------------------ rooms given back

/** The nights a stored booking holds and its room lines: what it took, to give back. */
export function heldRooms(o: Pick<OrderRow, "items" | "date_checkout"> & { date_travel: string }) {
  const nights = o.date_checkout ? nightsOf(o.date_travel, o.date_checkout) : [];
  return { nights, lines: heldLines(o.items, "room") };
}

givesPlacesBack(HOTEL.id, ROOM_CALENDAR, "room", (o) => heldRooms(o).nights, HOTEL_ENDED);
