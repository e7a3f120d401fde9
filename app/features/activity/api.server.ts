// The activity record's calls (spec team.md §Calls `GET activity`): a page of the supplier's entries,
// newest first, with the filters of /activity; and the authors seen, for the person filter.
import type { ActivityActor, ActivityEntry } from "@contract/activity";
import type { AuthedApi } from "~/lib/marketplace.server";
import { serializeDateRange } from "~/lib/list-query";
import type { ActivityFilters } from "./query";

export type ActivityPage = { docs: ActivityEntry[]; total: number; next?: string | null };

/** GET activity: one page (or, with `after`, the page after that cursor: the CSV's walk). */
export function listActivity(
  api: AuthedApi,
  f: Partial<ActivityFilters> & { page: number; perPage: number; after?: string | null },
) {
  return api.get<ActivityPage>("activity", {
    page: f.page,
    perPage: f.perPage,
    actor: f.actor || undefined,
    service: f.service || undefined,
    kind: f.kind || undefined,
    target: f.target || undefined,
    date_range: serializeDateRange(f.dateRange ?? null) ?? undefined,
    after: f.after || undefined,
  });
}

/** GET activity/actors: everyone who has an entry in the supplier's record. */
export const listActors = (api: AuthedApi) => api.get<ActivityActor[]>("activity/actors");
