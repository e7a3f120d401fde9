// /activity (spec team.md §Screens): the supplier's record of changes, newest first, 20 a page; filters
// by person, service, kind and date range in a GET form (the URL keeps them, scripts or not); a table on
// a desktop, one card per entry on a phone (DataList); the CSV of the same filters.
import { Button, NativeSelect } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { DataList, type Column } from "~/components/list/data-list";
import { ListWarning } from "~/components/list/list-warning";
import { Pager } from "~/components/list/pager";
import { withParams } from "~/lib/list-query";
import type { activityLoader } from "./activity-page.server";
import type { ActivityRow } from "./describe.server";
import { ACTIVITY_PAGE_SIZE } from "./query";
import { DetailLines, TargetCell } from "./entry-parts";

type Choice = { value: string; label: string } | { group: string; items: { value: string; label: string }[] };

function Select({
  name,
  label,
  all,
  value,
  data,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  data: Choice[];
}) {
  return (
    <NativeSelect
      name={name}
      label={label}
      defaultValue={value}
      data={[{ value: "", label: all }, ...data]}
      data-testid={`activity-${name}`}
    />
  );
}

export function ActivityPage() {
  const { filters, query, kinds, services, actors, rows, total, warning } = useLoaderData<typeof activityLoader>();
  const { t } = useTranslation("activity");
  const columns: Column<ActivityRow>[] = [
    { key: "when", header: t("column.at"), render: (r) => <time dateTime={r.at}>{r.when}</time>, width: 150 },
    { key: "who", header: t("column.who"), render: (r) => r.who, testId: "activity-who" },
    {
      key: "what",
      header: t("column.what"),
      render: (r) => (r.service ? `${r.what} · ${r.service}` : r.what),
      testId: "activity-what",
    },
    { key: "target", header: t("column.target"), render: (r) => <TargetCell target={r.target} /> },
    {
      key: "details",
      header: t("column.details"),
      render: (r) => <DetailLines lines={r.details} />,
      testId: "activity-details",
    },
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          // a download, not a page: the browser fetches it itself (reloadDocument)
          <Button
            component={Link}
            to={`/activity.csv${query}`}
            reloadDocument
            variant="light"
            data-testid="activity-export"
          >
            {t("export")}
          </Button>
        }
      />
      {filters.target ? (
        <p data-testid="activity-target-filter">
          {rows[0] ? t("targetShown", { label: rows[0].target.label }) : t("targetShownNone")}{" "}
          <Link to={`/activity${withParams(query, { target: null })}`}>{t("targetAll")}</Link>
        </p>
      ) : null}
      <FilterBar action="/activity">
        {filters.target ? <input type="hidden" name="target" value={filters.target} /> : null}
        <Select
          name="actor"
          label={t("filter.actor")}
          all={t("filter.allActors")}
          value={filters.actor}
          data={actors}
        />
        <Select
          name="service"
          label={t("filter.service")}
          all={t("filter.allServices")}
          value={filters.service}
          data={services}
        />
        <Select name="kind" label={t("filter.kind")} all={t("filter.allKinds")} value={filters.kind} data={kinds} />
        <DateRangeFields range={filters.dateRange} fromLabel={t("filter.from")} toLabel={t("filter.to")} />
      </FilterBar>
      <ListWarning testId="activity-warning">{warning ? t(warning) : null}</ListWarning>
      <DataList
        items={rows}
        rowKey={(r) => r._id}
        columns={columns}
        empty={query ? t("noMatch") : t("empty")}
        testId="activity-list"
      />
      <Pager page={filters.page} perPage={ACTIVITY_PAGE_SIZE} total={total} />
    </>
  );
}
