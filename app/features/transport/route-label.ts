// A transport route as the supplier chose it (spec hotels-bikes-transport §3 "Route choices"): an
// airport route's name, a number of hours, or the custom text; and the service's name made of it,
// the one name every screen and the CSV give a transport service (§3: a service has no name of its own).
type T = (key: string, options?: Record<string, unknown>) => string;
export type RouteOf = { type?: string | null; route: string; route_custom?: string | null };

export function routeLabel(t: T, s: RouteOf | null | undefined) {
  if (!s) return "";
  if (s.route === "custom") return s.route_custom || t("transport:route.custom");
  if (/^\d+$/.test(s.route)) return t("transport:route.hours", { count: Number(s.route) });
  return t(`transport:route.${s.route}`, { defaultValue: s.route });
}

/** A route that names its service by itself: the airport routes chosen by name (§3), not hours nor custom text. */
const namedRoute = (route: string) => route !== "custom" && !/^\d+$/.test(route);

/**
 * The name of a transport service (or a booking's service as booked), as its form shows it: the airport
 * route's name ("Airport – hotel outside the city"), else its type and route ("Inner-city, 8 hours").
 */
export function transportServiceName(t: T, s: RouteOf | null | undefined) {
  if (!s) return "";
  const route = routeLabel(t, s);
  if (namedRoute(s.route) || !s.type) return route;
  return t("transport:route.named", { type: t(`transport:type.${s.type}`, { defaultValue: s.type }), route });
}
