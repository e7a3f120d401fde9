// marketplace-api.md "Hotels, bikes, transport": the supplier's transport bookings (GET
// transport/order with sort by pickup or creation, search, date_range; GET and PATCH
// transport/order/{id}), their statistic and revenue. Scoped as tours': another supplier's id is 404.
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import { OrderListQuery } from "@contract/api/bookings";
import { PatchTransportOrderSchema } from "@contract/api/transport";
import { handler, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { orderPage } from "../bookings/order-routes.js";
import { dateFilters, orderFilter } from "../bookings/query.js";
import { ownOrder } from "../bookings/record.js";
import { revenueOf, statusCounts } from "../bookings/statistic-routes.js";
import { patchTransportOrder } from "./change.js";
import { transportRecord } from "./record.js";

const TRANSPORT = ["transport"] as const;

/** The list's filter within the token's supplier and transport, or null for "nothing to show" (spec §6). */
async function transportFilter(ctx: Ctx, req: Request) {
  const who = await currentAgency(ctx, req);
  const f = OrderListQuery.parse(req.query);
  if (f.agency && f.agency !== who.user._id && f.agency !== who.agency._id) return { filter: null, f };
  const filter = orderFilter(who.agency._id, {
    service: "transport",
    uid: f.uid,
    status: f.status,
    ...dateFilters(f),
    completedOnly: f.statisticRevenue,
  });
  return { filter, f };
}

export function transportOrderRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;

  r.get(
    "/transport/order",
    handler(async (req) => {
      const q = ListQuery.parse(req.query);
      const { filter, f } = await transportFilter(ctx, req);
      if (!filter) return { docs: [], total: 0 };
      const { rows, total } = await orderPage(ctx, filter, f.sort, q);
      return { docs: rows.map((row) => transportRecord(row, q.lang)), total };
    }),
  );

  r.get(
    "/transport/order/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return transportRecord(await ownOrder(db, agency._id, req.params.id, TRANSPORT), lang(req));
    }),
  );

  r.patch(
    "/transport/order/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const order = await ownOrder(db, agency._id, req.params.id, TRANSPORT);
      const body = parse(PatchTransportOrderSchema, req.body);
      return transportRecord(await patchTransportOrder(db, agency._id, order, body), lang(req));
    }),
  );

  r.get(
    "/transport/statistic",
    handler(async (req) => {
      const { filter } = await transportFilter(ctx, req);
      if (!filter) return { docs: [], total: 0 };
      return statusCounts(ctx, filter, ListQuery.parse(req.query));
    }),
  );

  r.get(
    "/transport/statistic-revenue",
    handler((req) => revenueOf(ctx, req, "transport")),
  );

  return r;
}
