// A booking's bank-transfer code (spec hotels-bikes-transport §4 "Transaction code", §7 "PATCH
// order/{id} … or payment_id"), for any service whose PATCH takes {payment_id}: recording it creates a
// completed bank-transfer deposit (the order's total and currency) and stores its payment id on the
// order, in one transaction; the same code again changes nothing (a double submit records one deposit).
import { Router, type NextFunction, type Request, type Response } from "express";
import { ListQuery } from "@contract/api/list";
import { isTransferCodeBody, TransferCodeSchema } from "@contract/api/transfer-code";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { handler, nowIso, parse } from "../shared/http.js";
import type { OrderParts } from "./order-parts.js";
import { ownOrder, transactionRow, type OrderRow } from "./record.js";

export async function recordTransferCode(db: DB, order: OrderRow, code: string, services: readonly string[]) {
  if (order.payment_id === code) return order;
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("transactions")
      .values(transactionRow(order, "deposit", at, { gateway: "bank_transfer", payment_id: code }))
      .execute();
    await trx.updateTable("orders").set({ payment_id: code, updated_at: at }).where("_id", "=", order._id).execute();
    await trx
      .insertInto("order_events")
      .values({
        order_id: order._id,
        from_status: order.status,
        to_status: order.status,
        actor: "agency",
        data: JSON.stringify({ payment_id: code }),
        created_at: at,
      })
      .execute();
  });
  return ownOrder(db, order.agency_id, order._id, services);
}

/** `{orders}/{id}` PATCH {payment_id} of a service that takes one; any other PATCH goes on to its order path. */
export function transferCodeRoutes(ctx: Ctx, parts: OrderParts) {
  const r = Router();
  const { db } = ctx;
  const transferCode = handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const order = await ownOrder(db, agency._id, req.params.id, parts.services);
    const { payment_id } = parse(TransferCodeSchema, req.body);
    const saved = await recordTransferCode(db, order, payment_id, parts.services);
    return parts.record(saved, ListQuery.parse(req.query).lang);
  });
  r.patch(`/${parts.descriptor.api.orders}/:id`, (req: Request, res: Response, next: NextFunction) =>
    isTransferCodeBody(req.body) ? transferCode(req, res, next) : next(),
  );
  return r;
}
