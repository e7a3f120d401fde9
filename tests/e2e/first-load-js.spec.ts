// The JavaScript a first visit downloads (gzipped), measured from the browser's own
// requests, so the locale chunks entry.client loads before hydrating count too. Scripts off loads none.
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { demoTour, expect, login, scriptsOn, test, type APIRequestContext, type Page } from "../support/e2e";

const buildDir = process.env.BUILD_DIR || "build";

/** What a page requests before it is interactive (the rest of the language follows it); `untilIdle` adds what loads after (the editor). */
async function firstLoadKb(page: Page, pathname: string, untilIdle: boolean) {
  // the moment root marks <html data-hydrated>, on the page's own clock
  await page.addInitScript(() => {
    // the document node, not <html>: an init script can run before <html> exists
    new MutationObserver((_, seen) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      seen.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(pathname);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  if (untilIdle) await page.waitForLoadState("networkidle");
  const requested = await page.evaluate((idle) => {
    const hydratedAt = (window as unknown as { hydratedAt?: number }).hydratedAt;
    if (hydratedAt === undefined) throw new Error("the moment of hydration was not seen");
    return performance
      .getEntriesByType("resource")
      .filter((e) => idle || e.startTime <= hydratedAt)
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".js"));
  }, untilIdle);
  const files = new Set(requested);
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(path.join(buildDir, "client", f)), { level: 9 }).length;
  return { kb: bytes / 1024, files: [...files] };
}

// [path, budget KB gz], measured in one run before any focus (the tour form until the network is
// idle, so an editor that came uninvited would count). The targets: ≤ 140 for a list, ≤ 175 for a
// plain form, ≤ 200 for the rich-text form and for a page with a month calendar (CALENDARS below).
// Pages draw with Mantine's own components. Measured now: the dashboard 125.2, lists 132.2 (tours) to
// 137.0 (the transport revenue page): React 46 + Remix 41 + Mantine's core ~13 + locales ~5 + ours;
// no form messages (lib/i18n.ts: a page with a form loads them), the modules every page loads in
// two files (scripts/vite-chunks.ts). Change password 168.7 and the transport service form 173.3:
// zod and Conform (40, validation in the browser; zod's JSON Schema generator stays on the server,
// scripts/vite-zod-browser.ts) and Mantine's inputs on top of a list's floor. The transport form's
// selects, number fields and grids load with it; its texts section (below the fold: the textareas and
// checkboxes: 5.1 KB of Mantine) and the no-vehicle dialog load after it is interactive, their HTML the
// server's until then (features/transport/service-form/later-parts.tsx). The tour form 188.7: its editor
// (~145) loads on a content field's first focus. The calendar pages: the room calendar 180.5, the
// bike option calendar 191.2, the cabin calendar 181.7. Budgets are the measure and ~1 KB for a
// list, ~3 for a form or a calendar, for noise: lower them as pages get lighter, never raise them
// without saying why.
const BUDGETS: [string, number][] = [
  // the dashboard, the first page after signing in, is a page of lists: no zod
  ["/", 126],
  ["/tour/bookings", 135],
  ["/tour", 134],
  // the hotel list's place filter must not pull the form module (zod, Conform) in
  // its rows link to each hotel's occupancy grid too: 134.6 measured
  ["/hotel", 135.5],
  // the statistics pages are lists too, with what is their own: the date basis, the status tabs and
  // bar chart, the revenue page's columns and payouts
  // the account menu's entry of the activity record is on every page: 134.50 measured with it
  ["/tour/statistic", 135],
  ["/tour/statistic-revenue", 136],
  // a transfer's words come with its bookings (the transport namespace)
  ["/transport/statistic-revenue", 139],
  // the today pages are lists (135.9 and 136.0 measured): their dialogs' forms (zod, Conform) load
  // when a URL opens one; the hotel's pages its stays with the shared pager (137.1 measured)
  ["/hotel/today", 138],
  ["/bike/today", 137],
  // the activity record is a list: its filters are a GET form (no zod, no Conform); 127.8 measured
  ["/activity", 129],
  ["/profile/change-pass", 171],
  // the team (spec team.md §Screens): a list and the invitation form, 174.0 measured; its two dialogs'
  // code loads when a URL opens one, its last logins come written from the server
  ["/profile/team", 175],
  ["/transport/service/action", 174.8],
  // a content field's text <-> HTML (no markup without scripts) and its formatted view until the editor loads
  ["/tour/action", 191.5],
];
const RICH_TEXT_FORM = "/tour/action";

/** A calendar page's URL, found the way a supplier reaches it (its id differs from one seed to another). */
type FindPage = (page: Page, request: APIRequestContext) => Promise<string>;
/** The first href of a list's link (by test id) on the page at `list`. */
async function firstHref(page: Page, list: string, selector: string) {
  await page.goto(list);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `${selector} on ${list}`).toBeTruthy();
  return href!;
}
// [name, its URL, budget KB gz]: the pages with a month calendar (spec hotels-bikes-transport §2, §5;
// tours-cruises: a cruise's cabins), each with its calendar drawn
const CALENDARS: [string, FindPage, number][] = [
  // its bounds come from contract/calendar.ts: the hotel contract would bring zod and sanitize-html
  // the day edit and the cells carry the night's stop-sell and stay rules: 183.7 measured
  ["the room calendar page", (page) => firstHref(page, "/hotel?name=Blue", '[data-testid="hotel-rooms"]'), 184.5],
  [
    "the bike option calendar page",
    async (page) =>
      firstHref(
        page,
        await firstHref(page, "/bike?name=Da%20Lat", '[data-testid="bike-options"]'),
        '[data-testid="option-edit"]',
      ),
    // the month calendar every calendar shares draws a night's rules where it has them: 195.3 measured
    196.5,
  ],
  // 185.1 measured
  ["the cabin calendar page", async (page, request) => `/cruise/${await demoTour(request, "cruise")}/cabins`, 186],
  // the occupancy grid is a list page (no form module, no calendar module): 127.7 measured
  ["the occupancy grid page", (page) => firstHref(page, "/hotel?name=Blue", '[data-testid="hotel-occupancy"]'), 129],
];

async function measure(page: Page, browser: Browser, pathname: string, budget: number) {
  // a fresh page with the session: nothing cached from the login page
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const { kb, files } = await firstLoadKb(fresh, pathname, pathname === RICH_TEXT_FORM);
  test.info().annotations.push({ type: "first-load JS", description: `${pathname}: ${kb.toFixed(1)} KB gz` });
  expect(kb, files.join("\n")).toBeLessThanOrEqual(budget);
  expect(files.some(isEditor), "no page loads the editor before a content field is focused").toBe(false);
  await context.close();
}
const isEditor = (file: string) => /rich-text-editor/.test(file);

test.describe("first-load JavaScript", () => {
  test.beforeEach(({ page: _ }, info) => info.skip(!scriptsOn(), "scripts off download no JavaScript"));

  for (const [pathname, budget] of BUDGETS) {
    test(`${pathname} stays within ${budget} KB gzipped`, async ({ page, browser }) => {
      await login(page);
      await measure(page, browser, pathname, budget);
    });
  }

  for (const [name, find, budget] of CALENDARS) {
    test(`${name} stays within ${budget} KB gzipped`, async ({ page, browser, request }) => {
      await login(page);
      await measure(page, browser, await find(page, request), budget);
    });
  }

  test("the tour form's editor arrives on a content field's first focus, and what it writes is saved", async ({
    page,
  }) => {
    await login(page);
    await page.goto("/tour");
    await page.getByTestId("list-row").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/tour\/action\/[a-f0-9]{24}$/);
    const editUrl = page.url();
    await page.waitForLoadState("networkidle");
    const editorLoaded = () =>
      page.evaluate(() => performance.getEntriesByType("resource").some((e) => /rich-text-editor/.test(e.name)));
    expect(await editorLoaded(), "not before the focus").toBe(false);

    // the content is drawn formatted (never its markup) until its first focus
    const formatted = page.getByTestId("rte-preview-vi.content.overview");
    await expect(formatted).not.toContainText("<p>");
    await formatted.focus();
    const editor = page.getByTestId("rte-vi.content.overview").locator("[contenteditable]");
    // it takes the formatted content's place, with the caret in it
    await expect(editor).toBeFocused();
    expect(await editorLoaded()).toBe(true);
    await editor.fill("Đi bộ qua phố cổ lúc hoàng hôn.");
    await page.getByTestId("tour-save").click();
    await expect(page.getByTestId("tour-saved-dialog")).toBeVisible();

    await page.goto(editUrl);
    await expect(formatted).toHaveText("Đi bộ qua phố cổ lúc hoàng hôn.");
    await expect(formatted.locator("p")).toHaveCount(1);
  });
});
