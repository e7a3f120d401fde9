// The bookings table of every tour screen (bookings list, statistics, revenue): a table on a
// desktop, cards on a phone (DataList), money per spec §9, dates per §9 in Vietnam time. Cells
// are plain elements (not Mantine components): ten rows render twice, and that shows in SSR time.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import { DataList, type Column } from "~/components/list/data-list";
import { StatusTag } from "~/components/status-tag";
import type { BookingRow } from "./rows";

export type BookingColumn = "uid" | "guest" | "service" | "total" | "commission" | "realIncome" | "surcharge" | "status" | "detail";
const ALL: BookingColumn[] = ["uid", "guest", "service", "total", "commission", "realIncome", "surcharge", "status", "detail"];

export function BookingTable({ rows, empty, show = ALL, testId = "booking-list" }: { rows: BookingRow[]; empty: string; show?: BookingColumn[]; testId?: string }) {
  const { t, i18n } = useTranslation("bookings");
  const money = (n: number, currency: string) => <span className="money">{formatMoney(n, currency, i18n.language)}</span>;
  const detail = (r: BookingRow) => `/tour/booking/${r._id}`;
  const total = (r: BookingRow) => (
    <>
      {money(r.total, r.currency)}
      {r.totalVnd !== null ? <div className="muted">{t("list.vndApprox", { amount: formatMoney(r.totalVnd, "VND", i18n.language) })}</div> : null}
    </>
  );
  const all: Record<BookingColumn, Column<BookingRow>> = {
    uid: { key: "uid", header: t("list.uid"), width: 120, render: (r) => <Link to={detail(r)} className="uid link">{r.uid}</Link> },
    guest: {
      key: "guest", header: t("list.guest"), render: (r) => (
        <div className="cell-stack"><strong>{r.guest}</strong><span className="muted">{r.phone}</span><span className="muted">{r.email}</span></div>
      ),
    },
    service: {
      key: "service", header: t("list.service"), width: 230, render: (r) => (
        <div className="cell-stack">
          <span className="clamp-2">{r.tourName}</span>
          <span className="muted">{t("list.bookedOn", { date: formatDate(r.created_at, "list") })}</span>
          <span className="muted">{t("list.travelOn", { date: formatDate(r.date_travel, "date") })}</span>
        </div>
      ),
    },
    total: { key: "total", header: t("list.total"), align: "right", render: total },
    commission: { key: "commission", header: t("list.commission"), align: "right", render: (r) => money(r.commission, r.currency) },
    realIncome: { key: "realIncome", header: t("list.realIncome"), align: "right", render: (r) => money(r.realIncome, r.currency) },
    surcharge: { key: "surcharge", header: t("list.surcharge"), align: "right", render: (r) => money(r.surcharge, r.currency) },
    status: { key: "status", header: t("list.status"), render: (r) => <StatusTag status={r.status} /> },
    detail: { key: "detail", header: t("list.detail"), render: (r) => <Link to={detail(r)} className="link">{t("list.open")}</Link> },
  };
  return (
    <DataList
      items={rows}
      rowKey={(r) => r._id}
      columns={show.map((c) => all[c])}
      empty={empty}
      testId={testId}
      minWidth={show.length > 6 ? 980 : 760}
      card={(r) => (
        <div className="cell-stack card-stack">
          <div className="card-row">
            <Link to={detail(r)} className="uid link">{r.uid}</Link>
            <StatusTag status={r.status} />
          </div>
          <span>{r.tourName}</span>
          <span className="muted">{r.guest} · {r.phone}</span>
          <span className="muted">{t("list.travelOn", { date: formatDate(r.date_travel, "date") })} · {t("list.bookedOn", { date: formatDate(r.created_at, "list") })}</span>
          <div className="card-row"><span>{t("list.total")}</span><div style={{ textAlign: "right" }}>{total(r)}</div></div>
          {show.includes("realIncome") ? (
            <div className="card-row"><span>{t("list.realIncome")}</span>{money(r.realIncome, r.currency)}</div>
          ) : null}
        </div>
      )}
    />
  );
}
