// /transport/options: the supplier's vehicles (spec hotels-bikes-transport §2, §5 "Vehicle form"):
// the list, the add/edit dialog and the delete confirmation (URL states).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { vehiclesAction, vehiclesLoader } from "~/features/transport/vehicles-page.server";
import { VehiclesPage } from "~/features/transport/vehicles-page";
import { VEHICLE_FORM_BODY } from "~/features/transport/vehicle-form";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["transport"], body: VEHICLE_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => vehiclesLoader(args);
export const action = (args: ActionFunctionArgs) => vehiclesAction(args, handle.body);
export default VehiclesPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
