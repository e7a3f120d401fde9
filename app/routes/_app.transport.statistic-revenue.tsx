// /transport/statistic-revenue: transport financial statistics (hotels-bikes-transport §2, §9): summary
// cards, a date range, revenue bookings and payments, a payment drawer (?payment=id).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TRANSPORT } from "@contract/services";
import { revenueLoader } from "~/features/bookings/revenue-page.server";
import { RevenuePage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings", "transport"] };

export const loader = (args: LoaderFunctionArgs) => revenueLoader(args, TRANSPORT);
export const meta = titleMeta;
export default RevenuePage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
