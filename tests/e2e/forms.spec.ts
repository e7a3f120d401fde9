// Feedback and forms (issue 9 items 16, 18, 21): what a supplier meets when a save fails, when
// leaving a form with changes, when ticking auto-translation — with scripts on and off.
import { expect, login, scriptsOn, test, type Page } from "../support/e2e";

const WARNING = "Vui lòng nhập đầy đủ thông tin bắt buộc";
const activeName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName);

async function expectWarningAndFocus(page: Page, name: string) {
  await expect(page.getByTestId("toast").filter({ hasText: WARNING })).toBeVisible();
  await expect.poll(() => activeName(page)).toBe(name);
  // the focused field is on the screen, not far below the fold
  const box = await page.locator(`[name="${name}"]`).first().boundingBox();
  const height = page.viewportSize()!.height;
  expect(box && box.y >= 0 && box.y + box.height <= height, `${name} is in view`).toBe(true);
}

test("a failed save of the supplier profile warns and focuses the first invalid field", async ({ page }) => {
  await login(page);
  await page.goto("/profile/agency");
  await page.locator('input[name="name"]').fill("");
  await page.locator('input[name="bussiness_tax_code"]').fill("");
  // start from the bottom, where the save button is
  await page.getByTestId("agency-save").scrollIntoViewIfNeeded();
  await page.getByTestId("agency-save").click();
  await expectWarningAndFocus(page, "name");
  await expect(page.locator('input[name="bussiness_tax_code"]')).toHaveAttribute("aria-invalid", "true");
});

test("a failed save of a new tour warns and focuses the tour name, every error at once", async ({ page }) => {
  await login(page);
  await page.goto("/tour/action");
  await page.getByTestId("tour-save").scrollIntoViewIfNeeded();
  await page.getByTestId("tour-save").click();
  await expectWarningAndFocus(page, "vi.name");
  // spec: every error at once — names and overviews beside the places and the price
  for (const name of ["vi.name", "area", "country", "city", "price"]) {
    await expect(page.locator(`[name="${name}"]`).first(), name).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByTestId("lang-vi").getByText("Vui lòng nhập thông tin này").first()).toBeVisible();
});
