// The today pages in a real browser, scripts on and off (Vietnamese, the default language;
// contract/front-desk.ts "Today at the desk", "Rentals out today"): a guest checked in then out from the
// day's arrivals, the stay then completed; a rental handed over with a vehicle and its deposit, then taken back keeping the
// deposit with a reason. Each page is axe clean at 1280 and 390 px and photographed at both widths.
import { expectAccessible } from "../support/axe";
import { expect, login, screenshots, test, type Page } from "../support/e2e";

const DESK = "hotelbike@demo.vn";

/**
 * On a page longer than the screen at 1280 px, the sidebar's column (its background and border) runs
 * down to the page's end, not one screen tall with the page's grey below it.
 */
async function expectSidebarColumnToTheEnd(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen = await page.evaluate(() => {
    const column = getComputedStyle(document.querySelector(".shell")!, "::before");
    const sidebar = getComputedStyle(document.querySelector(".sidebar")!);
    return {
      page: document.documentElement.scrollHeight,
      column: parseFloat(column.height) || 0,
      same: column.backgroundColor === sidebar.backgroundColor,
    };
  });
  expect(seen.page).toBeGreaterThan(800);
  expect(seen.column).toBeGreaterThanOrEqual(seen.page - 1);
  expect(seen.same).toBe(true);
}

/** The row (a table row on a desktop, a card on a phone) of booking `uid` in a list of the page. */
const row = (page: Page, list: string, uid: string) =>
  page.getByTestId(list).getByTestId("list-row").filter({ hasText: uid });

test("check a guest in, then out, from today's arrivals", async ({ page }) => {
  await login(page, DESK);
  await page.getByRole("link", { name: "Lễ tân khách sạn hôm nay" }).click();
  await expect(page).toHaveURL(/\/hotel\/today$/);
  await expect(page.getByTestId("hotel-today")).toBeVisible();
  await screenshots(page, "hotel-today");
  await expectAccessible(page, "/hotel/today");
  await expectSidebarColumnToTheEnd(page);
  // on paper: the lists without the shell, the menu, the day's bar or the buttons
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".sidebar")).toBeHidden();
  await expect(page.getByTestId("desk-day")).toBeHidden();
  await expect(page.getByTestId("desk-arrivals").first()).toBeVisible();
  await expect(page.getByTestId("desk-actions").first()).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("hotel-today-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  const arrivals = page.getByTestId("desk-arrivals").first();
  const first = arrivals
    .getByTestId("list-row")
    .filter({ has: page.getByTestId("desk-check_in") })
    .first();
  const uid = (await first.getByTestId("desk-uid").textContent())!;
  await first.getByTestId("desk-check_in").click();
  await expect(page.getByText("Khách đã nhận phòng.")).toBeVisible();
  const stay = row(page, "desk-arrivals", uid);
  await expect(stay).toContainText("Nhận phòng lúc");
  await stay.getByTestId("desk-check_out").click();
  await expect(page.getByText("Khách đã trả phòng.")).toBeVisible();
  await expect(row(page, "desk-arrivals", uid)).toContainText("Trả phòng lúc");
  await expect(row(page, "desk-arrivals", uid).getByTestId("desk-check_out")).toHaveCount(0);
  // the guest gone, the desk completes the stay (asked in a dialog)
  await row(page, "desk-arrivals", uid).getByTestId("desk-status-completed").click();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
  await page.getByTestId("confirm-dialog").getByTestId("confirm-submit").click();
  await expect(page.getByTestId("confirm-dialog")).toBeHidden();
  await expect(row(page, "desk-arrivals", uid).getByTestId("desk-status-completed")).toHaveCount(0);
  // where its buttons were, the row says why it offers nothing more
  await expect(row(page, "desk-arrivals", uid).getByTestId("desk-idle")).toHaveText("Xong việc: khách đã rời đi.");
});

test("hand a rental over with a vehicle and its deposit, then take it back keeping the deposit", async ({ page }) => {
  await login(page, DESK);
  await page.goto("/bike/today");
  await expect(page.getByTestId("bike-today")).toBeVisible();
  await screenshots(page, "bike-today");
  await expectAccessible(page, "/bike/today");
  await expectSidebarColumnToTheEnd(page);

  const pickup = page
    .getByTestId("desk-pickups")
    .getByTestId("list-row")
    .filter({ has: page.getByTestId("desk-handover") })
    .filter({ has: page.getByTestId("desk-deposit") })
    .first();
  const uid = (await pickup.getByTestId("desk-uid").textContent())!;
  await pickup.getByTestId("desk-handover").click();
  const handover = page.getByTestId("dialog-handover");
  await expect(handover).toBeVisible();
  await expect(handover.getByTestId("handover-deposit")).toBeVisible();
  for (const select of await handover.getByTestId("handover-unit").all()) await select.selectOption({ index: 1 });
  await screenshots(page, "bike-handover", true);
  await expectAccessible(page, "/bike/today's handover dialog");
  await handover.getByTestId("submit-handover").click();
  await expect(
    page.getByText("Đã ghi nhận giao xe (thời điểm, xe, tiền cọc). Trạng thái đơn không đổi."),
  ).toBeVisible();
  await expect(page.getByTestId("dialog-handover")).toBeHidden();

  const out = page.getByTestId("list-row").filter({ hasText: uid });
  await expect(out.getByTestId("desk-deposit")).toHaveAttribute("data-deposit", "held");
  await out.getByTestId("desk-return").click();
  const back = page.getByTestId("dialog-return");
  await expect(back).toBeVisible();
  await back.getByTestId("return-deposit-kept").check();
  // kept without a reason: the form says what is missing and nothing is recorded
  await back.getByTestId("submit-return").click();
  await expect(page.getByTestId("dialog-return")).toBeVisible();
  await expect(page.getByTestId("dialog-return").getByTestId("return-reason")).toHaveAttribute("aria-invalid", "true");
  await page.getByTestId("dialog-return").getByTestId("return-deposit-kept").check();
  await page.getByTestId("dialog-return").getByTestId("return-reason").fill("Xước gương chiếu hậu");
  await page.getByTestId("dialog-return").getByTestId("submit-return").click();
  await expect(page.getByText("Đã ghi nhận trả xe. Trạng thái đơn không đổi.")).toBeVisible();
  await expect(page.getByTestId("list-row").filter({ hasText: uid })).toHaveCount(0);
});
