// /bike/booking/{bookingId}: one bike booking (hotels-bikes-transport §2–§5, §8, §9): confirm or
// cancel a paid rental (a reason required), start it on the pickup day and complete it from the return
// day on (the bike's transition table), the transfer code and transactions (every service whose
// descriptor takes one), the rental and its option lines. Its own parts: BIKE_PARTS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { bookingLoader } from "~/features/bookings/booking-page.server";
import { bookingAction } from "~/features/bookings/actions.server";
import { BIKE_PARTS, BookingDetailPage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings", "activity"] };

export const loader = (args: LoaderFunctionArgs) => bookingLoader(args, BIKE);
export const action = (args: ActionFunctionArgs) => bookingAction(args, BIKE);
export const meta = titleMeta;
export default function BikeBooking() {
  return <BookingDetailPage {...BIKE_PARTS} />;
}
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
