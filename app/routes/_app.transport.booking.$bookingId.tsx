// /transport/booking/{bookingId}: one transport booking (hotels-bikes-transport §2–§5, §8): its actions
// against the pickup time, operator/guide/driver and money lines. Its own parts: TRANSPORT_PARTS.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TRANSPORT } from "@contract/services";
import { bookingLoader } from "~/features/bookings/booking-page.server";
import { bookingAction } from "~/features/bookings/actions.server";
import { BookingDetailPage, titleMeta, TRANSPORT_PARTS } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings", "transport", "activity"] };

export const loader = (args: LoaderFunctionArgs) => bookingLoader(args, TRANSPORT);
export const action = (args: ActionFunctionArgs) => bookingAction(args, TRANSPORT);
export const meta = titleMeta;
export default function TransportBooking() {
  return <BookingDetailPage {...TRANSPORT_PARTS} />;
}
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
