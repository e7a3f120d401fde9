// A service's statistics and revenue pages checked against its own bookings (spec tours-cruises §6,
// hotels-bikes-transport §6): each status tab counts the bookings in that status, the revenue cards add
// up the completed bookings' real income, less what was paid out.
import { expect } from "vitest";
import { visibleText, type Browserless } from "./browserless";

type Call = (
  method: string,
  path: string,
) => Promise<{ body: { data: { total: number; docs: { total_amount_agency: number; status: string }[] } } }>;

/** The status tabs of a statistics page and their counts, in the page's order. */
export const tabCounts = (html: string): Record<string, number> =>
  Object.fromEntries(
    [...html.matchAll(/data-tab="([^"]+)"[^>]*>[\s\S]*?link-tab-count">(\d+)</g)].map((m) => [m[1], Number(m[2])]),
  );

/** `/<service>/statistic` as `b` sees it: each of `tabs` counts the bookings `call` lists in that status; the counts. */
export async function statisticTabsMatch(b: Browserless, call: Call, service: string, tabs: string[]) {
  const stat = await b.get(`/${service}/statistic`);
  expect(stat.status).toBe(200);
  const counts = tabCounts(stat.html);
  for (const status of tabs) {
    const { body } = await call("GET", `${service}/order?perPage=1&status=${status}`);
    expect(counts[status] ?? 0, status).toBe(body.data.total);
  }
  expect(counts.completed).toBeGreaterThan(0);
  return counts;
}

/** `/<service>/statistic-revenue` as `b` sees it: revenue the completed bookings' income, `paid` the payouts, the balance between. */
export async function revenueCardsMatch(b: Browserless, call: Call, service: string, paid: number) {
  const completed = (await call("GET", `${service}/order?perPage=-1&statisticRevenue=true`)).body.data.docs;
  expect(completed.every((o) => o.status === "completed")).toBe(true);
  const revenue = completed.reduce((s, o) => s + o.total_amount_agency, 0);
  const page = await b.get(`/${service}/statistic-revenue`);
  expect(page.status).toBe(200);
  const card = (key: string) =>
    Number(
      visibleText(new RegExp(`data-testid="summary-${key}"[\\s\\S]*?</div>`).exec(page.html)![0]).replace(/[^\d]/g, ""),
    );
  expect(card("revenue")).toBe(Math.round(revenue));
  expect(card("paid")).toBe(paid);
  expect(card("balance")).toBe(Math.round(revenue) - paid);
}
