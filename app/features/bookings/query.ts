// The bookings list's URL query (spec §2: /tour/bookings?uid=…).
import { isDue, type Due } from "@contract/dashboard";
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
