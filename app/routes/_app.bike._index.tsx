// /bike: the supplier's bikes (spec hotels-bikes-transport §2 Bike: name, area and date range in the
// URL, refresh clears them, active/inactive tag, 10 a page, add → /bike/action). The listing kit's
// list page, with the bike's calls, texts and rental options link.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { listingsAction, listingsLoader } from "~/features/listing/index.server";
import { ListingListPage, type ListKind } from "~/features/listing";
import { BIKE_CALLS } from "~/features/bikes/list.server";
import { RowLink } from "~/components/list/row-button";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["bike", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

const BIKE_LIST: ListKind = { type: null, ns: "bike", path: "/bike" };

// the bike calls are server code: only the loader and the action name them
export const loader = (args: LoaderFunctionArgs) => listingsLoader(args, { ...BIKE_LIST, calls: BIKE_CALLS });
export const action = (args: ActionFunctionArgs) => listingsAction(args, { ...BIKE_LIST, calls: BIKE_CALLS });

export default function BikeList() {
  const { t } = useTranslation("bike");
  return (
    <ListingListPage
      kind={BIKE_LIST}
      help="help-bike-list"
      testId="bike"
      rowLink={(bike) => (
        <RowLink to={`/bike/${bike._id}/options`} color="blue" data-testid="bike-options">
          {t("list.options")}
        </RowLink>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
