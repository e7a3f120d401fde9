// marketplace-api.md "Tour and cruise bookings" and the bookings contract: the supplier's
// bookings — the list, one booking, its status changes and contact people. Every record is the
// token's supplier's: another supplier's id answers 404, never the record.
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import { OrderListQuery, PatchOrderSchema } from "@contract/api/bookings";
import { handler, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { patchOrder } from "./change.js";
import { dateFilters, orderFilter, sortOf, type OrderFilter } from "./query.js";
import { orderColumns, orderRecord, ownOrder, type OrderRow } from "./record.js";

/** The filters of GET order / statistic, or a null filter for "nothing to show". */
export async function filtersOf(ctx: Ctx, req: Request) {
  const who = await currentAgency(ctx, req);
  const f = OrderListQuery.parse(req.query);
  // spec §6: lists are scoped by the user id; another user's id shows nothing
  if (f.agency && f.agency !== who.user._id && f.agency !== who.agency._id) return { who, filter: null, f };
  const filter = orderFilter(who.agency._id, {
    uid: f.uid,
    status: f.status,
    service: f.service,
    ...dateFilters(f),
    completedOnly: f.statisticRevenue,
  });
  return { who, filter, f };
}

/**
 * The list's two queries: the count, and the page's ids chosen in SQL on the indexed columns (only
 * its rows are then read whole). Both read an index alone (order-list.test.ts checks the plans).
 */
export function orderListQueries(
  db: Ctx["db"],
  filter: OrderFilter,
  sort: string | undefined,
  q: { page: number; perPage: number },
) {
  const count = db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(filter);
  let ids = db.selectFrom("orders").select("_id").where(filter);
  for (const [key, dir] of sortOf(sort)) ids = ids.orderBy(key, dir);
  ids = ids.orderBy("_id", "desc");
  if (q.perPage !== -1) ids = ids.limit(q.perPage).offset((q.page - 1) * q.perPage);
  return { count, ids };
}

/** A page of the list: its rows whole, in the page's order, and the count (both kept until a write). */
export async function orderPage(
  ctx: Ctx,
  filter: OrderFilter,
  sort: string | undefined,
  q: { page: number; perPage: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const { db } = ctx;
  const { count, ids } = orderListQueries(db, filter, sort, q);
  // the count of 10,000s of orders, read again only after a write (db/read-cache.ts)
  const [{ n }] = (await ctx.reads.rows(db, count)) as [{ n: number }];
  // the page's ids walk the index past `offset` entries (page 516: 5,150): kept until a write too
  const page = (await ctx.reads.rows(db, ids)).map((x) => x._id);
  const byId = new Map<string, OrderRow>();
  for (let i = 0; i < page.length; i += 500) {
    const rows = await orderColumns(db)
      .where("orders._id", "in", page.slice(i, i + 500))
      .execute();
    for (const row of rows) byId.set(row._id, row as OrderRow);
  }
  return { rows: page.map((id) => byId.get(id)!), total: Number(n) };
}

export function orderRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;

  r.get(
    "/order",
    handler(async (req) => {
      const q = ListQuery.parse(req.query);
      const { filter, f } = await filtersOf(ctx, req);
      if (!filter) return { docs: [], total: 0 };
      const { rows, total } = await orderPage(ctx, filter, f.sort, q);
      return { docs: rows.map((row) => orderRecord(row, q.lang)), total };
    }),
  );

  r.get(
    "/order/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return orderRecord(await ownOrder(db, agency._id, req.params.id), lang(req));
    }),
  );

  r.patch(
    "/order/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const order = await ownOrder(db, agency._id, req.params.id);
      const body = parse(PatchOrderSchema, req.body);
      return orderRecord(await patchOrder(db, agency._id, order, body), lang(req));
    }),
  );

  return r;
}
