// Issue 9 item 25: the spec's pages of an area that is not built yet answer a translated "coming
// soon" page inside the layout (200), never a 404. Each area's issue removes its entry here when
// its real routes land (Remix prefers a real route over the catch-all, so a leftover is harmless).
import { matchPath } from "@remix-run/react";

export const COMING_SOON_AREAS = ["cruise", "hotel", "transport", "bike"] as const;
export type ComingSoonArea = (typeof COMING_SOON_AREAS)[number];
export type ComingSoonPage =
  | "list" | "form" | "cabins" | "cabinForm" | "rooms" | "roomForm" | "options" | "services" | "serviceForm" | "vehicles"
  | "bookings" | "booking" | "statistic" | "statisticRevenue";

/** The spec's URLs (tours-cruises §2 Cruises; hotels-bikes-transport §2), with the page each is. */
const PAGES: Record<ComingSoonArea, [string, ComingSoonPage][]> = {
  cruise: [
    ["/cruise", "list"], ["/cruise/action", "form"], ["/cruise/action/:id", "form"],
    ["/cruise/:id/cabins", "cabins"], ["/cruise/:id/cabin/action", "cabinForm"], ["/cruise/:id/cabin/action/:cabin", "cabinForm"],
  ],
  hotel: [
    ["/hotel", "list"], ["/hotel/action", "form"], ["/hotel/action/:id", "form"],
    ["/hotel/:id/rooms", "rooms"], ["/hotel/:id/room/action", "roomForm"], ["/hotel/:id/room/action/:room", "roomForm"],
    ["/hotel/bookings", "bookings"], ["/hotel/booking/:id", "booking"],
    ["/hotel/statistic", "statistic"], ["/hotel/statistic-revenue", "statisticRevenue"],
  ],
  transport: [
    // spec hotels-bikes-transport §2: breadcrumbs link to /transport, which leads to the services
    ["/transport", "services"], ["/transport/services", "services"],
    ["/transport/service/action", "serviceForm"], ["/transport/service/action/:id", "serviceForm"],
    ["/transport/options", "vehicles"], ["/transport/bookings", "bookings"], ["/transport/booking/:id", "booking"],
    ["/transport/statistic", "statistic"], ["/transport/statistic-revenue", "statisticRevenue"],
  ],
  bike: [
    ["/bike", "list"], ["/bike/action", "form"], ["/bike/action/:id", "form"], ["/bike/:id/options", "options"],
    ["/bike/bookings", "bookings"], ["/bike/booking/:id", "booking"],
    ["/bike/statistic", "statistic"], ["/bike/statistic-revenue", "statisticRevenue"],
  ],
};

/** The area and page a path is, when it is one of the spec's pages of an area still to come. */
export function comingSoonPage(pathname: string): { area: ComingSoonArea; page: ComingSoonPage } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const area of COMING_SOON_AREAS) {
    for (const [pattern, page] of PAGES[area]) {
      if (matchPath({ path: pattern, end: true }, path)) return { area, page };
    }
  }
  return null;
}
