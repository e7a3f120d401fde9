// Every page of the product, in both languages, opened as a supplier opens it. The console guard
// of ../support/e2e fails the test on any browser error: hydration mismatches (the server and the
// browser drawing different text), failed loads, React warnings, uncaught exceptions. Every page is
// also read by axe-core (WCAG 2.2 A and AA) at 1280 and 390 px: any violation, of any impact, fails.
import { expectAccessible } from "../support/axe";
import { expect, login, test, type Page } from "../support/e2e";

const SETUP_PAGES = ["age", "optional-group-size", "calendar-group-option", "price-table"] as const;

/** One tour of each price setup kind, found through the list's "Prices" links. */
async function setupLinks(page: Page) {
  const found = new Map<string, string>();
  for (let n = 1; n <= 12 && found.size < SETUP_PAGES.length; n++) {
    await page.goto(`/tour?page=${n}`);
    const hrefs = await page
      .locator('a[href^="/tour/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    if (!hrefs.length) break;
    for (const href of hrefs) {
      const kind = /^\/tour\/[a-f0-9]{24}\/([a-z-]+)$/.exec(href)?.[1];
      if (kind && !found.has(kind)) found.set(kind, href);
    }
  }
  return found;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  // every page answers, the areas still to be built too (their "coming soon" page)
  expect(response?.status(), path).toBeLessThan(400);
  // give hydration its time: its errors come after the load
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, path);
}

/** A service's first booking, from its list: its detail page. */
async function visitFirstBooking(page: Page, service: "tour" | "hotel" | "bike") {
  await visit(page, `/${service}/bookings`);
  const booking = await page.locator(`a[href^="/${service}/booking/"]`).first().getAttribute("href");
  expect(booking, `a ${service} booking in the list`).toBeTruthy();
  await visit(page, booking!);
}

/**
 * The first of a list's links (by test id) whose page has a `child` link: other browser tests add
 * listings without types or options to the same supplier, so the first row may have none.
 */
async function firstWith(page: Page, list: string, links: string, child: string) {
  await visit(page, list);
  const hrefs = await page.getByTestId(links).evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    await visit(page, href);
    const found = await page
      .locator(child)
      .first()
      .getAttribute("href", { timeout: 1000 })
      .catch(() => null);
    if (found) return { href, child: found };
  }
  throw new Error(`no ${links} link of ${list} leads to a page with ${child}`);
}

/** Signs in and, for English, switches the language (kept in its cookie). */
async function signIn(page: Page, lang: "vi" | "en") {
  await login(page);
  if (lang === "en") {
    await page.request.post("/language", { form: { lng: "en", back: "/" } });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
}

// one test an area, so each stays well inside its time and a failure names its area
for (const lang of ["vi", "en"] as const) {
  test.describe(`every page opens without a browser error and passes axe (${lang})`, () => {
    test("the login pages, every menu entry and the account pages", async ({ page }) => {
      test.setTimeout(300_000);
      for (const mode of ["", "?mode=forgot", "?mode=reset"]) await visit(page, `/login${mode}`);
      // an invitation's page (spec team.md §Screens), logged out as the invited person opens it
      await visit(page, "/invite?code=AbCdEf123456&email=lan%40team.test");
      await signIn(page, lang);
      const menu = await page
        .getByTestId("side-menu")
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(menu.length).toBeGreaterThan(4);
      const account = [
        "/profile",
        "/profile/user",
        "/profile/agency",
        "/profile/team",
        "/profile/change-pass",
        "/infomation",
        "/activity",
      ];
      for (const path of [...new Set([...menu, ...account])]) await visit(page, path);
    });

    test("the tour pages: forms, price setups, a booking, statistics and a payout", async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, lang);
      await visit(page, "/tour/action");
      const setups = await setupLinks(page);
      expect([...setups.keys()].sort(), "one tour of each price setup kind").toEqual([...SETUP_PAGES].sort());
      for (const href of setups.values()) {
        await visit(page, href);
        await visit(page, `/tour/action/${href.split("/")[2]}`);
      }
      await visit(page, `${setups.get("age")}?modal=add`);
      await visit(page, `${setups.get("calendar-group-option")}?modal=add`);

      await visitFirstBooking(page, "tour");

      await visit(page, "/tour/statistic");
      await visit(page, "/tour/statistic-revenue");
      await visit(page, "/tour/statistic-revenue?tab=payments");
      const payment = await page.getByTestId("payment-open").first().getAttribute("href");
      expect(payment).toBeTruthy();
      await visit(page, payment!);
      await expect(page.getByTestId("payment-drawer")).toBeVisible();
    });

    test("the cruise, hotel and bike pages: forms, types with their calendars, options", async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, lang);
      // the cruise pages: its form, its cabins and a cabin type's form
      await visit(page, "/cruise/action");
      const cruise = await firstWith(
        page,
        "/cruise",
        "cruise-cabins",
        '[data-testid="cabin-row"] a[href*="/cabin/action/"]',
      );
      await visit(page, cruise.child);
      await visit(page, `/cruise/action/${cruise.href.split("/")[2]}`);
      await visit(page, cruise.href.replace(/cabins$/, "cabin/action"));

      // the hotel pages: its form, its rooms with their calendar and a room type's form
      await visit(page, "/hotel/action");
      const hotel = await firstWith(page, "/hotel", "hotel-rooms", 'a[href*="/room/action/"]');
      await visit(page, hotel.child);
      await visit(page, `/hotel/action/${hotel.href.split("/")[2]}`);
      await visit(page, hotel.href.replace(/rooms$/, "room/action"));
      // the rate calendar: the occupancy grid (31 days), a day's edit with its stay rules, the bulk form
      await visit(page, `${hotel.href.replace(/rooms$/, "occupancy")}?days=31`);
      const dayEdit = await page.locator('a[href*="modal=day"]').first().getAttribute("href");
      if (dayEdit) await visit(page, dayEdit);
      await visit(page, hotel.href.replace(/rooms$/, "bulk"));

      // the bike pages: its form, its rental options with one chosen
      await visit(page, "/bike/action");
      const bike = await firstWith(page, "/bike", "bike-options", '[data-testid="option-edit"]');
      await visit(page, bike.child);
      await visit(page, `/bike/action/${bike.href.split("/")[2]}`);

      // a booking of each, as its owner opens it from the list
      await visitFirstBooking(page, "hotel");
      await visitFirstBooking(page, "bike");

      // the front desks of the day (contract/front-desk.ts)
      await visit(page, "/hotel/today");
      await visit(page, "/bike/today");
    });
  });
}
