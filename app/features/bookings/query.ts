// The bookings list's URL query (spec §2: /tour/bookings?uid=…, sort, status, due).
import { isDue, type Due } from "@contract/dashboard";
import { actionsOf, OTHER_SIDE_EVENTS } from "@contract/booking-transitions";
import type { BookingSort, ServiceDescriptor } from "@contract/services";

/** The searched order number: trimmed, upper-case (uids are), at most 40 characters. */
export function searchedUid(params: URLSearchParams): string {
  return (params.get("uid") ?? "").trim().toUpperCase().slice(0, 40);
}

/** The list orders (hotels-bikes-transport §2: transport bookings sort by pickup date and created date). */
export const SORTS = {
  created_desc: { created_at: -1 },
  created_asc: { created_at: 1 },
  pickup_asc: { date_pickup: 1 },
  pickup_desc: { date_pickup: -1 },
} as const satisfies Record<BookingSort, Record<string, 1 | -1>>;
export type SortKey = BookingSort;

/** The sorts a service's list offers: its descriptor's (none: newest first only). */
export const sortsOf = (s: Pick<ServiceDescriptor, "sorts">): SortKey[] => [...s.sorts];

/** The chosen sort (`sort` in the URL), or the default newest first (spec §9) for anything else. */
export function chosenSort(params: URLSearchParams, s: Pick<ServiceDescriptor, "sorts">): SortKey {
  const v = params.get("sort") ?? "";
  return (s.sorts as readonly string[]).includes(v) ? (v as SortKey) : "created_desc";
}

/**
 * `due` in the URL: the list narrowed to the bookings a dashboard figure counts (the dashboard links
 * each figure here: to confirm, stuck, starting or ending today, to complete); anything else is none.
 */
export function chosenDue(params: URLSearchParams): Due | null {
  const v = params.get("due");
  return isDue(v) ? v : null;
}

type Statuses = Pick<ServiceDescriptor, "statuses" | "transitions">;

/**
 * The statuses a service's list filters by, in the order of the statuses it knows: its statistic tabs,
 * and every status its bookings can reach besides (a target of its transition table, where the other
 * side's steps lead: a refund, an abandoned booking), never a word of its vocabulary no booking gets.
 */
export function statusesOf(s: Statuses): string[] {
  const reached = new Set<string>([
    ...s.statuses.statistic,
    ...actionsOf(s.transitions),
    ...Object.values(OTHER_SIDE_EVENTS).map((e) => e.to),
  ]);
  return s.statuses.all.filter((status) => reached.has(status));
}

/** The chosen status (`status` in the URL), or "" (every status) for anything the service's list does not filter by. */
export function chosenStatus(params: URLSearchParams, s: Statuses): string {
  const v = params.get("status") ?? "";
  return statusesOf(s).includes(v) ? v : "";
}

/** The statistic's tab of every booking, whatever its status (`status=all`). */
export const ALL = "all";
