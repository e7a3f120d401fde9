// A phone photo chosen on an upload form (body-limits.ts, spec §9): with scripts the form says at once
// what the save does with it (upright, metadata gone, under 1 MB); with or without, the save keeps it.
import { phonePhoto } from "../support/images";
import { expect, login, scriptsOn, test } from "../support/e2e";

test("a 6 MB phone photo chosen on the tour form is announced, then saved", async ({ page }) => {
  await login(page);
  await page.goto("/tour");
  const edit = await page.locator('a[href^="/tour/action/"]').first().getAttribute("href");
  await page.goto(edit!);
  const tiles = page.getByTestId("tour-images").locator(".image-tile");
  const before = await tiles.count();
  const photo = await phonePhoto();
  await page.locator('input[name="images_file"]').setInputFiles({
    name: "IMG_0001.JPG",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  const hint = page.getByTestId("tour-images").getByTestId("chosen-photos");
  if (scriptsOn()) {
    await expect(hint).toContainText("Đã chọn: IMG_0001.JPG (6,3 MB)");
    await expect(hint).toContainText("xóa siêu dữ liệu (kể cả vị trí) và thu nhỏ dưới 1 MB");
  } else await expect(hint).toHaveText("");
  await page.getByTestId("tour-save").click();
  await expect(page).toHaveURL(/\?saved=1$/, { timeout: 30_000 });
  await page.goto(edit!);
  await expect(tiles).toHaveCount(before + 1);
});
