// /tour/booking/{bookingId}: one tour or cruise booking (spec tours-cruises §2–§5, §8): its actions,
// contact people and item table. The tour's own parts: its facts card and item table (TOUR_PARTS).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TOUR } from "@contract/services";
import { bookingLoader } from "~/features/bookings/booking-page.server";
import { bookingAction } from "~/features/bookings/actions.server";
import { BookingDetailPage, titleMeta, TOUR_PARTS } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings", "activity"] };

export const loader = (args: LoaderFunctionArgs) => bookingLoader(args, TOUR);
export const action = (args: ActionFunctionArgs) => bookingAction(args, TOUR);
export const meta = titleMeta;
export default function TourBooking() {
  return <BookingDetailPage {...TOUR_PARTS} />;
}
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
