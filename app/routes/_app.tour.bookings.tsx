// /tour/bookings (optional query uid): the supplier's tour and cruise bookings, newest first, 10 a
// page (spec tours-cruises §2, §9). Search by order number; refresh goes back to page 1. The CSV
// download holds every booking of the same search.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert, Button, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { PAGE_SIZE, pageOf, pastLastPage, withParams } from "~/lib/list-query";
import { listBookings } from "~/features/bookings/api.server";
import { bookingRow } from "~/features/bookings/rows";
import { searchedUid } from "~/features/bookings/query";
import { BookingTable } from "~/features/bookings/booking-table";
import { PageHeader } from "~/components/page-header";
import { FilterBar } from "~/components/list/filter-bar";
import { Pager } from "~/components/list/pager";
import { ErrorPage } from "~/components/error-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireApi(request, context);
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const title = (await i18nServer.getFixedT(request, "bookings"))("list.title");
  const uid = searchedUid(url.searchParams);
  const page = pageOf(url.searchParams);
  // spec §6: without a user the list only warns 'no bill'
  if (!user?._id) return { title, uid, page, rows: [], total: 0, warning: "bookings:list.noBill" };
  const reply = await listBookings(api, user._id, lang, { uid, page });
  if (reply.code !== 200) return { title, uid, page, rows: [], total: 0, warning: "bookings:list.errorGetBookings" };
  const past = pastLastPage(url, page, reply.data.total);
  if (past) throw redirect(past);
  return { title, uid, page, rows: reply.data.docs.map(bookingRow), total: reply.data.total, warning: null };
}

export default function Bookings() {
  const { uid, page, rows, total, warning } = useLoaderData<typeof loader>();
  const { t } = useTranslation("bookings");
  return (
    <>
      <PageHeader
        title={t("list.title")}
        crumbs={[{ label: t("crumb") }, { label: t("list.title") }]}
        help="help-tour-bookings"
        actions={
          // a download, not a page: the browser fetches it itself (reloadDocument)
          <Button component={Link} to={`/tour/bookings.csv${withParams("", { uid })}`} reloadDocument variant="light" data-testid="bookings-export">
            {t("list.export")}
          </Button>
        }
      />
      <FilterBar action="/tour/bookings">
        <TextInput name="uid" label={t("list.searchLabel")} defaultValue={uid} placeholder={t("list.searchPlaceholder")} maxLength={40} data-testid="bookings-uid" />
      </FilterBar>
      {warning ? <Alert color="yellow" variant="light" mb="md" data-testid="bookings-warning">{t(warning)}</Alert> : null}
      <BookingTable rows={rows} empty={uid ? t("list.noMatch") : t("list.noBill")} />
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
