// Counts on the menu's entries (the dashboard issue: "counts as badges on the menu entries they belong
// to", e.g. bookings to confirm): the deepest loader that answers `menuBadges` (menu path -> count)
// gives them — the layout's on every page (GET dashboard/badges), the dashboard's from its own answer.
import { useMatches } from "@remix-run/react";
import type { MenuGroup } from "./menu";

export type MenuBadges = Readonly<Record<string, number>>;

const isBadges = (v: unknown): v is MenuBadges =>
  typeof v === "object" && v !== null && Object.values(v).every((n) => typeof n === "number");

/** The counts the deepest matched route gives the menu; none when no page gives any. */
export function badgesOf(matches: readonly { data?: unknown }[]): MenuBadges {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.data as { menuBadges?: unknown } | null | undefined;
    if (data && typeof data === "object" && isBadges(data.menuBadges)) return data.menuBadges;
  }
  return {};
}

export const useMenuBadges = (): MenuBadges => badgesOf(useMatches());

/** An entry's count, 0 when it has none. */
export const badgeOf = (badges: MenuBadges, to: string) => Math.max(0, Math.floor(badges[to] ?? 0));

/** A group's count (a folded group on a phone shows what its entries hold): the sum of its entries'. */
export const groupBadge = (badges: MenuBadges, group: MenuGroup) =>
  group.items.reduce((sum, item) => sum + badgeOf(badges, item.to), 0);
