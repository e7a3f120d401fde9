// /hotel/{idHotel}/occupancy?days=14|31&from=DD-MM-YYYY (contract/front-desk.ts "Occupancy at a
// glance"): every room type of the hotel × 14 or 31 days, rooms for sale, sold, empty, price and
// stop-sell; a day opens its edit on the room's calendar. Read only, works without scripts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/components/error-page";
import { occupancyData } from "~/features/hotels/occupancy/page.server";
import { OccupancyGrid } from "~/features/hotels/occupancy/grid";
import { GridBar } from "~/features/hotels/occupancy/grid-bar";
import { HotelRatesHeader } from "~/features/hotels/rates-header";

export const handle = { i18n: ["hotel", "calendar", "rates"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  occupancyData(request, context, params.idHotel);

export default function HotelOccupancy() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("rates");
  return (
    <>
      <HotelRatesHeader title={data.title} hotelId={data.hotel._id} page="occupancy" />
      <GridBar from={data.from} days={data.days} today={data.today} />
      {data.rooms.length ? (
        <OccupancyGrid hotelId={data.hotel._id} rooms={data.rooms} today={data.today} />
      ) : (
        <Text c="dimmed">{t("hotel:rooms.empty")}</Text>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
