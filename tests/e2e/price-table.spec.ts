// The price table of a package tour in a real browser, with scripts on and off: a new package tour
// leads to it, a 2×2 matrix with a child price is filled with the list buttons and saved.
import { type Page, expect, fillTourBasics, login, scriptsOn, test } from "../support/e2e";

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

test("a package tour leads to its price table, which saves a 2×2 matrix and shows it back", async ({ page }) => {
  await login(page);
  await page.goto("/tour/action");
  await fillTourBasics(
    page,
    {
      name: `Trọn gói Hội An – Mỹ Sơn 3 ngày ${scriptsOn() ? "A" : "B"}`,
      overview: "Ba ngày ở phố cổ Hội An và thánh địa Mỹ Sơn, khách sạn theo hạng bạn chọn.",
    },
    {
      name: "Hoi An and My Son package, 3 days",
      overview: "Three days in Hoi An old town and the My Son sanctuary, hotels in the class you choose.",
    },
  );
  await page.getByTestId("tour-type").selectOption("package");
  await page.getByLabel("Theo giờ và phút").check();
  await page.locator('select[name="hours"]').selectOption("3");
  await page.locator('input[name="price"]').fill("5100000");
  await page.getByTestId("tour-save").click();

  await expect(page.getByTestId("tour-saved-dialog")).toBeVisible();
  // the dialog offers the price table; followed by its address, not a click, while the tour form's
  // leave-confirmation (work in progress elsewhere) still blocks that click with scripts on
  const setup = page.getByTestId("tour-setup-link");
  await expect(setup).toHaveAttribute("href", /^\/tour\/[a-f0-9]{24}\/price-table$/);
  await setup.click();
  await expect(page).toHaveURL(/\/tour\/[a-f0-9]{24}\/price-table$/);
  await expect(page.getByTestId("price-cell")).toHaveCount(1);

  // groups as columns, classes as rows; each list button works without scripts too
  await field(page, "group[0].name").fill("1–2 khách");
  await field(page, "group[0].translations.en.name").fill("1–2 guests");
  await field(page, "group[0].max").fill("2");
  await page.getByTestId("package-add-group").click();
  await expect(page.getByTestId("package-group")).toHaveCount(2);
  await expect(field(page, "group[0].name")).toHaveValue("1–2 khách"); // kept across the redraw
  await field(page, "group[1].name").fill("3–6 khách");
  await field(page, "group[1].translations.en.name").fill("3–6 guests");
  await field(page, "group[1].min").fill("3");
  await field(page, "group[1].max").fill("6");
  await field(page, "class[0].name").fill("Tiêu chuẩn 3 sao");
  await field(page, "class[0].single_room_surcharge").fill("800000");
  await page.getByTestId("package-add-class").click();
  await expect(page.getByTestId("price-cell")).toHaveCount(4);
  await field(page, "class[1].name").fill("Cao cấp 4 sao");
  await page.getByTestId("package-add-child").click();
  await field(page, "price_ages[0].name").fill("Trẻ em 5–11 tuổi");
  await field(page, "price_ages[0].translations.en.name").fill("Child 5–11");
  await field(page, "price_ages[0].percent").fill("70");

  const cells: [string, string, "percent" | "net", string][] = [
    ["c0.g0", "5100000", "percent", "85"],
    ["c0.g1", "4700000", "net", "4200000"],
    ["c1.g0", "6900000", "percent", "80"],
    ["c1.g1", "6300000", "net", "5600000"],
  ];
  for (const [at, price, type, value] of cells) {
    await field(page, `cells.${at}.price`).fill(price);
    await field(page, `cells.${at}.commission_type`).selectOption(type);
    await field(page, `cells.${at}.commission_value`).fill(value);
  }
  await expect(page.getByTestId("price-grid").locator("thead")).toContainText("3–6 khách");
  await page.screenshot({ path: test.info().outputPath("price-table-desktop.png"), fullPage: true });
  await page.getByTestId("price-table-save").click();

  await expect(page.getByText("Đã lưu bảng giá!")).toBeVisible();
  await expect(page.getByTestId("price-cell")).toHaveCount(4);
  await expect(field(page, "group[1].translations.en.name")).toHaveValue("3–6 guests");
  await expect(field(page, "class[0].single_room_surcharge")).toHaveValue("800000");
  await expect(field(page, "cells.c0.g0.commission_value")).toHaveValue("85");
  await expect(field(page, "cells.c1.g1.commission_type")).toHaveValue("net");
  await expect(field(page, "cells.c1.g1.commission_value")).toHaveValue("5600000");
  await expect(field(page, "price_ages[0].percent")).toHaveValue("70");

  // a phone: each class is a card listing its cells, each cell named by its group
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("price-grid").locator("thead")).toBeHidden();
  await expect(page.getByTestId("price-cell").first().locator(".price-cell-label")).toContainText("1–2 khách");
  await page.screenshot({ path: test.info().outputPath("price-table-phone.png"), fullPage: true });
});
