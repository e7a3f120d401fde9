// /bike/today?date=DD-MM-YYYY (contract/front-desk.ts "Rentals out today"): pickups due, rentals out,
// returns due and overdue, with their status changes, handovers (units) and returns (deposits).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { bikeTodayAction, bikeTodayLoader } from "~/features/desk/bike-today.server";
import { BikeTodayPage } from "~/features/desk/bike-today";
import deskCss from "~/features/desk/desk.css?url";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["desk", "bookings", "validation"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskCss }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => bikeTodayLoader(args);
export const action = (args: ActionFunctionArgs) => bikeTodayAction(args);
export default BikeTodayPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
