// The bike pages in a real browser, scripts on and off (spec hotels-bikes-transport §2 Bike, §5 "Bike
// form", "Bike option form"): a new bike saved with an image and its address from the address finder
// (typed and chosen with scripts; found and chosen without) leads to its options; an option added,
// edited and deleted after a confirmation. Screenshots at 1280 and 390 px.
import { choosePlace, expect, login, screenshots, scriptsOn, test, writeRich } from "../support/e2e";
import { noiseJpeg } from "../support/images";

test("a new bike with an image, saved from the form", async ({ page }) => {
  const mode = scriptsOn() ? "A" : "B";
  await login(page);
  await page.goto("/bike");
  await expect(page.getByTestId("list-row").filter({ hasText: "Thuê xe máy Đà Lạt" })).toHaveCount(1);
  await screenshots(page, "bike-list");
  await page.goto("/bike/action");
  await choosePlace(page, "place-area", "Châu Á");
  await choosePlace(page, "place-country", "Việt Nam");
  await page.getByTestId("place-city").selectOption({ label: "Đà Lạt" });
  // the address finder (§2 Bike "address autocomplete ... sets a point location"): with scripts a
  // suggestion typed and chosen; without, "find" redraws the form with the places found to choose from
  const address = page.getByTestId("address-input");
  if (scriptsOn()) {
    await address.pressSequentially("da lat", { delay: 30 });
    const option = page.getByRole("listbox", { name: "Gợi ý địa điểm" }).getByRole("option", { name: /^Đà Lạt/ });
    await option.first().click();
    await expect(address).toHaveValue(/^Đà Lạt/);
    await expect(page.getByTestId("address-lat")).toHaveValue(/^11\.9/);
  } else {
    await address.fill("da lat");
    await page.getByTestId("address-find").click();
    await expect(page.getByTestId("address-found")).toContainText("Địa điểm tìm thấy cho “da lat”");
    await page
      .getByTestId("address-found")
      .getByLabel(/^Đà Lạt, .*\(11\.9/)
      .first()
      .check();
  }
  const vi = page.getByTestId("lang-vi");
  await vi.locator('input[name="vi.name"]').fill(`Xe máy hồ Xuân Hương ${mode}`);
  await vi.locator('input[name="vi.description"]').fill("Xe tay ga giao tận khách sạn");
  await writeRich(page, "vi.content.overview", "Vòng quanh hồ Xuân Hương và đồi thông.");
  if (scriptsOn()) await page.getByTestId("tab-en").click();
  const en = page.getByTestId("lang-en");
  await en.locator('input[name="en.name"]').fill(`Xuan Huong lake scooters ${mode}`);
  await en.locator('input[name="en.description"]').fill("Scooters delivered to your hotel");
  await writeRich(page, "en.content.overview", "Around Xuan Huong lake and the pine hills.");
  await page.getByTestId("bike-type").selectOption("motorbike");
  await page.locator('input[name="from_price"]').fill("120000");
  await page.getByTestId("bike-rental-by-hour").check();
  // closing before opening is refused with the rule's message, and nothing is saved
  await page.locator('input[name="opening"]').fill("21:00");
  await page.locator('input[name="close"]').fill("07:00");
  await page.getByTestId("bike-save").click();
  await expect(page.getByText("Giờ đóng cửa phải sau giờ mở cửa")).toBeVisible();
  await expect(page).toHaveURL(/\/bike\/action$/);
  await page.locator('input[name="opening"]').fill("06:30");
  await page.locator('input[name="close"]').fill("22:15");
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "xe.jpg", mimeType: "image/jpeg", buffer: await noiseJpeg(600 * 1024) });
  await screenshots(page, "bike-form", true);
  await page.getByTestId("bike-save").click();

  // a new bike leads to its rental options
  await expect(page).toHaveURL(/\/bike\/[a-f0-9]{24}\/options$/);
  await expect(page.getByText("Đã thêm xe. Hãy thêm các tùy chọn thuê.")).toBeVisible();
  // the place chosen is the bike's address and point
  await page.goto(
    page
      .url()
      .replace(/\/options$/, "")
      .replace("/bike/", "/bike/action/"),
  );
  await expect(page.getByTestId("address-input")).toHaveValue(/^Đà Lạt/);
  await expect(page.getByTestId("address-lat")).toHaveValue(/^11\.9/);
  await expect(page.getByTestId("address-point-shown")).toContainText("Vị trí: 11.9");
  await page.goto(`/bike?name=${encodeURIComponent(`Xuan Huong lake scooters ${mode}`)}`);
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  // a new listing waits for the marketplace's moderation: its list says so, never "active"
  await expect(page.getByTestId("list-row")).toContainText("Chờ kiểm duyệt");
  await expect(page.getByTestId("list-row")).not.toContainText("Hoạt động");
});

test("a rental option added, edited and deleted", async ({ page }) => {
  const mode = scriptsOn() ? "A" : "B";
  const name = `Xe đạp trẻ em ${mode}`;
  await login(page);
  await page.goto("/bike?name=H%E1%BB%99i%20An");
  await page.getByTestId("list-row").first().getByTestId("bike-options").click();
  await expect(page).toHaveURL(/\/bike\/[a-f0-9]{24}\/options$/);
  await expect(page.getByTestId("option-list")).toContainText("Xe đạp thành phố");
  await expect(page.getByTestId("option-calendar-place")).toBeVisible();

  // add: the form adds when no option is chosen
  const form = page.getByTestId("option-form-panel");
  await form.locator('input[name="vi.name"]').fill(name);
  await form.locator('input[name="en.name"]').fill(`Kids bicycle ${mode}`);
  await form.locator('input[name="vi.description"]').fill("Xe đạp cho trẻ 6–10 tuổi");
  await form.locator('input[name="en.description"]').fill("Bicycle for children aged 6–10");
  await form.locator('input[name="quantity_default"]').fill("10001");
  await form.locator('input[name="price_day_default"]').fill("30000");
  await form.locator('input[name="price_hour_default"]').fill("8000");
  await form.getByTestId("option-save").click();
  await expect(page.getByText("Giá trị tối đa là 10.000").first()).toBeVisible();
  await page.getByTestId("option-form-panel").locator('input[name="quantity_default"]').fill("6");
  await page
    .getByTestId("option-form-panel")
    .locator('input[name="avatar_file"]')
    .setInputFiles({ name: "kids.jpg", mimeType: "image/jpeg", buffer: await noiseJpeg(200 * 1024) });
  await page.getByTestId("option-form-panel").getByTestId("option-save").click();
  await expect(page).toHaveURL(/\?option=[a-f0-9]{24}$/);
  const row = page.getByTestId("list-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator("img")).toHaveCount(1);

  // edit: the chosen option fills the same form
  await row.getByTestId("option-edit").click();
  await expect(page.getByTestId("option-form-panel").locator('input[name="vi.name"]')).toHaveValue(name);
  await page.getByTestId("option-status").selectOption("off");
  await page.getByTestId("option-form-panel").locator('input[name="price_day_default"]').fill("35000");
  await screenshots(page, "bike-options", true);
  await page.getByTestId("option-form-panel").getByTestId("option-save").click();
  await expect(row).toContainText("Ngừng hoạt động");
  await expect(row).toContainText("35.000");

  // delete after a confirmation
  await row.getByTestId("option-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "Xóa" }).click();
  await expect(page.getByTestId("list-row").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByTestId("list-row").filter({ hasText: "Xe đạp thành phố" })).toHaveCount(1);
});
