// The order path's parts of hotels (spec hotels-bikes-transport §3 "Hotel order", §4 "Hotel booking
// statuses", §7 "Hotel"): its calls under hotel/, the booking as a hotel shows it (the hotel as booked,
// check-in and check-out, nights, room lines, fees), the transition table against the check-in day,
// that it takes a transfer code (bookings/transfer-code.ts), and the rooms a booking
// held given back to every night when it ends.
import { decideAction } from "@contract/booking-transitions";
import { HOTEL } from "@contract/services";
import { PatchHotelStatusSchema, type PatchHotelStatus } from "@contract/api/hotel-orders";
import { nightsOf } from "@contract/hotel-booking-money";
import type { DB } from "../db/database.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { givePlacesBack } from "../calendars/stock.js";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import { onOrderEnded } from "../bookings/order-hooks.js";
import type { OrderParts } from "../bookings/order-parts.js";
import type { OrderRow } from "../bookings/record.js";
import type { Decision } from "../bookings/rules.js";
import { ROOM_CALENDAR } from "./calendar.js";
import { HOTEL_ENDED, type HotelLine, type HotelSnapshot } from "./order-row.js";
import { buildHotelOrder, scaleHotelBookings } from "./orders-dev.js";

/** The booking as GET hotel/order answers it (§3 "Hotel order"), names in `lang`. */
export function hotelRecord(o: OrderRow, lang: Lang) {
  const inLang = (vi: string, en: string | null | undefined) => (lang === "en" && en ? en : vi);
  const hotel = json<HotelSnapshot | null>(o.hotel ?? null, null);
  const lines = json<HotelLine[]>(o.items, []);
  return {
    _id: o._id,
    uid: o.uid,
    service: o.service,
    hotel: hotel
      ? { _id: hotel._id, name: inLang(hotel.name, hotel.name_en), address: hotel.address }
      : { _id: o.hotel_id ?? "", name: "", address: null },
    contact: json(o.contact, { fullname: "", phone: "", email: "" }),
    user: o.user_id && o.user_email ? { _id: o.user_id, email: o.user_email } : null,
    date_checkin: o[SERVICE_DAY_COLUMN],
    date_checkout: o.date_checkout ?? null,
    // the stay's last day is its check-out (the lists show it; completing reads the check-in day)
    date_end: o.date_checkout ?? null,
    total_date: o.total_date ?? 0,
    note: o.note,
    items: lines.map((l) => ({
      room: { _id: l.room._id, name: inLang(l.room.name, l.room.name_en) },
      quantity: l.quantity,
      price: l.price,
      quantity_extrabed: l.quantity_extrabed,
      amount: l.amount,
    })),
    price_extrabed: o.price_extrabed ?? 0,
    subtotal: o.subtotal,
    service_fee: o.service_fee ?? 0,
    vat_fee: o.vat_fee ?? 0,
    total: o.total,
    total_amount_agency: o.total_amount_agency,
    commission_value: o.commission_value,
    currency: o.currency,
    rate_payment: o.rate_payment,
    status: o.status,
    payment_id: o.payment_id ?? null,
    reason_cancel: o.reason_cancel,
    created_at: o.created_at,
    updated_at: o.updated_at || o.created_at,
  };
}
export type HotelRecord = ReturnType<typeof hotelRecord>;

/** The supplier's status change on a hotel booking: the hotel's table against the check-in day in Vietnam. */
export function decideHotelStatus(o: OrderRow, target: string, today: string): Decision {
  const verdict = decideAction(HOTEL.transitions, target, o.status, today, o[SERVICE_DAY_COLUMN]);
  if (verdict.ok) return { ok: true };
  return {
    ok: false,
    code: 409,
    message: verdict.message,
    data: verdict.status === null ? null : { status: verdict.status },
  };
}

export const HOTEL_ORDERS: OrderParts<PatchHotelStatus> = {
  descriptor: HOTEL,
  services: ["hotel"],
  patch: PatchHotelStatusSchema,
  record: hotelRecord,
  decideStatus: (o, target, _body, clock) => decideHotelStatus(o, target, clock.today()),
  devOrder: buildHotelOrder,
  devScale: scaleHotelBookings,
  takesTransferCode: true,
  agenda: { start: () => "checkin", end: { kind: "checkout", column: "date_checkout", holds: "day" } },
};

// ------------------------------------------------------------------ rooms given back

/** The nights a stored booking holds and its room lines: what it took, to give back. */
export function heldRooms(o: Pick<OrderRow, "items" | "date_checkout"> & { date_travel: string }) {
  const nights = o.date_checkout ? nightsOf(o.date_travel, o.date_checkout) : [];
  const lines = json<HotelLine[]>(o.items, []).filter((l) => l?.room?._id && l.quantity > 0);
  return { nights, lines };
}

/** Gives every room line of the booking back to every night it held, in the change's transaction. */
export async function giveRoomsBack(trx: DB, o: OrderRow) {
  const { nights, lines } = heldRooms({
    items: o.items,
    date_checkout: o.date_checkout,
    date_travel: o[SERVICE_DAY_COLUMN],
  });
  for (const l of lines) await givePlacesBack(trx, ROOM_CALENDAR, l.room._id, nights, l.quantity);
}

onOrderEnded(HOTEL.id, giveRoomsBack, HOTEL_ENDED);
