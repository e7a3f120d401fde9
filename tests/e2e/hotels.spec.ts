// The hotel listing pages in a real browser, scripts on and off: a new hotel saved back to the list,
// a room type with two bed rows, and the room's sales calendar (a bulk schedule previewed then
// applied, one day edited). Screenshots at 1280 and 390 px.
import sharp from "sharp";
import { addDays, expandRange, todayInVietnam } from "../../contract/calendar";
import {
  choosePlace,
  expect,
  login,
  pressListButton,
  screenshots,
  scriptsOn,
  test,
  writeRich,
  openSchedule,
} from "../support/e2e";

const slash = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test("a new hotel is saved and the list shows it", async ({ page }) => {
  const mode = scriptsOn() ? "A" : "B";
  const name = `Khách sạn Hồ Xuân Hương ${mode}`;
  await login(page);
  await page.goto("/hotel");
  await expect(page.getByTestId("list-row").first()).toBeVisible();
  await screenshots(page, "hotel-list");
  await expect(page.getByTestId("list-add")).toHaveAttribute("href", "/hotel/action");
  await page.goto("/hotel/action");
  await choosePlace(page, "place-area", "Châu Á");
  await choosePlace(page, "place-country", "Việt Nam");
  await page.getByTestId("place-city").selectOption({ label: "Đà Lạt" });
  const vi = page.getByTestId("lang-vi");
  await vi.locator('input[name="vi.name"]').fill(name);
  await vi.locator('textarea[name="vi.description"]').fill("Khách sạn nhỏ bên hồ Xuân Hương");
  await writeRich(page, "vi.content.general", "Phòng nhìn ra hồ, gần chợ Đà Lạt.");
  if (scriptsOn()) await page.getByTestId("tab-en").click();
  const en = page.getByTestId("lang-en");
  await en.locator('input[name="en.name"]').fill(`Xuan Huong Lake Hotel ${mode}`);
  await en.locator('textarea[name="en.description"]').fill("A small hotel by Xuan Huong lake");
  await writeRich(page, "en.content.general", "Rooms look over the lake, near Da Lat market.");
  await page.getByTestId("hotel-type").selectOption({ index: 1 });
  await page.locator('input[name="price"]').fill("1200000");
  await page.locator('input[name="commission"]').fill("85");
  await page.locator('select[name="total_vote"]').selectOption("3");
  await page.getByTestId("hotel-facilities").locator('input[type="checkbox"]').first().check();
  await page.locator('input[name="address"]').fill("2 Đường Hồ Xuân Hương, Đà Lạt");
  await page.locator('input[name="loc.lat"]').fill("11.9416");
  await page.locator('input[name="loc.lng"]').fill("108.4383");
  const image = await sharp({
    create: { width: 1600, height: 1100, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "ho-xuan-huong.jpg", mimeType: "image/jpeg", buffer: image });
  await screenshots(page, "hotel-form", true);
  await page.getByTestId("hotel-save").click();

  // spec §2: after a save, back to the list
  await expect(page).toHaveURL(/\/hotel$/);
  await expect(page.getByTestId("list-row").filter({ hasText: name })).toBeVisible();
});

test("an invalid hotel keeps the form and says what is missing", async ({ page }) => {
  await login(page);
  await page.goto("/hotel/action");
  await page.locator('input[name="vi.name"]').fill("Khách sạn thiếu thông tin");
  await page.getByTestId("hotel-save").click();
  await expect(page.getByText("Vui lòng nhập đầy đủ thông tin bắt buộc").first()).toBeVisible();
  await expect(page.getByText("Vui lòng chọn loại khách sạn")).toBeVisible();
  await expect(page).toHaveURL(/\/hotel\/action$/);
});

test("a room type with two bed rows, then its calendar: a bulk schedule and a day edit", async ({ page }) => {
  await login(page);
  await page.goto("/hotel?name=Blue");
  await page.getByTestId("hotel-rooms").first().click();
  await expect(page).toHaveURL(/\/hotel\/[a-f0-9]{24}\/rooms$/);
  await page.getByTestId("room-add").click();
  await expect(page).toHaveURL(/\/room\/action$/);
  const roomName = `Phòng hướng biển ${scriptsOn() ? "A" : "B"}`;
  await page.locator('input[name="vi.name"]').fill(roomName);
  if (scriptsOn()) await page.getByTestId("tab-en").click();
  await page.locator('input[name="en.name"]').fill("Sea view room");
  if (scriptsOn()) await page.getByTestId("tab-vi").click();
  const rows = page.getByTestId("bed-row");
  await expect(rows).toHaveCount(1);
  await rows.first().locator("select").first().selectOption({ index: 1 });
  await pressListButton(page.getByTestId("bed-add"), rows, 2);
  await rows.nth(1).locator("select").first().selectOption({ index: 1 });
  await rows.nth(1).locator("select").nth(1).selectOption("2");
  await page.locator('input[name="price"]').fill("1500000");
  await page.locator('input[name="num_room"]').fill("5");
  await page.getByTestId("room-facilities").locator('input[type="checkbox"]').first().check();
  await screenshots(page, "room-form", true);
  await page.getByTestId("room-save").click();

  await expect(page).toHaveURL(/\/hotel\/[a-f0-9]{24}\/rooms$/);
  const row = page.getByTestId("room-row").filter({ hasText: roomName });
  await expect(row).toContainText("5 phòng");
  await row.locator("a.name-link").click();
  await expect(row).toHaveAttribute("aria-current", "true");

  const start = addDays(todayInVietnam(), 40);
  const end = addDays(start, 13);
  const expected = expandRange({ dateStart: start, dateEnd: end, exclusion_date: [0, 6] });
  const dialog = await openSchedule(page, page, { start, end, excluded: [0, 6] });
  await dialog.locator('input[name="available"]').fill("4");
  await dialog.locator('input[name="price"]').fill("1600000");
  await dialog.getByTestId("schedule-preview").click();
  const summary = page.getByTestId("schedule-summary");
  await expect(summary).toContainText(` ${expected.length} `);
  await expect(summary).toContainText(slash(expected[0]!));
  await screenshots(page, "room-schedule-preview", true);
  await page.getByTestId("schedule-apply").click();
  await expect(page.getByTestId("schedule-dialog")).toBeHidden();

  const inMonth = expected.filter((d) => d.slice(0, 7) === start.slice(0, 7));
  await expect(page.locator('[data-testid="cal-day"].cal-set')).toHaveCount(inMonth.length);
  await expect(page.locator(`[data-date="${inMonth[0]}"]`)).toHaveAttribute("data-count", "4/4");

  await page.locator(`[data-date="${inMonth[0]}"] a`).click();
  const day = page.getByTestId("day-dialog");
  await expect(day).toBeVisible();
  await expect(day.getByTestId("day-remove")).toBeVisible();
  await day.locator('input[name="available"]').fill("3");
  await day.locator('input[name="price"]').fill("1700000");
  await screenshots(page, "room-day-edit");
  await day.getByTestId("day-save").click();
  await expect(page.getByTestId("day-dialog")).toBeHidden();
  await expect(page.locator(`[data-date="${inMonth[0]}"]`)).toHaveAttribute("data-count", "3/3");
  await screenshots(page, "room-calendar", true);
});
