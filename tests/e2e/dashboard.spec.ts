// The dashboard (/) as suppliers open it in the morning, in a real browser with scripts on and off,
// at 1280 and 390 px, in Vietnamese and English: the all-services demo supplier and the tours-only one.
import { expect, loadsDocument, login, paidBooking, scriptsOn, test, type Page } from "../support/e2e";

/** The page's screenshots (looked at by hand; kept with the test's output, never committed). */
async function shot(page: Page, name: string) {
  const mode = scriptsOn() ? "js" : "nojs";
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: test.info().outputPath(`${name}-${mode}-${width}.png`), fullPage: true });
}

async function english(page: Page) {
  await page.getByTestId("language-menu").locator("summary").click();
  await loadsDocument(page, () => page.getByTestId("language-en").click());
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

const countOf = async (page: Page, section: string) =>
  Number(await page.getByTestId(`dash-${section}-count`).textContent());

/** No message key, enum value or raw route reaches the reader. */
async function noRawWords(page: Page) {
  const text = await page.getByTestId("dashboard").innerText();
  for (const raw of [
    "dashboard:",
    "bookings:",
    "transport:",
    "no_driver",
    "no_operator",
    "sold_out",
    "nothing_scheduled",
  ]) {
    expect(text, raw).not.toContain(raw);
  }
  expect(text).not.toMatch(/\b(airport|city)_[a-z_]+\b/);
}

test("the all-services supplier sees what needs them now, and each line leads to it", async ({ page, request }) => {
  await login(page);
  await expect(page.getByRole("heading", { name: "Xin chào, Minh!" })).toBeVisible();
  await expect(page.getByText("Quản lý dịch vụ, giá, lịch bán và đơn đặt chỗ của bạn ở cùng một nơi.")).toBeVisible();
  for (const s of ["to-confirm", "today", "to-complete", "running-low", "listings", "money"]) {
    await expect(page.getByTestId(`dash-${s}`)).toBeVisible();
  }
  await noRawWords(page);

  // a booking paid now is counted under "to confirm" and on the tour group's bookings entry
  const tourBadge = () =>
    page
      .getByTestId("side-menu")
      .locator('a[href="/tour/bookings"]')
      .getByTestId("menu-badge")
      .locator("[aria-hidden]");
  const before = await countOf(page, "to-confirm");
  const badgeBefore = Number(await tourBadge().textContent());
  await paidBooking(request, { fullname: "Khách Tổng Quan" });
  await page.goto("/");
  await expect(page.getByTestId("dash-to-confirm-count")).toHaveText(String(before + 1));
  await expect(tourBadge()).toHaveText(String(badgeBefore + 1));
  // every page's menu carries the counts, not only the dashboard's
  await page.goto("/tour/statistic");
  await expect(tourBadge()).toHaveText(String(badgeBefore + 1));
  await page.goto("/");

  // today: a booking not confirmed yet, or a transfer whose driver is incomplete, says it cannot start
  // (in the service's words)
  const blocked = page.getByTestId("dash-today").getByTestId("dash-blocker").first();
  await expect(blocked).toBeVisible();
  await expect(blocked).toHaveText(/Chưa xác nhận|Thiếu liên hệ|thông tin chưa đủ/);
  // a cruise's check-in is its boarding (the service's own word), a hotel's stays a check-in
  const todayText = await page.getByTestId("dash-today").innerText();
  // (a cruise line's service tag, upper-cased; the "see all" links name the tours-and-cruises list)
  if (/DU THUYỀN/.test(todayText)) expect(todayText).toContain("Lên tàu");

  // the most urgent booking's "Confirm" opens its confirm dialog (a URL state: scripts on or off)
  const confirm = page.getByTestId("dash-confirm-line").first().getByRole("link", { name: "Xác nhận" });
  await expect(confirm).toHaveAttribute("href", /\/booking\/[^/?]+\?do=confirmed$/);
  await shot(page, "dashboard-all-vi");
  await confirm.click();
  await expect(page.getByTestId("dialog-confirmed")).toBeVisible();

  // a calendar running low leads to that calendar's month
  await page.goto("/");
  const calendar = page.getByTestId("dash-low-line").first().getByRole("link", { name: "Lịch" });
  const href = await calendar.getAttribute("href");
  expect(href).toMatch(
    /^\/(cruise|hotel|bike)\/[^/]+\/(cabins|rooms|options)\?(cabin|room|option)=[^&]+(&month=\d+&year=\d{4})?$/,
  );
  await calendar.click();
  await expect(page.locator("section.cabin-calendar")).toBeVisible();

  // English, then a phone: the cards stack in the order of urgency, the menu's group carries the count
  await page.goto("/");
  await english(page);
  await expect(page.getByRole("heading", { name: "Welcome, Minh!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "To confirm" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Calendars running low" })).toBeVisible();
  await noRawWords(page);
  await shot(page, "dashboard-all-en");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByTestId("mobile-menu").locator('[data-group="tour"] summary').getByTestId("menu-badge"),
  ).toBeVisible();
  const top = async (s: string) => (await page.getByTestId(`dash-${s}`).boundingBox())!;
  const [first, second] = [await top("to-confirm"), await top("today")];
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(Math.abs(second.x - first.x)).toBeLessThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "dashboard-all-en");
});

test("the hotel+bike supplier's figures each lead to a list of exactly those bookings", async ({ page }) => {
  await login(page, "hotelbike@demo.vn");
  await english(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    // today: every service's share of the day, each a link to its list (not only the first ten lines)
    const today = page.getByTestId("dash-today");
    const shares = today.getByTestId("dash-due-link");
    const count = await countOf(page, "today");
    let sum = 0;
    for (const text of await shares.allInnerTexts()) sum += Number(text.match(/(\d+)\s*$/)![1]);
    expect(sum).toBe(count);
    // a stay's check-in has its time (§9: from 12:00), so the day reads in time order
    const times = await today.locator(".dash-when").allInnerTexts();
    for (const t of times.filter((x) => /Check-in/.test(x))) expect(t).toContain("12:00");
    // the stuck ones are there with what the owner can do
    await expect(page.getByTestId("dash-stuck")).toContainText("contact the marketplace’s support");
    await noRawWords(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, "dashboard-hotelbike-en");
  }
  // "To confirm" leads to a list of exactly its bookings
  const link = page.getByTestId("dash-to-confirm").getByTestId("dash-due-link").first();
  const figure = Number((await link.innerText()).match(/(\d+)\s*$/)![1]);
  await loadsDocument(page, () => link.click());
  await expect(page).toHaveURL(/\/bookings\?due=confirm$/);
  await expect(page.getByTestId("bookings-due")).toContainText(`Bookings listed: ${figure}`);
});

test("the tours-only supplier sees only its tours, each empty card saying so", async ({ page, baseURL }) => {
  await login(page, "newsupplier@demo.vn", "any");
  // unverified: the login lands on the profile (tours-cruises §2 Login); the dashboard is one click away
  await expect(page).toHaveURL(/\/profile\/agency$/);
  await page.goto("/");
  const board = page.getByTestId("dashboard");
  // (its currency dialog hides the rest from the accessibility tree with scripts: read the text)
  await expect(page.getByText("Xin chào, Lan!")).toBeVisible();
  await expect(board.getByText("Không có đơn nào chờ bạn xác nhận.")).toBeVisible();
  await expect(board.getByText("Hôm nay không có dịch vụ nào bắt đầu hay kết thúc.")).toBeVisible();
  await expect(board.getByText("Mọi lịch đều còn chỗ trong 14 ngày tới.")).toBeVisible();
  await expect(page.getByTestId("dash-month-income")).toHaveText("0 ₫");
  await expect(page.getByTestId("dash-last-payout")).toHaveText("Chưa có lần thanh toán nào");
  await expect(board.getByText(/Khách sạn|Đưa đón|Thuê xe|Du thuyền/)).toHaveCount(0);
  await expect(page.getByTestId("menu-badge")).toHaveCount(0);
  await noRawWords(page);
  await shot(page, "dashboard-tours-vi");

  // its currency dialog covers the page (the foundation scenario answers it): English by the language cookie
  await page
    .context()
    .addCookies([{ name: "lng", value: encodeURIComponent(btoa(JSON.stringify("en"))), url: baseURL! }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(board.getByText("No booking is waiting for your confirmation.")).toBeVisible();
  await expect(board.getByText("No listing is pending moderation or rejected.")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(board.getByText("Nothing starts or ends today.")).toBeVisible();
  await noRawWords(page);
  await shot(page, "dashboard-tours-en");
});

test("a guest's name without a space breaks inside its card on a phone", async ({ page }) => {
  // the page's data from the other specs holds such names (a German one); the CSS must hold them at 390 px
  test.skip(!scriptsOn(), "the long name is written into the page by a script");
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "supplier@demo.vn");
  await expect(page.getByTestId("dash-to-confirm")).toBeVisible();
  await page.evaluate(() => {
    for (const s of document.querySelectorAll(".dash-meta > span:not([class])"))
      s.textContent = "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessen";
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
