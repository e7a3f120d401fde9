// /activity's filters, read from the URL (spec team.md §Screens: person, service, kind and date
// range, kept in the URL; 20 a page). Every value is input: one that is not a choice the page offers
// filters nothing (the page answers, never a 500), and the select shows "all".
import { SERVICE_IDS } from "@contract/services";
import { pageOf, parseDateRange, serializeDateRange, withParams, type DateRange } from "~/lib/list-query";

export const ACTIVITY_PAGE_SIZE = 20; // spec team.md §Screens

export type ActivityFilters = {
  actor: string;
  service: string;
  kind: string;
  target: string;
  dateRange: DateRange | null;
  page: number;
};

/** A record's id as the marketplace writes them (a member's, a booking's): short, letters, digits, _ and -. */
const ID = /^[\w-]{1,64}$/;

const chosen = (params: URLSearchParams, name: string, ok: (v: string) => boolean) => {
  const value = (params.get(name) ?? "").trim();
  return value && ok(value) ? value : "";
};

/** The filters of the URL; `kinds` are the catalogue's (the loader's, so this module pulls no schema). */
export function activityFilters(params: URLSearchParams, kinds: readonly string[]): ActivityFilters {
  return {
    actor: chosen(params, "actor", (v) => ID.test(v)),
    service: chosen(params, "service", (v) => (SERVICE_IDS as readonly string[]).includes(v)),
    kind: chosen(params, "kind", (v) => kinds.includes(v)),
    target: chosen(params, "target", (v) => ID.test(v)),
    dateRange: parseDateRange(params.get("date_range")),
    page: pageOf(params),
  };
}

/** The filters as a query string (page aside): the CSV's link, the way back from a busy export. */
export const filterQuery = (f: ActivityFilters) =>
  withParams("", {
    actor: f.actor,
    service: f.service,
    kind: f.kind,
    target: f.target,
    date_range: serializeDateRange(f.dateRange),
  });
