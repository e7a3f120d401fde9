// The cabin calendar in a real browser, scripts on and off: a bulk schedule previewed (how
// many days, first and last) then applied with one more press, a clashing range previewed with its
// dates and no apply offered, one day edited, and the month calendar showing it.
import { addDays, expandRange, todayInVietnam } from "../../contract/calendar";
import { demoTour, expect, login, screenshots, test, dmy, openSchedule } from "../support/e2e";

const slash = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test("bulk schedule with preview, a clash named, a day edited, the calendar shows it", async ({ page, request }) => {
  const cruise = await demoTour(request, "cruise");
  await login(page);
  await page.goto(`/cruise/${cruise}/cabins`);
  await expect(page.getByTestId("month-calendar")).toBeVisible();
  // the last cabin type: its seeded days end 90 days ahead, the range below starts after them
  const row = page.getByTestId("cabin-row").last();
  await row.locator("a.name-link").click();
  await expect(row).toHaveAttribute("aria-current", "true");

  const start = addDays(todayInVietnam(), 120);
  const end = addDays(start, 20);
  const expected = expandRange({ dateStart: start, dateEnd: end, exclusion_date: [0] });
  const dialog = await openSchedule(page, page, { start, end, excluded: [0] });
  await dialog.locator('input[name="available"]').fill("6");
  const prices = dialog.locator('input[name^="price_"]');
  for (let i = 0; i < (await prices.count()); i++) await prices.nth(i).fill(String(3_000_000 * (i + 1)));
  await dialog.locator('input[name="extrabed_price"]').fill("500000");
  await expect(dialog.getByTestId("schedule-apply")).toHaveCount(0); // nothing to apply before a preview
  await dialog.getByTestId("schedule-preview").click();

  const summary = page.getByTestId("schedule-summary");
  await expect(summary).toContainText(` ${expected.length} `);
  await expect(summary).toContainText(slash(expected[0]!));
  await expect(summary).toContainText(slash(expected.at(-1)!));
  await expect(page.locator('input[name="available"]')).toHaveValue("6"); // the form is kept for the second press
  await screenshots(page, "cabin-schedule-preview", true);
  await page.getByTestId("schedule-apply").click();
  await expect(page.getByTestId("schedule-dialog")).toBeHidden();

  // the calendar opened on the month of the range's start: its days there are set
  const inMonth = expected.filter((d) => d.slice(0, 7) === start.slice(0, 7));
  const set = page.locator('[data-testid="cal-day"].cal-set');
  await expect(set).toHaveCount(inMonth.length);
  await expect(page.locator(`[data-date="${inMonth[0]}"]`)).toHaveAttribute("data-count", "6/6");

  // the same range again: the preview names every clashing day, and no apply is offered
  await page.getByTestId("schedule-open").click();
  const again = page.getByTestId("schedule-dialog");
  await again.locator('input[name="dateStart"]').fill(dmy(addDays(start, -3)));
  await again.locator('input[name="dateEnd"]').fill(dmy(addDays(start, 1)));
  await again.locator('input[name="available"]').fill("4");
  for (let i = 0; i < (await again.locator('input[name^="price_"]').count()); i++)
    await again.locator('input[name^="price_"]').nth(i).fill("1000000");
  await again.getByTestId("schedule-preview").click();
  await expect(page.getByTestId("schedule-clashes")).toContainText(slash(expected[0]!));
  await expect(page.getByTestId("schedule-apply")).toHaveCount(0);
  await page.getByTestId("schedule-dialog").getByTestId("dialog-close").click();

  // edit one day: 9 for sale
  await page.locator(`[data-date="${inMonth[0]}"] a`).click();
  const day = page.getByTestId("day-dialog");
  await expect(day).toBeVisible();
  await expect(day.getByTestId("day-remove")).toBeVisible(); // nothing booked: removal offered
  await day.locator('input[name="available"]').fill("9");
  await screenshots(page, "cabin-day-edit");
  await day.getByTestId("day-save").click();
  await expect(page.getByTestId("day-dialog")).toBeHidden();
  await expect(page.locator(`[data-date="${inMonth[0]}"]`)).toHaveAttribute("data-count", "9/9");
  await screenshots(page, "cabin-calendar", true);
});
