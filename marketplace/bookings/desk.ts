// What the front desk's calls share for every service (contract/front-desk.ts "Today at the desk",
// "Rentals out today"): the clock they judge by, the money still due on a booking, and one desk step
// written race-safe: the booking is read again inside the write's transaction (BEGIN IMMEDIATE), the
// rule decides there ("already done" included), and the change, its history row and the service's
// hooks are written in that transaction.
import type { Request } from "express";
import type { Updateable } from "kysely";
import { amountDue, type DeskVerdict } from "@contract/front-desk";
import { DeskClockQuery } from "@contract/api/front-desk";
import type { Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { ApiError, nowIso } from "../shared/http.js";
import { todayInVietnam } from "../shared/dates.js";
import { runOrderHooks } from "./order-hooks.js";
import { writeOrderEvent } from "./order-event.js";
import type { Actor } from "../activity/record.js";
import { ownOrder, type OrderRow } from "./record.js";
import type { OrdersTable } from "./tables.js";

/** The instant a desk call is judged at: `?at=` with the dev calls on (tests, demos), else now. */
export function deskClock(ctx: Ctx, req: Request) {
  const q = DeskClockQuery.safeParse(req.query);
  const at = ctx.options.devCalls && q.success && q.data.at ? new Date(q.data.at) : new Date();
  return { now: at, today: todayInVietnam(at) };
}

/** The money that came in for each booking (completed card payments and transfer deposits). */
export async function paidIn(db: DB, orderIds: string[]): Promise<Map<string, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom("transactions")
    .select(["order_id", (eb) => eb.fn.sum<number>("amount").as("paid")])
    .where("order_id", "in", orderIds)
    .where("type", "in", ["payment", "deposit"])
    .where("status", "=", "completed")
    .groupBy("order_id")
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.paid)]));
}

/** A booking's total and what is still due on it. */
export const moneyOf = (o: OrderRow, paid: Map<string, number>) => ({
  total: o.total,
  amount_due: amountDue(o.total, paid.get(o._id) ?? 0),
  currency: o.currency,
});

export type DeskWrite = {
  set: Updateable<OrdersTable>;
  /** a status the step moves the booking to (not-come), else it keeps its own */
  to?: string;
  /** what the history row keeps besides the step's name */
  data?: Record<string, unknown>;
};

/**
 * One desk step on the supplier's own booking of `service` (another supplier's: 404): decided on the
 * booking as read inside the write's transaction (409 with the rule's key and `data.status`), then its
 * columns, an order_events row (actor agency, `data.desk` the step) with its activity entry (`by`, the
 * member at the desk) and, for a status change, the
 * service's hooks (a no-show gives its rooms back), all in that transaction. Answers the booking after.
 */
export async function deskStep(
  db: DB,
  agencyId: string,
  id: unknown,
  service: string,
  step: string,
  decide: (o: OrderRow) => DeskVerdict,
  write: (trx: DB, o: OrderRow, at: string) => Promise<DeskWrite>,
  by: Actor,
): Promise<OrderRow> {
  const found = await ownOrder(db, agencyId, id, [service]);
  await db.transaction().execute(async (trx) => {
    const o = await ownOrder(trx, agencyId, found._id, [service]);
    const verdict = decide(o);
    if (!verdict.ok) throw new ApiError(409, verdict.message, { status: o.status });
    const at = nowIso();
    const w = await write(trx, o, at);
    const to = w.to ?? o.status;
    await trx
      .updateTable("orders")
      .set({ ...w.set, ...(w.to ? { status: w.to } : {}), updated_at: at })
      .where("_id", "=", o._id)
      .execute();
    await writeOrderEvent(trx, o, { from: o.status, to, actor: "agency", data: { desk: step, ...w.data }, at }, by);
    if (to !== o.status) await runOrderHooks(trx, o, o.status, to);
  });
  return ownOrder(db, agencyId, found._id, [service]);
}
