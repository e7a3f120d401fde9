// /tour/bookings (optional query uid): the supplier's tour and cruise bookings (spec tours-cruises §2, §9).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOUR } from "@contract/services";
import { bookingsLoader } from "~/features/bookings/bookings-list.server";
import { BookingsPage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings"] };

export const loader = (args: LoaderFunctionArgs) => bookingsLoader(args, TOUR);
export const meta = titleMeta;
export default BookingsPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
