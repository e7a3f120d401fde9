// A booking as one list row (bookings list, statistics, revenue, CSV): what the guest booked
// and what it is worth to the supplier (money.ts).
import { serviceOf } from "@contract/services";
import type { Moment, TravelDays } from "@contract/booking-transitions";
import { formatDate, vietnamDay } from "~/lib/dates";
import { transportServiceName, type RouteOf } from "~/features/transport";
import { bookingMoney } from "./money";
import { booksItem, type Booking } from "./types";

type T = (key: string, options?: Record<string, unknown>) => string;

export type BookingRow = ReturnType<typeof bookingRow>;

const field = (b: Booking, name: string): unknown => (b as Record<string, unknown>)[name];

/** The booked listing's name: the order's field its service names (tour, hotel, bike, transport). */
export const itemName = (b: Booking) =>
  (field(b, serviceOf(b.service).item) as { name?: string } | null | undefined)?.name ?? "";

const dayValue = (b: Booking) => String(field(b, serviceOf(b.service).dayField) ?? "");
// tours' date_travel is a day (YYYY-MM-DD); transport's date_pickup an instant (ISO 8601)
const isInstant = (value: string) => value.length > 10;

/** The day the booking is for (travel, check-in or pickup day: its service's dayField), as the day in Vietnam. */
export const travelDay = (b: Booking) => {
  const value = dayValue(b);
  return isInstant(value) ? vietnamDay(value) : value;
};

/**
 * The booked service's first and last day (the marketplace's `date_end`: a cruise of N nights ends
 * N days after its travel day); a booking without one is a one-day service.
 */
export const travelDays = (b: Booking): TravelDays => {
  const first = travelDay(b);
  const end = b.date_end;
  return end && end > first ? { first, last: end } : first;
};

/** For a booking whose day is an instant (transport's pickup): now and that instant, for the instant rules. */
export const travelMoment = (b: Booking, now = new Date()): Moment | undefined => {
  const value = dayValue(b);
  return isInstant(value) ? { now: now.toISOString(), at: value } : undefined;
};

/** A transfer's service as booked (type and route), which names it; null for any other service. */
const routeOf = (b: Booking): RouteOf | null => {
  const s = booksItem(b, "transport") ? b.transport : null;
  return s ? { type: s.type, route: s.route, route_custom: s.route_custom } : null;
};

export function bookingRow(b: Booking) {
  const money = bookingMoney(b);
  return {
    _id: b._id,
    uid: b.uid,
    /** the service whose pages show it (its detail link) */
    service: b.service,
    guest: b.contact?.fullname ?? "",
    phone: b.contact?.phone ?? "",
    email: b.contact?.email ?? "",
    itemName: itemName(b),
    created_at: b.created_at,
    travelDay: travelDay(b),
    /** the booked service's last day (a stay's check-out), when after its first; null for a one-day service */
    lastDay: b.date_end && b.date_end > travelDay(b) ? b.date_end : null,
    /** a transfer's pickup instant (its day comes with its time, hotels-bikes-transport §2); null for a day */
    travelAt: isInstant(dayValue(b)) ? dayValue(b) : null,
    /** a transfer's type and route: its name on every screen and in the CSV */
    route: routeOf(b),
    status: b.status,
    currency: b.currency || "VND",
    ...money,
  };
}

/** What a row names as the booked service: a transfer by its route (as its form shows it), else the listing's name. */
export const rowItemName = (t: T, r: Pick<BookingRow, "itemName" | "route">) =>
  r.route ? transportServiceName(t, r.route) : r.itemName;

/** The nights from the row's first to its last day (a stay's nights, hotels-bikes-transport §2); 0 without a last day. */
export const rowNights = (r: Pick<BookingRow, "travelDay" | "lastDay">) =>
  r.lastDay ? Math.round((Date.parse(r.lastDay) - Date.parse(r.travelDay)) / 86_400_000) : 0;

/** The row's travel day as a person reads it: a pickup with its time in Vietnam (UTC+7), a travel day as a day. */
export const rowDay = (r: Pick<BookingRow, "travelDay" | "travelAt">) =>
  r.travelAt ? formatDate(r.travelAt, "dateTime") : formatDate(r.travelDay, "date");
