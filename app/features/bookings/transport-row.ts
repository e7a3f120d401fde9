// A transfer's row is named by its type and route, as its form shows it (hotels-bikes-transport §2).
import { transportServiceName, type RouteOf } from "~/features/transport";
import { booksItem, type Booking } from "./types";

type T = (key: string, options?: Record<string, unknown>) => string;

export const TRANSPORT_ROW_NAMING = {
  of: (b: Booking): RouteOf | null => {
    const s = booksItem(b, "transport") ? b.transport : null;
    return s ? { type: s.type, route: s.route, route_custom: s.route_custom } : null;
  },
  name: (t: T, route: RouteOf) => transportServiceName(t, route),
};
