// Where each line of the dashboard leads (the issue's "what needs me now?"), derived from the services'
// descriptors and their back-office side (app/services): a booking's page, its confirm dialog where the
// service's transition table confirms from "paid", a listing's form, a calendar at the month of the day.
import type { DashboardShare, Due } from "@contract/api/dashboard";
import { bookingPaths, serviceOf } from "@contract/services";
import { APP_SERVICES } from "~/services";

/** The back-office side of a service, when it has one (a test-only service may not). */
const appOf = (service: string) => APP_SERVICES.find((a) => a.service.id === service);

/** A booking's page. */
export const bookingHref = (service: string, id: string) =>
  bookingPaths(serviceOf(service)).detail(encodeURIComponent(id));

/**
 * A booking to confirm: its page with the confirm dialog open (a URL state: ?do=confirmed) where the
 * service's transition table has a confirming row (the dashboard lists only bookings in a status it
 * starts from: paid, a stay's wait-confirm); otherwise its page, which offers what its rules allow.
 */
export function confirmHref(service: string, id: string) {
  const page = bookingHref(service, id);
  return Object.hasOwn(serviceOf(service).transitions, "confirmed") ? `${page}?do=confirmed` : page;
}

/** A bookings list narrowed to the bookings a dashboard figure counts (bookings lists read `due`). */
export const dueHref = (list: string, due: Due) => `${list}?${new URLSearchParams({ due })}`;

/**
 * Where each figure's bookings can be read, exactly those: each bookings list holding some, narrowed
 * by `due`, with the menu group's label (cruises are listed with the tours, tours-cruises §2), in the
 * menu's order.
 */
export function dueLists(shares: readonly DashboardShare[]) {
  return APP_SERVICES.flatMap((a) => {
    if (a.bookings !== "built") return [];
    const list = bookingPaths(a.service).list;
    return shares
      .filter((x) => x.list === list && x.count > 0)
      .map((x) => ({ due: x.due, kind: x.kind, href: dueHref(list, x.due), label: a.group.label, count: x.count }));
  });
}

/** A listing's form, or null when its service has none in the back-office. */
export function listingHref(service: string, id: string): string | null {
  const form = appOf(service)?.listingForm;
  return form ? `${form}/${encodeURIComponent(id)}` : null;
}

/** A cabin, room or bike option's calendar at the month of `day` (this month when null), or null without one. */
export function calendarHref(service: string, listingId: string, itemId: string, day: string | null): string | null {
  const calendar = appOf(service)?.calendar;
  if (!calendar) return null;
  const query = new URLSearchParams({ [calendar.param]: itemId });
  if (day) {
    query.set("month", String(Number(day.slice(5, 7))));
    query.set("year", day.slice(0, 4));
  }
  return `${calendar.page.replace(":id", encodeURIComponent(listingId))}?${query}`;
}
