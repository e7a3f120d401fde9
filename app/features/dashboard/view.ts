// The dashboard's answer as the page draws it: each line named as people read it (a transfer by its
// type and route, hotels-bikes-transport §3), its booking code, where it leads and, for a booking to
// confirm, how many days the service's day rules still allow (the "how long until"). Each card
// lists its first SHOWN lines and says how many there are in all. Only what the page draws crosses to
// the browser (the page's HTML carries it once more).
import type { Dashboard } from "@contract/api/dashboard";
import { daysBetween } from "@contract/calendar";
import { serviceOf } from "@contract/services";
import { transportServiceName, type RouteOf } from "~/features/transport";
import { bookingHref, calendarHref, confirmHref, dueLists, listingHref } from "./links";

/** The lines a card lists (a page to read at a glance, on a phone too); the rest are counted. */
export const SHOWN = 10;

type T = (key: string, options?: Record<string, unknown>) => string;
type Named = { itemName: string; itemRoute: RouteOf | null };
type Booked = Named & { service: Dashboard["services"][number]; id: string; uid: string; guest: string };

/** The booked listing's name: a transfer's type and route (its raw route is never shown), else its name. */
const nameOf = (t: T, row: Named) => (row.itemRoute ? transportServiceName(t, row.itemRoute) : row.itemName);

/** What every booking line shows: its service's words, name, guest, code and page. */
function booking(t: T, code: (uid: string) => string, row: Booked) {
  const service = serviceOf(row.service);
  return {
    wording: service.wording,
    dayLabel: service.dayLabel,
    name: nameOf(t, row),
    guest: row.guest.trim(),
    code: code(row.uid),
    href: bookingHref(row.service, row.id),
  };
}

/** Whether the member may use a page with a method (lib/page-guard.ts, spec team.md §Roles); all, by default. */
type May = (href: string, method: "GET" | "POST") => boolean;

/**
 * The page in the answer's order (the marketplace puts the most urgent first: contract/api/dashboard.ts).
 * A link leads only where the member may go: confirming only for a role that may, a listing's form or a
 * calendar only when its page is theirs.
 */
export function dashboardView(d: Dashboard, t: T, code: (uid: string) => string, may: May = () => true) {
  const open = (href: string | null) => (href && may(href, "GET") ? href : null);
  // every figure's bookings, each list that shows exactly them (`?due=`)
  const lists = dueLists(d.shares);
  const listsOf = (...dues: string[]) => lists.filter((l) => dues.includes(l.due));
  return {
    toConfirm: d.toConfirm.slice(0, SHOWN).map((r) => {
      // its link opens the confirm dialog (else the booking's page), for a member whose role confirms
      const confirms =
        confirmHref(r.service, r.id) !== bookingHref(r.service, r.id) && may(bookingHref(r.service, r.id), "POST");
      return {
        ...booking(t, code, r),
        href: confirms ? confirmHref(r.service, r.id) : bookingHref(r.service, r.id),
        confirms,
        day: r.day,
        lastDay: r.lastDay,
        // 0: today is the last day; below 0: the rules no longer allow it
        daysLeft: r.lastDay ? daysBetween(d.today, r.lastDay) : null,
      };
    }),
    toConfirmCount: d.toConfirmCount,
    toConfirmLists: listsOf("confirm"),
    stuck: d.stuck.slice(0, SHOWN).map((r) => ({ ...booking(t, code, r), day: r.day })),
    stuckCount: d.stuckCount,
    stuckLists: listsOf("stuck"),
    todayItems: d.todayItems.slice(0, SHOWN).map((r) => ({
      ...booking(t, code, r),
      kind: r.kind,
      time: r.time,
      blockers: r.blockers,
    })),
    todayCount: d.todayCount,
    todayLists: listsOf("start", "end"),
    toComplete: d.toComplete.slice(0, SHOWN).map((r) => ({ ...booking(t, code, r), day: r.day })),
    toCompleteCount: d.toCompleteCount,
    toCompleteLists: listsOf("complete"),
    runningLow: d.runningLow.slice(0, SHOWN).map((r) => ({
      calendarKind: r.calendarKind,
      itemName: r.itemName,
      listingName: r.listingName,
      reason: r.reason,
      days: r.days,
      // the calendar at the month of its first day running low
      href: open(calendarHref(r.service, r.listingId, r.itemId, r.days[0]?.day ?? null)),
    })),
    runningLowCount: d.runningLowCount,
    listings: d.listings.slice(0, SHOWN).map((l) => ({
      key: `${l.service}-${l.id}`,
      wording: serviceOf(l.service).wording,
      name: l.route ? transportServiceName(t, l.route) : l.name,
      state: l.state,
      href: open(listingHref(l.service, l.id)),
    })),
    listingsCount: d.listingsCount,
    money: d.money,
  };
}
export type DashboardView = ReturnType<typeof dashboardView>;
