// The page of ./listing-list.server.ts: a table on a desktop and cards on a phone, the filter bar, the
// pager, the warning of a failed load and the delete confirmation. Tours, cruises and hotels differ in
// their texts (`kind.ns`), the row's own link (tours: prices; cruises: cabins; hotels: rooms), passed
// as `rowLink`, and a hotel's filters (`filterFields`); a hotel's loader returns the same rows.
import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE, withParams } from "~/lib/list-query";
import { AreaFilter } from "./area-filter";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { DataList, type Column } from "~/components/list/data-list";
import { Pager } from "~/components/list/pager";
import { RowLink } from "~/components/list/row-button";
import { ListingStateTags } from "~/components/status-tag";
import { ConfirmDialog } from "~/components/confirm-dialog";
import type { ListKind } from "./list-kind";
import type { ListingListData, ListingListRow } from "./listing-list.server";
import { ListWarning } from "~/components/list/list-warning";

type Props = {
  /** the list's texts and path (its loader reads the rest) */
  kind: Pick<ListKind, "ns" | "path">;
  help: string;
  testId: string;
  rowLink: (row: ListingListRow) => ReactNode;
  /** the filters between the name and the date range (default: the area; a hotel's: area → country → city) */
  filterFields?: ReactNode;
  /** the created date sorts the list (`sort` in the URL: created_desc, the default, or created_asc) */
  sort?: "created_desc" | "created_asc";
};

export function ListingListPage({ kind, help, testId, rowLink, filterFields, sort }: Props) {
  const { rows, total, filters, warning, confirm } = useLoaderData<ListingListData>();
  const { t } = useTranslation(kind.ns);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const confirmTo = (id: string) => `${pathname}${withParams(search, { confirm: "delete", id })}`;
  const editPath = (row: ListingListRow) => `${kind.path}/action/${row._id}`;
  const actions = (row: ListingListRow) => (
    <div className="row-actions">
      <RowLink to={editPath(row)}>{t("common:edit")}</RowLink>
      {rowLink(row)}
      <RowLink to={confirmTo(row._id)} preventScrollReset variant="subtle" color="red" data-testid={`${testId}-delete`}>
        {t("common:delete")}
      </RowLink>
    </div>
  );
  const columns: Column<ListingListRow>[] = [
    {
      key: "image",
      header: t("list.image"),
      width: 96,
      card: "plain",
      render: (row) =>
        row.image ? (
          <img src={row.image} alt="" className="list-thumb" loading="lazy" />
        ) : (
          <div className="list-thumb" />
        ),
    },
    {
      key: "name",
      header: t("list.name"),
      card: "plain",
      render: (row) => (
        <>
          <Link to={editPath(row)} prefetch="intent" className="link name-link">
            {row.name}
          </Link>
          {row.pending ? (
            <span className="translation-pending" data-testid="translation-pending">
              {t("common:translationPending")}
            </span>
          ) : null}
        </>
      ),
    },
    { key: "city", header: t("list.city"), render: (row) => row.city?.name ?? "—" },
    {
      key: "created",
      header: t("list.created"),
      headerCell: sort ? <SortLink label={t("list.created")} sort={sort} /> : undefined,
      render: (row) => row.created,
    },
    {
      key: "status",
      header: t("list.status"),
      card: "plain",
      render: (row) => <ListingStateTags status={row.status} isActive={row.is_active} />,
    },
    { key: "actions", header: t("list.actions"), card: "plain", className: "card-actions", render: actions },
  ];
  return (
    <>
      <PageHeader
        title={t("list.title")}
        crumbs={[{ label: t("list.crumb") }, { label: t("list.title") }]}
        help={help}
      />
      <FilterBar action={kind.path} addTo={`${kind.path}/action`} addLabel={t("list.add")}>
        {/* a search keeps the order chosen by the column's header */}
        {sort && sort !== "created_desc" ? <input type="hidden" name="sort" value={sort} /> : null}
        <TextInput
          name="name"
          label={t("list.filterName")}
          defaultValue={filters.name}
          placeholder={t("list.filterNamePlaceholder")}
        />
        {filterFields ?? <AreaFilter value={filters.area} />}
        <DateRangeFields range={filters.dateRange} fromLabel={t("list.from")} toLabel={t("list.to")} />
      </FilterBar>
      <ListWarning>{warning ? t(warning) : null}</ListWarning>
      <DataList
        items={rows}
        rowKey={(row) => row._id}
        columns={columns}
        empty={params.toString() ? t("list.noMatch") : t("list.empty")}
      />
      <Pager page={filters.page} perPage={PAGE_SIZE} total={total} />
      {confirm ? (
        <ConfirmDialog
          title={t("list.deleteTitle")}
          text={t("list.deleteText", { name: confirm.name })}
          intent="delete"
          id={confirm._id}
          confirmLabel={t("common:delete")}
          warning={
            confirm.held
              ? t("list.deleteHasBookings")
              : confirm.toCome
                ? t("list.deleteBookings", { count: confirm.toCome })
                : null
          }
        />
      ) : null}
    </>
  );
}

/** The created date's header: a link to the other order, newest first by default (spec §2 "sortable"). */
function SortLink({ label, sort }: { label: string; sort: "created_desc" | "created_asc" }) {
  const { t } = useTranslation("listing");
  const { pathname, search } = useLocation();
  const next = sort === "created_desc" ? "created_asc" : null;
  return (
    <Link
      to={`${pathname}${withParams(search, { sort: next, page: null })}`}
      className="link"
      aria-label={t(sort === "created_desc" ? "sort.newestFirst" : "sort.oldestFirst", { label })}
      data-testid="sort-created"
    >
      {label} <span aria-hidden="true">{sort === "created_desc" ? "↓" : "↑"}</span>
    </Link>
  );
}
