// PATCH transport/order/{id} (spec hotels-bikes-transport §4 "Transport booking statuses", §8
// "Transport rules"): the transition table against the pickup instant and its day in Vietnam, a
// complete driver to start, the contact people until the booking is over; race-safe as every
// booking change (bookings/change.ts apply). A refusal answers 409 and changes nothing.
import { decideAction } from "@contract/booking-transitions";
import { TRANSPORT } from "@contract/services";
import { driverComplete } from "@contract/transport";
import type { PatchTransportOrder } from "@contract/api/transport";
import type { Driver } from "@contract/api/bookings";
import type { DB } from "../db/database.js";
import { nowIso } from "../shared/http.js";
import { dayOf } from "../shared/dates.js";
import { json } from "../shared/json.js";
import { apply, type Change } from "../bookings/change.js";
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
  const verdict = decideAction(TRANSPORT.transitions, target, o.status, dayOf(now), o.date_travel, {
    now: now.toISOString(),
    at: o.date_pickup ?? "",
  });
  if (!verdict.ok) return refuse(verdict.message, verdict.status === null ? null : { status: verdict.status });
  // §4: starting needs a driver with name, license plate and a contact method (the post's or the stored one)
  if (target === "agency_begin" && !driverComplete(driver ?? json<Driver | null>(o.tour_driver, null)))
    return refuse("warning_driver");
  return { ok: true } as Decision;
}

const PEOPLE = [
  ["operator", "tour_operator"],
  ["guide", "tour_guide"],
  ["driver", "tour_driver"],
] as const;

export function patchTransportOrder(
  db: DB,
  agencyId: string,
  read: OrderRow,
  body: PatchTransportOrder,
  now: () => Date = () => new Date(),
) {
  return apply(
    db,
    agencyId,
    read,
    (o) =>
      body.actUpd === "udpStatus"
        ? decideTransportStatus(o, body.status!, body.driver, now())
        : (TRANSPORT.contactsLocked as readonly string[]).includes(o.status)
          ? refuse("contact_locked", { status: o.status })
          : { ok: true },
    (o) => {
      const set: Change["set"] = { updated_at: nowIso() };
      const data: Record<string, unknown> = {};
      const target = body.actUpd === "udpStatus" ? body.status! : o.status;
      if (body.actUpd === "udpStatus") set.status = target;
      if (target === "cancelled" && body.reason_cancel) {
        set.reason_cancel = data.reason_cancel = body.reason_cancel;
        set.cancel_by = "supplier";
      }
      if (!(TRANSPORT.contactsLocked as readonly string[]).includes(target)) {
        for (const [key, column] of PEOPLE) {
          const person = body[key];
          if (person) {
            set[column] = JSON.stringify(person);
            data[key] = person;
          }
        }
      }
      return { set, to: target, actor: "agency", data };
    },
  );
}
