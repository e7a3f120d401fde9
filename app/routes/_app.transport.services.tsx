// /transport/services: the supplier's transport services (spec hotels-bikes-transport §2): area and
// type filters in the URL, edit, delete behind a confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { servicesAction, servicesLoader } from "~/features/transport/services-page.server";
import { ServicesPage } from "~/features/transport/services-list";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["transport", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => servicesLoader(args);
export const action = (args: ActionFunctionArgs) => servicesAction(args);
export default ServicesPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
