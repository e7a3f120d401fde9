// GET activity (spec team.md §Calls): the token's supplier's record, newest first, 20 a page, filtered
// by author (`actor`: a member's id, or `customer` / `marketplace`), service, kind, days in Vietnam
// (`date_range`) and target (a record's id). Scoped to the supplier: another supplier's ids match
// nothing. Pages by number, or after an entry (`after`: the last entry's id, keyset paging for the
// CSV export, which reads the whole record page by page in constant time each). Entries are never
// edited or deleted through the API: this router answers GET alone.
import { Router } from "express";
import type { ExpressionBuilder } from "kysely";
import {
  ACTOR_KINDS,
  ActivityDateRange,
  ActivityQuery,
  type ActivityActor,
  type ActivityEntry,
} from "@contract/activity";
import { currentAgency, type Ctx } from "../context.js";
import type { Database } from "../db/schema.js";
import { ApiError, handler, parseKeyed } from "../shared/http.js";
import { issuesOf } from "../shared/issue-keys.js";
import { dayBounds } from "../shared/dates.js";
import type { ActivityTable } from "./tables.js";

type Q = ActivityQuery;
type Where = (
  eb: ExpressionBuilder<Database, "activity">,
) => ReturnType<ExpressionBuilder<Database, "activity">["and"]>;

/** A query that cannot be read answers 400 with its issues, never a 500. */
export function queryOf(input: unknown): { q: Q; from?: string; to?: string } {
  const parsed = parseKeyed(ActivityQuery, input);
  if (!parsed.success) throw new ApiError(400, "invalid_query", { issues: issuesOf(parsed.error) });
  const q = parsed.data;
  if (!q.date_range) return { q };
  let raw: unknown;
  try {
    raw = JSON.parse(q.date_range);
  } catch {
    throw new ApiError(400, "invalid_query", { issues: [{ path: "date_range", message: "invalid_date" }] });
  }
  const range = parseKeyed(ActivityDateRange, raw);
  if (!range.success) {
    const issues = issuesOf(range.error).map((i) => ({ ...i, path: `date_range.${i.path}` }));
    throw new ApiError(400, "invalid_query", { issues });
  }
  return { q, ...dayBounds(range.data) };
}

/** The filter of a supplier's entries by the query. */
function filterOf(agencyId: string, { q, from, to }: ReturnType<typeof queryOf>): Where {
  return (eb) => {
    const and = [eb("agency_id", "=", agencyId)];
    if (q.actor)
      and.push(
        (ACTOR_KINDS as readonly string[]).includes(q.actor)
          ? eb("actor_kind", "=", q.actor)
          : eb("actor_id", "=", q.actor),
      );
    if (q.service) and.push(eb("service", "=", q.service));
    if (q.kind) and.push(eb("kind", "=", q.kind));
    if (q.target) and.push(eb("target_id", "=", q.target));
    if (from) and.push(eb("at", ">=", from));
    if (to) and.push(eb("at", "<", to));
    return eb.and(and);
  };
}

/** An entry as GET activity answers it (contract/activity.ts ActivityEntrySchema). */
export function activityEntry(row: ActivityTable): ActivityEntry {
  let summary: ActivityEntry["summary"] = {};
  try {
    summary = JSON.parse(row.summary) as ActivityEntry["summary"];
  } catch {
    // an unreadable summary shows as none
  }
  return {
    _id: row._id,
    at: row.at,
    actor: {
      kind: row.actor_kind as ActivityEntry["actor"]["kind"],
      _id: row.actor_id,
      name: row.actor_name,
      email: row.actor_email,
    },
    kind: row.kind,
    service: row.service,
    target: {
      kind: row.target_kind as ActivityEntry["target"]["kind"],
      _id: row.target_id,
      label: row.target_label,
      listing: row.target_listing as ActivityEntry["target"]["listing"],
    },
    summary,
  };
}

type Asked = ReturnType<typeof queryOf>;

/**
 * The two queries of a page: the count and the page's entries, newest first (`at`, then `_id`), by
 * page number or after `cursor` (keyset). Each reads one supplier's entries through an index
 * (plans.test.ts): the supplier's, or its author's, service's, kind's or target's, ordered by `at`.
 */
export function activityQueries(db: Ctx["db"], agencyId: string, asked: Asked, cursor?: { at: string; _id: string }) {
  const { q } = asked;
  const where = filterOf(agencyId, asked);
  const count = db
    .selectFrom("activity")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(where);
  let rows = db.selectFrom("activity").selectAll().where(where);
  if (cursor)
    rows = rows.where((eb) =>
      eb.or([eb("at", "<", cursor.at), eb.and([eb("at", "=", cursor.at), eb("_id", "<", cursor._id)])]),
    );
  rows = rows
    .orderBy("at", "desc")
    .orderBy("_id", "desc")
    .limit(q.perPage)
    .offset(cursor ? 0 : (q.page - 1) * q.perPage);
  return { count, rows };
}

/** A page of a supplier's record: by page number or after an entry (`after`). */
export async function activityPage(ctx: Ctx, agencyId: string, input: unknown) {
  const { db } = ctx;
  const asked = queryOf(input);
  const { q } = asked;
  let cursor: { at: string; _id: string } | undefined;
  if (q.after) {
    // the cursor is one of the supplier's entries; an unknown or foreign one ends the walk
    cursor = await db
      .selectFrom("activity")
      .select(["at", "_id"])
      .where("agency_id", "=", agencyId)
      .where("_id", "=", q.after)
      .executeTakeFirst();
    if (!cursor) return { docs: [], total: 0, next: null };
  }
  const { count, rows } = activityQueries(db, agencyId, asked, cursor);
  const [{ n }] = (await ctx.reads.rows(db, count)) as [{ n: number }];
  const page = (await rows.execute()) as ActivityTable[];
  const next = page.length === q.perPage ? page.at(-1)!._id : null;
  return { docs: page.map(activityEntry), total: Number(n), next };
}

/**
 * GET activity/actors: every author of the supplier's record, once (the person filter's choices):
 * its members by name, then the customer and the marketplace when they appear.
 */
export async function activityActors(ctx: Ctx, agencyId: string): Promise<ActivityActor[]> {
  const { db } = ctx;
  const rows = await ctx.reads.rows(
    db,
    db
      .selectFrom("activity")
      .select((eb) => [
        "actor_kind",
        "actor_id",
        eb.fn.max("actor_name").as("name"),
        eb.fn.max("actor_email").as("email"),
      ])
      .where("agency_id", "=", agencyId)
      .groupBy(["actor_kind", "actor_id"]),
  );
  const order = (kind: string) => (ACTOR_KINDS as readonly string[]).indexOf(kind);
  return rows
    .map((r) => ({
      kind: r.actor_kind as ActivityActor["kind"],
      _id: r.actor_id,
      name: (r.name as string | null) ?? null,
      email: (r.email as string | null) ?? null,
    }))
    .sort((a, b) => order(a.kind) - order(b.kind) || (a.name ?? "").localeCompare(b.name ?? "", "vi"));
}

export function activityRoutes(ctx: Ctx) {
  const r = Router();
  r.get(
    "/activity/actors",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return activityActors(ctx, agency._id);
    }),
  );
  r.get(
    "/activity",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return activityPage(ctx, agency._id, req.query);
    }),
  );
  return r;
}
