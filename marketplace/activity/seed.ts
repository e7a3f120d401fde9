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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a booking reached each status of its path: a confirmation a few hours after the booking, the
 * start on the travel day's morning (08:00 in Vietnam) and the end that evening, a cancellation a day
 * after the step before (sooner for a recent booking), a refund two days later; a few minutes apart at
 * least, never after `now`.
 */
export function stepTimes(steps: string[], created: number, travel: number | null, now: number, jitter = 0) {
  const day = travel ?? created + 48 * HOUR;
  // a recent booking's next step: part of the way from the step before to now
  const soon = (prev: number) => Math.max(0, (now - prev) / 3) + jitter * 7_000;
  const wanted: Record<string, (prev: number) => number> = {
    confirmed: (prev) => prev + Math.min(3 * HOUR + jitter * MINUTE, soon(prev)),
    agency_begin: () => day,
    begin: () => day + 30 * MINUTE,
    agency_completed: () => day + 10 * HOUR,
    completed: () => day + 11 * HOUR + jitter * MINUTE,
    "not-come": () => day + 24 * HOUR,
    refunded: (prev) => prev + 48 * HOUR,
  };
  const times: number[] = [];
  let prev = created;
  steps.forEach((to, i) => {
    const at = Math.max(prev + 5 * MINUTE, (wanted[to] ?? ((p: number) => p + Math.min(26 * HOUR, soon(p))))(prev));
    // a step that would fall after now (a booking still under way) takes part of what is left before now
    const latest = now - (steps.length - i) * 5 * MINUTE;
    prev = at <= latest ? at : prev + Math.max(MINUTE, (latest - prev) * (0.3 + (jitter % 10) / 20));
    times.push(prev);
  });
  return times;
}

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
      "orders.date_travel",
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
    const start = Math.min(Date.parse(o.created_at), now - (steps.length + 1) * 5 * MINUTE);
    const travel = o.date_travel ? Date.parse(`${o.date_travel.slice(0, 10)}T01:00:00Z`) : NaN; // 08:00 in Vietnam
    const jitter = [...o.uid].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 50;
    const times = stepTimes(steps, start, Number.isNaN(travel) ? null : travel, now, jitter);
    const at = (i: number) => new Date(times[i - 1]!).toISOString();
    const push = (event: OrderEvent) => events.push({ order: o, event, by: owner });
    push({ from: null, to: created, actor: "customer", data: {}, at: new Date(start).toISOString() });
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
