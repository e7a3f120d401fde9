// marketplace-api.md "Tour and cruise bookings", "Hotels, bikes, transport" and the bookings
// contract: one order path for every service, at the paths its descriptor names (tours `order`,
// `statistic`, `tour/statistic-revenue`; transport `transport/order`…) — the list, one booking, its
// status changes and contact people, its statistic and revenue. What differs is the service's
// parts (order-parts.ts). Every record is the token's supplier's: another supplier's id answers 404.
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import { OrderCursorQuery, OrderListQuery } from "@contract/api/bookings";
type OrderQuery = ReturnType<typeof OrderListQuery.parse>;
import { handler, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { patchOrderOf, realClock } from "./change.js";
import { memberActor } from "../activity/record.js";
import { dueClock, dueFilter, dueSelection } from "./due.js";
import { descriptorOf, orderPartsOf, registerOrders, type OrderParts, type PatchBody } from "./order-parts.js";
import { afterFilter, cursorAfter, dateFilters, orderFilter, sortOf, type OrderFilter } from "./query.js";
import { orderColumns, ownOrder, type OrderRow } from "./record.js";
import { revenueOf, statusCounts } from "./statistics.js";

/** The services a list of `parts` selects given its query. */
const listed = (parts: OrderParts, requested: string | undefined) => parts.listServices?.(requested) ?? parts.services;

/** The filters of a service's list or statistic, or a null filter for "nothing to show". */
export async function filtersOf(ctx: Ctx, req: Request, parts: OrderParts) {
  const who = await currentAgency(ctx, req);
  const f = OrderListQuery.parse(req.query);
  const services = listed(parts, f.service);
  // spec §6: lists are scoped by the user id; another user's id shows nothing
  if (f.agency && f.agency !== who.user._id && f.agency !== who.agency._id) return { filter: null, f, services };
  const filter = orderFilter(who.agency._id, {
    uid: f.uid,
    status: f.status,
    services,
    ...dateFilters(f),
    completedOnly: f.statisticRevenue,
  });
  if (!f.due) return { filter, f, services };
  const due = dueOf(ctx, f, services, parts);
  const narrowed: OrderFilter = (eb) => eb.and([filter(eb), dueFilter(eb, due)]);
  return { filter: narrowed, f, services };
}

/**
 * `due=`: each listed service's bookings that dashboard figure counts (bookings/due.ts), judged now —
 * or at `at` with the dev calls on, as GET dashboard is.
 */
function dueOf(ctx: Ctx, f: OrderQuery, services: readonly string[], parts: OrderParts) {
  const clock = dueClock(ctx.options.devCalls && f.at ? Date.parse(f.at) : Date.now());
  return services.map((service) => {
    const own = orderPartsOf(service) ?? parts;
    const d = descriptorOf(service, parts.descriptor);
    return { service, selection: dueSelection(f.due!, d, own.agenda, clock) };
  });
}

/** Which page: by number (`page`), or after a cursor (`after`, keyset paging: the walk starts at the cursor's row). */
type PageAsked = { page: number; perPage: number; after?: string };

/**
 * The list's two queries: the count, and the page's ids chosen in SQL on the indexed columns (only
 * its rows are then read whole). Both read an index alone (order-list.test.ts checks the plans).
 */
export function orderListQueries(db: Ctx["db"], filter: OrderFilter, sort: string | undefined, q: PageAsked) {
  const count = db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(filter);
  let ids = db.selectFrom("orders").select("_id").where(filter);
  if (q.after) ids = ids.where(afterFilter(q.after, sortOf(sort)));
  for (const [key, dir] of sortOf(sort)) ids = ids.orderBy(key, dir);
  ids = ids.orderBy("_id", "desc");
  if (q.perPage !== -1) ids = ids.limit(q.perPage).offset(q.after ? 0 : (q.page - 1) * q.perPage);
  return { count, ids };
}

/** A page of the list: its rows whole, in the page's order, and the count (both kept until a write). */
export async function orderPage(
  ctx: Ctx,
  filter: OrderFilter,
  sort: string | undefined,
  q: PageAsked,
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

/** The order path of a service: its descriptor's calls, answered by its parts. */
export function orderRoutes<Body extends PatchBody>(ctx: Ctx, parts: OrderParts<Body>) {
  registerOrders(parts);
  const r = Router();
  const { db } = ctx;
  const { api } = parts.descriptor;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;
  const own = async (req: Request) => {
    const { agency, user } = await currentAgency(ctx, req);
    return { agency, user, order: await ownOrder(db, agency._id, req.params.id, parts.services) };
  };

  r.get(
    `/${api.orders}`,
    handler(async (req) => {
      const q = { ...ListQuery.parse(req.query), ...OrderCursorQuery.parse(req.query) };
      const { filter, f } = await filtersOf(ctx, req, parts);
      if (!filter) return { docs: [], total: 0, next: null };
      const { rows, total } = await orderPage(ctx, filter, f.sort, q);
      // a full page has a next one to ask for (keyset paging: `after` = this page's last row)
      const last = q.perPage !== -1 && rows.length === q.perPage ? rows.at(-1) : undefined;
      const next = last ? cursorAfter(last, sortOf(f.sort)) : null;
      return { docs: rows.map((row) => parts.record(row, q.lang)), total, next };
    }),
  );

  r.get(
    `/${api.orders}/:id`,
    handler(async (req) => parts.record((await own(req)).order, lang(req))),
  );

  r.patch(
    `/${api.orders}/:id`,
    handler(async (req) => {
      const { agency, order, user } = await own(req);
      const body = parse(parts.patch, req.body);
      const changed = await patchOrderOf(parts, db, agency._id, order, body, realClock, memberActor(user));
      return parts.record(changed, lang(req));
    }),
  );

  r.get(
    `/${api.statistic}`,
    handler(async (req) => {
      const { filter, services } = await filtersOf(ctx, req, parts);
      if (!filter) return { docs: [], total: 0 };
      // each service's bookings ranked by its own statuses
      const d = services.length === 1 ? descriptorOf(services[0], parts.descriptor) : parts.descriptor;
      return statusCounts(ctx, filter, ListQuery.parse(req.query), d);
    }),
  );

  r.get(
    `/${api.revenue}`,
    handler((req) => revenueOf(ctx, req, parts.services)),
  );

  return r;
}
