// /hotel/{idHotel}/bulk (contract/front-desk.ts "Bulk update of days already on sale", "Weekday
// prices"): change the nights already set of one or several room types over a range and weekdays,
// previewed first (a post that redraws the page with the plan), then applied in one transaction.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/components/error-page";
import { bulkAction, bulkPageData, type BulkReply } from "~/features/hotels/bulk/page.server";
import { BulkForm } from "~/features/hotels/bulk/bulk-form";
import { BulkPreview } from "~/features/hotels/bulk/preview";
import { HotelRatesHeader } from "~/features/hotels/rates-header";

export const handle = { i18n: ["hotel", "calendar", "rates"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  bulkPageData(request, context, params.idHotel);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  bulkAction(request, context, params.idHotel);

export default function HotelBulkRates() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as BulkReply | undefined;
  const { t } = useTranslation("rates");
  return (
    <>
      <HotelRatesHeader title={data.title} hotelId={data.hotel._id} page="bulk" />
      {data.rooms.length ? (
        <div className="bulk-page">
          <Paper withBorder p="md" radius="md">
            <BulkForm
              rooms={data.rooms}
              chosen={data.chosen}
              today={data.today}
              currency={data.hotel.currency}
              lastResult={reply?.result}
            />
          </Paper>
          {reply?.preview ? (
            <Paper withBorder p="md" radius="md">
              <BulkPreview
                plan={reply.preview.plan}
                values={reply.preview.values}
                rooms={data.rooms}
                currency={data.hotel.currency}
              />
            </Paper>
          ) : null}
        </div>
      ) : (
        <Text c="dimmed">{t("hotel:rooms.empty")}</Text>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
