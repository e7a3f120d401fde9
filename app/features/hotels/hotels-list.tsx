// The page of /hotel: the listing kit's list page with a hotel's filters (area → country → city),
// the created date's header sorting it, and its rooms link (spec §2 "Hotel": edit, room manager, delete).
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListingListPage } from "~/features/listing";
import { PlacesFields } from "~/components/places-fields";
import { RowLink } from "~/components/list/row-button";
import type { HotelsData } from "./hotels-list.server";
import { HOTELS_PATH } from "./list-query";

export function HotelsPage() {
  const { filters, places } = useLoaderData<HotelsData>();
  const { t } = useTranslation("hotel");
  return (
    <ListingListPage
      kind={{ ns: "hotel", path: HOTELS_PATH }}
      help="help-hotel-list"
      testId="hotel"
      rowLink={(hotel) => (
        <>
          <RowLink to={`/hotel/${hotel._id}/rooms`} color="blue" data-testid="hotel-rooms">
            {t("list.rooms")}
          </RowLink>
          <RowLink to={`/hotel/${hotel._id}/occupancy`} color="blue" data-testid="hotel-occupancy">
            {t("list.occupancy")}
          </RowLink>
        </>
      )}
      sort={filters.sort}
      filterFields={
        <PlacesFields
          area={{ name: "area", initialValue: filters.area }}
          country={{ name: "country", initialValue: filters.country }}
          city={{ name: "city", initialValue: filters.city }}
          places={places}
          filter={{ all: "hotel:list.all" }}
        />
      }
    />
  );
}
