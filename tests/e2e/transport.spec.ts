// Transport as a supplier uses it, in a real browser with scripts on and off: the vehicle
// dialog, confirming and starting a transfer with its driver, the statistics. Screenshots at 1280 and 390 px.
import { type APIRequestContext, expect, loadsDocument, login, scriptsOn, screenshots, test } from "../support/e2e";
import { expectAccessible } from "../support/axe";

const DEV = { "X-App-Id": "supplier-backoffice" };

/** A paid transfer of a demo airport service, picked up in two hours (today in Vietnam unless near midnight). */
async function paidTransfer(request: APIRequestContext) {
  const login = await request.post("/api/v1/auth/login", {
    headers: DEV,
    data: { type: 0, role: "agency", email: "supplier@demo.vn", password: "Demo@12345" },
  });
  const token = (await login.json()).data.token.accessToken as string;
  const services = await request.get("/api/v1/transport/transport?perPage=-1", {
    headers: { ...DEV, Authorization: `Bearer ${token}` },
  });
  const service = (await services.json()).data.docs.find((s: { route: string }) => s.route === "hotel_innercity");
  const reply = await request.post("/api/v1/dev/order", {
    headers: DEV,
    data: {
      service: "transport",
      transport: service._id,
      date_pickup: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      pickup: { name: "Sân bay Tân Sơn Nhất", address: "Tân Bình" },
      drop_off: { name: "Khách sạn Rex", address: "141 Nguyễn Huệ" },
      contact: { fullname: "Đỗ Minh Khoa", phone: "+84912345678", email: "khoa@example.vn" },
      status: "paid",
    },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data as { _id: string; uid: string };
}
// the pickup is later today unless the test runs in the two hours before midnight in Vietnam
const pickupToday = () => new Date(Date.now() + 7 * 3_600_000).getUTCHours() < 22;

test("add a vehicle in the dialog, with the server's checks", async ({ page }) => {
  await login(page);
  await page.goto("/transport/options");
  await expect(page.getByTestId("vehicle-list")).toContainText("Toyota Innova");
  await page.getByTestId("vehicle-add").click();
  const dialog = page.getByTestId("vehicle-dialog");
  await expect(dialog).toBeVisible();
  await dialog.locator('[name="brand"]').fill("Hyundai County");
  await dialog.getByTestId("vehicle-save").click();
  // every missing field at once, the first one focused
  await expect(page.getByTestId("vehicle-dialog").locator('[name="type"]')).toBeFocused();
  await expect(page.getByTestId("vehicle-dialog").getByText("Vui lòng nhập thông tin này").first()).toBeVisible();
  const d = page.getByTestId("vehicle-dialog");
  await d.locator('[name="type"]').fill("Xe 29 chỗ");
  await d.locator('[name="brand"]').fill("Hyundai County");
  await d.locator('[name="similar"]').selectOption("BUS");
  await d.locator('[name="doors"]').fill("2");
  await d.locator('[name="ac"]').selectOption("yes");
  await d.locator('[name="gearbox"]').selectOption("mt");
  await screenshots(page, "transport-vehicle-dialog", true);
  await loadsDocument(page, () => page.getByTestId("vehicle-dialog").getByTestId("vehicle-save").click());
  await expect(page.getByTestId("vehicle-dialog")).toBeHidden();
  await expect(page.getByTestId("vehicle-list")).toContainText("Hyundai County");
  await screenshots(page, "transport-vehicles");
});

test("confirm a transfer with an operator, then start it with its driver", async ({ page, request }) => {
  test.skip(!pickupToday(), "the pickup must fall today in Vietnam");
  const booking = await paidTransfer(request);
  await login(page);
  await page.goto(`/transport/booking/${booking._id}`);
  await expect(page.getByTestId("transport-route")).toContainText("Sân bay – khách sạn nội thành");
  await page.getByTestId("action-confirmed").click();
  const confirm = page.getByTestId("dialog-confirmed");
  await expect(confirm).toBeVisible();
  await confirm.locator('input[name="operator.fullname"]').fill("Trần Văn Hùng");
  await confirm.locator('input[name="operator.email"]').fill("hung@saigondiscovery.vn");
  await confirm.locator('input[name="operator.contact_methods[0].value"]').fill("0901234567");
  await confirm.getByTestId("submit-confirmed").click();
  await expect(page.getByTestId("booking-status")).toContainText("Đã xác nhận");

  await page.getByTestId("action-agency_begin").click();
  const start = page.getByTestId("dialog-agency_begin");
  await expect(start).toBeVisible();
  // without a driver: refused, the booking stays confirmed
  await start.getByTestId("submit-agency_begin").click();
  await expect(page.getByTestId("dialog-agency_begin").getByText("biển số xe").first()).toBeVisible();
  const s = page.getByTestId("dialog-agency_begin");
  await s.locator('input[name="driver.fullname"]').fill("Đặng Văn Lộc");
  await s.locator('input[name="driver.license_plate"]').fill("51H-123.45");
  await s.locator('input[name="driver.contact_methods[0].value"]').fill("0909555666");
  await screenshots(page, "transport-start-dialog", true);
  await s.getByTestId("submit-agency_begin").click();
  await expect(page.getByTestId("dialog-agency_begin")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("NCC đã bắt đầu");
  await expect(page.getByTestId("contact-card-driver")).toContainText("51H-123.45");
  await expect(page.getByTestId("booking-actions").getByRole("link")).toHaveCount(0);
  await screenshots(page, "transport-booking");
});

test("bookings sorted by pickup, and the statistics", async ({ page }) => {
  await login(page);
  await page.goto("/transport/bookings");
  await page.getByTestId("bookings-sort").selectOption("pickup_asc");
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/sort=pickup_asc/);
  await expect(page.getByTestId("booking-list").getByTestId("list-row")).toHaveCount(10);
  await screenshots(page, "transport-bookings");
  await page.goto("/transport/statistic");
  await expect(page.getByText("Đã hủy").first()).toBeVisible();
  await screenshots(page, "transport-statistic");
  await page.goto("/transport/statistic-revenue");
  await expect(page.locator("main")).toContainText("Thực nhận");
  await screenshots(page, "transport-revenue");
});

test("add a service: the routes follow the type, the guest choices the seats", async ({ page }) => {
  await login(page);
  await page.goto("/transport/service/action");
  const form = page.getByTestId("service-form");
  await form.locator('[name="type"]').selectOption("airport");
  await form.locator('[name="car_type"]').selectOption("4");
  if (!scriptsOn()) await loadsDocument(page, () => form.getByRole("button", { name: /Hiện lựa chọn/ }).click());
  const f = page.getByTestId("service-form");
  await expect(f.locator('[name="route"] option')).toHaveText([
    "Chọn…",
    "Sân bay – khách sạn nội thành",
    "Sân bay – khách sạn ngoại thành",
    "Lộ trình tùy chọn",
  ]);
  await expect(f.locator('[name="max_guests"] option')).toHaveCount(4);
  await f.locator('[name="type"]').selectOption("innercity");
  if (!scriptsOn()) await loadsDocument(page, () => f.getByRole("button", { name: /Hiện lựa chọn/ }).click());
  const g = page.getByTestId("service-form");
  await expect(g.locator('[name="route"] option')).toHaveCount(6);
  await g.locator('[name="route"]').selectOption("4");
  await screenshots(page, "transport-service-form", true);
  // saved without the rest: every error at once, nothing created
  await g.getByTestId("service-save").click();
  await expect(page.getByTestId("service-form").getByText("Vui lòng nhập thông tin này").first()).toBeVisible();
  await expect(page).toHaveURL(/\/transport\/service\/action$/);
});

// spec hotels-bikes-transport §5: the texts section is below the fold, its code loads after the page is
// interactive; until then the server's HTML of it stays, typed into and kept through other changes.
test("the service form's texts section: what is typed before its code arrives stays, then it is live", async ({
  page,
}) => {
  test.skip(!scriptsOn(), "without scripts the server draws the section whole, nothing loads");
  await login(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/texts-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/transport/service/action");
  const form = page.getByTestId("service-form");
  const included = form.locator('[name="what_included"]');
  await included.fill("Nước uống, khăn lạnh");
  // a change elsewhere before the section's code is there: React keeps the section's HTML as it is
  await form.locator('[name="type"]').selectOption("airport");
  await expect(form.locator('[name="route"] option')).toHaveCount(4);
  await expect(included).toHaveValue("Nước uống, khăn lạnh");
  release();
  // once there, the section answers: auto-translation makes the English texts optional
  const englishLabel = page.locator(
    `label[for="${await form.locator('[name="what_included_en"]').getAttribute("id")}"]`,
  );
  await expect(englishLabel).toContainText("*");
  const auto = form.locator('[name="auto_translate_en"]');
  await expect(async () => {
    await auto.setChecked(false);
    await auto.check();
    await expect(englishLabel).not.toContainText("*", { timeout: 500 });
  }).toPass();
  await expect(included).toHaveValue("Nước uống, khăn lạnh");
  await expectAccessible(page, "the transport service form, its texts section live");
});
