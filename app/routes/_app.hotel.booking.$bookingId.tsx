// /hotel/booking/{bookingId}: one hotel booking (hotels-bikes-transport §2–§5, §8, §9): the status a
// supplier may set by hand (the hotel's transition table), the transfer code and transactions, the
// room lines and fee footer. Its own parts: HOTEL_PARTS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { hotelBookingAction, hotelBookingLoader } from "~/features/bookings/hotel-booking.server";
import { BookingDetailPage, HOTEL_PARTS, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings"] };

export const loader = (args: LoaderFunctionArgs) => hotelBookingLoader(args);
export const action = (args: ActionFunctionArgs) => hotelBookingAction(args);
export const meta = titleMeta;
export default function HotelBooking() {
  return <BookingDetailPage {...HOTEL_PARTS} />;
}
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
