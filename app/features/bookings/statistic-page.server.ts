// {base}/statistic: a service's booking statistics (spec tours-cruises §2, §9; hotels-bikes-transport
// §2, §9): a date range in the URL (date_range JSON), status tabs with counts in the service's order
// ("All" first where the service's statistics open on it), the bookings of the chosen status (10 a
// page), and the counts by status for a chart.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceDescriptor } from "@contract/services";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { pastLastPage } from "~/lib/list-query";
import { seeOther } from "~/lib/toast.server";
import { listBookings, statusCounts } from "./api.server";
import { requireStatistics, statisticData } from "./statistics.server";
import { bookingRow } from "./rows";
import { ALL } from "./query";

/**
 * The statistic's tabs: "All" first where the service's statistics open on it (hotels-bikes-transport
 * §2 "/hotel/statistic": "all plus one per status"), then its status tabs in the spec's order.
 */
export const tabsOf = (s: Pick<ServiceDescriptor, "statuses" | "statisticAll">): string[] => [
  ...(s.statisticAll ? [ALL] : []),
  ...s.statuses.statistic,
];

export async function statisticLoader({ request, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, user, url, dateRange, dateBy, page } = await requireStatistics(request, context);
  const lang = await getLocale(request);
  const tabs = tabsOf(service);
  const wanted = url.searchParams.get("status");
  const status = wanted && tabs.includes(wanted) ? wanted : tabs[0]!;
  const filters = { statistic: true, status: status === ALL ? undefined : status, dateRange, dateBy, page };
  const [counts, list] = await Promise.all([
    statusCounts(api, service, user._id, lang, dateRange, dateBy).then((r) => statisticData(context, r)),
    listBookings(api, service, user._id, lang, filters).then((r) => statisticData(context, r)),
  ]);
  const past = pastLastPage(url, page, list.total);
  if (past) throw seeOther(past);
  const countOf = Object.fromEntries(counts.docs.map((d) => [d._id, d.count]));
  const all = service.statuses.all;
  const rank = (s: string) => (all.includes(s) ? all.indexOf(s) : all.length);
  return {
    title: (await i18nServer.getFixedT(request, "bookings"))("statistic.title"),
    service: service.id,
    dateRange,
    dateBy,
    status,
    page,
    tabs: tabs.map((s) => ({
      status: s,
      count: s === ALL ? counts.docs.reduce((n, d) => n + d.count, 0) : (countOf[s] ?? 0),
    })),
    // the chart shows every status that has bookings, refunded and trash too, in the spec's order (§4)
    bars: counts.docs
      .filter((d) => d.count > 0)
      .map((d) => ({ status: d._id, count: d.count }))
      .sort((a, b) => rank(a.status) - rank(b.status)),
    rows: list.docs.map(bookingRow),
    total: list.total,
  };
}
