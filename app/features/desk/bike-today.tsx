// /bike/today (contract/front-desk.ts "Rentals out today"): pickups due, out now, returns due and
// overdue, each row with its booking number (a link to the booking), guest, bike and options (with the
// units given), pickup and return, money still due and the deposit, status and actions. A table on a
// desktop, cards on a phone (DataList); on paper the lists alone (desk.css @media print).
import { lazy, Suspense } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BIKE, bookingPaths } from "@contract/services";
import type { DeskRentalRecord } from "@contract/api/front-desk";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { ListWarning } from "~/components/list/list-warning";
import { StatusTag } from "~/components/status-tag";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { BikeTodayData } from "./bike-today.server";
import { DayBar, DeskSection, DueCell, GuestCell, RowActions, when } from "./desk-parts";
import { AskDialog as ServerAskDialog } from "./desk-dialogs";
import { HandoverDialog as ServerHandover, ReturnDialog as ServerReturn } from "./bike-dialogs";

// A row's dialog is opened by the URL on few loads: in the browser its code (zod and Conform) comes with
// it, so the list's first load stays a list's; the server renders it whole.
const AskDialog = import.meta.env.SSR
  ? ServerAskDialog
  : lazy(() => import("./desk-dialogs").then((m) => ({ default: m.AskDialog })));
const HandoverDialog = import.meta.env.SSR
  ? ServerHandover
  : lazy(() => import("./bike-dialogs").then((m) => ({ default: m.HandoverDialog })));
const ReturnDialog = import.meta.env.SSR
  ? ServerReturn
  : lazy(() => import("./bike-dialogs").then((m) => ({ default: m.ReturnDialog })));

const PATH = "/bike/today";
const LISTS = ["pickups", "out", "returns", "overdue"] as const;

export function BikeTodayPage() {
  const data = useLoaderData<BikeTodayData>();
  const { t } = useTranslation("desk");
  const { dialog, rental } = data;
  return (
    <div className="desk" data-testid="bike-today">
      <PageHeader
        title={t("bike.title")}
        subtitle={data.date ? t("onDay", { date: formatDate(data.date, "date") }) : undefined}
        crumbs={[{ label: t("layout:menu.bikeGroup"), to: "/bike" }, { label: t("bike.title") }]}
      />
      <DayBar path={PATH} entered={data.entered} date={data.date} invalid={data.invalid} />
      <ListWarning testId="desk-warning">{data.warning ? t(data.warning) : null}</ListWarning>
      {data.lists
        ? LISTS.map((list) => (
            <DeskSection key={list} id={list} order={2} title={t(`bike.${list}`)} count={data.lists![list].length}>
              <RentalList rentals={data.lists![list]} empty={t(`bike.none.${list}`)} testId={`desk-${list}`} />
            </DeskSection>
          ))
        : null}
      <Suspense fallback={null}>
        {dialog && rental && dialog.intent === "handover" ? (
          <HandoverDialog rental={rental} units={data.units} />
        ) : null}
        {dialog && rental && dialog.intent === "return" ? <ReturnDialog rental={rental} /> : null}
        {dialog && !rental ? <AskDialog dialog={dialog} service={BIKE.id} /> : null}
      </Suspense>
    </div>
  );
}

function RentalList({ rentals, empty, testId }: { rentals: DeskRentalRecord[]; empty: string; testId: string }) {
  const { t, i18n } = useTranslation("desk");
  const columns: Column<DeskRentalRecord>[] = [
    {
      key: "uid",
      header: t("booking"),
      card: "plain",
      render: (r) => (
        <Link to={bookingPaths(BIKE).detail(r._id)} prefetch="intent" className="uid link" data-testid="desk-uid">
          {r.uid}
        </Link>
      ),
    },
    { key: "guest", header: t("guest"), card: "plain", render: (r) => <GuestCell guest={r.guest} /> },
    {
      key: "bike",
      header: t("bike.bike"),
      className: "desk-wide-cell",
      render: (r) => (
        <div className="cell-stack">
          <strong>{r.bike.name}</strong>
          {r.options.map((o) => (
            <span key={o.option._id}>{t("bike.optionLine", { name: o.option.name, count: o.quantity })}</span>
          ))}
          {r.units.length ? (
            <span className="muted" data-testid="desk-units">
              {t("bike.units", { units: r.units.map((u) => u.label).join(", ") })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: "when",
      header: t("bike.when"),
      render: (r) => (
        <div className="cell-stack">
          <span className="nowrap">{t("bike.pickup", { at: when(r.pickup) })}</span>
          <span className="nowrap">{t("bike.return", { at: when(r.return) })}</span>
        </div>
      ),
    },
    {
      key: "due",
      header: t("due"),
      align: "right",
      render: (r) => (
        <div className="cell-stack">
          <DueCell amount={r.amount_due} currency={r.currency} />
          {r.deposit.amount > 0 ? (
            <span className="muted" data-testid="desk-deposit" data-deposit={r.deposit.status ?? "none"}>
              {t(`bike.depositState.${r.deposit.status ?? "none"}`, {
                amount: formatMoney(r.deposit.amount, r.currency, i18n.language),
              })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: "status",
      header: t("status"),
      card: "corner",
      render: (r) => <StatusTag status={r.status} />,
    },
    {
      key: "actions",
      header: t("actions"),
      card: "plain",
      className: "desk-actions-cell",
      render: (r) => (
        <RowActions
          id={r._id}
          service={BIKE.id}
          actions={r.actions}
          desk={r.desk}
          idle={r.idle}
          asks={["handover", "return"]}
        />
      ),
    },
  ];
  return (
    <DataList items={rentals} rowKey={(r) => r._id} columns={columns} empty={empty} testId={testId} minWidth={900} />
  );
}
