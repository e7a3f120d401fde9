// Dashboard / (tours-cruises §2): welcome title and subtitle, then what needs the supplier now
// (features/dashboard).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { DashboardPage } from "~/features/dashboard";
import { dashboardLoader } from "~/features/dashboard/page.server";
import dashboardCss from "~/features/dashboard/dashboard.css?url";

// the locale namespaces this page needs besides the base ones: the dashboard, the services' words
// for their contact people; a failed statistic lands here with a bookings toast
export const handle = { i18n: ["dashboard", "bookings"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardCss }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const loader = dashboardLoader;

export default DashboardPage;

export function ErrorBoundary() {
  return <ErrorPage />;
}
