// /hotel/today?date=DD-MM-YYYY (contract/front-desk.ts "Today at the desk"): the day's arrivals,
// departures and guests in house per hotel, with their status changes and desk steps.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { hotelTodayAction, hotelTodayLoader } from "~/features/desk/hotel-today.server";
import { HotelTodayPage } from "~/features/desk/hotel-today";
import deskCss from "~/features/desk/desk.css?url";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["desk", "bookings", "validation"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskCss }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => hotelTodayLoader(args);
export const action = (args: ActionFunctionArgs) => hotelTodayAction(args);
export default HotelTodayPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
