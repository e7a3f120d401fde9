// How a booking changes, race-safe: the status read decides (rules.ts), then a conditional
// UPDATE ... WHERE status = <what was read> writes the change and its order_events row in one
// transaction. Kysely wraps better-sqlite3 in promises, so two requests can both read "paid"
// before either writes: the second one's UPDATE then matches no row, and the order is read again
// and decided anew (a replayed confirm gets 409 already_in_status, a conflicting one its 409).
import type { Updateable } from "kysely";
import type { DB } from "../db/database.js";
import { ApiError, nowIso } from "../shared/http.js";
import { todayInVietnam } from "../shared/dates.js";
import { decideEvent, decideInfoUpdate, EVENTS, type Decision, type EventName } from "./rules.js";
import { ownOrder, transactionRow, type OrderRow } from "./record.js";
import type { PatchOrder } from "@contract/api/bookings";
import type { OrdersTable } from "./tables.js";
import { contactColumns } from "./columns.js";
import { runOrderHooks } from "./order-hooks.js";
import { writeOrderEvent } from "./order-event.js";
import type { Actor } from "../activity/record.js";
import type { Clock, OrderParts, PatchBody } from "./order-parts.js";
import { TOUR_ORDERS } from "./tour-orders.js";

export type Change = {
  set: Updateable<OrdersTable> & { updated_at: string };
  to: string;
  actor: string;
  data: Record<string, unknown>;
  after?: (trx: DB, order: OrderRow, at: string) => Promise<void>;
};

/**
 * Decides on `order` (as the caller read it, maybe stale) and applies the change when allowed, with
 * its history row and activity entry (`by`: the member who made a supplier's change). Answers the
 * order as it is afterwards; a refusal throws the rules' ApiError and writes nothing.
 */
export async function apply(
  db: DB,
  agencyId: string | null,
  read: OrderRow,
  decide: (o: OrderRow) => Decision,
  change: (o: OrderRow) => Change,
  by?: Actor,
) {
  let order = read;
  for (let attempt = 0; attempt < 5; attempt++) {
    const decision = decide(order);
    if (!decision.ok) throw new ApiError(decision.code, decision.message, decision.data);
    const c = change(order);
    const from = order.status;
    const current = order;
    const changed = await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable("orders")
        .set(c.set)
        .where("_id", "=", current._id)
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return false;
      const event = { from, to: c.to, actor: c.actor, data: c.data, at: c.set.updated_at };
      await writeOrderEvent(trx, current, event, by);
      await c.after?.(trx, current, c.set.updated_at);
      // what the service does besides (a cruise that ends gives its cabins back), in the same transaction
      await runOrderHooks(trx, current, from, c.to);
      return true;
    });
    // re-read by its id, whatever its service (the caller already found it as one of its own)
    order = await ownOrder(db, agencyId, order._id, null);
    if (changed) return order;
  }
  throw new ApiError(409, "order_busy");
}

export const realClock: Clock = { now: () => new Date(), today: () => todayInVietnam() };

/**
 * PATCH {orders}/{id} of any service: its status change (udpStatus), decided by the service's rule,
 * or its contact people (updInfo), refused once the booking is over (tours-cruises §4; transport §4).
 */
export function patchOrderOf<Body extends PatchBody>(
  parts: OrderParts<Body>,
  db: DB,
  agencyId: string,
  read: OrderRow,
  body: Body,
  clock: Clock = realClock,
  by?: Actor,
) {
  const locked = parts.descriptor.contactsLocked as readonly string[];
  const people = body as Body & Record<string, unknown>;
  return apply(
    db,
    agencyId,
    read,
    (o) =>
      body.actUpd === "udpStatus"
        ? parts.decideStatus(o, body.status!, body, clock)
        : decideInfoUpdate(o.status, locked),
    (o) => {
      const set: Change["set"] = { updated_at: nowIso() };
      const data: Record<string, unknown> = {};
      const target = body.actUpd === "udpStatus" ? body.status! : o.status;
      if (body.actUpd === "udpStatus") set.status = target;
      if (target === "cancelled" && body.reason_cancel) {
        set.reason_cancel = data.reason_cancel = body.reason_cancel;
        if (parts.recordsCancelBy) set.cancel_by = "supplier";
      }
      // the contact people go with any change that leaves them editable (spec §4)
      if (!locked.includes(target)) {
        for (const [field, column] of contactColumns(parts.descriptor.contacts)) {
          const person = people[field];
          if (person) {
            set[column] = JSON.stringify(person);
            data[field] = person;
          }
        }
      }
      return { set, to: target, actor: "agency", data };
    },
    by,
  );
}

/** PATCH order/{id} of a tour or cruise booking, judged against `today` in Vietnam. */
export function patchOrder(
  db: DB,
  agencyId: string,
  read: OrderRow,
  body: PatchOrder,
  today: () => string = () => todayInVietnam(),
) {
  return patchOrderOf(TOUR_ORDERS, db, agencyId, read, body, { now: () => new Date(), today });
}

/** POST dev/order/{id}/{event}: the customer's or the operator's event. */
export function applyEvent(db: DB, read: OrderRow, name: EventName, reason: string | null) {
  const rule = EVENTS[name];
  return apply(
    db,
    null,
    read,
    (o) => decideEvent(o.status, name),
    () => ({
      set: {
        status: rule.to,
        updated_at: nowIso(),
        ...(reason && (name === "abandon" || name === "not-come") ? { reason_cancel: reason } : {}),
      },
      to: rule.to,
      actor: rule.actor,
      data: reason ? { reason } : {},
      async after(trx, order, at) {
        if (name === "pay")
          await trx
            .insertInto("transactions")
            .values(transactionRow(order, "payment", at))
            .execute();
        if (name === "refund") {
          // money goes back only when some came in
          const paid = await trx
            .selectFrom("transactions")
            .select("_id")
            .where("order_id", "=", order._id)
            .where("type", "in", ["payment", "deposit"])
            .executeTakeFirst();
          if (paid)
            await trx
              .insertInto("transactions")
              .values(transactionRow(order, "refund", at))
              .execute();
        }
      },
    }),
  );
}
