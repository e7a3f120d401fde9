// /cruise: the supplier's cruises (spec §2 Cruises: the same filters as tours; actions edit, cabin
// management, delete with confirmation). The tour list's page, with the cruise texts and cabins link.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { listingsAction, listingsLoader } from "~/features/listing/index.server";
import { ListingListPage, type ListKind } from "~/features/listing";
import { RowLink } from "~/components/list/row-button";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

const CRUISE_LIST: ListKind = { type: "cruise", ns: "cruise", path: "/cruise" };

export const loader = (args: LoaderFunctionArgs) => listingsLoader(args, CRUISE_LIST);
export const action = (args: ActionFunctionArgs) => listingsAction(args, CRUISE_LIST);

export default function CruiseList() {
  const { t } = useTranslation("cruise");
  return (
    <ListingListPage
      kind={CRUISE_LIST}
      help="help-cruise-list"
      testId="cruise"
      rowLink={(cruise) => (
        <RowLink to={`/cruise/${cruise._id}/cabins`} color="blue" data-testid="cruise-cabins">
          {t("list.cabins")}
        </RowLink>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
