// A service's bookings list (spec tours-cruises §2 "/tour/bookings"): search by order number, filter by
// status, sort where the service offers it (refresh goes back to page 1), the CSV of the same search, a
// table on a desktop, cards on a phone.
import { Button, NativeSelect, TextInput } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { bookingPaths, serviceOf } from "@contract/services";
import { PAGE_SIZE, withParams } from "~/lib/list-query";
import { PageHeader } from "~/components/page-header";
import { FilterBar } from "~/components/list/filter-bar";
import { Pager } from "~/components/list/pager";
import { BookingTable, listColumns } from "./booking-table";
import type { bookingsLoader } from "./bookings-list.server";
import { areaCrumb } from "./crumb";
import { ListWarning } from "~/components/list/list-warning";
import { statusLabelKey } from "@contract/statuses";

export function BookingsPage() {
  const { service, uid, page, sort, due, sorts, status, statuses, rows, total, warning, codeExample } =
    useLoaderData<typeof bookingsLoader>();
  const { t } = useTranslation("bookings");
  const paths = bookingPaths(serviceOf(service));
  return (
    <>
      <PageHeader
        title={t("list.title")}
        crumbs={[areaCrumb(t, serviceOf(service)), { label: t("list.title") }]}
        help={serviceOf(service).help.bookings}
        actions={
          // a download, not a page: the browser fetches it itself (reloadDocument)
          <Button
            component={Link}
            to={`${paths.csv}${withParams("", { uid, sort: sorts.length && sort !== "created_desc" ? sort : null, status: status || null, due })}`}
            reloadDocument
            variant="light"
            data-testid="bookings-export"
          >
            {t("list.export")}
          </Button>
        }
      />
      {due ? <DueNotice due={due} total={total} list={paths.list} /> : null}
      <FilterBar action={paths.list}>
        {/* a search keeps the dashboard's narrowing */}
        {due ? <input type="hidden" name="due" value={due} /> : null}
        <TextInput
          name="uid"
          label={t("list.searchLabel")}
          defaultValue={uid}
          placeholder={t("list.searchPlaceholder", { example: codeExample })}
          maxLength={40}
          data-testid="bookings-uid"
        />
        {sorts.length ? (
          <NativeSelect
            name="sort"
            label={t("list.sortLabel")}
            defaultValue={sort}
            data={sorts.map((s) => ({ value: s, label: t(`list.sort.${s}`) }))}
            data-testid="bookings-sort"
          />
        ) : null}
        <NativeSelect
          name="status"
          label={t("list.statusLabel")}
          defaultValue={status}
          data={[
            { value: "", label: t("list.allStatuses") },
            ...statuses.map((s) => ({ value: s, label: t(statusLabelKey(s), { defaultValue: s }) })),
          ]}
          data-testid="bookings-status"
        />
      </FilterBar>
      <ListWarning testId="bookings-warning">{warning ? t(warning) : null}</ListWarning>
      <BookingTable
        rows={rows}
        empty={uid ? t("list.noMatch") : status ? t("list.noneOfStatus") : t("list.noBill")}
        show={listColumns(serviceOf(service))}
      />
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
    </>
  );
}

/** Which dashboard figure the list shows (exactly its bookings: `due` in the URL), and the way back to all. */
function DueNotice({ due, total, list }: { due: string; total: number; list: string }) {
  const { t } = useTranslation("bookings");
  return (
    <p className="bookings-due" data-testid="bookings-due" data-due={due}>
      <strong>{t(`list.due.${due}`)}</strong> · {t("list.dueShown", { count: total })}{" "}
      <Link to={list} prefetch="intent">
        {t("list.dueAll")}
      </Link>
    </p>
  );
}
