// A booking's bank-transfer code (spec hotels-bikes-transport §4 "Transaction code", §7 "PATCH
// order/{id} … or payment_id"), for any service whose descriptor takes one (`transferCode`): one rule
// (@contract/api/transfer-code): a code on a booking no money came in for records a completed
// bank-transfer deposit (the order's total and currency), stores its payment id on the order and, where
// the booking waited for its payment, marks it paid, in one transaction; a code on a booking already
// paid (by card, by another transfer) is refused with 409 order_already_paid: never a second payment.
// Whether the code is already recorded (the order's code, or a completed bank-transfer deposit of it)
// and whether money came in are read inside that transaction, which holds the write lock from its start
// (BEGIN IMMEDIATE, db/database.ts), so a double submit, even through two worker processes, records one
// deposit and the other answers 409 transfer_code_recorded. The unique index of migration 0018 refuses
// a second deposit of one code whatever path writes it.
import { Router, type NextFunction, type Request, type Response } from "express";
import { ListQuery } from "@contract/api/list";
import {
  decideTransferCode,
  isMoneyIn,
  isTransferCodeBody,
  TransferCodeSchema,
  type TransferCodeVerdict,
} from "@contract/api/transfer-code";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { runOrderHooks } from "./order-hooks.js";
import { writeOrderEvent } from "./order-event.js";
import { memberActor, type Actor } from "../activity/record.js";
import type { OrderParts } from "./order-parts.js";
import { ownOrder, transactionRow, type OrderRow } from "./record.js";

/** A completed bank-transfer deposit of `code` on the order: what migration 0018's index keeps unique. */
export const transferDeposit = (db: DB, orderId: string, code: string) =>
  db
    .selectFrom("transactions")
    .select("_id")
    .where("order_id", "=", orderId)
    .where("payment_id", "=", code)
    .where("type", "=", "deposit")
    .where("gateway", "=", "bank_transfer")
    .where("status", "=", "completed")
    .executeTakeFirst();

/** Whether a write failed on a unique index (the database's own "already done"). */
export const isUniqueViolation = (err: unknown) => !(err instanceof ApiError) && String(err).includes("UNIQUE");

/** Whether money already came in on the order: a completed payment (card) or deposit (transfer). */
const moneyIn = async (db: DB, orderId: string) =>
  (
    await db
      .selectFrom("transactions")
      .select(["type", "status"])
      .where("order_id", "=", orderId)
      .where("type", "in", ["payment", "deposit"])
      .execute()
  ).some(isMoneyIn);

/**
 * Records `code` on the order `read` names (its other columns may be stale: only its id is trusted),
 * by the one rule (@contract/api/transfer-code decideTransferCode) on what the transaction reads: one
 * deposit, and the customer's payment step's status (paid) where the order waited for it, written
 * through the normal change (its order_events row and activity entry by `by`, the service's hooks).
 * `verdict` not ok: nothing written.
 */
export async function recordTransferCode(
  db: DB,
  read: OrderRow,
  code: string,
  services: readonly string[],
  by?: Actor,
) {
  const at = nowIso();
  const verdict = await db.transaction().execute(async (trx): Promise<TransferCodeVerdict> => {
    const order = await trx
      .selectFrom("orders")
      .select(["status", "payment_id"])
      .where("_id", "=", read._id)
      .executeTakeFirstOrThrow();
    const decided = decideTransferCode({
      status: order.status,
      recorded: order.payment_id === code || !!(await transferDeposit(trx, read._id, code)),
      paid: await moneyIn(trx, read._id),
    });
    if (!decided.ok) return decided;
    const to = decided.to ?? order.status;
    await trx
      .insertInto("transactions")
      .values(transactionRow(read, "deposit", at, { gateway: "bank_transfer", payment_id: code }))
      .execute();
    await trx
      .updateTable("orders")
      .set({ payment_id: code, status: to, updated_at: at })
      .where("_id", "=", read._id)
      .execute();
    const event = { from: order.status, to, actor: "agency", data: { payment_id: code }, at };
    await writeOrderEvent(trx, read, event, by);
    await runOrderHooks(trx, { ...read, status: order.status }, order.status, to);
    return decided;
  });
  return { verdict, order: await ownOrder(db, read.agency_id, read._id, services) };
}

/** `{orders}/{id}` PATCH {payment_id} of a service that takes one; any other PATCH goes on to its order path. */
export function transferCodeRoutes(ctx: Ctx, parts: OrderParts) {
  const r = Router();
  const { db } = ctx;
  const transferCode = handler(async (req) => {
    const { agency, user } = await currentAgency(ctx, req);
    const read = await ownOrder(db, agency._id, req.params.id, parts.services);
    const { payment_id } = parse(TransferCodeSchema, req.body);
    const { lang } = ListQuery.parse(req.query);
    const { verdict, order } = await recordTransferCode(db, read, payment_id, parts.services, memberActor(user));
    if (!verdict.ok) throw new ApiError(409, verdict.message, parts.record(order, lang));
    return parts.record(order, lang);
  });
  r.patch(`/${parts.descriptor.api.orders}/:id`, (req: Request, res: Response, next: NextFunction) =>
    isTransferCodeBody(req.body) ? transferCode(req, res, next) : next(),
  );
  return r;
}
