// A booking's bank-transfer code (spec hotels-bikes-transport §4 "Transaction code", §7 "PATCH
// order/{id} … or payment_id"), for any service whose PATCH takes {payment_id}: recording it creates a
// completed bank-transfer deposit (the order's total and currency) and stores its payment id on the
// order, in one transaction; the same code again changes nothing (a double submit records one deposit).
import type { DB } from "../db/database.js";
import { nowIso } from "../shared/http.js";
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
