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

// ------------------------------------------------------------------ keyset paging (`after`)

type Sort = ReturnType<typeof sortOf>;
type Key = Sort[number][0] | "_id";
type Value = string | number | null;
/** The sort columns that may be empty (a pickup day on a tour): SQLite puts NULL first ascending, last descending. */
const NULLABLE = new Set<Key>(["date_pickup"]);
const signature = (sort: Sort) => sort.map(([k, d]) => `${k}:${d}`).join(",");

export const invalidCursor = () =>
  new ApiError(422, "validation_failed", { issues: [{ path: "after", message: "invalid_cursor" }] });

/** The cursor after `row` in the list sorted by `sort` (then `_id` descending, as the page query): opaque text. */
export function cursorAfter(row: Record<string, unknown>, sort: Sort): string {
  const values = [...sort.map(([k]) => (row[k] ?? null) as Value), row._id as string];
  return Buffer.from(JSON.stringify({ s: signature(sort), v: values })).toString("base64url");
}

/** A cursor's values, checked against the list's sort; anything else (made up, of another sort) answers 422. */
function cursorValues(text: string, sort: Sort): Value[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const { s, v } = (parsed ?? {}) as { s?: unknown; v?: unknown };
  const fits =
    s === signature(sort) &&
    Array.isArray(v) &&
    v.length === sort.length + 1 &&
    v.every((x) => x === null || typeof x === "string" || (typeof x === "number" && Number.isFinite(x))) &&
    typeof v.at(-1) === "string";
  if (!fits) throw invalidCursor();
  return v as Value[];
}

/**
 * The rows after a cursor's row in the list order: for each sort column, the rows equal on the columns
 * before it and past it on this one, `_id` (descending) last. The first column's bound is also said
 * alone when it cannot be empty, so the walk starts in the index at the cursor's place.
 */
export function afterFilter(text: string, sort: Sort): OrderFilter {
  const values = cursorValues(text, sort);
  const keys: [Key, "asc" | "desc"][] = [...sort, ["_id", "desc"]];
  return (eb) => {
    const equal = (k: Key, v: Value) => (v === null ? eb(k, "is", null) : eb(k, "=", v));
    const past = (k: Key, dir: "asc" | "desc", v: Value): Expression<SqlBool> => {
      if (dir === "asc") return v === null ? eb(k, "is not", null) : eb(k, ">", v);
      if (v === null) return sql<SqlBool>`0`;
      return NULLABLE.has(k) ? eb.or([eb(k, "<", v), eb(k, "is", null)]) : eb(k, "<", v);
    };
    const branches = keys.map(([k, dir], i) =>
      eb.and([...keys.slice(0, i).map(([kj], j) => equal(kj, values[j]!)), past(k, dir, values[i]!)]),
    );
    const [first, dir] = keys[0]!;
    const v0 = values[0]!;
    const bound = NULLABLE.has(first) || v0 === null ? [] : [eb(first, dir === "asc" ? ">=" : "<=", v0)];
    return eb.and([...bound, eb.or(branches)]);
  };
}
