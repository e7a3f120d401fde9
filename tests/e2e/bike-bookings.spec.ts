// Bike bookings in a real browser, scripts on and off (Vietnamese, the default language): a paid
// rental confirmed through its dialog (with the warning of what follows), another cancelled with a
// required reason, a waiting rental's transfer code recorded (it is paid), the list filtered by status
// and the statistics with the started tabs (hotels-bikes-transport §2, §4, §5 "Cancel reason", §7, §9).
import { type APIRequestContext, expect, login, screenshots, test } from "../support/e2e";

const DEV = { "X-App-Id": "supplier-backoffice" };
const RENTER = "hotelbike@demo.vn";
const day = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(Date.now() + offset * 86_400_000));

/** A customer's rental (paid by default) of one of the demo renter's options, picked up in a few days (one day). */
async function paidRental(request: APIRequestContext, status = "paid") {
  const login = await request.post("/api/v1/auth/login", {
    headers: DEV,
    data: { type: 0, role: "agency", email: RENTER, password: "Demo@12345" },
  });
  const auth = { ...DEV, Authorization: `Bearer ${(await login.json()).data.token.accessToken}` };
  const bikes = (await (await request.get("/api/v1/bike/bike?perPage=-1", { headers: auth })).json()).data.docs;
  for (const bike of bikes as { _id: string; rental_by_day: boolean }[]) {
    if (!bike.rental_by_day) continue;
    const options = (await (await request.get(`/api/v1/bike/option?bike=${bike._id}`, { headers: auth })).json()).data
      .docs as { _id: string }[];
    for (const option of options)
      for (const offset of [3, 5, 8, 13]) {
        const reply = await request.post("/api/v1/dev/order", {
          headers: DEV,
          data: {
            service: "bike",
            bike: bike._id,
            rental_method: "day",
            date_pickup: day(offset),
            time_pickup: "08:00",
            date_return: day(offset + 1),
            time_return: "08:00",
            items: [{ option: option._id, quantity: 1 }],
            contact: { fullname: "Đỗ Minh Khoa", phone: "+84912345678", email: "khoa@example.vn" },
            status,
          },
        });
        if (reply.ok()) return (await reply.json()).data as { _id: string; uid: string };
      }
  }
  throw new Error("no option of the demo renter is on sale in the coming days");
}

test("confirm a paid rental through its dialog; cancel another only with a reason", async ({ page, request }) => {
  const first = await paidRental(request);
  await login(page, RENTER);
  await page.goto(`/bike/booking/${first._id}`);
  await expect(page.getByTestId("booking-status")).toContainText("Đã thanh toán");
  await expect(page.getByTestId("rental-time")).toContainText("1 ngày");
  await expect(page.getByTestId("booking-travel-date")).toContainText("08:00");
  await page.getByTestId("action-confirmed").click();
  const confirm = page.getByTestId("dialog-confirmed");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("không thể hủy");
  await screenshots(page, "bike-confirm-dialog", true);
  await confirm.getByTestId("submit-confirmed").click();
  await expect(page.getByTestId("dialog-confirmed")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("Đã xác nhận");
  // the start waits for the pickup day, and the page says why nothing is offered
  await expect(page.getByTestId("booking-actions").getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("booking-idle")).toBeVisible();

  const second = await paidRental(request);
  await page.goto(`/bike/booking/${second._id}`);
  await page.getByTestId("action-cancelled").click();
  const cancel = page.getByTestId("dialog-cancelled");
  await expect(cancel).toBeVisible();
  await cancel.getByTestId("submit-cancelled").click();
  await expect(
    page.getByTestId("dialog-cancelled").getByText("Vui lòng nhập lý do hủy đơn thuê xe").first(),
  ).toBeVisible();
  await expect(page.getByTestId("booking-status")).toContainText("Đã thanh toán");
  await page.getByTestId("dialog-cancelled").locator("textarea").fill("Khách đổi kế hoạch");
  await page.getByTestId("dialog-cancelled").getByTestId("submit-cancelled").click();
  await expect(page.getByTestId("booking-status")).toContainText("Đã hủy");
  await expect(page.getByTestId("booking-reason")).toHaveText("Khách đổi kế hoạch");
  await screenshots(page, "bike-booking", true);
});

test("record the transfer code of a rental waiting for its payment: it is paid", async ({ page, request }) => {
  const rental = await paidRental(request, "wait-paid");
  await login(page, RENTER);
  await page.goto(`/bike/booking/${rental._id}`);
  await expect(page.getByTestId("booking-status")).toContainText("Chờ thanh toán");
  await expect(page.getByTestId("booking-payment-id")).toHaveText("Chưa ghi nhận");
  await page.getByTestId("transfer-code-open").click();
  const dialog = page.getByTestId("dialog-transfer-code");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("transfer-code").fill("  FT-BIKE 77  ");
  await screenshots(page, "bike-transfer-dialog", true);
  await dialog.getByTestId("submit-transfer-code").click();
  await expect(page.getByTestId("dialog-transfer-code")).toBeHidden();
  await expect(page.getByTestId("booking-payment-id")).toHaveText("FT-BIKE 77");
  await expect(page.getByTestId("booking-status")).toContainText("Đã thanh toán");
  await expect(page.getByTestId("booking-transactions").getByTestId("booking-transaction")).toHaveCount(1);
  // paid: no second code is offered; the supplier may now confirm it
  await expect(page.getByTestId("transfer-code-open")).toHaveCount(0);
  await expect(page.getByTestId("action-confirmed")).toBeVisible();
});

test("bike bookings list and statistics", async ({ page }) => {
  await login(page, RENTER);
  await page.goto("/bike/bookings");
  const rows = page.getByTestId("booking-list").getByTestId("list-row");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("Nhận xe");
  await screenshots(page, "bike-bookings");
  // rentals in progress: filtered by status through the filter bar (a GET form)
  await page.getByTestId("bookings-status").selectOption("begin");
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/status=begin/);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Đã bắt đầu");
  await page.goto("/bike/statistic");
  const tabs = page.getByTestId("status-tabs");
  await expect(tabs.locator('[data-tab="wait-paid"]')).toBeVisible();
  await expect(tabs.locator('[data-tab="change"]')).toBeVisible();
  for (const started of ["agency_begin", "begin", "agency_completed"])
    await expect(tabs.locator(`[data-tab="${started}"]`)).toBeVisible();
  await tabs.locator('[data-tab="completed"]').click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByTestId("booking-list").getByTestId("list-row").first()).toContainText("Hoàn thành");
  await screenshots(page, "bike-statistic");
  await page.goto("/bike/statistic-revenue");
  await expect(page.getByTestId("summary-paid")).toContainText("9.550.000");
  await screenshots(page, "bike-revenue");
});
