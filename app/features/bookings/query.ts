// The bookings list's URL query (spec §2: /tour/bookings?uid=…).

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
} as const;
export type SortKey = keyof typeof SORTS;

/** The sorts a service's list offers: by pickup only where its day is a pickup instant. */
export const sortsOf = (dayField: string): SortKey[] =>
  dayField === "date_pickup" ? ["created_desc", "created_asc", "pickup_asc", "pickup_desc"] : [];

/** The chosen sort (`sort` in the URL), or the default newest first (spec §9) for anything else. */
export function chosenSort(params: URLSearchParams, dayField: string): SortKey {
  const v = params.get("sort") ?? "";
  return (sortsOf(dayField) as string[]).includes(v) ? (v as SortKey) : "created_desc";
}
