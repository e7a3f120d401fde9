// The order path's parts of hotels (spec hotels-bikes-transport §3 "Hotel order", §4 "Hotel booking
// statuses", §7 "Hotel"): its calls under hotel/, the booking as a hotel shows it (the hotel as booked,
// check-in and check-out, nights, room lines, fees), the transition table against the check-in day,
// the transfer code (PATCH {payment_id}: a completed bank-transfer deposit), and the rooms a booking
// held given back to every night when it ends.
import { Router, type NextFunction, type Request, type Response } from "express";
import { decideAction } from "@contract/booking-transitions";
import { HOTEL } from "@contract/services";
import {
  isTransferCodeBody,
  PatchHotelStatusSchema,
  TransferCodeSchema,
  type PatchHotelStatus,
} from "@contract/api/hotel-orders";
import { nightsOf } from "@contract/hotel-booking-money";
import type { Ctx } from "../context.js";
import { currentAgency } from "../context.js";
import type { DB } from "../db/database.js";
import { handler, nowIso, parse } from "../shared/http.js";
import { json } from "../shared/json.js";
import { ListQuery } from "@contract/api/list";
import type { Lang } from "../shared/translate.js";
import { givePlacesBack } from "../calendars/stock.js";
import { SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import { onOrderEnded } from "../bookings/order-hooks.js";
import type { OrderParts } from "../bookings/order-parts.js";
import { ownOrder, transactionRow, type OrderRow } from "../bookings/record.js";
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

// ------------------------------------------------------------------ the transfer code

/**
 * §4: recording a transfer code creates a completed bank-transfer deposit (the order's total and
 * currency) and stores its payment id on the order, in one transaction; the same code again changes
 * nothing (a double submit records one deposit).
 */
export async function recordTransferCode(db: DB, order: OrderRow, code: string) {
  if (order.payment_id === code) return order;
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("transactions")
      .values(transactionRow(order, "deposit", at, { gateway: "bank_transfer", payment_id: code }))
      .execute();
    await trx.updateTable("orders").set({ payment_id: code, updated_at: at }).where("_id", "=", order._id).execute();
    await trx
      .insertInto("order_events")
      .values({
        order_id: order._id,
        from_status: order.status,
        to_status: order.status,
        actor: "agency",
        data: JSON.stringify({ payment_id: code }),
        created_at: at,
      })
      .execute();
  });
  return ownOrder(db, order.agency_id, order._id, HOTEL_ORDERS.services);
}

/** hotel/order PATCH {payment_id} (the transfer code); everything else is the one order path's. */
export function transferCodeRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const transferCode = handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const order = await ownOrder(db, agency._id, req.params.id, HOTEL_ORDERS.services);
    const { payment_id } = parse(TransferCodeSchema, req.body);
    return hotelRecord(await recordTransferCode(db, order, payment_id), ListQuery.parse(req.query).lang);
  });
  r.patch(`/${HOTEL.api.orders}/:id`, (req: Request, res: Response, next: NextFunction) =>
    isTransferCodeBody(req.body) ? transferCode(req, res, next) : next(),
  );
  return r;
}
