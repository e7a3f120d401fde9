// A booking's change, recorded twice in its transaction: its history row (order_events, which the
// booking's own rules read) and its activity entry (spec team.md: "Every write that changes a booking
// … writes its activity entry in the same transaction as the change"). Every path that changes a
// booking writes through here — a status change or contact change (change.ts), a desk step (desk.ts),
// a transfer code (transfer-code.ts), a dev booking or event — so none can write one and not the other.
import type { Transaction } from "kysely";
import { deskKind, statusKind, type ActivitySummary } from "@contract/activity";
import type { Database } from "../db/schema.js";
import {
  activityRow,
  CUSTOMER,
  MARKETPLACE,
  recordActivity,
  type Actor,
  type NewActivity,
} from "../activity/record.js";

export type OrderEvent = {
  from: string | null; // null: the booking was created
  to: string;
  actor: string; // agency | customer | operator
  data: Record<string, unknown>;
  at: string;
};
type Booked = { _id: string; agency_id: string; service: string; uid: string };

/** A supplier's change with no member named (a test calling a write directly): the supplier's side, unnamed. */
const SUPPLIER: Actor = { kind: "member", _id: null, name: null, email: null };

/** The author of an event: the member who made the supplier's change, the customer, or the operator. */
const actorOf = (actor: string, by: Actor | undefined): Actor =>
  actor === "customer" ? CUSTOMER : actor === "operator" ? MARKETPLACE : (by ?? SUPPLIER);

/** What kind of change an event is: created, a desk step, a transfer code, a status, else its contact people. */
function kindOf(e: OrderEvent) {
  if (e.from === null) return "booking.created";
  if (typeof e.data.desk === "string") return deskKind(e.data.desk);
  if (typeof e.data.payment_id === "string") return "transfer_code.recorded";
  if (e.from !== e.to) return statusKind(e.to);
  return "booking.contacts_changed";
}

const CONTACT_FIELDS = ["tour_operator", "tour_guide", "operator", "guide", "driver"];

/** The activity entry of a booking's event (also what the seed writes in bulk). */
export function orderActivity(order: Booked, e: OrderEvent, by?: Actor): NewActivity {
  const reason = e.data.reason_cancel ?? e.data.reason ?? e.data.deposit_reason;
  // a contact change: each person sent, by the name the booking shows
  const contacts = Object.fromEntries(
    CONTACT_FIELDS.filter((f) => e.data[f]).map((f) => [
      f,
      String((e.data[f] as { fullname?: unknown }).fullname ?? ""),
    ]),
  );
  const summary: ActivitySummary = {
    from: e.from,
    to: e.to,
    reason: typeof reason === "string" ? reason : null,
    code: typeof e.data.payment_id === "string" ? e.data.payment_id : null,
    ...(Object.keys(contacts).length ? { contacts } : {}),
  };
  return {
    agencyId: order.agency_id,
    actor: actorOf(e.actor, by),
    kind: kindOf(e),
    service: order.service,
    target: { kind: "booking", _id: order._id, label: order.uid },
    summary,
    at: e.at,
  };
}

/** The order_events row of an event. */
export const orderEventRow = (orderId: string, e: OrderEvent) => ({
  order_id: orderId,
  from_status: e.from,
  to_status: e.to,
  actor: e.actor,
  data: Object.keys(e.data).length ? JSON.stringify(e.data) : null,
  created_at: e.at,
});

/** Writes a booking's event and its activity entry in `trx`, the change's transaction; `by`: the member. */
export async function writeOrderEvent(trx: Transaction<Database>, order: Booked, e: OrderEvent, by?: Actor) {
  await trx.insertInto("order_events").values(orderEventRow(order._id, e)).execute();
  await recordActivity(trx, orderActivity(order, e, by));
}

/** The activity rows of many events at once (seeds): as writeOrderEvent would write them. */
export const orderActivityRows = (events: { order: Booked; event: OrderEvent; by?: Actor }[]) =>
  events.map(({ order, event, by }) => activityRow(orderActivity(order, event, by)));

/** An order_events row (as the seeds build them) read back as its event. */
export const eventOfRow = (row: {
  from_status?: string | null;
  to_status: string;
  actor: string;
  data?: string | null;
  created_at?: string;
}): OrderEvent => ({
  from: row.from_status ?? null,
  to: row.to_status,
  actor: row.actor,
  data: row.data ? (JSON.parse(row.data) as Record<string, unknown>) : {},
  at: row.created_at ?? new Date().toISOString(),
});
