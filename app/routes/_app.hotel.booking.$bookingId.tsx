// /hotel/booking/{bookingId}: one hotel booking (hotels-bikes-transport §2–§5, §8, §9): the status a
// supplier may set by hand (the hotel's transition table), the transfer code and transactions (every
// service whose descriptor takes one), the room lines and fee footer. Its own parts: HOTEL_PARTS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { HOTEL } from "@contract/services";
import { bookingLoader } from "~/features/bookings/booking-page.server";
import { bookingAction } from "~/features/bookings/actions.server";
import { BookingDetailPage, HOTEL_PARTS, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings", "activity"] };

export const loader = (args: LoaderFunctionArgs) => bookingLoader(args, HOTEL);
export const action = (args: ActionFunctionArgs) => bookingAction(args, HOTEL);
export const meta = titleMeta;
export default function HotelBooking() {
  return <BookingDetailPage {...HOTEL_PARTS} />;
}
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
