// marketplace-api.md "Conventions", lists: `page` from 1, `perPage` rows (-1 = all), answered as
// { docs, total }. Big lists choose their page in SQL; small ones (reference lists, groups) in JS.
import type { ListQuery } from "@contract/api/list";

type Page = Pick<ListQuery, "page" | "perPage">;

/** Applies page/perPage to an array (reference lists are small; big lists page in SQL). */
export function paginate<T>(items: T[], q: Page) {
  if (q.perPage === -1) return { docs: items, total: items.length };
  const start = (q.page - 1) * q.perPage;
  return { docs: items.slice(start, start + q.perPage), total: items.length };
}

/** The page of a SQL query (a Kysely select): LIMIT/OFFSET, or every row for perPage -1. */
export function pageSql<Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, q: Page): Q {
  return q.perPage === -1 ? query : query.limit(q.perPage).offset((q.page - 1) * q.perPage);
}
