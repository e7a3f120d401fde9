// The supplier's transport services (spec hotels-bikes-transport §2 "/transport/services"): area
// and type filters in the URL, search and refresh, add, help; a table on a desktop, cards on a
// phone; an active/inactive tag; edit; delete behind a confirmation (an URL state).
import { NativeSelect } from "@mantine/core";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TRANSPORT_TYPES } from "@contract/transport";
import { withParams, PAGE_SIZE } from "~/lib/list-query";
import { formatMoney } from "~/lib/money";
import { PageHeader } from "~/components/page-header";
import { FilterBar } from "~/components/list/filter-bar";
import { DataList, type Column } from "~/components/list/data-list";
import { Pager } from "~/components/list/pager";
import { EditDeleteLinks } from "~/components/list/row-button";
import { ListingStateTags } from "~/components/status-tag";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { AreaFilter } from "~/features/listing";
import { routeLabel, transportServiceName } from "./route-label";
import type { servicesLoader } from "./services-page.server";
import { ListWarning } from "~/components/list/list-warning";

type Row = ReturnType<typeof useLoaderData<typeof servicesLoader>>["services"][number];

export function ServicesPage() {
  const { services, total, page, area, type, warning, deleting } = useLoaderData<typeof servicesLoader>();
  const { t, i18n } = useTranslation("transport");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | null>) => `${pathname}${withParams(search, changes)}`;
  const name = (s: Row) => transportServiceName(t, s);
  const columns: Column<Row>[] = [
    { key: "type", header: t("service.type"), render: (s) => <strong>{t(`type.${s.type}`)}</strong> },
    { key: "route", header: t("service.route"), render: (s) => routeLabel(t, s) },
    { key: "vehicle", header: t("service.vehicle"), render: (s) => s.option?.brand ?? "—" },
    { key: "seats", header: t("service.seats"), align: "right", render: (s) => s.car_type },
    {
      key: "price",
      header: t("service.priceCol"),
      align: "right",
      render: (s) => <span className="money">{formatMoney(s.price, s.currency, i18n.language)}</span>,
    },
    {
      key: "status",
      header: t("service.moderation"),
      card: "corner",
      render: (s) => <ListingStateTags status={s.status} isActive={s.is_active} />,
    },
    {
      key: "actions",
      header: t("service.actions"),
      card: "plain",
      className: "card-actions",
      sticky: true,
      render: (s) => (
        <EditDeleteLinks
          edit={`/transport/service/action/${s._id}`}
          remove={to({ confirm: "delete", id: s._id })}
          testId="service"
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("service.title")}
        crumbs={[{ label: t("service.crumb"), to: "/transport" }, { label: t("service.title") }]}
        help="help-transport-services"
      />
      <FilterBar action="/transport/services" addTo="/transport/service/action" addLabel={t("service.add")}>
        <AreaFilter value={area} />
        <NativeSelect
          name="type"
          label={t("service.filterType")}
          defaultValue={type}
          data={[
            { value: "", label: t("service.allTypes") },
            ...TRANSPORT_TYPES.map((x) => ({ value: x, label: t(`type.${x}`) })),
          ]}
          data-testid="services-type"
        />
      </FilterBar>
      <ListWarning>{warning ? t(warning) : null}</ListWarning>
      <DataList
        items={services}
        rowKey={(s) => s._id}
        columns={columns}
        empty={area || type ? t("service.noMatch") : t("service.empty")}
        testId="service-list"
      />
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
      {deleting ? (
        <ConfirmDialog
          title={t("service.deleteTitle")}
          text={t("service.deleteText", { name: name(deleting) })}
          intent="delete"
          id={deleting._id}
          confirmLabel={t("common:delete")}
          warning={deleting.bookings_to_come ? t("service.deleteBookings", { count: deleting.bookings_to_come }) : null}
        />
      ) : null}
    </>
  );
}
