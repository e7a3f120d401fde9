// spec tours-cruises §2 Layout: menu groups by the supplier's capability flags, from the services' descriptors.
import type { CapabilityFlags } from "@contract/services";
import { APP_SERVICES, bookingLinks } from "~/services";
import type { IconName } from "../icons";

/** `also`: other path prefixes that belong to the item (a booking's detail to its list). */
export type MenuItem = { to: string; label: string; also?: string[] };
export type MenuGroup = { key: string; label: string; icon: IconName; items: MenuItem[] };

type Flags = CapabilityFlags;

/**
 * One group per area, in the services' order, shown when the supplier has the flag of one of its
 * services: the services' own pages, then the bookings, statistics and revenue links (services.ts).
 * spec §2 Layout names the two-wheeled group only for the mobile menu; a bike supplier on a
 * desktop would then have no way in, so it shows in both menus (the safer reading).
 * `may`: whether the member may open an entry's page (lib/page-guard.ts `mayOpen`, from the one
 * permission table, spec team.md §Roles); a group left without entries is not shown.
 */
export function menuGroups(flags: Flags, may: (href: string) => boolean = () => true): MenuGroup[] {
  const groups: MenuGroup[] = [];
  const keys = [...new Set(APP_SERVICES.map((s) => s.group.key))];
  for (const key of keys) {
    const members = APP_SERVICES.filter((s) => s.group.key === key);
    if (!members.some((s) => flags[s.flag])) continue;
    const { label, icon } = members[0]!.group;
    const own = members
      .flatMap((s) => s.menu.filter((l) => !l.flag || flags[l.flag]))
      .map(({ to, label }) => ({ to, label }));
    const items = [...own, ...members.flatMap(bookingLinks)].filter((item) => may(item.to));
    if (items.length) groups.push({ key, label, icon, items });
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
