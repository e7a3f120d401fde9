// GET tour/tour: the supplier's tours, filtered by name, area, creation days and type, sorted and
// paged in SQL (marketplace-api.md "Tours and cruises").
import { sql } from "kysely";
import type { z } from "zod";
import type { ListQuery } from "@contract/api/list";
import { TourDateRange, TourListQuery, TourSortSchema } from "@contract/api/tours";
import type { DB } from "../db/database.js";
import type { ReadCache } from "../db/read-cache.js";
import { dayBounds } from "../shared/dates.js";
import { escapeLike, invalidField as invalid } from "../shared/http.js";
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
  const name = f.name?.trim().toLowerCase();
  if (name) tours = tours.where(sql<boolean>`search like ${`%${escapeLike(name)}%`} escape '\\'`);
  if (f.area) {
    const area = await db
      .selectFrom("areas")
      .select("_id")
      .where((eb) => eb.or([eb("_id", "=", f.area!), eb("slug", "=", f.area!)]))
      .executeTakeFirst();
    if (!area) return { docs: [], total: 0 };
    tours = tours.where("area_id", "=", area._id);
  }
  if (f.date_range) {
    let range: z.infer<typeof TourDateRange> = {};
    try {
      range = TourDateRange.parse(JSON.parse(f.date_range));
    } catch {
      throw invalid("date_range", "invalid_date");
    }
    // whole days in Asia/Ho_Chi_Minh, compared with the stored UTC instants
    const { from, to } = dayBounds(range);
    if (from) tours = tours.where("created_at", ">=", from);
    if (to) tours = tours.where("created_at", "<", to);
  }
  if (f.type) tours = tours.where("type", "=", f.type);
  if (f.type_exclude) tours = tours.where("type", "!=", f.type_exclude);

  let sort: z.infer<typeof TourSortSchema> = { created_at: -1 };
  try {
    if (f.sort) {
      const parsed = TourSortSchema.parse(JSON.parse(f.sort));
      if (Object.keys(parsed).length) sort = parsed;
    }
  } catch {
    /* an unknown sort falls back to the default */
  }
  const count = tours.select((eb) => eb.fn.countAll<number>().as("total"));
  // kept until the next write when the caller keeps reads (db/read-cache.ts)
  const [{ total }] = (reads ? await reads.rows(db, count) : [await count.executeTakeFirstOrThrow()]) as [
    { total: number },
  ];
  let rows = tours.selectAll();
  for (const [key, dir] of Object.entries(sort)) {
    const direction = dir === 1 ? "asc" : "desc";
    rows =
      key === "name"
        ? rows.orderBy(
            q.lang === "en" ? sql`json_extract(translations, '$.en.name') collate nocase` : sql`name collate nocase`,
            direction,
          )
        : rows.orderBy("created_at", direction);
  }
  rows = rows.orderBy("_id", "desc");
  if (q.perPage !== -1) rows = rows.limit(q.perPage).offset((q.page - 1) * q.perPage);
  return { docs: await listDocs(db, await rows.execute(), q.lang), total: Number(total) };
}
