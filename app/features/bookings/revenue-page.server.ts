// {base}/statistic-revenue: a service's financial statistics (spec tours-cruises §2; hotels-bikes-
// transport §9 "Real income", "Payment in VND", "Account balance = total revenue minus paid"): the
// summary, the revenue by day over the range, the revenue bookings or the payments (tabs), and the
// payment the drawer shows (?payment=id). Amounts are in VND, as the marketplace sums them.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceDescriptor } from "@contract/services";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { addToast, seeOther } from "~/lib/toast.server";
import { addDays } from "~/lib/dates";
import { pastLastPage, type DateRange } from "~/lib/list-query";
import { getPayment, listBookings, listPayments, paidTotal, revenue, type RevenueDay } from "./api.server";
import { requireStatistics, statisticData } from "./statistics.server";
import { bookingRow } from "./rows";
import type { Payment } from "./types";

type RevenueTab = "orders" | "payments";

export async function revenueLoader({ request, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, user, url, dateRange, dateBy, page } = await requireStatistics(request, context);
  const lang = await getLocale(request);
  const tab: RevenueTab = url.searchParams.get("tab") === "payments" ? "payments" : "orders";
  const paymentId = url.searchParams.get("payment");
  const [income, paid, list, payment] = await Promise.all([
    revenue(api, service, dateRange, dateBy).then((r) => statisticData(context, r)),
    paidTotal(api, service, dateRange).then((r) => statisticData(context, r)),
    tab === "orders"
      ? listBookings(api, service, user._id, lang, { statisticRevenue: true, dateRange, dateBy, page })
          .then((r) => statisticData(context, r))
          .then((d) => ({ rows: d.docs.map(bookingRow), payments: [] as Payment[], total: d.total }))
      : listPayments(api, service, dateRange, page)
          .then((r) => statisticData(context, r))
          .then((d) => ({ rows: [], payments: d.docs, total: d.total })),
    paymentId ? getPayment(api, paymentId) : null,
  ]);
  const past = pastLastPage(url, page, list.total);
  if (past) throw seeOther(past);
  if (payment && payment.code !== 200) {
    await addToast(context, { kind: "warning", message: "bookings:revenue.errorGetInvoiceInfo" });
  }
  return {
    title: (await i18nServer.getFixedT(request, "bookings"))("revenue.title"),
    service: service.id,
    dateRange,
    dateBy,
    tab,
    page,
    // spec hotels-bikes-transport §9: balance = revenue − paid; payouts of unknown VND amount are
    // counted apart (paid.unknown) and the cards say so, never silently left out
    summary: {
      revenue: income.total,
      paid: paid.total,
      balance: income.total - paid.total,
      unknownPaid: paid.unknown ?? 0,
    },
    days: revenueDays(income.docs, dateRange),
    ...list,
    payment: payment?.code === 200 ? payment.data : null,
  };
}

/**
 * One column per day of the range (days without revenue too), at most a year of them: the first day
 * and each day's total in order, as one comma-separated string (the page's data writes each number
 * of an array as an entry of its own with its index; a year of `{day, total}` objects would be a
 * quarter of the page on the wire). The days are counted from the first.
 */
function revenueDays(docs: RevenueDay[], range: DateRange | null) {
  const byDay = new Map(docs.map((d) => [d._id, d.total]));
  const days = [...byDay.keys()].sort();
  const start = range?.start ?? days[0];
  const end = range?.end ?? days[days.length - 1];
  if (!start || !end) return { from: start ?? "", totals: "" };
  const totals: number[] = [];
  for (let day = start; day <= end && totals.length < 366; day = addDays(day, 1)) totals.push(byDay.get(day) ?? 0);
  return { from: start, totals: totals.join(",") };
}
