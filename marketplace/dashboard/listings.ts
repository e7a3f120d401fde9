// The dashboard's "listings" (tours-cruises §4: new or edited content awaits moderation): the
// supplier's listings pending moderation or rejected, of the services it has, from the one list of
// moderated listings (shared/moderated.ts). Each table is read by its (agency, is_deleted) index.
import { sql } from "kysely";
import type { Dashboard } from "@contract/api/dashboard";
import { DASHBOARD_ROWS } from "@contract/api/dashboard";
import { isServiceId, type ServiceId } from "@contract/services";
import { MODERATED, type ModeratedKind } from "../shared/moderated.js";
import type { Scope } from "./bookings.js";

type ListingRow = {
  _id: string;
  status: string;
  type: string | null;
  name: string | null;
  name_en: string | null;
  route: string | null;
  route_custom: string | null;
  route_custom_en: string | null;
  created_at: string;
};

/** The listings of a kind awaiting moderation or refused, newest first. */
export function listingsQuery(scope: Scope, kind: ModeratedKind) {
  const m = MODERATED[kind];
  const t = sql.table(m.table);
  const en = (field: string) => sql.raw(`json_extract(translations, '$.en.${field}')`);
  const named =
    m.named === "name"
      ? sql`name, ${en("name")} as name_en, null as route, null as route_custom, null as route_custom_en`
      : sql`null as name, null as name_en, route, route_custom, ${en("route_custom")} as route_custom_en`;
  const type = m.typeIsService || m.named === "route" ? sql`type` : sql`null`;
  return sql<ListingRow>`select _id, status, ${type} as type, ${named}, created_at from ${t}
    where agency_id = ${scope.agencyId} and is_deleted = 0 and status in ('pending', 'rejected')
    order by created_at desc limit ${DASHBOARD_ROWS}`;
}

/** How many of a kind await moderation or were refused, by the service their type names (or the kind's). */
export function listingsCountQuery(scope: Scope, kind: ModeratedKind) {
  const m = MODERATED[kind];
  const type = m.typeIsService ? sql`type` : sql`null`;
  return sql<{ type: string | null; n: number }>`select ${type} as type, count(*) as n from ${sql.table(m.table)}
    where agency_id = ${scope.agencyId} and is_deleted = 0 and status in ('pending', 'rejected')
    group by 1`;
}

export async function listings(
  scope: Scope,
  services: readonly ServiceId[],
): Promise<Pick<Dashboard, "listings" | "listingsCount">> {
  const out: (Dashboard["listings"][number] & { at: string })[] = [];
  const en = scope.lang === "en";
  let count = 0;
  for (const kind of Object.keys(MODERATED) as ModeratedKind[]) {
    const m = MODERATED[kind];
    for (const row of (await listingsCountQuery(scope, kind).execute(scope.db)).rows) {
      const service = m.typeIsService && isServiceId(row.type) ? row.type : kind;
      if (isServiceId(service) && services.includes(service)) count += Number(row.n);
    }
    for (const row of (await listingsQuery(scope, kind).execute(scope.db)).rows) {
      const service = m.typeIsService && isServiceId(row.type) ? row.type : kind;
      if (!isServiceId(service) || !services.includes(service)) continue;
      const custom = (en && row.route_custom_en) || row.route_custom;
      out.push({
        service,
        id: row._id,
        name: m.named === "name" ? (en && row.name_en) || row.name || "" : custom || row.route || "",
        route:
          m.named === "route" ? { type: row.type ?? "", route: row.route ?? "", route_custom: custom || null } : null,
        state: row.status === "rejected" ? "rejected" : "pending",
        at: row.created_at,
      });
    }
  }
  return {
    listings: out
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, DASHBOARD_ROWS)
      .map(({ at: _at, ...l }) => l),
    listingsCount: count,
  };
}
