// Which list a page of ./tour-list shows: tours (cruises excluded) or cruises, its locale namespace and path.
export type ListKind = { type: "tour" | "cruise"; ns: "tours" | "cruise"; path: "/tour" | "/cruise" };
export const TOUR_LIST: ListKind = { type: "tour", ns: "tours", path: "/tour" };
export const CRUISE_LIST: ListKind = { type: "cruise", ns: "cruise", path: "/cruise" };
