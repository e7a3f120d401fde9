// /bike/statistic-revenue: bike rental financial statistics (hotels-bikes-transport §2, §9): summary
// cards, a date range, revenue bookings and payments, a payment drawer (?payment=id).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { revenueLoader } from "~/features/bookings/revenue-page.server";
import { RevenuePage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings"] };

export const loader = (args: LoaderFunctionArgs) => revenueLoader(args, BIKE);
export const meta = titleMeta;
export default RevenuePage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
