// A transport booking's status rule (spec hotels-bikes-transport §4 "Transport booking statuses", §8
// "Transport rules"): the transition table against the pickup instant and its day in Vietnam, and a
// complete driver to start. The change itself is every booking's (bookings/change.ts patchOrderOf).
import { decideAction } from "@contract/booking-transitions";
import { TRANSPORT } from "@contract/services";
import { driverComplete } from "@contract/transport";
import type { Driver } from "@contract/api/bookings";
import { dayOf } from "../shared/dates.js";
import { json } from "../shared/json.js";
import { CONTACT_COLUMN, SERVICE_DAY_COLUMN } from "../bookings/columns.js";
import type { Decision } from "../bookings/rules.js";
import type { OrderRow } from "../bookings/record.js";

const refuse = (message: string, data: { status: string } | null = null): Decision => ({
  ok: false,
  code: 409,
  message,
  data,
});

/** The supplier's status change on a transport booking at `now`, decided by the shared table. */
export function decideTransportStatus(o: OrderRow, target: string, driver: Driver | null | undefined, now: Date) {
  const verdict = decideAction(TRANSPORT.transitions, target, o.status, dayOf(now), o[SERVICE_DAY_COLUMN], {
    now: now.toISOString(),
    at: o.date_pickup ?? "",
  });
  if (!verdict.ok) return refuse(verdict.message, verdict.status === null ? null : { status: verdict.status });
  // §4: starting needs a driver with name, license plate and a contact method (the post's or the stored one)
  if (target === "agency_begin" && !driverComplete(driver ?? json<Driver | null>(o[CONTACT_COLUMN.driver], null)))
    return refuse("warning_driver");
  return { ok: true } as Decision;
}
