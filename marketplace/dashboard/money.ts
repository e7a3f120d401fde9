// The dashboard's money card (hotels-bikes-transport §9 "Real income", "Payment in VND", "Account
// balance = total revenue minus paid"), by the financial statistics' rules: real income is the
// completed bookings' total_amount_agency, each in VND rounded once (to_vnd), summed; this month's by
// the booking's creation day in Vietnam, as the revenue page's default range counts it; payouts of the
// services' payment segments. The card is the sum of the rows the statistics list.
import { sql } from "kysely";
import type { Dashboard } from "@contract/api/dashboard";
import type { ServiceDescriptor } from "@contract/services";
import { toVndSql } from "../db/database.js";
import { dayBounds, dayjs } from "../shared/dates.js";
import type { Scope } from "./bookings.js";

/** Real income of the supplier's completed bookings of `services`, created within [from, to) when given. */
export function incomeQuery(scope: Scope, services: readonly string[], range: { from?: string; to?: string } = {}) {
  let q = scope.db
    .selectFrom("orders")
    .select(sql<number>`coalesce(sum(${toVndSql("total_amount_agency", "currency", "rate_payment")}), 0)`.as("total"))
    .where("agency_id", "=", scope.agencyId)
    .where("status", "=", "completed")
    .where("service", "in", [...services]);
  if (range.from) q = q.where("created_at", ">=", range.from);
  if (range.to) q = q.where("created_at", "<", range.to);
  return q;
}

/** The supplier's payouts of these payment segments: their VND sum (unknown ones apart) and the latest. */
export function payoutQueries(scope: Scope, segments: readonly string[]) {
  const vnd = toVndSql("payment_amount", "payment_currency", "rate_vnd");
  const base = () =>
    scope.db
      .selectFrom("payments")
      .where("agency_id", "=", scope.agencyId)
      .where("service", "in", [...segments]);
  return {
    sum: base().select(sql<number>`coalesce(sum(${vnd}), 0)`.as("total")),
    last: base()
      .select([vnd.as("amount"), "payment_date"])
      .orderBy("payment_date", "desc")
      .orderBy("_id", "desc")
      .limit(1),
  };
}

export async function money(scope: Scope, services: readonly ServiceDescriptor[]): Promise<Dashboard["money"]> {
  const ids = services.map((s) => s.id);
  const segments = [...new Set(services.map((s) => s.api.payments))];
  const month = scope.clock.today.slice(0, 7);
  const end = dayjs(`${month}-01`).endOf("month").format("YYYY-MM-DD");
  const range = dayBounds({ start: `${month}-01`, end });
  if (!ids.length) return { currency: "VND", monthIncome: 0, lastPayout: null, balance: 0 };
  const p = payoutQueries(scope, segments);
  const [monthRow, allRow, paidRow, last] = await Promise.all([
    incomeQuery(scope, ids, range).executeTakeFirstOrThrow(),
    incomeQuery(scope, ids).executeTakeFirstOrThrow(),
    p.sum.executeTakeFirstOrThrow(),
    p.last.executeTakeFirst(),
  ]);
  return {
    currency: "VND",
    monthIncome: Number(monthRow.total) || 0,
    lastPayout: last ? { amount: last.amount == null ? null : Number(last.amount), date: last.payment_date } : null,
    balance: (Number(allRow.total) || 0) - (Number(paidRow.total) || 0),
  };
}
