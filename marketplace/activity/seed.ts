// The demo's activity record (spec team.md: "Existing demo bookings get a plausible history from their
// seed"). The demo seeds create each booking in its final status with one history row; here each gets
// the path that leads there, from its service's own statuses: booked by its customer (paid, or waiting
// for its payment), then confirmed, started and completed by the supplier's owner and the customer in
// turn, or cancelled by the owner (with its reason), refunded by the marketplace, abandoned by the
// customer; plus the desk steps the seeds recorded (check-in, handover). The same orders give the same
// history; the steps fall between the booking's creation and now.
import type { Kysely } from "kysely";
import { serviceOf } from "@contract/services";
import type { Database } from "../db/schema.js";
import { insertBatched } from "../bookings/demo.js";
import { orderActivityRows, type OrderEvent } from "../bookings/order-event.js";
import { memberActor, type Actor } from "./record.js";

const FLOW = ["confirmed", "agency_begin", "begin", "agency_completed", "completed"];
const WAITING = ["wait_paid", "wait-paid", "wait-confirm"];
/** Who takes a booking to each status (tours-cruises §4: the supplier confirms and ends; the customer begins and completes). */
const CUSTOMER_STEPS = new Set(["begin", "completed", "abandoned"]);
const OPERATOR_STEPS = new Set(["refunded"]);

/** The statuses a booking went through to reach `final`: the one it was created in, then each change. */
export function pathTo(final: string, known: readonly string[]): { created: string; steps: string[] } {
  const has = (s: string) => known.includes(s);
  const waiting = WAITING.find(has) ?? final;
  const i = FLOW.indexOf(final);
  if (i >= 0) return { created: "paid", steps: FLOW.slice(0, i + 1).filter(has) };
  // confirmed by the supplier, then called off
  if (final === "cancelled") return { created: "paid", steps: ["confirmed", "cancelled"].filter(has) };
  if (final === "refunded") return { created: "paid", steps: ["confirmed", "cancelled", "refunded"].filter(has) };
  if (final === "not-come") return { created: "paid", steps: ["confirmed", "not-come"].filter(has) };
  if (final === "abandoned") return { created: waiting, steps: ["abandoned"] };
  if (final === "trash") return { created: "paid", steps: ["cancelled", "trash"].filter(has) };
  return { created: final, steps: [] };
}

const HOUR = 3_600_000;

/** Writes the history of every booking of the database that has no activity yet (the demo's, once). */
export async function seedActivity(trx: Kysely<Database>, now = Date.now()) {
  const orders = await trx
    .selectFrom("orders")
    .innerJoin("agencies", "agencies._id", "orders.agency_id")
    .innerJoin("users", "users._id", "agencies.user_id")
    .select([
      "orders._id",
      "orders.agency_id",
      "orders.service",
      "orders.uid",
      "orders.status",
      "orders.created_at",
      "orders.reason_cancel",
      "users._id as user_id",
      "users.firstname",
      "users.lastname",
      "users.email",
    ])
    .where((eb) => eb.not(eb.exists(eb.selectFrom("activity").select("_id").whereRef("target_id", "=", "orders._id"))))
    .execute();
  const desk = await trx.selectFrom("order_events").selectAll().where("data", "like", '%"desk"%').execute();
  const deskOf = new Map<string, typeof desk>();
  for (const e of desk) deskOf.set(e.order_id, [...(deskOf.get(e.order_id) ?? []), e]);
  const events: Parameters<typeof orderActivityRows>[0] = [];
  for (const o of orders) {
    const owner: Actor = memberActor({ _id: o.user_id, firstname: o.firstname, lastname: o.lastname, email: o.email });
    const known = serviceOf(o.service).statuses.all;
    const { created, steps } = pathTo(o.status, known);
    const start = Date.parse(o.created_at);
    // each step a few hours after the one before, never after now
    const at = (i: number) =>
      new Date(Math.min(start + i * 5 * HOUR, now - (steps.length - i + 1) * 60_000)).toISOString();
    const push = (event: OrderEvent) => events.push({ order: o, event, by: owner });
    push({ from: null, to: created, actor: "customer", data: {}, at: new Date(Math.min(start, now)).toISOString() });
    steps.forEach((to, i) => {
      const from = i === 0 ? created : steps[i - 1]!;
      const actor = CUSTOMER_STEPS.has(to) ? "customer" : OPERATOR_STEPS.has(to) ? "operator" : "agency";
      const reason =
        (to === "cancelled" || to === "abandoned") && o.reason_cancel ? { reason_cancel: o.reason_cancel } : {};
      push({ from, to, actor, data: reason, at: at(i + 1) });
    });
    for (const e of deskOf.get(o._id) ?? [])
      push({
        from: e.from_status,
        to: e.to_status,
        actor: e.actor,
        data: e.data ? (JSON.parse(e.data) as Record<string, unknown>) : {},
        at: e.created_at,
      });
  }
  await insertBatched(trx, "activity", orderActivityRows(events), 500);
  return events.length;
}
