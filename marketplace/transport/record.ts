// A transport booking as the contract shows it (spec hotels-bikes-transport §3 "Transport booking")
// and the row of a new one: the service's snapshot (type, route, vehicle) as it was when booked,
// the pickup instant, its day in Vietnam (the service day column, for the day rules and lists), the money.
import type { Insertable } from "kysely";
import { lineSupplierPart } from "@contract/booking-money";
import { roundMoney } from "@contract/money";
import type { Driver, FastTrack, Person } from "@contract/api/bookings";
import { randomId } from "../shared/ids.js";
import { json, jsonOrNull } from "../shared/json.js";
import { dayOf } from "../shared/dates.js";
import type { Lang } from "../shared/translate.js";
import { newUid, type OrderRow } from "../bookings/record.js";
import { CONTACT_COLUMN, SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import type { OrdersTable } from "../bookings/tables.js";
import type { TransportOptionsTable, TransportServicesTable } from "./tables.js";

type Place = { name: string; address: string | null };

/** What a booking keeps of its service: enough to show it even after the service changes or goes. */
export type TransportSnapshot = {
  _id: string;
  type: string;
  route: string;
  route_custom: string | null;
  route_custom_en: string | null;
  duration_type: string;
  duration: number;
  car_type: number;
  max_guests: number;
  max_luggages: number;
  price: number;
  commission_value: number;
  option: { _id: string; brand: string; type: string; similar: string; gearbox: string; ac: boolean } | null;
};

export function snapshotOf(s: TransportServicesTable, o: TransportOptionsTable | undefined): TransportSnapshot {
  return {
    _id: s._id,
    type: s.type,
    route: s.route,
    route_custom: s.route_custom,
    route_custom_en: json<{ en?: { route_custom?: string | null } }>(s.translations, {}).en?.route_custom ?? null,
    duration_type: s.duration_type,
    duration: s.duration,
    car_type: s.car_type,
    max_guests: s.max_guests,
    max_luggages: s.max_luggages,
    price: s.price,
    commission_value: s.commission_value,
    option: o
      ? { _id: o._id, brand: o.brand, type: o.type, similar: o.similar, gearbox: o.gearbox, ac: Boolean(o.ac) }
      : null,
  };
}

export type NewTransportOrder = {
  agency_id: string;
  snapshot: TransportSnapshot;
  currency: string;
  rate_payment: number;
  status: string;
  date_pickup: string;
  pickup: Place;
  drop_off: Place;
  flight_info?: FastTrack | null;
  contact: { fullname: string; phone: string; email: string };
  guests: number;
  note?: string | null;
  created_at: string;
  user_id?: string | null;
  reason_cancel?: string | null;
  cancel_by?: string | null;
  operator?: Person | null;
  guide?: Person | null;
  driver?: Driver | null;
};

/**
 * The row of a new transport booking, its money computed here (§9: commission = subtotal − real
 * income): the trip's price is the subtotal and the total; the supplier's part is the price less
 * the stored percent, rounded once in the currency as every other booking's.
 */
export function transportOrderRow(o: NewTransportOrder): Insertable<OrdersTable> & { _id: string; uid: string } {
  const subtotal = roundMoney(o.snapshot.price, o.currency);
  const agency = lineSupplierPart("percent", o.snapshot.commission_value, subtotal, 1, o.currency);
  return {
    _id: randomId(),
    uid: newUid("CAR"),
    agency_id: o.agency_id,
    service: "transport",
    tour_id: null,
    calendar_id: null,
    date_id: null,
    transport_id: o.snapshot._id,
    transport: JSON.stringify(o.snapshot),
    status: o.status,
    [SERVICE_DAY_COLUMN]: dayOf(o.date_pickup),
    date_pickup: o.date_pickup,
    pickup: JSON.stringify(o.pickup),
    drop_off: JSON.stringify(o.drop_off),
    fast_track_info: jsonOrNull(o.flight_info),
    contact: JSON.stringify(o.contact),
    items: "[]",
    note: o.note ?? null,
    user_id: o.user_id ?? null,
    currency: o.currency,
    rate_payment: o.rate_payment,
    original_total: subtotal,
    subtotal,
    total: subtotal,
    total_amount_agency: agency,
    commission_value: o.snapshot.commission_value,
    total_traveler: o.guests,
    reason_cancel: o.reason_cancel ?? null,
    cancel_by: o.cancel_by ?? null,
    [CONTACT_COLUMN.operator]: jsonOrNull(o.operator),
    [CONTACT_COLUMN.guide]: jsonOrNull(o.guide),
    [CONTACT_COLUMN.driver]: jsonOrNull(o.driver),
    created_at: o.created_at,
    updated_at: o.created_at,
  };
}

/** The booking as GET transport/order answers it; the contact people under transport's names (§3). */
export function transportRecord(o: OrderRow, lang: Lang) {
  const snap = json<TransportSnapshot | null>(o.transport ?? null, null);
  return {
    _id: o._id,
    uid: o.uid,
    service: o.service,
    transport: snap
      ? {
          ...snap,
          route_custom: lang === "en" && snap.route_custom_en ? snap.route_custom_en : snap.route_custom,
          // the list's item name: the route (the spec gives a service no name of its own)
          name: (lang === "en" && snap.route_custom_en) || snap.route_custom || snap.route,
        }
      : null,
    contact: json(o.contact, { fullname: "", phone: "", email: "" }),
    user: o.user_id && o.user_email ? { _id: o.user_id, email: o.user_email } : null,
    date_pickup: o.date_pickup,
    date_travel: o[SERVICE_DAY_COLUMN],
    pickup: json<Place | null>(o.pickup ?? null, null),
    drop_off: json<Place | null>(o.drop_off ?? null, null),
    flight_info: json<FastTrack | null>(o.fast_track_info, null),
    created_at: o.created_at,
    updated_at: o.updated_at || o.created_at,
    status: o.status,
    cancel_by: o.cancel_by ?? null,
    note: o.note,
    currency: o.currency,
    subtotal: o.subtotal,
    total: o.total,
    total_amount_agency: o.total_amount_agency,
    commission_value: o.commission_value,
    rate_payment: o.rate_payment,
    total_traveler: o.total_traveler,
    reason_cancel: o.reason_cancel,
    operator: json<Person | null>(o[CONTACT_COLUMN.operator], null),
    guide: json<Person | null>(o[CONTACT_COLUMN.guide], null),
    driver: json<Driver | null>(o[CONTACT_COLUMN.driver], null),
  };
}
export type TransportRecord = ReturnType<typeof transportRecord>;

export const optionRecord = (o: TransportOptionsTable) => ({
  _id: o._id,
  type: o.type,
  brand: o.brand,
  similar: o.similar,
  year_of_manufacture: o.year_of_manufacture,
  doors: o.doors,
  ac: Boolean(o.ac),
  gearbox: o.gearbox,
  avatar: o.avatar,
  created_at: o.created_at,
});

export const newOptionId = randomId;
