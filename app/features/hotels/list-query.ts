// The hotel list's URL words shared by its loader and its page (spec §2 "/hotel": sortable by created date).
export const HOTELS_PATH = "/hotel";
export const HOTEL_SORTS = ["created_desc", "created_asc"] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/**
 * spec §5: changing the area clears country and city, changing the country clears the city — for
 * the list's GET form too: it carries what its lists were drawn with (prev_area, prev_country), and
 * the URL it lands on keeps only what still holds. Null when the URL needs no rewriting.
 */
export function cascadedFilterUrl(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  if (!params.has("prev_area") && !params.has("prev_country")) return null;
  const changedArea = params.has("prev_area") && (params.get("area") ?? "") !== params.get("prev_area");
  const changedCountry = params.has("prev_country") && (params.get("country") ?? "") !== params.get("prev_country");
  if (changedArea) {
    params.delete("country");
    params.delete("city");
  } else if (changedCountry) params.delete("city");
  params.delete("prev_area");
  params.delete("prev_country");
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  const s = params.toString();
  return `${url.pathname}${s ? `?${s}` : ""}`;
}
