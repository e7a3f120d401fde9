// A booking as one list row (bookings list, statistics, revenue, CSV): what the guest booked
// and what it is worth to the supplier (money.ts).
import { serviceOf, type ServiceId } from "@contract/services";
import type { Moment, TravelDays } from "@contract/booking-transitions";
import { formatDate, vietnamDay } from "~/lib/dates";
import { bookingMoney } from "./money";
import { rowNamingOf, type T } from "./row-naming";
import type { Booking } from "./types";

export type BookingRow = ReturnType<typeof bookingRow>;

const field = (b: Booking, name: string): unknown => (b as Record<string, unknown>)[name];

/** The booked listing's name: the order's field its service names (tour, hotel, bike, transport). */
export const itemName = (b: Booking) =>
  (field(b, serviceOf(b.service).item) as { name?: string } | null | undefined)?.name ?? "";

const dayValue = (b: Booking) => String(field(b, serviceOf(b.service).dayField) ?? "");
/** The instant the booking's rules judge it by (its descriptor's judgedBy: a transfer's pickup time), else null. */
const instantOf = (b: Booking) => (serviceOf(b.service).judgedBy === "moment" ? dayValue(b) || null : null);

/** The day the booking is for (travel, check-in or pickup day: its service's dayField), as the day in Vietnam. */
export const travelDay = (b: Booking) => {
  const at = instantOf(b);
  return at ? vietnamDay(at) : dayValue(b);
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
  const at = instantOf(b);
  return at ? { now: now.toISOString(), at } : undefined;
};

/**
 * The order's lines as its service names them (its descriptor's `lines`: a stay's room types, a
 * rental's options, hotels-bikes-transport §3), each with its quantity; none for a service without.
 */
export function linesOf(b: Booking): { name: string; quantity: number }[] {
  const lines = serviceOf(b.service).lines;
  const items = field(b, "items");
  if (!lines || !Array.isArray(items)) return [];
  return items.map((i: Record<string, unknown>) => ({
    name: (i[lines.field] as { name?: string } | null | undefined)?.name ?? "",
    quantity: Number(i.quantity) || 0,
  }));
}

export function bookingRow(b: Booking) {
  const money = bookingMoney(b);
  // any registered service's id, a new service's too (the Booking union names the declared ones' shapes)
  const service: ServiceId = b.service;
  return {
    _id: b._id,
    uid: b.uid,
    /** the service whose pages show it (its detail link) */
    service,
    guest: b.contact?.fullname ?? "",
    phone: b.contact?.phone ?? "",
    email: b.contact?.email ?? "",
    itemName: itemName(b),
    created_at: b.created_at,
    travelDay: travelDay(b),
    /** the booked service's last day (a stay's check-out), when after its first; null for a one-day service */
    lastDay: b.date_end && b.date_end > travelDay(b) ? b.date_end : null,
    /** the day its descriptor's `endLabel` names (a stay's check-out, a rental's return, maybe its first day); null without */
    endDay: b.date_end || null,
    /** what its lines book, with their quantities (its descriptor's `lines`) */
    lines: linesOf(b),
    /** a transfer's pickup instant (its day comes with its time, hotels-bikes-transport §2); null for a day */
    travelAt: instantOf(b),
    /** what the service's row naming keeps to name it (a transfer's type and route); null: the listing's name */
    naming: rowNamingOf(b.service)?.of(b) ?? null,
    status: b.status,
    currency: b.currency || "VND",
    ...money,
  };
}

/** What a row names as the booked item: as its service's row naming says (a transfer by its route), else the listing's name. */
export function rowItemName(t: T, r: Pick<BookingRow, "service" | "itemName" | "naming">) {
  const naming = r.naming === null ? undefined : rowNamingOf(r.service);
  return naming ? naming.name(t, r.naming) : r.itemName;
}

/** The nights from the row's first to its last day (a stay's nights, hotels-bikes-transport §2); 0 without a last day. */
export const rowNights = (r: Pick<BookingRow, "travelDay" | "lastDay">) =>
  r.lastDay ? Math.round((Date.parse(r.lastDay) - Date.parse(r.travelDay)) / 86_400_000) : 0;

/** The row's travel day as a person reads it: a pickup with its time in Vietnam (UTC+7), a travel day as a day. */
export const rowDay = (r: Pick<BookingRow, "travelDay" | "travelAt">) =>
  r.travelAt ? formatDate(r.travelAt, "dateTime") : formatDate(r.travelDay, "date");

/** The row's lines as one text: "Deluxe × 2, Standard" (a quantity of one is not named). */
export const rowLines = (r: Pick<BookingRow, "lines">) =>
  r.lines.map((l) => (l.quantity === 1 ? l.name : `${l.name} × ${l.quantity}`)).join(", ");

/** How many its lines book in all (rooms, bikes). */
export const rowQuantity = (r: Pick<BookingRow, "lines">) => r.lines.reduce((n, l) => n + l.quantity, 0);
