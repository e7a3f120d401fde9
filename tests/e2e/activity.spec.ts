// The activity record in a real browser, scripts on and off (Vietnamese, the default language; spec
// team.md §Screens): the owner confirms a customer's booking, finds the change on /activity filtered
// by kind (the filter lands in the URL), opens the booking from its row and reads its history: who,
// when and from → to. Screenshots of both pages at 1280 and 390 px.
import { expect, login, paidBooking, screenshots, test } from "../support/e2e";

const DEV = { "X-App-Id": "supplier-backoffice" };

test("the record filtered by kind leads to the booking and its history", async ({ page, request }) => {
  const booking = await paidBooking(request);
  // the owner confirms it over the API, as the booking page's dialog does: the record names the owner
  const signIn = await request.post("/api/v1/auth/login", {
    headers: DEV,
    data: { type: 0, role: "agency", email: "supplier@demo.vn", password: "Demo@12345" },
  });
  const auth = { ...DEV, Authorization: `Bearer ${(await signIn.json()).data.token.accessToken}` };
  const confirmed = await request.patch(`/api/v1/order/${booking._id}`, {
    headers: auth,
    data: {
      actUpd: "udpStatus",
      status: "confirmed",
      tour_operator: {
        fullname: "Trần Văn Hùng",
        email: "hung@saigondiscovery.vn",
        contact_methods: [{ name: "zalo", value: "0901234567" }],
      },
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  await login(page);
  await page.getByTestId("account-menu").locator("summary").click();
  await page.getByTestId("menu-activity").click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nhật ký hoạt động");
  await screenshots(page, "activity-all", true);

  await page.getByTestId("activity-kind").selectOption({ label: "Đơn chuyển sang Đã xác nhận" });
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/[?&]kind=booking\.confirmed/);
  const rows = page.getByTestId("list-row");
  await expect(rows.first()).toBeVisible();
  for (const what of await page.getByTestId("activity-what").allInnerTexts())
    expect(what).toContain("Đơn chuyển sang Đã xác nhận");
  const row = rows.filter({ has: page.locator(`a[href="/tour/booking/${booking._id}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("activity-who")).toContainText("Minh");
  await expect(row.getByTestId("activity-details")).toContainText("Đã thanh toán → Đã xác nhận");
  await screenshots(page, "activity-kind");

  await row.getByTestId("activity-target").click();
  await expect(page).toHaveURL(new RegExp(`/tour/booking/${booking._id}$`));
  const history = page.getByTestId("booking-history");
  const entry = history.getByTestId("history-entry").filter({ hasText: "Đơn chuyển sang Đã xác nhận" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Minh");
  await expect(entry).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
  await expect(entry).toContainText("Đã thanh toán → Đã xác nhận");
  await history.scrollIntoViewIfNeeded();
  await screenshots(page, "booking-history", true);
});
