// /transport/bookings (optional query uid, sort): the supplier's transport bookings, sortable by pickup
// and created date (hotels-bikes-transport §2).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TRANSPORT } from "@contract/services";
import { bookingsLoader } from "~/features/bookings/bookings-list.server";
import { BookingsPage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings", "transport"] };

export const loader = (args: LoaderFunctionArgs) => bookingsLoader(args, TRANSPORT);
export const meta = titleMeta;
export default BookingsPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
