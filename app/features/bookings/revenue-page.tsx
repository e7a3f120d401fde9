// A service's financial statistics (revenue-page.server.ts): summary cards, the date range, the
// revenue by day drawn on the server, tabs for revenue bookings and payments, a payment drawer.
import { Paper, Text } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { lazy, Suspense } from "react";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { bookingPaths, serviceOf } from "@contract/services";
import { addDays, formatDate } from "~/lib/dates";
import { PAGE_SIZE, withParams } from "~/lib/list-query";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { Pager } from "~/components/list/pager";
import { DataList } from "~/components/list/data-list";
import { LinkTabs } from "~/components/status-tabs";
import { ColumnChart } from "~/components/charts";
import { BookingTable } from "./booking-table";
import type { Payment } from "./types";
import { useRevenueMoney, type DrawerTo } from "./revenue-money";
import { PaymentDrawer as ServerPaymentDrawer } from "./payment-drawer";
import type { revenueLoader } from "./revenue-page.server";
import { areaCrumb } from "./crumb";
import { DateBasisField, RangeAppliesTo } from "./date-basis";

const REVENUE_TABS = ["orders", "payments"] as const;

// A payout's drawer is opened by the URL on few loads: in the browser its code comes with it (as the
// help drawer's, routes/_app.tsx); the server renders it whole from the first request.
const PaymentDrawer = import.meta.env.SSR
  ? ServerPaymentDrawer
  : lazy(() => import("./payment-drawer").then((m) => ({ default: m.PaymentDrawer })));

export function RevenuePage() {
  const { service, dateRange, dateBy, tab, page, summary, days, rows, payments, total, payment } =
    useLoaderData<typeof revenueLoader>();
  const { t } = useTranslation("bookings");
  const { pathname, search } = useLocation();
  const { vnd } = useRevenueMoney();
  const drawerTo = (id: string | null) => `${pathname}${withParams(search, { payment: id })}`;
  const totals = days.totals ? days.totals.split(",").map(Number) : [];
  const oneYear = totals.length > 0 && days.from.slice(0, 4) === addDays(days.from, totals.length - 1).slice(0, 4);
  return (
    <>
      <PageHeader
        title={t("revenue.title")}
        crumbs={[areaCrumb(t, serviceOf(service)), { label: t("revenue.title") }]}
        help={serviceOf(service).help.revenue}
      />
      <SummaryCards summary={summary} />
      <FilterBar action={bookingPaths(serviceOf(service)).revenue}>
        <DateRangeFields range={dateRange} fromLabel={t("statistic.from")} toLabel={t("statistic.to")} />
        <DateBasisField value={dateBy} service={serviceOf(service)} />
        {tab === "payments" ? <input type="hidden" name="tab" value="payments" /> : null}
      </FilterBar>
      <RangeAppliesTo value={dateBy} service={serviceOf(service)} payouts />
      <Paper withBorder p="md" mb="md">
        <ColumnChart
          title={t("revenue.chartTitle")}
          empty={t("revenue.chartEmpty")}
          maxLabel={vnd(Math.max(0, ...totals))}
          points={totals.map((total, i) => {
            const day = addDays(days.from, i);
            // within one year the axis's dates say it: a column's tooltip names its day and month
            const tip = oneYear ? formatDate(day, "dayMonth") : undefined;
            return { key: day, label: formatDate(day, "date"), tip, value: total, display: vnd(total) };
          })}
        />
      </Paper>
      <LinkTabs
        label={t("revenue.title")}
        param="tab"
        active={tab}
        tabs={REVENUE_TABS.map((v) => ({ value: v, label: t(`revenue.${v}`) }))}
        testId="revenue-tabs"
      />
      {tab === "orders" ? (
        <BookingTable
          rows={rows}
          empty={t("revenue.noOrders")}
          show={["uid", "guest", "service", "total", "commission", "realIncome", "detail"]}
          testId="revenue-orders"
        />
      ) : (
        <PaymentList payments={payments} drawerTo={drawerTo} />
      )}
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
      <Suspense fallback={null}>{payment ? <PaymentDrawer payment={payment} drawerTo={drawerTo} /> : null}</Suspense>
    </>
  );
}

type Loaded = SerializeFrom<typeof revenueLoader>;

/** The revenue, paid and balance cards (each says how many payouts it could not count in VND). */
function SummaryCards({ summary }: { summary: Loaded["summary"] }) {
  const { t } = useTranslation("bookings");
  const { vnd } = useRevenueMoney();
  const unknown = summary.unknownPaid;
  const cards = [
    ["revenue", t("revenue.totalRevenue"), summary.revenue, t("revenue.revenueHint"), null],
    [
      "paid",
      t("revenue.paid"),
      summary.paid,
      t("revenue.paidHint"),
      unknown ? t("revenue.unknownPaid", { count: unknown }) : null,
    ],
    [
      "balance",
      t("revenue.balance"),
      summary.balance,
      t("revenue.balanceHint"),
      unknown ? t("revenue.unknownBalance", { count: unknown }) : null,
    ],
  ] as const;
  return (
    <div className="summary-cards">
      {cards.map(([key, label, value, hint, missing]) => (
        <Paper key={key} withBorder p="md" data-testid={`summary-${key}`}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <div className="summary-value">{vnd(value)}</div>
          {missing ? (
            <Text size="sm" fw={600} c="orange.8" data-testid={`summary-${key}-missing`}>
              {missing}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Paper>
      ))}
    </div>
  );
}

/** The supplier's payouts, each opening its drawer. */
function PaymentList({ payments, drawerTo }: { payments: Payment[]; drawerTo: DrawerTo }) {
  const { t } = useTranslation("bookings");
  const { money, paymentVnd } = useRevenueMoney();
  return (
    <DataList
      items={payments}
      rowKey={(p) => p._id}
      testId="payments"
      empty={t("revenue.noPayments")}
      columns={[
        {
          key: "id",
          header: t("revenue.paymentId"),
          card: "plain",
          render: (p) => (
            <Link to={drawerTo(p._id)} preventScrollReset className="uid link">
              {p.payment_id}
            </Link>
          ),
        },
        { key: "date", header: t("revenue.date"), render: (p) => formatDate(p.payment_date, "dateTime") },
        {
          key: "method",
          header: t("revenue.method"),
          render: (p) => t(`revenue.methods.${p.payment_method}`, { defaultValue: p.payment_method }),
        },
        {
          key: "amount",
          header: t("revenue.amount"),
          align: "right",
          className: "card-strong",
          render: (p) => <span className="money">{money(p.payment_amount, p.payment_currency)}</span>,
        },
        {
          key: "vnd",
          header: t("revenue.vndAmount"),
          align: "right",
          className: "card-muted",
          cardHidden: (p) => p.payment_currency.toUpperCase() === "VND",
          render: (p) => <span className="money">{paymentVnd(p)}</span>,
        },
        {
          key: "detail",
          header: t("list.detail"),
          card: "hide",
          render: (p) => (
            <Link to={drawerTo(p._id)} preventScrollReset className="link" data-testid="payment-open">
              {t("revenue.detail")}
            </Link>
          ),
        },
      ]}
    />
  );
}
