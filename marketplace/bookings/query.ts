// What the booking and payout lists read from their query besides the list query: the filters,
// `date_range` as whole days in Vietnam, and `sort` (marketplace-api.md "Tour and cruise bookings").
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { DateRange, OrderSortSchema, type DateBasis, type SORT_KEYS } from "@contract/api/bookings";
import type { Database } from "../db/schema.js";
import { dayBounds } from "../shared/dates.js";
import { ApiError, escapeLike } from "../shared/http.js";
import { SERVICE_DAY_COLUMN } from "./columns.js";

export const invalidDate = () =>
  new ApiError(422, "validation_failed", { issues: [{ path: "date_range", message: "invalid_date" }] });

/**
 * `date_range` (JSON {start?, end?}) as UTC instants: whole days in Asia/Ho_Chi_Minh, `end`
 * included. Unreadable JSON answers 422 `invalid_date`.
 */
export function instantRange(text: string | undefined): { from?: string; to?: string } {
  if (!text) return {};
  try {
    return dayBounds(DateRange.parse(JSON.parse(text)));
  } catch {
    throw invalidDate();
  }
}

/**
 * What `date_range` filters, by the day `date_by` names: creation instants (whole days in Vietnam),
 * or travel days (orders.date_travel: a tour's travel day, a transfer's pickup day in Vietnam).
 */
export function dateFilters(f: { date_range?: string; date_by?: DateBasis }): Filters {
  if (f.date_by !== "travel") return instantRange(f.date_range);
  if (!f.date_range) return {};
  try {
    const r = DateRange.parse(JSON.parse(f.date_range));
    return { travelFrom: r.start ?? undefined, travelTo: r.end ?? undefined };
  } catch {
    throw invalidDate();
  }
}

/** The list order; anything unreadable falls back to newest first. */
export function sortOf(text: string | undefined): [(typeof SORT_KEYS)[number], "asc" | "desc"][] {
  try {
    if (text) {
      const parsed = Object.entries(OrderSortSchema.parse(JSON.parse(text))) as [(typeof SORT_KEYS)[number], 1 | -1][];
      if (parsed.length) return parsed.map(([k, d]) => [k, d === 1 ? "asc" : "desc"]);
    }
  } catch {
    /* the default */
  }
  return [["created_at", "desc"]];
}

export type OrderFilter = (eb: ExpressionBuilder<Database, "orders">) => Expression<SqlBool>;
/** What the order lists filter on, always within the token's supplier. */
export type Filters = {
  uid?: string;
  status?: string;
  /** one service's bookings, or those of `services` (the order path's); neither: every service's */
  service?: string;
  services?: readonly string[];
  from?: string;
  to?: string;
  /** travel days, YYYY-MM-DD, both included */
  travelFrom?: string;
  travelTo?: string;
  completedOnly?: boolean;
};

export function orderFilter(agencyId: string, f: Filters): OrderFilter {
  return (eb) => {
    const conds: Expression<SqlBool>[] = [eb("agency_id", "=", agencyId)];
    const services = f.service ? [f.service] : f.services;
    if (services) conds.push(services.length === 1 ? eb("service", "=", services[0]!) : eb("service", "in", services));
    // uids are upper-case; a "contains" search in either case (a % or _ is a plain character)
    if (f.uid) conds.push(sql<SqlBool>`uid like ${`%${escapeLike(f.uid.toUpperCase())}%`} escape '\\'`);
    if (f.status) conds.push(eb("status", "=", f.status));
    if (f.completedOnly) conds.push(eb("status", "=", "completed"));
    if (f.from) conds.push(eb("created_at", ">=", f.from));
    if (f.to) conds.push(eb("created_at", "<", f.to));
    if (f.travelFrom) conds.push(eb(SERVICE_DAY_COLUMN, ">=", f.travelFrom));
    if (f.travelTo) conds.push(eb(SERVICE_DAY_COLUMN, "<=", f.travelTo));
    return eb.and(conds);
  };
}
