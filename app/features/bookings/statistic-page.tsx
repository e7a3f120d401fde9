// A service's booking statistics (statistic-page.server.ts): the chart of bookings by status drawn
// on the server, the status tabs, the bookings of the chosen tab (table or cards).
import { Paper } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { bookingPaths, serviceOf } from "@contract/services";
import { PAGE_SIZE } from "~/lib/list-query";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { Pager } from "~/components/list/pager";
import { LinkTabs } from "~/components/status-tabs";
import { BarChart } from "~/components/charts";
import { tagColour } from "~/components/status-tag";
import { BookingTable } from "./booking-table";
import type { statisticLoader } from "./statistic-page.server";
import { ALL } from "./query";
import { areaCrumb } from "./crumb";
import { DateBasisField, RangeAppliesTo } from "./date-basis";
import { statusLabelKey } from "@contract/statuses";

export function StatisticPage() {
  const { service, dateRange, dateBy, status, page, tabs, bars, rows, total } = useLoaderData<typeof statisticLoader>();
  const { t } = useTranslation("bookings");
  return (
    <>
      <PageHeader
        title={t("statistic.title")}
        crumbs={[areaCrumb(t, serviceOf(service)), { label: t("statistic.title") }]}
        help={serviceOf(service).help.statistic}
      />
      <FilterBar action={bookingPaths(serviceOf(service)).statistic}>
        <DateRangeFields range={dateRange} fromLabel={t("statistic.from")} toLabel={t("statistic.to")} />
        <DateBasisField value={dateBy} service={serviceOf(service)} />
        {/* a new range keeps the chosen tab; the page starts again at 1 (canonicalListUrl) */}
        <input type="hidden" name="status" value={status} />
      </FilterBar>
      <RangeAppliesTo value={dateBy} service={serviceOf(service)} />
      <Paper withBorder p="md" mb="md">
        <BarChart
          title={t("statistic.chartTitle")}
          empty={t("statistic.chartEmpty")}
          bars={bars.map((b) => ({
            key: b.status,
            label: t(statusLabelKey(b.status), { defaultValue: b.status }),
            value: b.count,
            color: tagColour(b.status),
          }))}
        />
      </Paper>
      <LinkTabs
        label={t("statistic.tabs")}
        param="status"
        active={status}
        tabs={tabs.map((tab) => ({
          value: tab.status,
          label: tab.status === ALL ? t("statistic.all") : t(statusLabelKey(tab.status), { defaultValue: tab.status }),
          count: tab.count,
        }))}
        testId="status-tabs"
      />
      <BookingTable
        rows={rows}
        empty={t("statistic.empty")}
        show={["uid", "guest", "service", "total", "realIncome", "status", "detail"]}
      />
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
    </>
  );
}
