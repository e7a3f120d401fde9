// The cruise pages in a real browser, scripts on and off: a new cruise leads to its cabins,
// a cabin type with a bed row added, and the list's filters. Screenshots at 1280 and 390 px.
import sharp from "sharp";
import { choosePlace, expect, login, pressListButton, screenshots, scriptsOn, test, writeRich } from "../support/e2e";
import { noiseJpeg } from "../support/images";

test("a new cruise, then a cabin type with two bed rows", async ({ page }) => {
  const mode = scriptsOn() ? "A" : "B";
  const name = `Du thuyền Hạ Long thử ${mode}`;
  await login(page);
  await page.goto("/cruise/action");
  await choosePlace(page, "place-area", "Châu Á");
  await choosePlace(page, "place-country", "Việt Nam");
  await page.getByTestId("place-city").selectOption({ label: "Hạ Long" });
  const vi = page.getByTestId("lang-vi");
  await vi.locator('input[name="vi.name"]').fill(name);
  await vi.locator('input[name="vi.departure"]').fill("Cảng Tuần Châu, Hạ Long, Quảng Ninh");
  await writeRich(page, "vi.content.overview", "Hai ngày một đêm giữa vịnh Hạ Long.");
  if (scriptsOn()) await page.getByTestId("tab-en").click();
  const en = page.getByTestId("lang-en");
  await en.locator('input[name="en.name"]').fill(`Ha Long test cruise ${mode}`);
  await en.locator('input[name="en.departure"]').fill("Tuan Chau port, Ha Long, Quang Ninh");
  await writeRich(page, "en.content.overview", "Two days and a night on Ha Long Bay.");
  await page.getByTestId("cruise-durations").getByLabel("2 ngày 1 đêm").check();
  await page.getByTestId("cruise-durations").getByLabel("3 ngày 2 đêm").check();
  await page.locator('input[name="cruise_time_checkin"]').fill("12:30");
  await page.locator('input[name="cruise_time_checkout"]').fill("10:00");
  await page.locator('select[name="num_stars"]').selectOption("5");
  await page.locator('input[name="price"]').fill("4500000");
  await page.locator('input[name="commission"]').fill("85");
  await page.getByTestId("cruise-facilities").locator('input[type="checkbox"]').first().check();
  const image = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 110, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "ha-long.jpg", mimeType: "image/jpeg", buffer: image });
  await screenshots(page, "cruise-form");
  await page.getByTestId("cruise-save").click();

  // spec §2: a new cruise leads to its cabins page
  await expect(page).toHaveURL(/\/cruise\/[a-f0-9]{24}\/cabins$/);
  await expect(page.getByTestId("cabin-list-empty")).toBeVisible();
  await page.getByTestId("cabin-add").click();
  await expect(page).toHaveURL(/\/cabin\/action$/);
  await page.locator('input[name="vi.name"]').fill("Phòng gia đình");
  if (scriptsOn()) await page.getByTestId("tab-en").click();
  await page.locator('input[name="en.name"]').fill("Family cabin");
  if (scriptsOn()) await page.getByTestId("tab-vi").click();
  const rows = page.getByTestId("bed-row");
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId("bed-remove")).toHaveCount(0); // the first row stays
  await rows.first().locator("select").first().selectOption({ label: "Giường đôi (2 người)" });
  await pressListButton(page.getByTestId("bed-add"), rows, 2);
  await rows.nth(1).locator("select").first().selectOption({ label: "Giường đơn (1 người)" });
  await rows.nth(1).locator("select").nth(1).selectOption("2");
  await page.locator('input[name="num_cabin"]').fill("6");
  await page.getByTestId("cabin-facilities").locator('input[type="checkbox"]').first().check();
  if (scriptsOn()) await expect(page.getByTestId("cabin-persons")).toHaveText("Số khách: 4");
  await screenshots(page, "cabin-form");
  await page.getByTestId("cabin-save").click();

  await expect(page).toHaveURL(/\/cruise\/[a-f0-9]{24}\/cabins$/);
  const cabin = page.getByTestId("cabin-row").filter({ hasText: "Phòng gia đình" });
  await expect(cabin).toContainText("6 cabin");
  await expect(cabin).toContainText("Số khách: 4");
  await expect(page.getByTestId("cabin-calendar-panel")).toBeVisible();
  await screenshots(page, "cruise-cabins");
});

test("the cruise list filters by name in the URL and offers each cruise's cabins", async ({ page }) => {
  await login(page);
  await page.goto("/cruise");
  // the three seeded cruises, and those the other scenario adds
  await expect(page.getByTestId("list-row").filter({ hasText: "Du thuyền Vịnh Lan Hạ" })).toHaveCount(1);
  await page.locator('input[name="name"]').fill("Mekong");
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/\/cruise\?name=Mekong/);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page.getByTestId("list-row")).toContainText("Du thuyền Mekong Cần Thơ – Châu Đốc");
  await page.goto("/cruise");
  await screenshots(page, "cruise-list");
  await page.getByTestId("list-row").first().getByTestId("cruise-cabins").click();
  await expect(page).toHaveURL(/\/cruise\/[a-f0-9]{24}\/cabins$/);
  await expect(page.getByTestId("cabin-row").first()).toBeVisible();
});

test("a 900 KB photo is saved on a cruise and on its cabin type", async ({ page }) => {
  const photo = await noiseJpeg(900 * 1024);
  expect(photo.length).toBeLessThan(1024 * 1024);
  await login(page);
  await page.goto("/cruise?name=mekong");
  const edit = await page.locator('a[href^="/cruise/action/"]').first().getAttribute("href");
  const cruise = edit!.split("/")[3]!;
  const images = page.locator('input[name^="images["]');

  await page.goto(edit!);
  const before = await images.count();
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByTestId("cruise-save").click();
  await expect(page).toHaveURL(/\/cruise$/);
  await page.goto(edit!);
  await expect(images).toHaveCount(before + 1);

  await page.goto(`/cruise/${cruise}/cabins`);
  const cabin = await page.locator(`a[href^="/cruise/${cruise}/cabin/action/"]`).first().getAttribute("href");
  await page.goto(cabin!);
  const cabinBefore = await images.count();
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByTestId("cabin-save").click();
  await expect(page).toHaveURL(new RegExp(`/cruise/${cruise}/cabins$`));
  await page.goto(cabin!);
  await expect(images).toHaveCount(cabinBefore + 1);
});
