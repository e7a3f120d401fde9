// marketplace-api.md "Payments": the operator's payouts to the supplier and the customers'
// transactions on its bookings. Every record is the token's supplier's: another's id answers 404.
import { Router, type Request } from "express";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { ListQuery } from "@contract/api/list";
import { PaymentListQuery, TransactionBodySchema, TransactionListQuery } from "@contract/api/bookings";
import { TRANSFER_CODE_RECORDED } from "@contract/api/transfer-code";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { memberActor, recordActivity } from "../activity/record.js";
import { currentAgency, type Ctx } from "../context.js";
import { toVndSql, type DB } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { instantRange } from "./query.js";
import { ownOrder, paymentRecord, transactionRecord, transactionRow } from "./record.js";
import { isUniqueViolation } from "./transfer-code.js";

export function paymentRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  const paymentFilter = (agencyId: string, req: Request) => {
    const f = PaymentListQuery.parse(req.query);
    const range = instantRange(f.date_range);
    return (eb: ExpressionBuilder<Database, "payments">) => {
      const conds: Expression<SqlBool>[] = [eb("agency_id", "=", agencyId)];
      if (f.service) conds.push(eb("service", "=", f.service));
      if (range.from) conds.push(eb("payment_date", ">=", range.from));
      if (range.to) conds.push(eb("payment_date", "<", range.to));
      return eb.and(conds);
    };
  };

  r.get(
    "/transaction/payment-statistic",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      // spec hotels-bikes-transport §9 "Payment in VND = amount divided by rate_vnd. It is unknown when
      // the rate is 0 or less": a VND payout needs no rate; a foreign one without a rate is counted
      // as unknown (never silently left out)
      const vnd = toVndSql("payment_amount", "payment_currency", "rate_vnd");
      const row = await db
        .selectFrom("payments")
        .select([
          (eb) => eb.fn.countAll<number>().as("count"),
          sql<number>`coalesce(sum(${vnd}), 0)`.as("total"),
          sql<number>`coalesce(sum(${vnd} is null), 0)`.as("unknown"),
        ])
        .where(paymentFilter(agency._id, req))
        .executeTakeFirstOrThrow();
      return { total: Number(row.total) || 0, count: Number(row.count), unknown: Number(row.unknown) };
    }),
  );

  r.get(
    "/transaction/payment-agency",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const filter = paymentFilter(agency._id, req);
      const { n } = await db
        .selectFrom("payments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(filter)
        .executeTakeFirstOrThrow();
      let rows = db
        .selectFrom("payments")
        .selectAll()
        .where(filter)
        .orderBy("payment_date", "desc")
        .orderBy("_id", "desc");
      if (q.perPage !== -1) rows = rows.limit(q.perPage).offset((q.page - 1) * q.perPage);
      return { docs: (await rows.execute()).map(paymentRecord), total: Number(n) };
    }),
  );

  r.get(
    "/transaction/payment-agency/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const id = String(req.params.id).slice(0, 64);
      const row = await db
        .selectFrom("payments")
        .selectAll()
        .where("agency_id", "=", agency._id)
        .where((eb) => eb.or([eb("_id", "=", id), eb("payment_id", "=", id.toUpperCase())]))
        .executeTakeFirst();
      if (!row) throw new ApiError(404, "payment_not_found");
      return paymentRecord(row);
    }),
  );

  // ------------------------------------------------------------------ the customer's transactions

  r.get(
    "/transaction",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const { order: orderId } = TransactionListQuery.parse(req.query);
      const order = orderId ? await ownOrder(db, agency._id, orderId, null) : null;
      const { rows, count } = transactionListQueries(db, agency._id, order?._id ?? null, q);
      const { n } = await count.executeTakeFirstOrThrow();
      return { docs: (await rows.execute()).map(transactionRecord), total: Number(n) };
    }),
  );

  r.post(
    "/transaction",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const body = parse(TransactionBodySchema, req.body);
      const order = await ownOrder(db, agency._id, body.order, null);
      const at = nowIso();
      const row = transactionRow(order, "deposit", at, {
        amount: body.amount,
        currency: body.currency,
        gateway: body.gateway,
        payment_id: body.payment_id,
      });
      try {
        // the deposit and its activity entry (spec team.md §Calls: transfer_code.recorded), together
        await db.transaction().execute(async (trx) => {
          await trx.insertInto("transactions").values(row).execute();
          await recordActivity(trx, {
            agencyId: agency._id,
            actor: memberActor(user),
            kind: "transfer_code.recorded",
            service: order.service,
            target: { kind: "booking", _id: order._id, label: order.uid },
            summary: { code: body.payment_id ?? null },
            at,
          });
        });
      } catch (err) {
        // spec hotels-bikes-transport §4: a transfer code is one completed bank-transfer deposit of a
        // booking; migration 0018's unique index refuses the second, whichever path sent it
        if (isUniqueViolation(err)) throw new ApiError(409, TRANSFER_CODE_RECORDED);
        throw err;
      }
      return transactionRecord(
        await db.selectFrom("transactions").selectAll().where("_id", "=", row._id).executeTakeFirstOrThrow(),
      );
    }),
  );

  return r;
}

/** GET transaction's queries: the supplier's transactions (one order's when `orderId`), newest first. */
export function transactionListQueries(
  db: DB,
  agencyId: string,
  orderId: string | null,
  page: { page: number; perPage: number },
) {
  let rows = db.selectFrom("transactions").selectAll().where("agency_id", "=", agencyId);
  let count = db
    .selectFrom("transactions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("agency_id", "=", agencyId);
  if (orderId) {
    rows = rows.where("order_id", "=", orderId);
    count = count.where("order_id", "=", orderId);
  }
  rows = rows.orderBy("created_at", "desc").orderBy("_id", "desc");
  if (page.perPage !== -1) rows = rows.limit(page.perPage).offset((page.page - 1) * page.perPage);
  return { rows, count };
}
