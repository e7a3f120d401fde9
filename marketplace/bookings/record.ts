// The booking as the contract shows it (spec tours-cruises §3 "Booking/order") and the new row
// every way of creating one (dev/order, seed, scale) goes through, its money computed by ./money.ts.
import { randomBytes } from "node:crypto";
import { sql, type Insertable, type Selectable } from "kysely";
import type { Driver, FastTrack, Person } from "@contract/api/bookings";
import { bookedDays, lastDayOf } from "@contract/booking-transitions";
import { PAID_STATUSES } from "@contract/statuses";
import type { DB } from "../db/database.js";
import { ApiError } from "../shared/http.js";
import { randomId } from "../shared/ids.js";
import { json, jsonOrNull } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { areCabinLines, computeMoney, storedItems, type Lines, type Surcharge } from "./money.js";
import type { OrdersTable, PaymentsTable, TransactionsTable } from "./tables.js";
import { CONTACT_COLUMN } from "./columns.js";

// ------------------------------------------------------------------ new rows

const UID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const code8 = () => [...randomBytes(8)].map((b) => UID_ALPHABET[b % 36]).join("");
/** TOUR-XXXXXXXX / CRUISE-XXXXXXXX (36^8 codes). */
export const newUid = (service: string) => `${service.toUpperCase()}-${code8()}`;
export const newPaymentId = (prefix: "PAY" | "TXN") => `${prefix}-${code8()}`;

export type NewOrder = {
  agency_id: string;
  /** tours-cruises §3: a tour or a cruise (whose lines are cabins, its descriptor's cabinLines) */
  service: string;
  tour: { _id: string; type: string };
  calendar_id?: string | null;
  date_id?: string | null;
  status: string;
  date_travel: string;
  created_at: string;
  user_id?: string | null;
  contact: { fullname: string; phone: string; email: string };
  note?: string | null;
  lines: Lines;
  currency: string;
  rate_payment: number;
  duration?: number | null;
  total_traveler?: number;
  single_room: Surcharge;
  extra_bed: Surcharge;
  tour_operator?: Person | null;
  tour_guide?: Person | null;
  tour_driver?: Driver | null;
  fast_track_info?: FastTrack | null;
  reason_cancel?: string | null;
};

/** The row of a new order, its money computed here (never taken from the client). */
export function orderRow(o: NewOrder): Insertable<OrdersTable> & { _id: string; uid: string } {
  const money = computeMoney(o.lines, [o.single_room, o.extra_bed], o.currency);
  const quantities = (o.lines.items as { quantity: number }[]).reduce((s, i) => s + i.quantity, 0);
  return {
    _id: randomId(),
    uid: newUid(o.service),
    agency_id: o.agency_id,
    service: o.service,
    tour_id: o.tour._id,
    tour_type: o.tour.type,
    calendar_id: o.calendar_id ?? null,
    date_id: o.date_id ?? null,
    status: o.status,
    date_travel: o.date_travel,
    contact: JSON.stringify(o.contact),
    items: JSON.stringify(o.lines.items),
    note: o.note ?? null,
    user_id: o.user_id ?? null,
    currency: o.currency,
    rate_payment: o.rate_payment,
    original_total: money.original_total,
    subtotal: money.subtotal,
    total: money.total,
    total_amount_agency: money.total_amount_agency,
    commission_value: areCabinLines(o.lines) ? o.lines.commission_value : null,
    duration: o.duration ?? null,
    single_room_surcharge: o.single_room.amount,
    single_room_quantity: o.single_room.quantity,
    single_room_commission_type: o.single_room.commission_type,
    single_room_commission_value: o.single_room.commission_value,
    extra_bed_surcharge: o.extra_bed.amount,
    extra_bed_quantity: o.extra_bed.quantity,
    extra_bed_commission_type: o.extra_bed.commission_type,
    extra_bed_commission_value: o.extra_bed.commission_value,
    total_traveler: o.total_traveler ?? quantities,
    reason_cancel: o.reason_cancel ?? null,
    [CONTACT_COLUMN.operator]: jsonOrNull(o.tour_operator),
    [CONTACT_COLUMN.guide]: jsonOrNull(o.tour_guide),
    [CONTACT_COLUMN.driver]: jsonOrNull(o.tour_driver),
    fast_track_info: jsonOrNull(o.fast_track_info),
    created_at: o.created_at,
    updated_at: o.created_at,
  };
}

export function transactionRow(
  order: { _id: string; agency_id: string; service: string; total: number; currency: string },
  type: "payment" | "deposit" | "refund",
  at: string,
  extra: { amount?: number; currency?: string; gateway?: string | null; payment_id?: string | null } = {},
): Insertable<TransactionsTable> {
  return {
    _id: randomId(),
    payment_id: extra.payment_id || newPaymentId("TXN"),
    order_id: order._id,
    agency_id: order.agency_id,
    status: "completed",
    amount: extra.amount ?? order.total,
    currency: extra.currency ?? order.currency,
    service: order.service,
    gateway: extra.gateway || (type === "deposit" ? "bank_transfer" : "card"),
    type,
    date_completed: at,
    created_at: at,
  };
}

// ------------------------------------------------------------------ the record

/** The order's row with what the record shows of its tour and customer. */
export const orderColumns = (db: DB) =>
  db
    .selectFrom("orders")
    .leftJoin("tours", "tours._id", "orders.tour_id")
    .leftJoin("users", "users._id", "orders.user_id")
    .selectAll("orders")
    .select([
      "tours.name as tour_name",
      sql<string | null>`json_extract(tours.translations, '$.en.name')`.as("tour_name_en"),
      "tours.cruise_time_checkin as tour_checkin",
      "tours.duration as tour_minutes",
      "users.email as user_email",
    ]);
export type OrderRow = Selectable<OrdersTable> & {
  tour_name: string | null;
  tour_name_en: string | null;
  tour_checkin: string | null;
  tour_minutes: number | null;
  user_email: string | null;
};

/**
 * The booked service's first and last day (spec tours-cruises §4: complete from its last day on): a
 * cruise of N nights lasts N + 1 days, a tour its duration, from the travel day.
 */
export const orderTravelDays = (o: Pick<OrderRow, "date_travel" | "duration" | "tour_minutes">) => ({
  first: o.date_travel,
  last: lastDayOf(o.date_travel, bookedDays({ nights: o.duration, minutes: o.tour_minutes })),
});

/**
 * The supplier's own order by `_id` or `uid`, of one of `services` (null: any service, said so by
 * the caller); another supplier's, another service's or an unknown one answers 404.
 */
export async function ownOrder(
  db: DB,
  agencyId: string | null,
  id: unknown,
  services: readonly string[] | null,
): Promise<OrderRow> {
  const key = String(id ?? "").slice(0, 64);
  let q = orderColumns(db).where((eb) => eb.or([eb("orders._id", "=", key), eb("orders.uid", "=", key.toUpperCase())]));
  if (services) q = q.where("orders.service", "in", services);
  if (agencyId !== null) q = q.where("orders.agency_id", "=", agencyId);
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(404, "order_not_found");
  return row as OrderRow;
}

export function orderRecord(o: OrderRow, lang: Lang) {
  const inLang = (vi: string, en: string | null | undefined) => (lang === "en" && en ? en : vi);
  const items = storedItems(o, inLang);
  return {
    _id: o._id,
    uid: o.uid,
    service: o.service,
    tour_type: o.tour_type,
    tour: {
      _id: o.tour_id,
      name: inLang(o.tour_name ?? "", o.tour_name_en),
      cruise_time_checkin: o.tour_checkin ?? null,
    },
    contact: json(o.contact, { fullname: "", phone: "", email: "" }),
    user: o.user_id && o.user_email ? { _id: o.user_id, email: o.user_email } : null,
    date_travel: o.date_travel,
    created_at: o.created_at,
    updated_at: o.updated_at || o.created_at,
    status: o.status,
    note: o.note,
    currency: o.currency,
    original_total: o.original_total,
    subtotal: o.subtotal,
    total: o.total,
    total_amount_agency: o.total_amount_agency,
    commission_value: o.commission_value,
    duration: o.duration,
    // the last day of the booked service (YYYY-MM-DD): completing is allowed from it on
    date_end: orderTravelDays(o).last,
    single_room_surcharge: o.single_room_surcharge,
    single_room_quantity: o.single_room_quantity,
    single_room_commission_type: o.single_room_commission_type,
    single_room_commission_value: o.single_room_commission_value,
    extra_bed_surcharge: o.extra_bed_surcharge,
    extra_bed_quantity: o.extra_bed_quantity,
    extra_bed_commission_type: o.extra_bed_commission_type,
    extra_bed_commission_value: o.extra_bed_commission_value,
    rate_payment: o.rate_payment,
    total_traveler: o.total_traveler,
    reason_cancel: o.reason_cancel,
    items,
    tour_operator: json<Person | null>(o[CONTACT_COLUMN.operator], null),
    tour_guide: json<Person | null>(o[CONTACT_COLUMN.guide], null),
    tour_driver: json<Driver | null>(o[CONTACT_COLUMN.driver], null),
    fast_track_info: json<FastTrack | null>(o.fast_track_info, null),
  };
}

export function paymentRecord(p: Selectable<PaymentsTable>) {
  return {
    _id: p._id,
    payment_id: p.payment_id,
    service: p.service,
    payment_method: p.payment_method,
    bank_name: p.bank_name,
    branch_name: p.branch_name,
    account_number: p.account_number,
    payment_currency: p.payment_currency,
    payment_amount: p.payment_amount,
    payment_date: p.payment_date,
    rate_vnd: p.rate_vnd,
    note: p.note,
    created_at: p.created_at,
  };
}

export function transactionRecord(t: Selectable<TransactionsTable>) {
  return {
    _id: t._id,
    payment_id: t.payment_id,
    order: t.order_id,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    service: t.service,
    gateway: t.gateway,
    date_completed: t.date_completed,
    type: t.type,
  };
}

/** The rows that go with a new order: its creation in the history, and the money already paid. */
export function companionsOf(
  order: Insertable<OrdersTable> & { _id: string },
  actor: "customer" | "operator",
  now = new Date().toISOString(),
) {
  const at = String(order.created_at);
  const event = { order_id: order._id, from_status: null, to_status: order.status, actor, data: null, created_at: at };
  const transactions: Insertable<TransactionsTable>[] = [];
  const money = {
    _id: order._id,
    agency_id: order.agency_id,
    service: order.service,
    total: Number(order.total),
    currency: order.currency,
  };
  if (PAID_STATUSES.has(order.status)) transactions.push(transactionRow(money, "payment", at));
  if (order.status === "refunded") {
    const later = new Date(Math.min(Date.parse(at) + 86_400_000, Date.parse(now))).toISOString();
    transactions.push(transactionRow(money, "refund", later));
  }
  return { event, transactions };
}
