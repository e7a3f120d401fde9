// A page loads only the base namespaces and its own before hydrating; a client
// navigation to a page whose namespace is still on its way keeps the old page on screen until it
// arrives — a raw key (e.g. "list.title") never shows, even on a slow phone.
import { expect, login, scriptsOn, test } from "../support/e2e";

const RAW_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

test("a navigation waits for the next page's namespace: no raw key ever shows", async ({ page }) => {
  await login(page);
  await page.goto("/tour");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // a slow network for the bookings namespace (both languages' chunks are named bookings-*.js)
  let delayed = 0;
  await page.route(/\/assets\/bookings-[\w-]+\.js$/, async (route) => {
    delayed += 1;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.evaluate((pattern) => {
    const raw = new RegExp(pattern);
    const seen: string[] = [];
    (window as unknown as { rawKeys: string[] }).rawKeys = seen;
    const check = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? "";
        if (raw.test(text)) seen.push(text);
      }
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, RAW_KEY.source);
  const link = page.getByTestId("side-menu").getByRole("link", { name: "Đơn đặt chỗ" }).first();
  if (scriptsOn()) {
    await link.click();
    await expect(page).toHaveURL(/\/tour\/bookings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Đơn đặt chỗ" })).toBeVisible();
    expect(delayed, "the bookings namespace was not loaded with /tour").toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys)).toEqual([]);
  } else {
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Đơn đặt chỗ" })).toBeVisible();
  }
  // nothing on the page reads as a key
  const texts = await page.locator("body").allInnerTexts();
  expect(
    texts
      .join("\n")
      .split("\n")
      .filter((l) => RAW_KEY.test(l.trim())),
  ).toEqual([]);
});
