// /bike/statistic: bike booking statistics (hotels-bikes-transport §2, §9): a date range,
// status tabs with counts in §9's order, the bookings of the chosen status, a chart by status.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { statisticLoader } from "~/features/bookings/statistic-page.server";
import { StatisticPage, titleMeta } from "~/features/bookings";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["bookings"] };

export const loader = (args: LoaderFunctionArgs) => statisticLoader(args, BIKE);
export const meta = titleMeta;
export default StatisticPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
