// The back-office's services, in the menu's order (spec tours-cruises §2 Layout: tour, hotel,
// transport; bikes after them). A new service: its contract descriptor (contract/services.ts), its
// AppService here, and its routes, each a line or two over the bookings feature's pages.
import { bookingPaths, UnknownServiceError, type ServiceDescriptor } from "@contract/services";
import { BIKE_APP } from "./bike";
import { CRUISE_APP } from "./cruise";
import { HOTEL_APP } from "./hotel";
import { TOUR_APP } from "./tour";
import { TRANSPORT_APP } from "./transport";
import type { AppService, ComingSoonPage, Flag } from "./types";

export type { AppService, ComingSoonPage, Flag, MenuGroupInfo, MenuLink } from "./types";
export { BIKE_APP, CRUISE_APP, HOTEL_APP, TOUR_APP, TRANSPORT_APP };

export const APP_SERVICES: readonly AppService[] = [TOUR_APP, CRUISE_APP, HOTEL_APP, TRANSPORT_APP, BIKE_APP];

/** The back-office's side of a service descriptor; a service without one is an error. */
export function appServiceOf(s: Pick<ServiceDescriptor, "id">): AppService {
  const found = APP_SERVICES.find((a) => a.service.id === s.id);
  if (!found) throw new UnknownServiceError(s.id);
  return found;
}

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

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The services a back-office page belongs to, from their descriptors (tours-cruises §2 Layout, §3
 * "Supplier"): its own pages under its base path, and its bookings pages (a cruise's are listed with
 * the tour's). None: the page is no service's (dashboard, profile). A new service's routes follow.
 */
export function servicesOfPage(pathname: string): AppService[] {
  return APP_SERVICES.filter((s) => {
    if (under(pathname, s.service.basePath)) return true;
    const paths = bookingPaths(s.service);
    return [paths.list, paths.csv, paths.detailPrefix, paths.statistic, paths.revenue].some((p) => under(pathname, p));
  });
}

/** Whether a supplier with these flags may open the page: it has one of the page's services. */
export function pageAllowed(flags: { readonly [F in Flag]: boolean }, pathname: string): boolean {
  const services = servicesOfPage(pathname);
  return services.length === 0 || services.some((s) => flags[s.flag]);
}
