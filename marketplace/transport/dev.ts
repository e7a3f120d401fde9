// marketplace-api.md "The other side": a customer books a transport service (POST dev/order with
// service transport), its money computed from the service here; the operator moderates it.
import type { DB } from "../db/database.js";
import { devTransportOrderSchema, type DevTransportOrder } from "@contract/api/transport";
import { TRANSPORT } from "@contract/services";
import { invalidField as invalid, nowIso } from "../shared/http.js";
import { bookingCurrency, customerIdOf } from "../bookings/customer-booking.js";
import { companionsOf } from "../bookings/record.js";
import { ownTransportListing } from "./listing-routes.js";
import { snapshotOf, transportOrderRow } from "./record.js";

export const DevTransportOrderSchema = devTransportOrderSchema(
  TRANSPORT.statuses.all as unknown as readonly [string, ...string[]],
);

/** The row of a customer's transport booking and its companions (history, the payment when paid). */
export async function buildTransportOrder(db: DB, b: DevTransportOrder) {
  const listing = await ownTransportListing(db, null, b.transport);
  const option = await db
    .selectFrom("transport_options")
    .selectAll()
    .where("_id", "=", listing.option_id)
    .executeTakeFirst();
  if (b.guests > listing.max_guests) throw invalid("guests", `max_num:${listing.max_guests}`);
  const userId = await customerIdOf(db, b.user);
  const { currency, rate } = bookingCurrency(b, listing.currency);
  const order = transportOrderRow({
    agency_id: listing.agency_id,
    snapshot: snapshotOf(listing, option),
    currency,
    rate_payment: rate,
    status: b.status,
    date_pickup: b.date_pickup,
    pickup: { name: b.pickup.name, address: b.pickup.address ?? null },
    drop_off: { name: b.drop_off.name, address: b.drop_off.address ?? null },
    flight_info: b.flight_info,
    contact: b.contact,
    guests: b.guests,
    note: b.note,
    created_at: b.created_at ?? nowIso(),
    user_id: userId,
    reason_cancel: b.reason_cancel,
    cancel_by: b.cancel_by ?? (b.status === "cancelled" ? "customer" : null),
    operator: b.operator,
    guide: b.guide,
    driver: b.driver,
  });
  return { order, ...companionsOf(order, "customer") };
}
