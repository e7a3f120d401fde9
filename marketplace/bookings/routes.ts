// marketplace-api.md "Tour and cruise bookings, statistics" and the bookings contract (issue 5):
// the supplier's bookings (list, detail, status changes and contact people), the statistics by
// status and by day, the operator's payouts and the customer's transactions. Every record is
// the token's supplier's: another supplier's id answers 404, never the record.
import { Router, type Request } from "express";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { ApiError, escapeLike, handler, ListQuery, nowIso, paginate, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { Database } from "../db/schema.js";
import { instantRange, OrderListQuery, PatchOrderSchema, PaymentListQuery, sortOf, TransactionBodySchema } from "./schema.js";
import { ORDER_STATUSES } from "./rules.js";
import { patchOrder } from "./change.js";
import {
  orderColumns, orderRecord, ownOrder, paymentRecord, transactionRecord, transactionRow, type OrderRow,
} from "./record.js";

type OrderFilter = (eb: ExpressionBuilder<Database, "orders">) => Expression<SqlBool>;
const invalidDate = () => new ApiError(422, "validation_failed", { issues: [{ path: "date_range", message: "invalid_date" }] });
/** What the order lists filter on, always within the token's supplier. */
type Filters = { uid?: string; status?: string; service?: string; from?: string; to?: string; completedOnly?: boolean };

function orderFilter(agencyId: string, f: Filters): OrderFilter {
  return (eb) => {
    const conds: Expression<SqlBool>[] = [eb("agency_id", "=", agencyId)];
    conds.push(f.service === "tour" || f.service === "cruise" ? eb("service", "=", f.service) : eb("service", "in", ["tour", "cruise"]));
    // uids are upper-case; a "contains" search in either case (a % or _ is a plain character)
    if (f.uid) conds.push(sql<SqlBool>`uid like ${`%${escapeLike(f.uid.toUpperCase())}%`} escape '\\'`);
    if (f.status) conds.push(eb("status", "=", f.status));
    if (f.completedOnly) conds.push(eb("status", "=", "completed"));
    if (f.from) conds.push(eb("created_at", ">=", f.from));
    if (f.to) conds.push(eb("created_at", "<", f.to));
    return eb.and(conds);
  };
}

const statusRank = (s: string) => {
  const i = (ORDER_STATUSES as readonly string[]).indexOf(s);
  return i === -1 ? ORDER_STATUSES.length : i;
};

export function bookingRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;

  /** The filters of GET order / statistic / statistic-revenue, or null for "nothing to show". */
  const filtersOf = async (req: Request) => {
    const who = await currentAgency(ctx, req);
    const f = OrderListQuery.parse(req.query);
    // spec §6: lists are scoped by the user id; another user's id shows nothing
    if (f.agency && f.agency !== who.user._id && f.agency !== who.agency._id) return { who, filter: null, f };
    const range = instantRange(f.date_range);
    if (range === "invalid") throw invalidDate();
    const filter = orderFilter(who.agency._id, {
      uid: f.uid, status: f.status, service: f.service, from: range.from, to: range.to, completedOnly: f.statisticRevenue,
    });
    return { who, filter, f };
  };

  r.get("/order", handler(async (req) => {
    const q = ListQuery.parse(req.query);
    const { filter, f } = await filtersOf(req);
    if (!filter) return { docs: [], total: 0 };
    const { n } = await db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).where(filter).executeTakeFirstOrThrow();
    // the page is chosen in SQL on the indexed columns; only its rows are read whole
    let ids = db.selectFrom("orders").select("_id").where(filter);
    for (const [key, dir] of sortOf(f.sort)) ids = ids.orderBy(key, dir);
    ids = ids.orderBy("_id", "desc");
    if (q.perPage !== -1) ids = ids.limit(q.perPage).offset((q.page - 1) * q.perPage);
    const page = (await ids.execute()).map((x) => x._id);
    const byId = new Map<string, OrderRow>();
    for (let i = 0; i < page.length; i += 500) {
      const rows = await orderColumns(db).where("orders._id", "in", page.slice(i, i + 500)).execute();
      for (const row of rows) byId.set(row._id, row as OrderRow);
    }
    return { docs: page.map((id) => orderRecord(byId.get(id)!, q.lang)), total: Number(n) };
  }));

  r.get("/order/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    return orderRecord(await ownOrder(db, agency._id, req.params.id), lang(req));
  }));

  r.patch("/order/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const order = await ownOrder(db, agency._id, req.params.id);
    const body = parse(PatchOrderSchema, req.body);
    return orderRecord(await patchOrder(db, agency._id, order, body), lang(req));
  }));

  r.get("/statistic", handler(async (req) => {
    const q = ListQuery.parse(req.query);
    const { filter } = await filtersOf(req);
    if (!filter) return { docs: [], total: 0 };
    const rows = await db.selectFrom("orders")
      // each booking's total in VND rounded once (contract toVnd), as the rows show it
      .select(["status", (eb) => eb.fn.countAll<number>().as("count"), sql<number>`coalesce(sum(to_vnd(total, currency, rate_payment)), 0)`.as("total")])
      .where(filter).groupBy("status").execute();
    // spec §9: the status tabs' order
    const docs = rows.sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status))
      .map((x) => ({ _id: x.status, count: Number(x.count), total: Number(x.total) || 0 }));
    return paginate(docs, q);
  }));

  r.get("/tour/statistic-revenue", handler(async (req) => {
    const q = ListQuery.parse(req.query);
    const { agency } = await currentAgency(ctx, req);
    const f = OrderListQuery.parse(req.query);
    const range = instantRange(f.date_range);
    if (range === "invalid") throw invalidDate();
    // the day of creation in Vietnam (UTC+7 all year)
    const day = sql<string>`strftime('%Y-%m-%d', created_at, '+7 hours')`;
    // spec hotels-bikes-transport §9 "Real income = total_amount_agency": each booking's in VND,
    // rounded to whole đồng once (to_vnd = contract toVnd), so a day and the total are sums of the
    // very figures the back-office shows per booking
    const rows = await db.selectFrom("orders")
      .select([day.as("day"), (eb) => eb.fn.countAll<number>().as("count"),
        sql<number>`coalesce(sum(to_vnd(total_amount_agency, currency, rate_payment)), 0)`.as("total")])
      .where(orderFilter(agency._id, { from: range.from, to: range.to, completedOnly: true }))
      .groupBy(day).orderBy(day).execute();
    const docs = rows.map((x) => ({ _id: x.day, count: Number(x.count), total: Number(x.total) || 0 }));
    const page = paginate(docs, q);
    return {
      total: docs.reduce((s, x) => s + x.total, 0),
      count: docs.reduce((s, x) => s + x.count, 0),
      groups: page.total,
      docs: page.docs,
    };
  }));

  // ------------------------------------------------------------------ payouts to the supplier

  const paymentFilter = (agencyId: string, req: Request) => {
    const f = PaymentListQuery.parse(req.query);
    const range = instantRange(f.date_range);
    if (range === "invalid") throw invalidDate();
    return (eb: ExpressionBuilder<Database, "payments">) => {
      const conds: Expression<SqlBool>[] = [eb("agency_id", "=", agencyId)];
      if (f.service) conds.push(eb("service", "=", f.service));
      if (range.from) conds.push(eb("payment_date", ">=", range.from));
      if (range.to) conds.push(eb("payment_date", "<", range.to));
      return eb.and(conds);
    };
  };

  r.get("/transaction/payment-statistic", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    // spec hotels-bikes-transport §9 "Payment in VND = amount divided by rate_vnd. It is unknown when
    // the rate is 0 or less": a VND payout needs no rate; a foreign one without a rate is counted
    // as unknown (never silently left out)
    const vnd = sql<number | null>`to_vnd(payment_amount, payment_currency, rate_vnd)`;
    const row = await db.selectFrom("payments")
      .select([(eb) => eb.fn.countAll<number>().as("count"), sql<number>`coalesce(sum(${vnd}), 0)`.as("total"),
        sql<number>`coalesce(sum(${vnd} is null), 0)`.as("unknown")])
      .where(paymentFilter(agency._id, req)).executeTakeFirstOrThrow();
    return { total: Number(row.total) || 0, count: Number(row.count), unknown: Number(row.unknown) };
  }));

  r.get("/transaction/payment-agency", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const q = ListQuery.parse(req.query);
    const filter = paymentFilter(agency._id, req);
    const { n } = await db.selectFrom("payments").select((eb) => eb.fn.countAll<number>().as("n")).where(filter).executeTakeFirstOrThrow();
    let rows = db.selectFrom("payments").selectAll().where(filter).orderBy("payment_date", "desc").orderBy("_id", "desc");
    if (q.perPage !== -1) rows = rows.limit(q.perPage).offset((q.page - 1) * q.perPage);
    return { docs: (await rows.execute()).map(paymentRecord), total: Number(n) };
  }));

  r.get("/transaction/payment-agency/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const id = String(req.params.id).slice(0, 64);
    const row = await db.selectFrom("payments").selectAll().where("agency_id", "=", agency._id)
      .where((eb) => eb.or([eb("_id", "=", id), eb("payment_id", "=", id.toUpperCase())])).executeTakeFirst();
    if (!row) throw new ApiError(404, "payment_not_found");
    return paymentRecord(row);
  }));

  // ------------------------------------------------------------------ the customer's transactions

  r.get("/transaction", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const q = ListQuery.parse(req.query);
    let rows = db.selectFrom("transactions").selectAll().where("agency_id", "=", agency._id);
    let count = db.selectFrom("transactions").select((eb) => eb.fn.countAll<number>().as("n")).where("agency_id", "=", agency._id);
    if (typeof req.query.order === "string" && req.query.order) {
      const order = await ownOrder(db, agency._id, req.query.order);
      rows = rows.where("order_id", "=", order._id);
      count = count.where("order_id", "=", order._id);
    }
    rows = rows.orderBy("created_at", "desc").orderBy("_id", "desc");
    if (q.perPage !== -1) rows = rows.limit(q.perPage).offset((q.page - 1) * q.perPage);
    const { n } = await count.executeTakeFirstOrThrow();
    return { docs: (await rows.execute()).map(transactionRecord), total: Number(n) };
  }));

  r.post("/transaction", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const body = parse(TransactionBodySchema, req.body);
    const order = await ownOrder(db, agency._id, body.order);
    const row = transactionRow(order, "deposit", nowIso(), { amount: body.amount, currency: body.currency, gateway: body.gateway, payment_id: body.payment_id });
    await db.insertInto("transactions").values(row).execute();
    return transactionRecord(await db.selectFrom("transactions").selectAll().where("_id", "=", row._id).executeTakeFirstOrThrow());
  }));

  return r;
}
