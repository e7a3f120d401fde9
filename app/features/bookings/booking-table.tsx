// The bookings table of every service's screens (bookings list, statistics, revenue): a table on a
// desktop, cards on a phone (DataList, one markup), money per spec §9, dates per §9 in Vietnam time.
// spec §2: the phone card carries the table's columns, compactly (guest contact, money).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { bookingPaths, serviceOf, type ServiceDescriptor } from "@contract/services";
import { formatMoney } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import { DataList, type Column } from "~/components/list/data-list";
import { StatusTag } from "~/components/status-tag";
import { rowDay, rowItemName, rowLines, rowNights, type BookingRow } from "./rows";

/** An e-mail that wraps before its @ and dots first (a narrow cell), never mid-word unless it must. */
const breakable = (email: string) =>
  email.split(/(?=[@.])/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));

export type BookingColumn =
  "uid" | "guest" | "service" | "total" | "commission" | "realIncome" | "surcharge" | "status" | "detail";
const ALL: BookingColumn[] = [
  "uid",
  "guest",
  "service",
  "total",
  "commission",
  "realIncome",
  "surcharge",
  "status",
  "detail",
];

/**
 * The list's columns of a service: surcharges are lines of a tour's or cruise's booking (money.ts,
 * tours-cruises §9); a service booking another kind of listing (a stay, a transfer) has none, so no column.
 */
export const hasSurcharges = (s: Pick<ServiceDescriptor, "item">) => s.item === "tour";
export const listColumns = (s: Pick<ServiceDescriptor, "item">): BookingColumn[] =>
  hasSurcharges(s) ? ALL : ALL.filter((c) => c !== "surcharge");

export function BookingTable({
  rows,
  empty,
  show = ALL,
  testId = "booking-list",
}: {
  rows: BookingRow[];
  empty: string;
  show?: BookingColumn[];
  testId?: string;
}) {
  const { t, i18n } = useTranslation("bookings");
  const money = (n: number, currency: string) => (
    <span className="money">{formatMoney(n, currency, i18n.language)}</span>
  );
  const detail = (r: BookingRow) => bookingPaths(serviceOf(r.service)).detail(r._id);
  const approx = (vnd: number | null) => (
    <div className="muted money">
      {t("list.vndApprox", { amount: vnd === null ? t("detail.unknown") : formatMoney(vnd, "VND", i18n.language) })}
    </div>
  );
  const foreign = (r: BookingRow) => r.currency.toUpperCase() !== "VND";
  const total = (r: BookingRow) => (
    <>
      {money(r.total, r.currency)}
      {foreign(r) ? approx(r.totalVnd) : null}
    </>
  );
  // in VND too for a foreign booking: the revenue statistics add up exactly these figures
  const realIncome = (r: BookingRow) => (
    <div data-testid="real-income">
      {money(r.realIncome, r.currency)}
      {foreign(r) ? approx(r.realIncomeVnd) : null}
    </div>
  );
  const all: Record<BookingColumn, Column<BookingRow>> = {
    uid: {
      key: "uid",
      header: t("list.uid"),
      card: "plain",
      render: (r) => (
        <Link to={detail(r)} prefetch="intent" className="uid link">
          {r.uid}
        </Link>
      ),
    },
    guest: {
      key: "guest",
      header: t("list.guest"),
      card: "plain",
      render: (r) => <GuestCell r={r} />,
    },
    service: {
      key: "service",
      header: t("list.service"),
      card: "plain",
      render: (r) => <ServiceCell r={r} />,
    },
    total: { key: "total", header: t("list.total"), align: "right", render: total },
    commission: {
      key: "commission",
      header: t("list.commission"),
      align: "right",
      className: "card-muted",
      testId: "cell-commission",
      render: (r) => money(r.commission, r.currency),
    },
    realIncome: {
      key: "realIncome",
      header: t("list.realIncome"),
      align: "right",
      className: "card-strong",
      render: realIncome,
    },
    surcharge: {
      key: "surcharge",
      header: t("list.surcharge"),
      align: "right",
      className: "card-muted",
      testId: "cell-surcharge",
      cardHidden: (r) => r.surcharge <= 0,
      render: (r) => money(r.surcharge, r.currency),
    },
    status: {
      key: "status",
      header: t("list.status"),
      className: "status-cell",
      card: "corner",
      render: (r) => <StatusTag status={r.status} />,
    },
    detail: {
      key: "detail",
      header: t("list.detail"),
      sticky: true,
      card: "hide",
      render: (r) => (
        <Link to={detail(r)} prefetch="intent" className="link nowrap" data-testid="booking-open">
          {t("list.open")}
        </Link>
      ),
    },
  };
  return (
    <DataList
      items={rows}
      rowKey={(r) => r._id}
      columns={show.map((c) => all[c])}
      empty={empty}
      testId={testId}
      className="booking-table"
      minWidth={show.length > 6 ? 900 : 720}
    />
  );
}

/** The guest's name, phone and e-mail (the e-mail may break anywhere: a long one stays in its cell). */
function GuestCell({ r }: { r: BookingRow }) {
  return (
    <div className="cell-stack guest-cell">
      <strong>{r.guest}</strong>
      <span className="muted">{r.phone}</span>
      {r.email ? (
        <span className="muted" data-testid="guest-email">
          {breakable(r.email)}
        </span>
      ) : null}
    </div>
  );
}

/** What was booked (as its service names it), when it was booked and its day. */
function ServiceCell({ r }: { r: BookingRow }) {
  const { t } = useTranslation("bookings");
  const service = serviceOf(r.service);
  return (
    <div className="cell-stack service-cell">
      <span className="clamp-2" data-testid="booking-item-name">
        {rowItemName(t, r)}
      </span>
      <span className="muted">{t("list.bookedOn", { date: formatDate(r.created_at, "list") })}</span>
      {/* the day as the service calls it (departure, pickup, check-in), then its end where it names one */}
      <span className="muted">{t(`list.${service.dayLabel}`, { date: rowDay(r) })}</span>
      {r.endDay && service.endLabel ? (
        <span className="muted" data-testid="booking-end">
          {t(`list.${service.endLabel}`, {
            date: formatDate(r.endDay, "date"),
            ...(service.countsNights ? { count: rowNights(r) } : {}),
          })}
        </span>
      ) : null}
      {/* what its lines book (a stay's room types, a rental's options), as the CSV has them */}
      {service.lines && r.lines.length ? (
        <span className="muted" data-testid="booking-lines">
          {t(`list.${service.lines.label}`, { lines: rowLines(r) })}
        </span>
      ) : null}
    </div>
  );
}
