// The order path's parts of tours and cruises (tours-cruises §3 "Booking/order", §4): one set of
// calls (order, statistic, tour/statistic-revenue) for both, the day rule against the booked days,
// and a cruise's cabins given back when its booking ends.
import { PatchOrderSchema, type PatchOrder } from "@contract/api/bookings";
import { serviceOf, TOUR } from "@contract/services";
import { cabinLines, releaseCabins } from "../cabin-calendar/stock.js";
import type { DB } from "../db/database.js";
import { SERVICE_DAY_COLUMN } from "./columns.js";
import { onOrderEnded } from "./order-hooks.js";
import { servicesWithOrders, type OrderParts } from "./order-parts.js";
import { orderRecord, orderTravelDays, ownOrder } from "./record.js";
import { decideTransition } from "./rules.js";
import { tourDevOrder } from "./tour-dev-order.js";

export const TOUR_ORDERS: OrderParts<PatchOrder> = {
  descriptor: TOUR,
  services: ["tour", "cruise"],
  patch: PatchOrderSchema,
  record: orderRecord,
  decideStatus: (o, target, _body, clock) =>
    decideTransition(o.status, target, clock.today(), orderTravelDays(o), o.service),
  // the tours' list may be asked for any one service the marketplace books (`service=`)
  listServices: (requested) =>
    requested && servicesWithOrders().includes(requested) ? [requested] : TOUR_ORDERS.services,
  devOrder: tourDevOrder,
  // tours-cruises §2: a tour departs on its travel day; a cruise's guests check in (its descriptor's startsWithCheckin)
  agenda: { start: (service) => (serviceOf(service).startsWithCheckin ? "checkin" : "departure") },
};

// a cruise booking that ends gives its cabins back to its travel day (tours-cruises §3 "Cabin calendar entry")
onOrderEnded("cruise", (trx, order) => releaseCabins(trx, order[SERVICE_DAY_COLUMN], cabinLines(order.items)));

/** A tour or cruise booking of the supplier (null: any supplier's); another's answers 404. */
export const ownTourOrder = (db: DB, agencyId: string | null, id: unknown) =>
  ownOrder(db, agencyId, id, TOUR_ORDERS.services);
