// /bike/bookings (optional query uid): the supplier's bike bookings, newest first, searched by order
// number (hotels-bikes-transport §2).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { bookingsLoader } from "~/features/bookings/bookings-list.server";
import { BookingsPage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings"] };

export const loader = (args: LoaderFunctionArgs) => bookingsLoader(args, BIKE);
export const meta = titleMeta;
export default BookingsPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
