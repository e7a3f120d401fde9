// /tour/statistic: service statistics (spec tours-cruises §2, §9): a date range in the URL
// (date_range JSON), status tabs with counts in §9's order, the bookings of the chosen status
// (table or cards, 10 a page), and a chart of bookings by status drawn on the server.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { PAGE_SIZE, pastLastPage } from "~/lib/list-query";
import { listBookings, statusCounts } from "~/features/bookings/api.server";
import { requireStatistics, statisticData } from "~/features/bookings/statistics.server";
import { BOOKING_STATUSES, STATISTIC_STATUSES } from "~/features/bookings/rules";
import { bookingRow } from "~/features/bookings/rows";
import { BookingTable } from "~/features/bookings/booking-table";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { Pager } from "~/components/list/pager";
import { LinkTabs } from "~/components/status-tabs";
import { BarChart } from "~/components/charts";
import { STATUS_COLORS } from "~/components/status-tag";
import { ErrorPage } from "~/components/error-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

type Status = (typeof STATISTIC_STATUSES)[number];
const rank = (status: string) => {
  const i = (BOOKING_STATUSES as readonly string[]).indexOf(status);
  return i === -1 ? BOOKING_STATUSES.length : i;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user, url, dateRange, page } = await requireStatistics(request, context);
  const lang = await getLocale(request);
  const wanted = url.searchParams.get("status");
  const status: Status = STATISTIC_STATUSES.includes(wanted as Status) ? (wanted as Status) : STATISTIC_STATUSES[0];
  const [counts, list] = await Promise.all([
    statusCounts(api, user._id, lang, dateRange).then((r) => statisticData(context, r)),
    listBookings(api, user._id, lang, { statistic: true, status, dateRange, page }).then((r) => statisticData(context, r)),
  ]);
  const past = pastLastPage(url, page, list.total);
  if (past) throw redirect(past);
  const countOf = Object.fromEntries(counts.docs.map((d) => [d._id, d.count]));
  return {
    title: (await i18nServer.getFixedT(request, "bookings"))("statistic.title"),
    dateRange,
    status,
    page,
    tabs: STATISTIC_STATUSES.map((s) => ({ status: s, count: countOf[s] ?? 0 })),
    // the chart shows every status that has bookings, refunded and trash too, in §4's order
    bars: counts.docs.filter((d) => d.count > 0).map((d) => ({ status: d._id, count: d.count }))
      .sort((a, b) => rank(a.status) - rank(b.status)),
    rows: list.docs.map(bookingRow),
    total: list.total,
  };
}

export default function Statistic() {
  const { dateRange, status, page, tabs, bars, rows, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation("bookings");
  return (
    <>
      <PageHeader title={t("statistic.title")} crumbs={[{ label: t("crumb") }, { label: t("statistic.title") }]} help="help-tour-statistic" />
      <FilterBar action="/tour/statistic">
        <DateRangeFields range={dateRange} fromLabel={t("statistic.from")} toLabel={t("statistic.to")} />
        {/* a new range keeps the chosen tab; the page starts again at 1 (canonicalListUrl) */}
        <input type="hidden" name="status" value={status} />
      </FilterBar>
      <Paper withBorder radius="md" p="md" mb="md">
        <BarChart
          title={t("statistic.chartTitle")}
          empty={t("statistic.chartEmpty")}
          bars={bars.map((b) => ({
            key: b.status, label: t(`common:status.${b.status}`, { defaultValue: b.status }), value: b.count, color: STATUS_COLORS[b.status] ?? "gray",
          }))}
        />
      </Paper>
      <LinkTabs
        label={t("statistic.tabs")}
        param="status"
        active={status}
        tabs={tabs.map((tab) => ({ value: tab.status, label: t(`common:status.${tab.status}`), count: tab.count }))}
        testId="status-tabs"
      />
      <BookingTable rows={rows} empty={t("statistic.empty")} show={["uid", "guest", "service", "total", "realIncome", "status", "detail"]} />
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
