// The back-office's services, in the menu's order (spec tours-cruises §2 Layout: tour, hotel,
// transport; bikes after them). A new service: its contract descriptor (contract/services.ts), its
// AppService here, and its routes, each a line or two over the bookings feature's pages.
import { bookingPaths } from "@contract/services";
import { BIKE_APP } from "./bike";
import { CRUISE_APP } from "./cruise";
import { HOTEL_APP } from "./hotel";
import { TOUR_APP } from "./tour";
import { TRANSPORT_APP } from "./transport";
import type { AppService, ComingSoonPage } from "./types";

export type { AppService, ComingSoonPage, Flag, MenuGroupInfo, MenuLink } from "./types";
export { BIKE_APP, CRUISE_APP, HOTEL_APP, TOUR_APP, TRANSPORT_APP };

export const APP_SERVICES: readonly AppService[] = [TOUR_APP, CRUISE_APP, HOTEL_APP, TRANSPORT_APP, BIKE_APP];

/** The menu links of a service's bookings, statistics and revenue pages (none when another service shows them). */
export function bookingLinks(s: AppService): { to: string; label: string; also?: string[] }[] {
  if (s.bookings === "shared") return [];
  const paths = bookingPaths(s.service);
  return [
    // a booking's page belongs to the list; only a built area has them (a coming-soon one stays as it was)
    {
      to: paths.list,
      label: "layout:menu.bookings",
      ...(s.bookings === "built" ? { also: [paths.detailPrefix] } : {}),
    },
    { to: paths.statistic, label: "layout:menu.statistic" },
    { to: paths.revenue, label: "layout:menu.statisticRevenue" },
  ];
}

/** The spec's pages of a service that answer "coming soon": its own, then its bookings' while they are. */
export function comingSoonPages(s: AppService): [string, ComingSoonPage][] {
  if (s.bookings !== "soon") return s.soon;
  const paths = bookingPaths(s.service);
  return [
    ...s.soon,
    [paths.list, "bookings"],
    [`${paths.detailPrefix}/:id`, "booking"],
    [paths.statistic, "statistic"],
    [paths.revenue, "statisticRevenue"],
  ];
}
