// What the bookings of a listing's items share (spec hotels-bikes-transport §3 "Hotel order", "Bike
// order"): a booking names lines of items (a hotel's rooms, a bike's options) taken from the items'
// sales calendars. Its stored row, the fields every such record answers, its lines named in the asked
// language, and the places an ended booking gives back are one piece; each service adds its listing
// as booked, its days and its own money columns.
import type { Insertable } from "kysely";
import type { DB } from "../db/database.js";
import { nowIso } from "../shared/http.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { givePlacesBack, takePlaces } from "../calendars/stock.js";
import type { CalendarStore } from "../calendars/store.js";
import { SERVICE_DAY_COLUMN } from "./columns.js";
import { englishName } from "./customer-booking.js";
import { onOrderEnded } from "./order-hooks.js";
import type { NewOrderRows } from "./order-parts.js";
import { companionsOf, newUid, type OrderRow } from "./record.js";
import type { OrdersTable } from "./tables.js";

/** An item as a line keeps it: enough to show it after the item changes or goes. */
type BookedItem = { _id: string; name: string; name_en: string | null };
/** A stored line: the item as booked under `K` (room, option), its quantity, its price and the line's amount (§9). */
export type StockLine<K extends string> = Record<K, BookedItem> & { quantity: number; price: number; amount: number };

/** An item's row as a line keeps it. */
export const bookedItem = (item: { _id: string; name: string; translations: string }): BookedItem => ({
  _id: item._id,
  name: item.name,
  name_en: englishName(item.translations),
});

/** What every new booking of items has besides its listing and days (its money computed by the caller). */
export type NewStockOrder = {
  agency_id: string;
  status: string;
  lines: { quantity: number }[];
  money: { subtotal: number; total: number; total_amount_agency: number };
  currency: string;
  rate_payment: number;
  contact: { fullname: string; phone: string; email: string };
  note?: string | null;
  created_at: string;
  user_id?: string | null;
  reason_cancel?: string | null;
};

/**
 * The columns every new booking of items stores, `day` the day its rules judge (in Vietnam); the service
 * adds its listing, its other days and its own money.
 */
export function stockOrderRow(
  service: string,
  day: string,
  o: NewStockOrder,
): Insertable<OrdersTable> & { _id: string; uid: string } {
  return {
    _id: randomId(),
    uid: newUid(service),
    agency_id: o.agency_id,
    service,
    tour_id: null,
    calendar_id: null,
    date_id: null,
    status: o.status,
    [SERVICE_DAY_COLUMN]: day,
    contact: JSON.stringify(o.contact),
    items: JSON.stringify(o.lines),
    note: o.note ?? null,
    user_id: o.user_id ?? null,
    currency: o.currency,
    rate_payment: o.rate_payment,
    original_total: o.money.total,
    subtotal: o.money.subtotal,
    total: o.money.total,
    total_amount_agency: o.money.total_amount_agency,
    total_traveler: o.lines.reduce((s, l) => s + l.quantity, 0),
    reason_cancel: o.reason_cancel ?? null,
    created_at: o.created_at,
    updated_at: o.created_at,
  };
}

/** The customer's part of a booking made by POST dev/order: what its body says, who booked, its currency and rate. */
export const customerPartOf = (
  b: {
    contact: NewStockOrder["contact"];
    note?: string | null;
    created_at?: string;
    reason_cancel?: string | null;
  },
  userId: string | null,
  paid: { currency: string; rate: number },
) => ({
  currency: paid.currency,
  rate_payment: paid.rate,
  contact: b.contact,
  note: b.note,
  created_at: b.created_at ?? nowIso(),
  user_id: userId,
  reason_cancel: b.reason_cancel,
});

/**
 * The rows of a customer's new booking of items (POST dev/order): the order, its companions, and what
 * it holds — each line's items taken off every day of `days` in the booking's transaction (a day
 * without a setting or sold out refuses the booking and nothing is written). A booking made in an
 * ended status holds nothing.
 */
export function newStockOrderRows(
  order: NewOrderRows["order"],
  hold: {
    ended: boolean;
    store: CalendarStore;
    days: string[];
    lines: { id: string; quantity: number }[];
    /** how a refusal's data names the item (takePlaces) */
    itemField?: string;
  },
): NewOrderRows {
  const holds = async (t: DB) => {
    if (hold.ended) return;
    for (const l of hold.lines) await takePlaces(t, hold.store, l.id, hold.days, l.quantity, hold.itemField);
  };
  return { order, ...companionsOf(order, "customer"), holds };
}

/** The fields every booking of items answers (GET <service>/order); the service adds its listing, days and lines. */
export const stockOrderRecord = (o: OrderRow) => ({
  _id: o._id,
  uid: o.uid,
  service: o.service,
  contact: json(o.contact, { fullname: "", phone: "", email: "" }),
  user: o.user_id && o.user_email ? { _id: o.user_id, email: o.user_email } : null,
  note: o.note,
  subtotal: o.subtotal,
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
});

/** The stored lines with each item's name in `lang` (its Vietnamese name when it has no English one). */
export function linesIn<K extends string>(items: string, key: K, lang: Lang): StockLine<K>[] {
  return json<StockLine<K>[]>(items, []).map((l) => {
    const item = l[key];
    const name = lang === "en" && item.name_en ? item.name_en : item.name;
    return { ...l, [key]: { _id: item._id, name } };
  });
}

/** The stored lines that hold places: an item named and a quantity. */
export const heldLines = <K extends string>(items: string, key: K) =>
  json<StockLine<K>[]>(items, []).filter((l) => l?.[key]?._id && l.quantity > 0);

/**
 * Registers the hook of `service` (bookings/order-hooks.ts): when one of its bookings ends (`ended`), every
 * held line of items under `key` goes back to every day `daysOf` the booking, in the change's transaction.
 */
export function givesPlacesBack<K extends string>(
  service: string,
  store: CalendarStore,
  key: K,
  daysOf: (o: OrderRow) => string[],
  ended: ReadonlySet<string>,
) {
  const giveBack = async (trx: DB, o: OrderRow) => {
    const days = daysOf(o);
    for (const l of heldLines(o.items, key)) await givePlacesBack(trx, store, l[key]._id, days, l.quantity);
  };
  onOrderEnded(service, giveBack, ended);
}
