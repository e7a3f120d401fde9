// /hotel: the supplier's hotels (spec hotels-bikes-transport §2 "Hotel"): name, area → country → city
// and date range in the URL, sorted by created date; edit, room manager, delete with confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { hotelsAction, hotelsLoader } from "~/features/hotels/hotels-list.server";
import { HotelsPage } from "~/features/hotels/hotels-list";

export const handle = { i18n: ["hotel", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => hotelsLoader(args);
export const action = (args: ActionFunctionArgs) => hotelsAction(args);
export default HotelsPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
