// A booking as one list row (bookings list, statistics, revenue, CSV): what the guest booked
// and what it is worth to the supplier (money.ts).
import { serviceOf } from "@contract/services";
import { bookingMoney } from "./money";
import type { Booking } from "./types";

export type BookingRow = ReturnType<typeof bookingRow>;

const field = (b: Booking, name: string) => (b as unknown as Record<string, unknown>)[name];

/** The booked listing's name: the order's field its service names (tour, hotel, bike, transport). */
export const itemName = (b: Booking) => (field(b, serviceOf(b.service).item) as { name?: string } | null | undefined)?.name ?? "";

/** The day the booking is for (travel, check-in or pickup day: its service's dayField). */
export const travelDay = (b: Booking) => String(field(b, serviceOf(b.service).dayField) ?? "");

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
    status: b.status,
    currency: b.currency || "VND",
    ...money,
  };
}
