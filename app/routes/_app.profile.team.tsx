// /profile/team: the supplier's members (spec team.md §Screens), owners only (the page guard's team.manage).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { teamAction, teamLoader } from "~/features/team/team-page.server";
import { TeamPage } from "~/features/team/team-page";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["team"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const loader = (args: LoaderFunctionArgs) => teamLoader(args);
export const action = (args: ActionFunctionArgs) => teamAction(args);
export default TeamPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
