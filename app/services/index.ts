// The back-office's services, in the menu's order (spec tours-cruises §2 Layout: tour, hotel,
// transport; bikes after them). A new service: its contract descriptor (contract/services.ts), its
// AppService here (the menu, the page guard and the dashboard read this list), and its routes, each
// a line or two over the bookings feature's pages (CONTRIBUTING "Adding a service").
import { bookingPaths, serviceOf, UnknownServiceError, type ServiceDescriptor } from "@contract/services";
import { BIKE_APP } from "./bike";
import { CRUISE_APP } from "./cruise";
import { HOTEL_APP } from "./hotel";
import { TOUR_APP } from "./tour";
import { TRANSPORT_APP } from "./transport";
import type { AppService, ComingSoonPage, Flag } from "./types";

export type { AppService, ComingSoonPage, Flag, MenuGroupInfo, MenuLink } from "./types";
export { BIKE_APP, CRUISE_APP, HOTEL_APP, TOUR_APP, TRANSPORT_APP };

const registered: AppService[] = [TOUR_APP, CRUISE_APP, HOTEL_APP, TRANSPORT_APP, BIKE_APP];

/** Every service of the back-office, in the menu's order: the declared ones, then any registered. */
export const APP_SERVICES: readonly AppService[] = registered;

/**
 * Adds a service's app side after the declared ones (a test's own service; production lists its
 * services above). Its descriptor must be the registry's (contract registerService first).
 */
export function registerAppService(a: AppService) {
  if (serviceOf(a.service.id) !== a.service) throw new UnknownServiceError(a.service.id);
  const known = registered.find((s) => s.service.id === a.service.id);
  if (known && known !== a) throw new Error(`service ${a.service.id} already has its app side`);
  if (!known) registered.push(a);
}

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
