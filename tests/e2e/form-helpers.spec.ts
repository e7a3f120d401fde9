// A failed save whose only invalid field sits in the other language's tab, and a helper redraw of
// the transport service form — with scripts on and off.
import { demoTour, expect, login, scriptsOn, test, type Page } from "../support/e2e";

const activeName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName);

test("a failed save whose only error is in the English tab opens that tab, counts it and focuses the field", async ({
  page,
  request,
}) => {
  await login(page);
  const id = await demoTour(request, "team_building");
  await page.goto(`/tour/action/${id}`);
  const en = page.locator('input[name="en.name"]');
  if (scriptsOn()) {
    // the Vietnamese tab is open: the English name is out of sight
    await expect(page.getByTestId("tab-vi")).toHaveAttribute("aria-selected", "true");
    await page.getByTestId("tab-en").click();
    await en.fill("Ngắn");
    await page.getByTestId("tab-vi").click();
    await expect(en).toBeHidden();
  } else {
    await en.fill("Ngắn");
  }
  await page.getByTestId("tour-save").scrollIntoViewIfNeeded();
  await page.getByTestId("tour-save").click();
  await expect(en).toBeVisible();
  await expect(en).toHaveAttribute("aria-invalid", "true");
  await expect.poll(() => activeName(page)).toBe("en.name");
  if (scriptsOn()) {
    await expect(page.getByTestId("tab-en")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("tab-en-errors")).toContainText("1");
    await expect(page.getByTestId("tab-vi-errors")).toHaveCount(0);
  }
});

test("the transport service form's helpers redraw without 'required' messages; a save shows them", async ({ page }) => {
  await login(page);
  await page.goto("/transport/service/action");
  const invalid = page.locator('[aria-invalid="true"]');
  if (scriptsOn()) {
    // the choices follow the type at once, and nothing is judged before a save
    await page.locator('select[name="type"]').selectOption({ index: 1 });
    await page.locator('select[name="area"]').selectOption({ index: 1 });
  } else {
    await page.locator('select[name="type"]').selectOption({ index: 1 });
    await page.getByRole("button", { name: "Hiện lựa chọn theo loại và số chỗ" }).click();
    await expect(page.locator('select[name="type"]')).not.toHaveValue("");
    await page.locator('select[name="area"]').selectOption({ index: 1 });
    await page.locator('button[name="intent"][value="places"]').first().click();
    await expect(page.locator('select[name="area"]')).not.toHaveValue("");
  }
  await expect(invalid).toHaveCount(0);
  await expect(page.getByTestId("form-error")).toHaveCount(0);
  await page.getByTestId("service-save").click();
  await expect(invalid.first()).toBeVisible();
});
