// A bike option's sales calendar in a real browser, scripts on and off (spec hotels-bikes-transport §2
// "/bike/{idBike}/options", §5 "Bike calendar setup", "Bike calendar day edit"): a new option's bulk
// schedule previewed then applied (weekends left out, prices per day and per hour), one day edited.
// Screenshots at 1280 and 390 px.
import { addDays, expandRange, todayInVietnam } from "../../contract/calendar";
import { expect, login, screenshots, scriptsOn, test, openSchedule } from "../support/e2e";

const slash = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test("a new option's calendar: a bulk schedule previewed and applied, then a day edited", async ({ page }) => {
  const mode = scriptsOn() ? "A" : "B";
  const name = `Xe tay ga lịch ${mode}`;
  await login(page);
  await page.goto("/bike?name=Da%20Lat");
  await page.getByTestId("list-row").first().getByTestId("bike-options").click();
  await expect(page).toHaveURL(/\/bike\/[a-f0-9]{24}\/options$/);
  // no option chosen: the calendar's place says to choose one
  await expect(page.getByTestId("option-calendar-place")).toBeVisible();
  await expect(page.getByTestId("option-calendar-panel")).toHaveCount(0);

  const form = page.getByTestId("option-form-panel");
  await form.locator('input[name="vi.name"]').fill(name);
  await form.locator('input[name="en.name"]').fill(`Calendar scooter ${mode}`);
  await form.locator('input[name="vi.description"]').fill("Xe tay ga 125cc");
  await form.locator('input[name="en.description"]').fill("125cc scooter");
  await form.locator('input[name="quantity_default"]').fill("6");
  await form.locator('input[name="price_day_default"]').fill("150000");
  await form.locator('input[name="price_hour_default"]').fill("30000");
  await form.getByTestId("option-save").click();
  await expect(page).toHaveURL(/\?option=[a-f0-9]{24}$/);
  const panel = page.getByTestId("option-calendar-panel");
  await expect(panel).toContainText(name);

  const start = addDays(todayInVietnam(), 40);
  const end = addDays(start, 13);
  const expected = expandRange({ dateStart: start, dateEnd: end, exclusion_date: [0, 6] });
  const dialog = await openSchedule(page, panel, { start, end, excluded: [0, 6] });
  // above the form's bound first: refused with the spec's message, nothing set
  await dialog.locator('input[name="available"]').fill("10001");
  await dialog.locator('input[name="price_day"]').fill("160000");
  await dialog.locator('input[name="price_hour"]').fill("32000");
  await dialog.getByTestId("schedule-preview").click();
  await expect(page.getByTestId("schedule-dialog").getByText("Giá trị tối đa là 10.000").first()).toBeVisible();
  await page.getByTestId("schedule-dialog").locator('input[name="available"]').fill("5");
  await page.getByTestId("schedule-dialog").getByTestId("schedule-preview").click();
  const summary = page.getByTestId("schedule-summary");
  await expect(summary).toContainText(` ${expected.length} `);
  await expect(summary).toContainText(slash(expected[0]!));
  await screenshots(page, "bike-option-schedule-preview", true);
  await page.getByTestId("schedule-apply").click();
  await expect(page.getByTestId("schedule-dialog")).toBeHidden();

  const inMonth = expected.filter((d) => d.slice(0, 7) === start.slice(0, 7));
  await expect(page.locator('[data-testid="cal-day"].cal-set')).toHaveCount(inMonth.length);
  const first = page.locator(`[data-date="${inMonth[0]}"]`);
  await expect(first).toHaveAttribute("data-count", "5/5");
  await expect(first).toContainText("160.000");
  await expect(first).toContainText("32.000");

  await first.locator("a").click();
  const day = page.getByTestId("day-dialog");
  await expect(day).toBeVisible();
  await expect(day.getByTestId("day-remove")).toBeVisible();
  await day.locator('input[name="available"]').fill("3");
  await day.locator('input[name="price_day"]').fill("170000");
  await day.locator('input[name="price_hour"]').fill("35000");
  await screenshots(page, "bike-option-day-edit");
  await day.getByTestId("day-save").click();
  await expect(page.getByTestId("day-dialog")).toBeHidden();
  await expect(first).toHaveAttribute("data-count", "3/3");
  await expect(first).toContainText("170.000");
  await expect(first).toContainText("35.000");
  await screenshots(page, "bike-option-calendar", true);
});
