// Every page of the product, in both languages, opened as a supplier opens it. The console guard
// of ../support/e2e fails the test on any browser error: hydration mismatches (the server and the
// browser drawing different text), failed loads, React warnings, uncaught exceptions.
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
}

for (const lang of ["vi", "en"] as const) {
  test(`every page opens without a browser error (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const mode of ["", "?mode=forgot", "?mode=reset"]) await visit(page, `/login${mode}`);
    await login(page);
    if (lang === "en") {
      await page.request.post("/language", { form: { lng: "en", back: "/" } });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }

    const menu = await page
      .getByTestId("side-menu")
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(menu.length).toBeGreaterThan(4);
    const account = ["/profile", "/profile/user", "/profile/agency", "/profile/change-pass", "/infomation"];
    for (const path of [...new Set([...menu, ...account])]) await visit(page, path);

    await visit(page, "/tour/action");
    const setups = await setupLinks(page);
    expect([...setups.keys()].sort(), "one tour of each price setup kind").toEqual([...SETUP_PAGES].sort());
    for (const href of setups.values()) {
      await visit(page, href);
      await visit(page, `/tour/action/${href.split("/")[2]}`);
    }
    await visit(page, `${setups.get("age")}?modal=add`);
    await visit(page, `${setups.get("calendar-group-option")}?modal=add`);

    await visit(page, "/tour/bookings");
    const booking = await page.locator('a[href^="/tour/booking/"]').first().getAttribute("href");
    expect(booking).toBeTruthy();
    await visit(page, booking!);

    await visit(page, "/tour/statistic");
    await visit(page, "/tour/statistic-revenue");
    await visit(page, "/tour/statistic-revenue?tab=payments");
    const payment = await page.getByTestId("payment-open").first().getAttribute("href");
    expect(payment).toBeTruthy();
    await visit(page, payment!);
    await expect(page.getByTestId("payment-drawer")).toBeVisible();

    // the cruise pages: its form, its cabins and a cabin type's form
    await visit(page, "/cruise/action");
    await visit(page, "/cruise");
    const cabins = await page.getByTestId("cruise-cabins").first().getAttribute("href");
    expect(cabins).toBeTruthy();
    await visit(page, `/cruise/action/${cabins!.split("/")[2]}`);
    await visit(page, cabins!);
    const cabin = await page.getByTestId("cabin-row").first().locator('a[href*="/cabin/action/"]').getAttribute("href");
    await visit(page, cabin!);
    await visit(page, cabins!.replace(/cabins$/, "cabin/action"));

    // the bike pages: its form, its rental options with one chosen
    await visit(page, "/bike/action");
    await visit(page, "/bike");
    const options = await page.getByTestId("bike-options").first().getAttribute("href");
    expect(options).toBeTruthy();
    await visit(page, `/bike/action/${options!.split("/")[2]}`);
    await visit(page, options!);
    const option = await page.getByTestId("option-edit").first().getAttribute("href");
    await visit(page, option!);
  });
}
