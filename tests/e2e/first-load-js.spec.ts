// The JavaScript a first visit downloads (gzipped), measured from the browser's own
// requests, so the locale chunks entry.client loads before hydrating count too. Scripts off loads none.
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, login, scriptsOn, test, type APIRequestContext, type Page } from "../support/e2e";

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
// idle, so an editor that came uninvited would count). The targets: ≤ 120 for a list, ≤ 160 for a
// plain form, ≤ 200 for the rich-text form. Measured now: lists 114.0 (bookings), 113.6 (tours), the
// dashboard 110.8: React 45 + Remix 37 + locales ~5 + ours; no Mantine script (static-mantine.tsx,
// the browser's Mantine context in lib/mantine), no form messages (lib/i18n.ts: a page with a form
// loads them), the modules every page loads in two files (scripts/vite-chunks.ts). Change password
// 148.4 and the transport service form 154.5: zod and Conform (37.5, validation in the browser; zod's
// JSON Schema generator stays on the server, scripts/vite-zod-browser.ts) and the forms' static
// pieces (static-mantine-form.tsx, ~3) on top of a list's floor. The tour form 186.9 (its sections
// still Mantine's): its editor (~145) loads on a content field's first focus. Budgets are the
// measure and ~1 KB for a list, ~3 for a form, for noise: lower them as pages get lighter, never
// raise them without saying why.
const BUDGETS: [string, number][] = [
  // the dashboard, the first page after signing in, is a page of lists: no zod, no Mantine script
  // +1.5: every figure's link to its list, the stuck bookings' card, a low calendar's days
  ["/", 113.5],
  // +1.5: the status filter, a dashboard figure's notice (due=) and the lines a booking's row names
  ["/tour/bookings", 116.5],
  ["/tour", 115],
  // the hotel list's place filter once pulled the form module (zod, Conform) in: 157 KB
  ["/hotel", 118],
  // the statistics pages are lists too, with what is their own: the date basis, the status tabs and
  // bar chart, the revenue page's columns and payouts
  ["/tour/statistic", 117],
  ["/tour/statistic-revenue", 119],
  // a transfer's words come with its bookings (the transport namespace); +1 with the rows' lines and
  // tags above: 120.6 measured, over the 120 of a list by that much
  ["/transport/statistic-revenue", 121.5],
  ["/profile/change-pass", 152],
  ["/transport/service/action", 158],
  // +2: a content field's text <-> HTML (no markup without scripts) and its formatted view until the editor loads
  ["/tour/action", 192],
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
  ["the room calendar page", (page) => firstHref(page, "/hotel?name=Blue", '[data-testid="hotel-rooms"]'), 200],
  [
    "the bike option calendar page",
    async (page) =>
      firstHref(
        page,
        await firstHref(page, "/bike?name=Da%20Lat", '[data-testid="bike-options"]'),
        '[data-testid="option-edit"]',
      ),
    200,
  ],
  ["the cabin calendar page", async (page, request) => `/cruise/${await demoCruise(request)}/cabins`, 200],
];

async function demoCruise(request: APIRequestContext) {
  const reply = await request.get("/api/v1/dev/tours", { headers: { "X-App-Id": "supplier-backoffice" } });
  const docs = (await reply.json()).data.docs as { _id: string; type: string; agency: string }[];
  return docs.find((t) => t.type === "cruise" && t.agency === "supplier@demo.vn")!._id;
}

async function measure(page: Page, browser: Browser, pathname: string, budget: number) {
  // a fresh page with the session: nothing cached from the login page
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const { kb, files } = await firstLoadKb(fresh, pathname, pathname === RICH_TEXT_FORM);
  test.info().annotations.push({ type: "first-load JS", description: `${pathname}: ${kb.toFixed(1)} KB gz` });
  console.log(`first-load JS ${pathname}: ${kb.toFixed(1)} KB gz\n  ${files.join("\n  ")}`);
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
