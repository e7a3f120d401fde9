// Hotel bookings in a real browser, scripts on and off (Vietnamese, the default language): a stay's
// status set by hand through its dialog, a stay waiting for confirmation confirmed, its bank-transfer
// code recorded (none on a stay paid by card), the list sorted and filtered by status, the statistics
// opening on All (hotels-bikes-transport §2, §4, §5 "Transaction code", §9).
import { type APIRequestContext, expect, login, screenshots, test } from "../support/e2e";
import { HOTELIER, hotelierStay } from "../support/stays";

/** A customer's stay at the demo hotelier's first hotel, checking in today (two nights, one room). */
const stayToday = (request: APIRequestContext, status = "wait_paid") =>
  hotelierStay(request, {
    checkinIn: [0],
    status,
    item: { quantity: 1 },
    contact: { fullname: "Đỗ Minh Khoa", phone: "+84912345678", email: "khoa@example.vn" },
  });

test("set a stay paid then completed through its dialogs, and record its transfer code", async ({ page, request }) => {
  const booking = await stayToday(request);
  await login(page, HOTELIER);
  await page.goto(`/hotel/booking/${booking._id}`);
  await expect(page.getByTestId("booking-status")).toContainText("Chờ thanh toán");
  await expect(page.getByTestId("booking-nights")).toContainText("2");
  await expect(page.getByTestId("booking-travel-date")).toContainText("12:00–14:00");
  await expect(page.getByTestId("booking-fees")).toContainText("VAT");
  await page.getByTestId("action-paid").click();
  const paid = page.getByTestId("dialog-paid");
  await expect(paid).toBeVisible();
  await paid.getByTestId("submit-paid").click();
  await expect(page.getByTestId("dialog-paid")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("Đã thanh toán");

  // the transfer code: a blank one is refused in the dialog, then saved as typed (trimmed)
  await page.getByTestId("transfer-code-open").click();
  const dialog = page.getByTestId("dialog-transfer-code");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("transfer-code").fill("   ");
  await dialog.getByTestId("submit-transfer-code").click();
  await expect(page.getByTestId("dialog-transfer-code").getByText("Vui lòng").first()).toBeVisible();
  await page.getByTestId("dialog-transfer-code").getByTestId("transfer-code").fill("  FT2611 XYZ  ");
  await screenshots(page, "hotel-transfer-dialog", true);
  await page.getByTestId("dialog-transfer-code").getByTestId("submit-transfer-code").click();
  await expect(page.getByTestId("dialog-transfer-code")).toBeHidden();
  await expect(page.getByTestId("booking-payment-id")).toHaveText("FT2611 XYZ");
  await expect(page.getByTestId("booking-transactions")).toContainText("FT2611 XYZ");

  // checking in today: the stay may be completed; then nothing more is offered
  await page.getByTestId("action-completed").click();
  await page.getByTestId("dialog-completed").getByTestId("submit-completed").click();
  await expect(page.getByTestId("booking-status")).toContainText("Hoàn thành");
  await expect(page.getByTestId("booking-actions").getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("booking-idle")).toBeVisible();
  await screenshots(page, "hotel-booking", true);
});

test("confirm a stay waiting for confirmation through its dialog", async ({ page, request }) => {
  const booking = await stayToday(request, "wait-confirm");
  await login(page, HOTELIER);
  await page.goto(`/hotel/booking/${booking._id}`);
  await expect(page.getByTestId("booking-status")).toContainText("Chờ xác nhận");
  await page.getByTestId("action-confirmed").click();
  const dialog = page.getByTestId("dialog-confirmed");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("giữ phòng");
  await dialog.getByTestId("submit-confirmed").click();
  await expect(page.getByTestId("dialog-confirmed")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("Đã xác nhận");
  await expect(page.getByTestId("action-confirmed")).toHaveCount(0);
});

test("a stay paid by card offers no transfer code: no second payment", async ({ page, request }) => {
  const booking = await stayToday(request, "paid");
  await login(page, HOTELIER);
  await page.goto(`/hotel/booking/${booking._id}`);
  await expect(page.getByTestId("booking-transactions").getByTestId("booking-transaction")).toHaveCount(1);
  // paid: the page offers no code, not even through the dialog's URL
  await expect(page.getByTestId("transfer-code-open")).toHaveCount(0);
  await page.goto(`/hotel/booking/${booking._id}?transfer=1`);
  await expect(page.getByTestId("dialog-transfer-code")).toHaveCount(0);
  await expect(page.getByTestId("booking-transactions").getByTestId("booking-transaction")).toHaveCount(1);
});

test("hotel bookings list and statistics", async ({ page }) => {
  await login(page, HOTELIER);
  await page.goto("/hotel/bookings");
  const rows = page.getByTestId("booking-list").getByTestId("list-row");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("Nhận phòng");
  await expect(rows.first().getByTestId("booking-end")).toContainText("Trả phòng");
  await screenshots(page, "hotel-bookings");
  // sorted by created date and filtered by status through the filter bar (a GET form)
  await page.getByTestId("bookings-sort").selectOption("created_asc");
  await page.getByTestId("bookings-status").selectOption("wait-confirm");
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/sort=created_asc/);
  await expect(page).toHaveURL(/status=wait-confirm/);
  await expect(page.getByTestId("bookings-status")).toHaveValue("wait-confirm");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Chờ xác nhận");
  await screenshots(page, "hotel-bookings-filtered");
  await page.goto("/hotel/statistic");
  const tabs = page.getByTestId("status-tabs");
  // it opens on All
  await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute("data-tab", "all");
  await expect(page.getByTestId("booking-list").getByTestId("list-row")).toHaveCount(10);
  await expect(tabs.locator('[data-tab="not-come"]')).toBeVisible();
  await tabs.locator('[data-tab="completed"]').click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByTestId("booking-list").getByTestId("list-row").first()).toContainText("Hoàn thành");
  await screenshots(page, "hotel-statistic");
  await page.goto("/hotel/statistic-revenue");
  await expect(page.getByTestId("summary-paid")).toContainText("29.850.000");
  await screenshots(page, "hotel-revenue");
});
