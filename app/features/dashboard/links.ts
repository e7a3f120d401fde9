// Where each line of the dashboard leads (the issue's "what needs me now?"), derived from the services'
// descriptors and their back-office side (app/services): a booking's page, its confirm dialog where the
// service's transition table confirms from "paid", a listing's form, a calendar at the month of the day.
import { fromOf } from "@contract/booking-transitions";
import { bookingPaths, serviceOf } from "@contract/services";
import { APP_SERVICES } from "~/services";

/** The back-office side of a service, when it has one (a test-only service may not). */
const appOf = (service: string) => APP_SERVICES.find((a) => a.service.id === service);

/** A booking's page. */
export const bookingHref = (service: string, id: string) =>
  bookingPaths(serviceOf(service)).detail(encodeURIComponent(id));

/**
 * A paid booking's page with its confirm dialog open (a URL state: ?do=confirmed), where the service's
 * transition table confirms from "paid"; otherwise its page, which offers what its rules allow
 * (hotels-bikes-transport §4: a stay has no confirmation step).
 */
export function confirmHref(service: string, id: string) {
  const confirm = serviceOf(service).transitions["confirmed"];
  const page = bookingHref(service, id);
  return confirm && fromOf(confirm).includes("paid") ? `${page}?do=confirmed` : page;
}

/**
 * Where every booking waiting for confirmation can be read, from the answer's counts by bookings list
 * (badges: a list's path -> how many wait there): that list's service statistics at its "paid" tab, with
 * the menu group's label (cruises wait in the tours' list, tours-cruises §2).
 */
export function waitingLists(badges: Readonly<Record<string, number>>) {
  return APP_SERVICES.flatMap((a) => {
    if (a.bookings !== "built") return [];
    const paths = bookingPaths(a.service);
    const count = badges[paths.list] ?? 0;
    return count > 0 ? [{ href: `${paths.statistic}?status=paid`, label: a.group.label, count }] : [];
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
