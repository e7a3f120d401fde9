// /tour/statistic-revenue: financial statistics (spec tours-cruises §2; hotels-bikes-transport §9
// "Real income", "Payment in VND", "Account balance = total revenue minus paid"): summary cards,
// a date range in the URL, tabs for revenue bookings and payments, a payment drawer (?payment=id),
// and the revenue by day drawn on the server. Amounts are in VND, as the marketplace sums them.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Anchor, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { addToast } from "~/lib/toast.server";
import { formatMoney, formatRate } from "~/lib/money";
import { toVnd } from "@contract/money";
import { dayjs, formatDate } from "~/lib/dates";
import { PAGE_SIZE, pastLastPage, withParams, type DateRange } from "~/lib/list-query";
import { getPayment, listBookings, listPayments, paidTotal, revenue, type RevenueDay } from "~/features/bookings/api.server";
import { requireStatistics, statisticData } from "~/features/bookings/statistics.server";
import { bookingRow } from "~/features/bookings/rows";
import { BookingTable } from "~/features/bookings/booking-table";
import type { Payment } from "~/features/bookings/types";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { Pager } from "~/components/list/pager";
import { DataList } from "~/components/list/data-list";
import { LinkTabs } from "~/components/status-tabs";
import { ColumnChart } from "~/components/charts";
import { UrlDrawer } from "~/components/url-dialog";
import { Facts } from "~/components/facts";
import { ErrorPage } from "~/components/error-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

const TABS = ["orders", "payments"] as const;
type RevenueTab = (typeof TABS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user, url, dateRange, page } = await requireStatistics(request, context);
  const lang = await getLocale(request);
  const tab: RevenueTab = url.searchParams.get("tab") === "payments" ? "payments" : "orders";
  const paymentId = url.searchParams.get("payment");
  const [income, paid, list, payment] = await Promise.all([
    revenue(api, dateRange).then((r) => statisticData(context, r)),
    paidTotal(api, dateRange).then((r) => statisticData(context, r)),
    tab === "orders"
      ? listBookings(api, user._id, lang, { statisticRevenue: true, dateRange, page }).then((r) => statisticData(context, r)).then((d) => ({ rows: d.docs.map(bookingRow), payments: [] as Payment[], total: d.total }))
      : listPayments(api, dateRange, page).then((r) => statisticData(context, r)).then((d) => ({ rows: [], payments: d.docs, total: d.total })),
    paymentId ? getPayment(api, paymentId) : null,
  ]);
  const past = pastLastPage(url, page, list.total);
  if (past) throw redirect(past);
  if (payment && payment.code !== 200) await addToast(context, { kind: "warning", message: "bookings:revenue.errorGetInvoiceInfo" });
  return {
    title: (await i18nServer.getFixedT(request, "bookings"))("revenue.title"),
    dateRange,
    tab,
    page,
    // spec hotels-bikes-transport §9: balance = revenue − paid; payouts of unknown VND amount are
    // counted apart (paid.unknown) and the cards say so, never silently left out
    summary: { revenue: income.total, paid: paid.total, balance: income.total - paid.total, unknownPaid: paid.unknown ?? 0 },
    days: revenueDays(income.docs, dateRange),
    ...list,
    payment: payment?.code === 200 ? payment.data : null,
  };
}

/** One column per day of the range (days without revenue too), at most a year of them. */
function revenueDays(docs: RevenueDay[], range: DateRange | null) {
  const byDay = new Map(docs.map((d) => [d._id, d.total]));
  const days = [...byDay.keys()].sort();
  const start = range?.start ?? days[0];
  const end = range?.end ?? days[days.length - 1];
  if (!start || !end) return [];
  const out: { day: string; total: number }[] = [];
  for (let d = dayjs(start); !d.isAfter(dayjs(end)) && out.length < 366; d = d.add(1, "day")) {
    const key = d.format("YYYY-MM-DD");
    out.push({ day: key, total: byDay.get(key) ?? 0 });
  }
  return out;
}

export default function StatisticRevenue() {
  const { dateRange, tab, page, summary, days, rows, payments, total, payment } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("bookings");
  const { pathname, search } = useLocation();
  const vnd = (n: number | null) => (n === null ? t("revenue.unknown") : formatMoney(n, "VND", i18n.language));
  const money = (n: number, currency: string) => formatMoney(n, currency, i18n.language);
  const unknown = summary.unknownPaid;
  const cards = [
    ["revenue", t("revenue.totalRevenue"), summary.revenue, t("revenue.revenueHint"), null],
    ["paid", t("revenue.paid"), summary.paid, t("revenue.paidHint"), unknown ? t("revenue.unknownPaid", { count: unknown }) : null],
    ["balance", t("revenue.balance"), summary.balance, t("revenue.balanceHint"), unknown ? t("revenue.unknownBalance", { count: unknown }) : null],
  ] as const;
  const paymentVnd = (p: Payment) => vnd(toVnd(p.payment_amount, p.payment_currency, p.rate_vnd));
  const rate = (p: Payment) => (p.payment_currency.toUpperCase() === "VND" ? t("revenue.rateNotNeeded") : formatRate(p.rate_vnd, p.payment_currency, i18n.language) ?? t("revenue.unknown"));
  const drawerTo = (id: string | null) => `${pathname}${withParams(search, { payment: id })}`;
  return (
    <>
      <PageHeader title={t("revenue.title")} crumbs={[{ label: t("crumb") }, { label: t("revenue.title") }]} help="help-tour-statistic-revenue" />
      <div className="summary-cards">
        {cards.map(([key, label, value, hint, missing]) => (
          <Paper key={key} withBorder radius="md" p="md" data-testid={`summary-${key}`}>
            <Text size="sm" c="dimmed">{label}</Text>
            <div className="summary-value">{vnd(value)}</div>
            {missing ? <Text size="sm" fw={600} c="orange.8" data-testid={`summary-${key}-missing`}>{missing}</Text> : null}
            <Text size="xs" c="dimmed">{hint}</Text>
          </Paper>
        ))}
      </div>
      <FilterBar action="/tour/statistic-revenue">
        <DateRangeFields range={dateRange} fromLabel={t("statistic.from")} toLabel={t("statistic.to")} />
        {tab === "payments" ? <input type="hidden" name="tab" value="payments" /> : null}
      </FilterBar>
      <Paper withBorder radius="md" p="md" mb="md">
        <ColumnChart
          title={t("revenue.chartTitle")}
          empty={t("revenue.chartEmpty")}
          maxLabel={vnd(Math.max(0, ...days.map((d) => d.total)))}
          points={days.map((d) => ({ key: d.day, label: formatDate(d.day, "date"), value: d.total, display: vnd(d.total) }))}
        />
      </Paper>
      <LinkTabs label={t("revenue.title")} param="tab" active={tab} tabs={TABS.map((v) => ({ value: v, label: t(`revenue.${v}`) }))} testId="revenue-tabs" />
      {tab === "orders" ? (
        <BookingTable rows={rows} empty={t("revenue.noOrders")} show={["uid", "guest", "service", "total", "commission", "realIncome", "detail"]} testId="revenue-orders" />
      ) : (
        <DataList
          items={payments}
          rowKey={(p) => p._id}
          testId="payments"
          empty={t("revenue.noPayments")}
          columns={[
            { key: "id", header: t("revenue.paymentId"), render: (p) => <Anchor component={Link} to={drawerTo(p._id)} preventScrollReset className="uid">{p.payment_id}</Anchor> },
            { key: "date", header: t("revenue.date"), render: (p) => formatDate(p.payment_date, "dateTime") },
            { key: "method", header: t("revenue.method"), render: (p) => t(`revenue.methods.${p.payment_method}`, { defaultValue: p.payment_method }) },
            { key: "amount", header: t("revenue.amount"), align: "right", render: (p) => <span className="money">{money(p.payment_amount, p.payment_currency)}</span> },
            { key: "vnd", header: t("revenue.vndAmount"), align: "right", render: (p) => <span className="money">{paymentVnd(p)}</span> },
            { key: "detail", header: t("list.detail"), render: (p) => <Anchor component={Link} to={drawerTo(p._id)} preventScrollReset size="sm" data-testid="payment-open">{t("revenue.detail")}</Anchor> },
          ]}
          card={(p) => (
            <>
              <Anchor component={Link} to={drawerTo(p._id)} preventScrollReset className="uid">{p.payment_id}</Anchor>
              <Text size="sm">{formatDate(p.payment_date, "dateTime")} · {t(`revenue.methods.${p.payment_method}`, { defaultValue: p.payment_method })}</Text>
              <Text fw={600} className="money">{money(p.payment_amount, p.payment_currency)}</Text>
              {p.payment_currency.toUpperCase() !== "VND" ? <Text size="sm" c="dimmed">{t("revenue.vndAmount")}: <span className="money">{paymentVnd(p)}</span></Text> : null}
            </>
          )}
        />
      )}
      <Pager page={page} perPage={PAGE_SIZE} total={total} />
      {payment ? (
        <UrlDrawer title={t("revenue.paymentTitle", { id: payment.payment_id })} closeTo={drawerTo(null)} testId="payment-drawer">
          <Facts
            empty="—"
            rows={([
              ["paymentId", payment.payment_id],
              ["method", t(`revenue.methods.${payment.payment_method}`, { defaultValue: payment.payment_method })],
              ["bank", payment.bank_name],
              ["branch", payment.branch_name],
              ["account", payment.account_number],
              ["currency", payment.payment_currency],
              ["amount", money(payment.payment_amount, payment.payment_currency)],
              ["date", formatDate(payment.payment_date, "dateTime")],
              ["rate", rate(payment)],
              ["vndAmount", paymentVnd(payment)],
              ["note", payment.note],
            ] as const).map(([k, v]) => ({ key: k, label: t(`revenue.${k}`), value: v, testId: `payment-${k}` }))}
          />
        </UrlDrawer>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
