// marketplace-api.md "Statistics": the supplier's bookings counted by status (the statistic tabs)
// and its real income by day (completed bookings; the day of creation, or of travel with
// date_by=travel), always in VND.
import type { Request } from "express";
import { sql } from "kysely";
import { ListQuery } from "@contract/api/list";
import { OrderListQuery } from "@contract/api/bookings";
import type { ServiceDescriptor } from "@contract/services";
import { paginate } from "../shared/paging.js";
import { currentAgency, type Ctx } from "../context.js";
import { toVndSql } from "../db/database.js";
import { SERVICE_DAY_COLUMN } from "./columns.js";
import { dateFilters, orderFilter, type OrderFilter } from "./query.js";

/**
 * A status's place among the service's own: its statistic tabs in the spec's order (tours-cruises §9,
 * hotels-bikes-transport §9), then its other statuses in their order; one it does not know goes last.
 */
export function rankOf(d: ServiceDescriptor) {
  const order: readonly string[] = [
    ...d.statuses.statistic,
    ...d.statuses.all.filter((s) => !(d.statuses.statistic as readonly string[]).includes(s)),
  ];
  return (s: string) => {
    const i = order.indexOf(s);
    return i === -1 ? order.length : i;
  };
}

/** The bookings a filter selects, counted by status in the service's statistic tabs' order, totals in VND. */
export async function statusCounts(ctx: Ctx, filter: OrderFilter, q: ListQuery, d: ServiceDescriptor) {
  const { db } = ctx;
  // kept until the next write (db/read-cache.ts): the sums run over every order of the supplier
  const rows = await ctx.reads.rows(
    db,
    db
      .selectFrom("orders")
      // each booking's total in VND rounded once (contract toVnd), as the rows show it
      .select([
        "status",
        (eb) => eb.fn.countAll<number>().as("count"),
        sql<number>`coalesce(sum(${toVndSql("total", "currency", "rate_payment")}), 0)`.as("total"),
      ])
      .where(filter)
      .groupBy("status"),
  );
  // spec §9: the status tabs' order
  const statusRank = rankOf(d);
  const docs = [...rows]
    .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status))
    .map((x) => ({ _id: x.status, count: Number(x.count), total: Number(x.total) || 0 }));
  return paginate(docs, q);
}

/** {service}/statistic-revenue: the real income of a service's completed bookings by day (date_by). */
export async function revenueOf(ctx: Ctx, req: Request, services: readonly string[]) {
  const { db } = ctx;
  const q = ListQuery.parse(req.query);
  const { agency } = await currentAgency(ctx, req);
  const f = OrderListQuery.parse(req.query);
  // the day the range selects by (date_by): of creation in Vietnam (UTC+7 all year), or of travel
  const day =
    f.date_by === "travel"
      ? sql<string>`${sql.ref(SERVICE_DAY_COLUMN)}`
      : sql<string>`strftime('%Y-%m-%d', created_at, '+7 hours')`;
  // spec hotels-bikes-transport §9 "Real income = total_amount_agency": each booking's in VND,
  // rounded to whole đồng once (to_vnd = contract toVnd), so a day and the total are sums of the
  // very figures the back-office shows per booking
  // kept until the next write, like the statistic's sums: it groups every completed booking by day
  const rows = await ctx.reads.rows(
    db,
    db
      .selectFrom("orders")
      .select([
        day.as("day"),
        (eb) => eb.fn.countAll<number>().as("count"),
        sql<number>`coalesce(sum(${toVndSql("total_amount_agency", "currency", "rate_payment")}), 0)`.as("total"),
      ])
      .where(orderFilter(agency._id, { services, ...dateFilters(f), completedOnly: true }))
      .groupBy(day)
      .orderBy(day),
  );
  const docs = rows.map((x) => ({ _id: x.day, count: Number(x.count), total: Number(x.total) || 0 }));
  const page = paginate(docs, q);
  return {
    total: docs.reduce((s, x) => s + x.total, 0),
    count: docs.reduce((s, x) => s + x.count, 0),
    groups: page.total,
    docs: page.docs,
  };
}
