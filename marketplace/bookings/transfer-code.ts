// A booking's bank-transfer code (spec hotels-bikes-transport §4 "Transaction code", §7 "PATCH
// order/{id} … or payment_id"), for any service whose PATCH takes {payment_id}: recording it creates a
// completed bank-transfer deposit (the order's total and currency) and stores its payment id on the
// order, in one transaction. One code is one deposit of a booking: whether it is already recorded (the
// order's code, or a completed bank-transfer deposit of it) is read inside that transaction, which
// holds the write lock from its start (BEGIN IMMEDIATE, db/database.ts), so a double submit, even
// through two worker processes, records one deposit and the other answers 409 transfer_code_recorded.
// The unique index of migration 0018 refuses a second deposit whatever path writes it.
import { Router, type NextFunction, type Request, type Response } from "express";
import { ListQuery } from "@contract/api/list";
import { isTransferCodeBody, TRANSFER_CODE_RECORDED, TransferCodeSchema } from "@contract/api/transfer-code";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
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

/**
 * Records `code` on the order `read` names (its other columns may be stale: only its id is trusted);
 * `recorded` false: the code was already the order's or already had its deposit, nothing was written.
 */
export async function recordTransferCode(db: DB, read: OrderRow, code: string, services: readonly string[]) {
  const at = nowIso();
  const recorded = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["status", "payment_id"])
      .where("_id", "=", read._id)
      .executeTakeFirstOrThrow();
    if (order.payment_id === code || (await transferDeposit(trx, read._id, code))) return false;
    await trx
      .insertInto("transactions")
      .values(transactionRow(read, "deposit", at, { gateway: "bank_transfer", payment_id: code }))
      .execute();
    await trx.updateTable("orders").set({ payment_id: code, updated_at: at }).where("_id", "=", read._id).execute();
    await trx
      .insertInto("order_events")
      .values({
        order_id: read._id,
        from_status: order.status,
        to_status: order.status,
        actor: "agency",
        data: JSON.stringify({ payment_id: code }),
        created_at: at,
      })
      .execute();
    return true;
  });
  return { recorded, order: await ownOrder(db, read.agency_id, read._id, services) };
}

/** `{orders}/{id}` PATCH {payment_id} of a service that takes one; any other PATCH goes on to its order path. */
export function transferCodeRoutes(ctx: Ctx, parts: OrderParts) {
  const r = Router();
  const { db } = ctx;
  const transferCode = handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const read = await ownOrder(db, agency._id, req.params.id, parts.services);
    const { payment_id } = parse(TransferCodeSchema, req.body);
    const { lang } = ListQuery.parse(req.query);
    const { recorded, order } = await recordTransferCode(db, read, payment_id, parts.services);
    if (!recorded) throw new ApiError(409, TRANSFER_CODE_RECORDED, parts.record(order, lang));
    return parts.record(order, lang);
  });
  r.patch(`/${parts.descriptor.api.orders}/:id`, (req: Request, res: Response, next: NextFunction) =>
    isTransferCodeBody(req.body) ? transferCode(req, res, next) : next(),
  );
  return r;
}
