// Bookings and statistics as a supplier uses them, in a real browser, with scripts on and off
// (Vietnamese, the default language).
import {
  type APIRequestContext,
  type Page,
  expect,
  loadsDocument,
  login,
  paidBooking,
  scriptsOn,
  test,
} from "../support/e2e";

const dev = { "X-App-Id": "supplier-backoffice" };
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());

async function shots(page: Page, name: string) {
  const mode = scriptsOn() ? "js" : "nojs";
  await page.screenshot({ path: test.info().outputPath(`${name}-${mode}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${mode}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The page in English (a plain form post, with or without scripts). */
async function english(page: Page) {
  await page.getByTestId("language-menu").locator("summary").click();
  await loadsDocument(page, () => page.getByTestId("language-en").click());
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("find a booking by number and confirm it with a tour operator", async ({ page, request }) => {
  const booking = await paidBooking(request);
  await login(page);
  await page.goto("/tour/bookings");
  await page.getByTestId("bookings-uid").fill(booking.uid.slice(5).toLowerCase());
  await page.getByTestId("filter-search").click();
  const rows = page.getByTestId("booking-list").getByTestId("list-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Đỗ Minh Khoa");
  await shots(page, "bookings-list");

  await rows.first().getByRole("link", { name: booking.uid }).click();
  await expect(page.getByTestId("booking-status")).toContainText("Đã thanh toán");
  await expect(page.getByTestId("booking-qr")).toBeVisible();
  await page.getByTestId("action-confirmed").click();
  const dialog = page.getByTestId("dialog-confirmed");
  await expect(dialog).toBeVisible();
  const operator = dialog.getByTestId("contact-tour_operator");
  await operator.locator('input[name="tour_operator.fullname"]').fill("Trần Văn Hùng");
  await operator.locator('input[name="tour_operator.email"]').fill("sai-email");
  await operator.locator('input[name="tour_operator.contact_methods[0].value"]').fill("0901234567");
  await dialog.getByTestId("submit-confirmed").click();
  await expect(dialog.getByText("Vui lòng nhập email hợp lệ")).toBeVisible();
  await page
    .getByTestId("dialog-confirmed")
    .getByTestId("contact-tour_operator")
    .locator('input[name="tour_operator.email"]')
    .fill("hung@saigondiscovery.vn");
  // a second way to reach the operator: the add button works with and without scripts
  await page.getByTestId("tour_operator-add-method").click();
  await page
    .getByTestId("dialog-confirmed")
    .locator('input[name="tour_operator.contact_methods[1].value"]')
    .fill("hung.zalo");
  await shots(page, "booking-confirm-dialog");
  await page.getByTestId("dialog-confirmed").getByTestId("submit-confirmed").click();

  await expect(page.getByTestId("dialog-confirmed")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("Đã xác nhận");
  await expect(page.getByTestId("contact-card-tour_operator")).toContainText("Trần Văn Hùng");
  await expect(page.getByTestId("contact-card-tour_operator")).toContainText("hung.zalo");
  await expect(page.getByTestId("action-agency_begin")).toBeVisible(); // travel date is today
  await shots(page, "booking-detail");
});

test("statistics and revenue with a date range, and a payment's drawer", async ({ page }) => {
  await login(page);
  await page.goto("/tour/statistic");
  const start = new Date(Date.now() - 60 * 86400_000).toISOString().slice(0, 10);
  await page.getByTestId("range-start").fill(start);
  await page.getByTestId("range-end").fill(today);
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/date_range=/);
  await expect(page.getByTestId("chart-bars")).toBeVisible();
  await page
    .getByTestId("status-tabs")
    .getByRole("link", { name: /Đã thanh toán/ })
    .click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page).toHaveURL(/date_range=/);
  // a new range keeps the chosen tab
  const later = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
  await page.getByTestId("range-start").fill(later);
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(new RegExp(`date_range=[^&]*${later}`));
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByTestId("status-tabs").locator('[aria-current="page"]')).toHaveAttribute("data-tab", "paid");
  await shots(page, "statistic");

  await page.goto("/tour/statistic-revenue");
  await page.getByTestId("range-start").fill(start);
  await page.getByTestId("range-end").fill(today);
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/date_range=/);
  await expect(page.getByTestId("summary-revenue")).toBeVisible();
  await expect(page.getByTestId("chart-columns")).toBeVisible();
  await page.getByTestId("revenue-tabs").getByRole("link", { name: "Thanh toán" }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await page.getByTestId("payment-open").first().click();
  const drawer = page.getByTestId("payment-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText("PAY-");
  await shots(page, "revenue-payment");
  await drawer.getByTestId("payment-drawer-close").click();
  await expect(page.getByTestId("payment-drawer")).toBeHidden();
});

test("every dialog closes with Đóng; the cancel dialog keeps Hủy đơn for the action", async ({ page, request }) => {
  const paid = await paidBooking(request);
  const confirmed = await paidBooking(request, { status: "confirmed" });
  await login(page);
  await page.goto(`/tour/booking/${paid._id}`);
  await page.getByTestId("action-cancelled").click();
  const cancel = page.getByTestId("dialog-cancelled");
  await expect(cancel).toBeVisible();
  await expect(cancel.getByRole("link", { name: "Đóng", exact: true })).toBeVisible();
  await expect(cancel.getByRole("button", { name: "Hủy đơn", exact: true })).toBeVisible();
  await expect(cancel.getByRole("link", { name: "Hủy", exact: true })).toHaveCount(0);
  await expect(cancel.getByRole("button", { name: "Hủy", exact: true })).toHaveCount(0);
  await shots(page, "cancel-dialog-vi");
  await cancel.getByRole("link", { name: "Đóng", exact: true }).click();
  await expect(page.getByTestId("dialog-cancelled")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("Đã thanh toán");

  await page.goto(`/tour/booking/${confirmed._id}`);
  await page.getByTestId("action-agency_begin").click();
  const start = page.getByTestId("dialog-agency_begin");
  await expect(start.getByRole("link", { name: "Đóng", exact: true })).toBeVisible();
  await expect(start.getByRole("link", { name: "Hủy", exact: true })).toHaveCount(0);

  await page.goto(`/tour/booking/${paid._id}`);
  await english(page);
  await page.getByTestId("action-cancelled").click();
  const en = page.getByTestId("dialog-cancelled");
  await expect(en.getByRole("link", { name: "Close", exact: true })).toBeVisible();
  await expect(en.getByRole("button", { name: "Cancel booking", exact: true })).toBeVisible();
  await expect(en.getByRole("link", { name: "Cancel", exact: true })).toHaveCount(0);
  await shots(page, "cancel-dialog-en");
});

test("the chosen status tab stays in view at 1280 px; the revenue chart reads on a phone", async ({ page }) => {
  await login(page);
  const start = new Date(Date.now() - 60 * 86400_000).toISOString().slice(0, 10);
  const range = encodeURIComponent(JSON.stringify({ start, end: today }));
  for (const lang of ["vi", "en"]) {
    if (lang === "en") {
      await page.goto("/");
      await english(page);
    }
    // the last tab chosen on a laptop: every tab fits the width, the chosen one in view
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/tour/statistic?status=abandoned&date_range=${range}`);
    const tabs = page.getByTestId("status-tabs");
    const nav = (await tabs.boundingBox())!;
    for (const tab of await tabs.locator("a").all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(nav.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(nav.x + nav.width + 1);
    }
    expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(tabs.locator('[aria-current="page"]')).toBeInViewport();
    await page.screenshot({
      path: test.info().outputPath(`statistic-tabs-${lang}-${scriptsOn() ? "js" : "nojs"}-1280.png`),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: test.info().outputPath(`statistic-tabs-${lang}-${scriptsOn() ? "js" : "nojs"}-390.png`),
      fullPage: true,
    });

    // the revenue chart on a phone: its labels at a real size (at least 11 px tall on screen)
    await page.goto(`/tour/statistic-revenue?date_range=${range}`);
    const chart = page.getByTestId("chart-columns");
    await expect(chart).toBeVisible();
    const labels = chart.locator(".chart-axis");
    expect(await labels.count()).toBeGreaterThanOrEqual(3);
    for (const label of await labels.all()) {
      // wholly on the screen's width, not cut off at the side
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // the size on screen: the CSS size times the scale an SVG drawing applies to its text
      const size = await label.evaluate(
        (el) =>
          parseFloat(getComputedStyle(el).fontSize) * ((el as unknown as SVGGraphicsElement).getScreenCTM?.()?.a ?? 1),
      );
      expect(size, (await label.textContent()) ?? "").toBeGreaterThanOrEqual(11);
    }
    const chartBox = (await chart.boundingBox())!;
    expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(390);
    await chart.screenshot({
      path: test.info().outputPath(`revenue-chart-${lang}-${scriptsOn() ? "js" : "nojs"}-390.png`),
    });
    await page.screenshot({
      path: test.info().outputPath(`revenue-${lang}-${scriptsOn() ? "js" : "nojs"}-390.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({
      path: test.info().outputPath(`revenue-${lang}-${scriptsOn() ? "js" : "nojs"}-1280.png`),
      fullPage: true,
    });
  }
});

// A 64-character name without a space and a 64-character e-mail
const LONG_NAME = "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftsc";
const LONG_EMAIL = "wolfeschlegelsteinhausenbergerdorff.voralternwaren@example-co.vn";

async function longNameBooking(request: APIRequestContext) {
  const tours = await (await request.get("/api/v1/dev/tours", { headers: dev })).json();
  const tour = tours.data.docs.find(
    (t: { agency: string; type: string }) => t.agency === "supplier@demo.vn" && t.type !== "cruise",
  );
  const reply = await request.post("/api/v1/dev/order", {
    headers: dev,
    data: {
      service: "tour",
      tour: tour._id,
      date_travel: today,
      status: "paid",
      items: [{ name: "Người lớn", quantity: 2, price: 890000, commission_type: "percent", commission_value: 15 }],
      single_room_surcharge: 300000,
      single_room_quantity: 1,
      single_room_commission_type: "percent",
      single_room_commission_value: 10,
      contact: { fullname: LONG_NAME, phone: "+84912345678", email: LONG_EMAIL },
    },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data as { _id: string; uid: string };
}

test("bookings at 1280 px with a very long guest name: order numbers on one line, the table in its box, the detail link reachable", async ({
  page,
  request,
}) => {
  const booking = await longNameBooking(request);
  await login(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/tour/bookings");
  const row = page.getByTestId("booking-list").getByTestId("list-row").filter({ hasText: booking.uid });
  await expect(row).toContainText(LONG_NAME.slice(0, 20));
  // the order number is one line box, never broken
  expect(await row.getByRole("link", { name: booking.uid }).evaluate((a) => a.getClientRects().length)).toBe(1);
  // nothing widens the page; the table stays inside its box
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const box = await page.getByTestId("booking-list").locator(".data-table").boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  // the detail link is on screen and takes the click (nothing covers it)
  const open = row.getByTestId("booking-open");
  await expect(open).toBeInViewport();
  await shots(page, "bookings-long-name");
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/tour/booking/${booking._id}$`));
});

test("a phone card carries the table's columns: commission, surcharge, real income and the guest's e-mail, within the screen", async ({
  page,
  request,
}) => {
  const booking = await longNameBooking(request);
  await login(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tour/bookings?uid=${booking.uid}`);
  // one markup: on a phone the table's row is shown as a card (no header row, labelled cells)
  const card = page.getByTestId("booking-list").getByTestId("list-row");
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("booking-list").locator("thead")).toBeHidden();
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe("flex");
  await expect(card.getByTestId("guest-email")).toBeVisible();
  await expect(card.getByTestId("guest-email")).toHaveText(LONG_EMAIL);
  // 85 % of 1,780,000 + 90 % of 300,000 kept: commission 267,000 + 30,000; surcharge 300,000
  const cell = async (id: string, label: string, amount: string) => {
    const td = card.getByTestId(id);
    await expect(td).toBeVisible();
    await expect(td).toContainText(amount);
    // the card names the figure (the cell's label, shown by CSS before the value)
    expect(await td.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(`"${label}"`);
  };
  await cell("cell-commission", "Hoa hồng", "297.000 ₫");
  await cell("cell-surcharge", "Phụ thu", "300.000 ₫");
  await expect(card.getByTestId("real-income")).toBeVisible();
  await expect(card.getByTestId("real-income")).toContainText("1.783.000 ₫");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`bookings-card-${scriptsOn() ? "js" : "nojs"}-phone.png`) });
});
