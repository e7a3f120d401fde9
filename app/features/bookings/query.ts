// The bookings list's URL query (spec §2: /tour/bookings?uid=…).

/** The searched order number: trimmed, upper-case (uids are), at most 40 characters. */
export function searchedUid(params: URLSearchParams): string {
  return (params.get("uid") ?? "").trim().toUpperCase().slice(0, 40);
}
