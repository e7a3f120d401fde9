// Tours as a supplier uses them, in a real browser, with scripts on and off.
import sharp from "sharp";
import { expect, fillTourBasics, login, scriptsOn, test } from "../support/e2e";

test("a default tour in both languages, its age prices, and the list", async ({ page }) => {
  const name = `Tour đêm phố cổ Hội An ${scriptsOn() ? "A" : "B"}`;
  await login(page);
  await page.goto("/tour/action");
  await fillTourBasics(
    page,
    { name, overview: "Dạo phố cổ buổi tối và thả đèn hoa đăng trên sông Hoài." },
    {
      name: "Hoi An old town by night",
      overview: "An evening walk through the old town and lanterns on the Hoai river.",
    },
  );
  await page.getByTestId("tour-type").selectOption("default");
  await page.getByTestId("tour-optional-type").selectOption("default");
  await page.getByLabel("Theo giờ và phút").check();
  await page.locator('select[name="hours"]').selectOption("3");
  await page.locator('select[name="minutes"]').selectOption("30");
  await page.locator('input[name="price"]').fill("650000");
  const image = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "hoi-an.jpg", mimeType: "image/jpeg", buffer: image });
  await page.screenshot({ path: test.info().outputPath("tour-form-desktop.png"), fullPage: true });
  await page.getByTestId("tour-save").click();

  await expect(page.getByTestId("tour-saved-dialog")).toBeVisible();
  await page.getByTestId("tour-setup-link").click();
  await expect(page).toHaveURL(/\/tour\/[a-f0-9]{24}\/age$/);

  for (const [vn, eng, price, share] of [
    ["Người lớn", "Adult", "650000", "85"],
    ["Trẻ em", "Child", "400000", "80"],
  ]) {
    await page.getByTestId("age-add").click();
    const dialog = page.getByTestId("age-dialog");
    await dialog.locator('input[name="name"]').fill(vn!);
    await dialog.locator('input[name="translations.en.name"]').fill(eng!);
    await dialog.locator('input[name="price"]').fill(price!);
    await dialog.locator('input[name="commission_value"]').fill(share!);
    await dialog.getByTestId("age-save").click();
    await expect(page.getByTestId("age-dialog")).toBeHidden();
  }
  const rows = page.getByTestId("age-list").getByTestId("list-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Trẻ em" })).toContainText("80%");

  await page.goto(`/tour?name=${encodeURIComponent(name)}`);
  const row = page.getByTestId("list-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator("img.list-thumb")).toHaveAttribute("src", /\/api\/v1\/files\/[a-f0-9]{24}\.jpg$/);
  await page.setViewportSize({ width: 390, height: 844 });
  // on a phone the same row shows as a card: the picture across it, the header row hidden
  await expect(row).toBeVisible();
  await expect(page.locator(".dl thead")).toBeHidden();
  expect(await row.locator("img.list-thumb").evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(300);
  await page.screenshot({ path: test.info().outputPath("tour-list-phone.png"), fullPage: true });
});
