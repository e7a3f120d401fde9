// /bike/{idBike}/options: a bike's rental options (spec hotels-bikes-transport §2 Bike, §5 "Bike
// option form"): the list, the add/edit form of the option chosen in the URL, delete with confirmation,
// and the chosen option's sales calendar (§5 "Bike calendar setup", "Bike calendar day edit").
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { optionsAction, optionsLoader } from "~/features/bikes/options-page.server";
import { OptionsPage } from "~/features/bikes/options-page";
import { OPTION_FORM_BODY } from "~/features/bikes/option-form";

export const handle = { i18n: ["bike", "calendar"], body: OPTION_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => optionsLoader(args);
export const action = (args: ActionFunctionArgs) => optionsAction(args, handle.body);
export default OptionsPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
