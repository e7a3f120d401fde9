// What every listing's GET list shares (marketplace-api.md "Tours and cruises", "Hotels, bikes,
// transport"): the name filter (either language, a plain "contains" on the stored `search` text), the
// area (its _id or its slug: the list filter sends chau-a…), the creation days (whole days in
// Asia/Ho_Chi_Minh against the stored UTC instants), and the JSON `sort` read with a default. Each area
// starts from its supplier's live rows, adds its own filters and pages in SQL in its own index order.
import { sql, type Expression, type SqlBool } from "kysely";
import type { z } from "zod";
import type { DB } from "../db/database.js";
import { dayBounds } from "../shared/dates.js";
import { escapeLike, invalidField as invalid } from "../shared/http.js";

/** A select of one listing table that can be narrowed (a Kysely SelectQueryBuilder). */
type Narrowable<Q> = { where(condition: Expression<SqlBool>): Q };

export type ListingFilters = { name?: string; area?: string; date_range?: string };
type DayRange = { start?: string | null; end?: string | null };

/** The area's _id from an _id or a slug; null: no such area. */
export async function areaIdOf(db: DB, area: string) {
  const row = await db
    .selectFrom("areas")
    .select("_id")
    .where((eb) => eb.or([eb("_id", "=", area), eb("slug", "=", area)]))
    .executeTakeFirst();
  return row?._id ?? null;
}

/**
 * `rows` narrowed by the filters every listing list shares, in this order: name, area, creation days
 * (`days` reads `date_range`; unreadable JSON answers 422 invalid_date). Null: nothing can match (an
 * unknown area), the list is empty.
 */
export async function filterListings<Q extends Narrowable<Q>>(
  db: DB,
  rows: Q,
  f: ListingFilters,
  days?: z.ZodType<DayRange>,
): Promise<Q | null> {
  const name = f.name?.trim().toLowerCase();
  if (name) rows = rows.where(sql<boolean>`search like ${`%${escapeLike(name)}%`} escape '\\'`);
  if (f.area) {
    const area = await areaIdOf(db, f.area);
    if (!area) return null;
    rows = rows.where(sql<boolean>`area_id = ${area}`);
  }
  if (f.date_range && days) {
    let range: DayRange = {};
    try {
      range = days.parse(JSON.parse(f.date_range));
    } catch {
      throw invalid("date_range", "invalid_date");
    }
    const { from, to } = dayBounds(range);
    if (from) rows = rows.where(sql<boolean>`created_at >= ${from}`);
    if (to) rows = rows.where(sql<boolean>`created_at < ${to}`);
  }
  return rows;
}

/** The list's JSON `sort` as `schema` reads it; unreadable, unknown or empty: `fallback`. */
export function sortOf<S extends object>(schema: z.ZodType<S>, raw: string | undefined, fallback: S): S {
  try {
    if (raw) {
      const parsed = schema.parse(JSON.parse(raw));
      if (Object.keys(parsed).length) return parsed;
    }
  } catch {
    /* an unknown sort falls back to the default */
  }
  return fallback;
}

/**
 * The ORDER BY terms of a name/created_at sort, in its keys' order: a name sorts the name in `lang`
 * without case (an English name is in `translations`), anything else the creation instant.
 */
export function sortTerms(sort: Partial<Record<"name" | "created_at", 1 | -1>>, lang: "vi" | "en") {
  return Object.entries(sort).map(([key, dir]) => {
    const direction = dir === 1 ? ("asc" as const) : ("desc" as const);
    if (key !== "name") return [sql.ref("created_at"), direction] as const;
    const name = lang === "en" ? sql`json_extract(translations, '$.en.name') collate nocase` : sql`name collate nocase`;
    return [name, direction] as const;
  });
}
