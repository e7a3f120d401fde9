// The date fields' picker in a real browser (spec tours-cruises §9: dates are DD-MM-YYYY text, scripts
// on and off). With scripts the calendar button opens Mantine's picker, loaded on the field's first
// focus, in the page's language; what it picks is written into the text, so a range picked and the
// same range typed without scripts give the same list URL, and a schedule's picked days save as typed.
import { addDays, expandRange, todayInVietnam } from "../../contract/calendar";
import { expectAccessible } from "../support/axe";
import { demoTour, dmy, expect, login, scriptsOn, test, useLanguage, type Locator, type Page } from "../support/e2e";

const pickerLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").some((e) => /date-picker-popover/.test(e.name)));

/** Opens the picker of the field `testId` with its calendar button; the open picker. */
async function openPicker(page: Page, field: Locator) {
  // one picker at a time: another field's picker, closed by its pick, leaves once its transition ends
  await expect(page.getByTestId("date-picker")).toHaveCount(0);
  await field.locator("xpath=..").getByTestId("date-picker-open").click();
  const picker = page.getByTestId("date-picker");
  await expect(picker).toBeVisible();
  return picker;
}

/** Clicks `day` (YYYY-MM-DD) in the open picker, going to its month with the picker's own arrows. */
async function pickDay(picker: Locator, day: string, words = { previous: "Tháng trước", next: "Tháng sau" }) {
  const target = picker.locator(`[data-date="${day}"]:not([data-outside])`);
  for (let i = 0; i < 24 && !(await target.count()); i++) {
    const shown = (await picker.locator("[data-date]:not([data-outside])").first().getAttribute("data-date"))!;
    await picker.getByRole("button", { name: shown < day ? words.next : words.previous, exact: true }).click();
  }
  await target.click();
}

test("a range picked with the picker gives the list the URL the same range typed gives", async ({ page }) => {
  const today = todayInVietnam();
  const start = addDays(today, -40);
  const end = addDays(today, -26);
  await login(page);
  await page.goto("/tour/statistic");
  const from = page.getByTestId("range-start");
  const to = page.getByTestId("range-end");
  if (scriptsOn()) {
    expect(await pickerLoaded(page), "not before a date field's focus").toBe(false);
    await from.focus();
    await expect.poll(() => pickerLoaded(page), "on the field's first focus").toBe(true);
    // the end field's picker chooses the whole range: both fields get it
    const picker = await openPicker(page, to);
    await pickDay(picker, start);
    await pickDay(picker, end);
    await expect(picker).toBeHidden();
    await expect(from).toHaveValue(dmy(start));
    await expect(to).toHaveValue(dmy(end));
  } else {
    await from.fill(dmy(start));
    await to.fill(dmy(end));
  }
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/date_range=/);
  const url = new URL(page.url());
  // the filter form's other fields (the date basis, the tab) as they were: only the range is new
  const range = encodeURIComponent(JSON.stringify({ start, end }));
  expect(url.pathname + url.search).toBe(`/tour/statistic?date_by=created&status=wait_paid&date_range=${range}`);
  await expect(from).toHaveValue(dmy(start));
  await expect(to).toHaveValue(dmy(end));
});

test("a schedule's days picked with the picker save as typed ones", async ({ page, request }) => {
  const cruise = await demoTour(request, "cruise");
  await login(page);
  await page.goto(`/cruise/${cruise}/cabins`);
  // the last cabin type: its seeded days end 90 days ahead (the cabin calendar's scenario uses +120 to +140)
  const row = page.getByTestId("cabin-row").last();
  await row.locator("a.name-link").click();
  await expect(row).toHaveAttribute("aria-current", "true");
  const start = addDays(todayInVietnam(), 160);
  const end = addDays(start, 6);
  await page.getByTestId("schedule-open").click();
  const dialog = page.getByTestId("schedule-dialog");
  const dateStart = dialog.locator('input[name="dateStart"]');
  const dateEnd = dialog.locator('input[name="dateEnd"]');
  if (scriptsOn()) {
    await dateStart.focus();
    await pickDay(await openPicker(page, dateStart), start);
    await expect(dateStart).toHaveValue(dmy(start));
    // the end's picker opens on the day its text holds
    await dateEnd.fill(dmy(start));
    await pickDay(await openPicker(page, dateEnd), end);
    await expect(dateEnd).toHaveValue(dmy(end));
  } else {
    await dateStart.fill(dmy(start));
    await dateEnd.fill(dmy(end));
  }
  await dialog.locator('input[name="available"]').fill("5");
  const prices = dialog.locator('input[name^="price_"]');
  for (let i = 0; i < (await prices.count()); i++) await prices.nth(i).fill("2500000");
  await dialog.locator('input[name="extrabed_price"]').fill("400000");
  await dialog.getByTestId("schedule-preview").click();
  const expected = expandRange({ dateStart: start, dateEnd: end });
  await expect(page.getByTestId("schedule-summary")).toContainText(` ${expected.length} `);
  await page.getByTestId("schedule-apply").click();
  await expect(page.getByTestId("schedule-dialog")).toBeHidden();
  // the calendar opens on the range's first month: its days there are set, as typed ones would be
  await expect(page.locator(`[data-date="${start}"]`)).toHaveAttribute("data-count", "5/5");
});

test.describe("the picker's language and access", () => {
  test.beforeEach(({ page: _ }, info) => info.skip(!scriptsOn(), "without scripts a date is typed: no picker"));

  test("Vietnamese month names on a vi page, English on an en page; axe-clean while open", async ({ page }) => {
    const today = todayInVietnam();
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    await login(page);
    await page.goto("/tour/statistic");
    let picker = await openPicker(page, page.getByTestId("range-start"));
    // the month's header, named by what it shows
    await expect(picker.getByRole("button", { name: `tháng ${month} ${year}`, exact: true })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Tháng trước", exact: true })).toBeVisible();
    await expectAccessible(page, "/tour/statistic with the date picker open");
    // the keyboard starts on today; Escape closes the picker and gives the keyboard back to the text
    await expect(picker.locator(`[data-date="${today}"]`)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(page.getByTestId("range-start")).toBeFocused();

    await useLanguage(page, "en");
    await page.goto("/tour/statistic");
    picker = await openPicker(page, page.getByTestId("range-start"));
    const english = new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(
      Date.UTC(year, month - 1, 1),
    );
    await expect(picker.getByRole("button", { name: `${english} ${year}`, exact: true })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Previous month", exact: true })).toBeVisible();
  });

  test("a date-time field: a day and a time picked are written as DD/MM/YYYY HH:mm", async ({ page, request }) => {
    const id = await demoTour(request, "group", 1);
    await login(page);
    await page.goto(`/tour/${id}/calendar-group-option?modal=add`);
    const field = page.getByTestId("departure-dialog").locator('[name="departure_date"]');
    const day = addDays(todayInVietnam(), 45);
    const picker = await openPicker(page, field);
    await pickDay(picker, day);
    // as Mantine's DateTimePicker: the hours come next
    await expect(picker.getByRole("spinbutton", { name: "Giờ", exact: true })).toBeFocused();
    await page.keyboard.type("0930");
    await expectAccessible(page, "the departure dialog with the date-time picker open");
    await picker.getByTestId("date-picker-done").click();
    await expect(picker).toBeHidden();
    await expect(field).toHaveValue(`${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} 09:30`);
    await expect(field).toBeFocused();
  });
});
