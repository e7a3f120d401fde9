// Which list of listings a page of ./listing-list shows: tours (cruises excluded), cruises, or another
// service's listings, its locale namespace and path. Each area names its own (TOUR_LIST, CRUISE_LIST,
// BIKE_LIST); an area whose listings are not tours brings its own list and delete calls.
import type { AuthedApi, Envelope } from "~/lib/marketplace.server";
import type { ListingFilters, ListingListItem } from "./api.server";

export type ListingCalls = {
  list: (
    api: AuthedApi,
    userId: string,
    lang: string,
    f: ListingFilters,
  ) => Promise<Envelope<{ docs: ListingListItem[]; total: number } | null>>;
  remove: (api: AuthedApi, id: string) => Promise<Envelope<unknown>>;
};

export type ListKind = { type: "tour" | "cruise" | null; ns: string; path: string; calls?: ListingCalls };
