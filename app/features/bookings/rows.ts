// A booking as one list row (bookings list, statistics, revenue, CSV): what the guest booked
// and what it is worth to the supplier (money.ts).
import { bookingMoney } from "./money";
import type { Booking } from "./types";

export type BookingRow = ReturnType<typeof bookingRow>;

export function bookingRow(b: Booking) {
  const money = bookingMoney(b);
  return {
    _id: b._id,
    uid: b.uid,
    guest: b.contact?.fullname ?? "",
    phone: b.contact?.phone ?? "",
    email: b.contact?.email ?? "",
    tourName: b.tour?.name ?? "",
    created_at: b.created_at,
    date_travel: b.date_travel,
    status: b.status,
    currency: b.currency || "VND",
    ...money,
  };
}
