// GET tour/tour: the supplier's tours, filtered by name, area, creation days and type, sorted and
// paged in SQL (marketplace-api.md "Tours and cruises").
import type { ListQuery } from "@contract/api/list";
import { TourDateRange, TourListQuery, TourSortSchema } from "@contract/api/tours";
import type { DB } from "../db/database.js";
import type { ReadCache } from "../db/read-cache.js";
import { pageSql } from "../shared/paging.js";
import { filterListings, sortOf, sortTerms } from "../listings/list.js";
import { listDocs } from "./record.js";

/** The page of `agencyId`'s tours that `query` asks for; `userId` is the token's user (created_by). */
export async function listTours(
  db: DB,
  agencyId: string,
  userId: string,
  q: ListQuery,
  query: unknown,
  reads?: ReadCache,
) {
  const f = TourListQuery.parse(query);
  let tours = db.selectFrom("tours").where("agency_id", "=", agencyId).where("is_deleted", "=", 0);
  if (f.created_by && f.created_by !== userId) return { docs: [], total: 0 };
  if (f.created_by) tours = tours.where("created_by", "=", f.created_by);
  const filtered = await filterListings(db, tours, f, TourDateRange);
  if (!filtered) return { docs: [], total: 0 };
  tours = filtered;
  if (f.type) tours = tours.where("type", "=", f.type);
  if (f.type_exclude) tours = tours.where("type", "!=", f.type_exclude);

  const sort = sortOf(TourSortSchema, f.sort, { created_at: -1 });
  const count = tours.select((eb) => eb.fn.countAll<number>().as("total"));
  // kept until the next write when the caller keeps reads (db/read-cache.ts)
  const [{ total }] = (reads ? await reads.rows(db, count) : [await count.executeTakeFirstOrThrow()]) as [
    { total: number },
  ];
  let rows = tours.selectAll();
  for (const [term, direction] of sortTerms(sort, q.lang)) rows = rows.orderBy(term, direction);
  rows = pageSql(rows.orderBy("_id", "desc"), q);
  return { docs: await listDocs(db, await rows.execute(), q.lang), total: Number(total) };
}
