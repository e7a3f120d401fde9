// The rate calendar in a real browser, scripts on and off (contract/front-desk.ts "Weekday prices",
// "Bulk update of days already on sale", "Stop-sell and restrictions per day", "Occupancy at a
// glance"): a room's week scheduled with Saturday priced apart, its weekend closed by the bulk update
// (preview, then apply), seen closed on the occupancy grid and on the month. Screenshots at 1280 and 390 px.
import { addDays, todayInVietnam, weekdayOf } from "../../contract/calendar";
import { dmy, expect, login, openSchedule, screenshots, test } from "../support/e2e";

test("weekday prices, a weekend closed by the bulk update, seen on the grid and the month", async ({ page }) => {
  test.setTimeout(360_000);
  // a week past the demo's nights (each mode has its own server)
  const monday = (() => {
    let d = addDays(todayInVietnam(), 92);
    while (weekdayOf(d) !== 1) d = addDays(d, 1);
    return d;
  })();
  const [friday, saturday, sunday] = [addDays(monday, 4), addDays(monday, 5), addDays(monday, 6)];
  await login(page, "hotelbike@demo.vn");
  await page.goto("/hotel");
  await page.getByTestId("hotel-rooms").first().click();
  const panel = page.getByTestId("room-calendar-panel");
  await expect(panel).toBeVisible();

  // a week scheduled: 900,000 a night, Saturday 1,400,000
  const dialog = await openSchedule(page, panel, { start: monday, end: sunday, excluded: [] });
  await dialog.locator('input[name="available"]').fill("2");
  await dialog.locator('input[name="price"]').fill("900000");
  await dialog.locator('input[name="weekday_price_6"]').fill("1400000");
  await dialog.getByTestId("schedule-preview").click();
  await expect(page.getByTestId("schedule-summary")).toContainText(" 7 ");
  await page.getByTestId("schedule-apply").click();
  await expect(page.getByTestId("schedule-dialog")).toBeHidden();
  await expect(page.locator(`[data-date="${saturday}"]`)).toContainText("1.400.000");
  await expect(page.locator(`[data-date="${friday}"]`)).toContainText("900.000");

  // the weekend closed for sale: Friday and Saturday nights of that week, previewed then applied
  await panel.getByTestId("bulk-open").click();
  const form = page.getByTestId("bulk-form");
  await expect(form).toBeVisible();
  await form.locator('input[name="dateStart"]').fill(dmy(monday));
  await form.locator('input[name="dateEnd"]').fill(dmy(sunday));
  for (const w of [0, 1, 2, 3, 4]) await form.locator(`input[name="exclusion_date"][value="${w}"]`).check();
  // nothing to change yet: refused on the price, which takes the focus
  await form.getByTestId("bulk-preview").click();
  await expect(form.locator('input[name="price"]')).toBeFocused();
  await form.locator('select[name="stop_sell"]').selectOption("close");
  await form.getByTestId("bulk-preview").click();
  const changes = page.getByTestId("bulk-change");
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText("Đóng bán: không → có");
  await screenshots(page, "rate-bulk-preview", true);
  await page.getByTestId("bulk-apply").click();

  // the occupancy grid from that Monday: the weekend closed, in words
  await expect(page).toHaveURL(/\/occupancy\?days=31&from=/);
  await expect(page.getByTestId("occupancy-grid")).toBeVisible();
  const room = page.getByTestId("occ-room").filter({ has: page.locator(`td.occ-closed[data-date="${friday}"]`) });
  await expect(room).toHaveCount(1);
  await expect(room.locator(`.occ-row-closed td[data-date="${saturday}"]`)).toContainText("Đóng bán");
  await expect(room.locator(`.occ-row-closed td[data-date="${sunday}"]`)).toHaveText("");
  await screenshots(page, "occupancy-grid");
  // each room type's table scrolls on its own: the page itself never scrolls sideways, at 1280 or 390
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(page.url().replace("days=31", "days=14"));
  await expect(page.getByTestId("occ-room").first().locator('[data-testid="occ-cell"]')).toHaveCount(14);

  // the month: Friday closed with its mark and word, its price kept; opening it again from the day's edit
  await room.locator(`a[href*="date=${friday}"]`).first().click();
  const day = page.getByTestId("day-dialog");
  await expect(day).toBeVisible();
  await expect(page.locator(`[data-date="${friday}"] [data-testid="cal-rule-closed"]`)).toHaveText("Đóng bán");
  await expect(page.locator(`[data-date="${friday}"]`)).toContainText("900.000");
  await screenshots(page, "rate-day-edit", true);
  await day.locator('input[name="stop_sell"]').uncheck();
  await day.getByTestId("day-save").click();
  await expect(page.getByTestId("day-dialog")).toBeHidden();
  await expect(page.locator(`[data-date="${friday}"] [data-testid="cal-rule-closed"]`)).toHaveCount(0);
  await expect(page.locator(`[data-date="${saturday}"] [data-testid="cal-rule-closed"]`)).toHaveText("Đóng bán");
  await expect(page.locator(`[data-date="${friday}"]`)).toContainText("900.000");
});
