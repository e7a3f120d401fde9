// A transport route as the supplier chose it (spec hotels-bikes-transport §3 "Route choices"): an
// airport route's name, a number of hours, or the custom text.
type T = (key: string, options?: Record<string, unknown>) => string;

export function routeLabel(t: T, s: { route: string; route_custom?: string | null } | null | undefined) {
  if (!s) return "";
  if (s.route === "custom") return s.route_custom || t("transport:route.custom");
  if (/^\d+$/.test(s.route)) return t("transport:route.hours", { count: Number(s.route) });
  return t(`transport:route.${s.route}`, { defaultValue: s.route });
}
