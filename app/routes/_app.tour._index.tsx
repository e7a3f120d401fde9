// /tour: the supplier's tours, cruises excluded (spec §2 Tours): filters in the URL, a table on
// a desktop and cards on a phone, 10 a page, delete after a confirmation that needs no scripts.
// The list is shared with /cruise (features/listing/listing-list*); a tour's row links its price setup.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { listingsAction, listingsLoader } from "~/features/listing/index.server";
import { ListingListPage, type ListKind } from "~/features/listing";
import { setupPath } from "~/features/tours/setup-route";
import { RowLink } from "~/components/list/row-button";
import { ErrorPage } from "~/components/error-page";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

const TOUR_LIST: ListKind = { type: "tour", ns: "tours", path: "/tour" };

export const loader = (args: LoaderFunctionArgs) => listingsLoader(args, TOUR_LIST);
export const action = (args: ActionFunctionArgs) => listingsAction(args, TOUR_LIST);

export default function TourList() {
  const { t } = useTranslation("tours");
  return (
    <ListingListPage
      kind={TOUR_LIST}
      help="help-tour-list"
      testId="tour"
      rowLink={(tour) => (
        <RowLink to={setupPath(tour)} color="blue">
          {t("list.priceSetup")}
        </RowLink>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
