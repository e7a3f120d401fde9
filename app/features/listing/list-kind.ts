// Which list of tour-shaped listings a page of ./listing-list shows: tours (cruises excluded) or
// cruises, its locale namespace and path. Each area names its own (TOUR_LIST, CRUISE_LIST).
export type ListKind = { type: "tour" | "cruise"; ns: string; path: string };
