// /activity (spec team.md §Screens): the supplier's record of who changed what, with its filters and CSV.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { activityLoader } from "~/features/activity/activity-page.server";
import { ActivityPage } from "~/features/activity";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["activity"] };

export const loader = (args: LoaderFunctionArgs) => activityLoader(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export default ActivityPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
