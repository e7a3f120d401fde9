// The price setup pages of a tour in a real browser, with scripts on and off: one departure a day
// (spec §5: a duplicate date is refused and cleared), one reading of a commission with its worked
// example, names in the page's language.
import {
  demoTour,
  expect,
  fillDepartureDate,
  fillFields,
  login,
  screenshots,
  scriptsOn,
  test,
  useLanguage,
} from "../support/e2e";

test("a second departure on the same day is refused, named, and its date cleared", async ({ page, request }) => {
  const id = await demoTour(request, "group", 1);
  const year = new Date().getFullYear() + 2;
  const day = scriptsOn() ? "20" : "21";
  await login(page);
  const departure = async (time: string) => {
    await page.goto(`/tour/${id}/calendar-group-option?modal=add`);
    const dialog = page.getByTestId("departure-dialog");
    await fillDepartureDate(dialog, `${year}-05-${day}T${time}`);
    await fillFields(dialog, {
      available: "16",
      "options[0].name": "Khách lẻ",
      "options[0].translations.en.name": "Single traveller",
      "options[0].price": "2900000",
      "options[0].commission_value": "85",
      single_room_surcharge: "400000",
      single_room_commission_value: "90",
      extra_bed_surcharge: "0",
      extra_bed_commission_value: "90",
    });
    await dialog.getByTestId("departure-save").click();
  };
  await departure("07:00");
  await expect(page.getByTestId("departure-dialog")).toBeHidden();
  await expect(page.getByTestId("departure-list")).toContainText(`${day}/05/${year} - 07:00`);

  await departure("18:30");
  const dialog = page.getByTestId("departure-dialog");
  await expect(dialog).toContainText(`Đã có chuyến khởi hành ngày ${day}/05/${year}`);
  await expect(dialog.locator('[name="departure_date"]')).toHaveValue("");
  await expect(dialog.locator('[name="options[0].name"]')).toHaveValue("Khách lẻ"); // the rest is kept
  await expect(
    page
      .getByTestId("departure-list")
      .getByTestId("list-row")
      .filter({ hasText: `${day}/05/${year}` }),
  ).toHaveCount(1);
});

test("the age dialog: the commission's label and worked example follow what is entered; the English name is required", async ({
  page,
  request,
}) => {
  const id = await demoTour(request, "ticket");
  await login(page);
  await page.goto(`/tour/${id}/age?modal=add`);
  const dialog = page.getByTestId("age-dialog");
  await expect(dialog.locator('[lang="en"] label')).toContainText("*");
  const value = dialog.locator('input[name="commission_value"]');
  const example = dialog.getByTestId("commission-example");
  await fillFields(dialog, { name: "Khách VIP", price: "1000000", commission_value: "88" });
  await expect(page.getByLabel("Phần bạn nhận (%)")).toBeVisible();
  const redraw = async () => {
    // without scripts the server draws the example on the next post (here refused: no English name)
    if (scriptsOn()) return;
    await dialog.getByTestId("age-save").click();
    await expect(dialog.getByText("Vui lòng nhập thông tin")).toBeVisible();
  };
  await redraw();
  await expect(example).toHaveText("Khách trả 1.000.000 ₫ → bạn nhận 880.000 ₫, sàn giữ 120.000 ₫.", {
    useInnerText: true,
  });

  // net: the marketplace's commission per guest; the label follows the type, with or without scripts
  await dialog.locator('select[name="commission_type"]').selectOption("net");
  await expect(page.getByLabel("Hoa hồng của sàn mỗi khách (VND)")).toBeVisible();
  await expect(page.getByText("Phần bạn nhận (%)")).toBeHidden();
  await value.fill("120000");
  await redraw();
  await expect(example).toHaveText("Khách trả 1.000.000 ₫ → bạn nhận 880.000 ₫, sàn giữ 120.000 ₫.", {
    useInnerText: true,
  });
  await screenshots(page, "age-dialog-vi", true);

  await fillFields(dialog, { "translations.en.name": "VIP guest" });
  await dialog.getByTestId("age-save").click();
  await expect(page.getByTestId("age-dialog")).toBeHidden();
  const row = page.getByTestId("age-list").getByTestId("list-row").filter({ hasText: "Khách VIP" });
  await expect(row).toContainText("880.000 ₫");
  await expect(row).toContainText("hoa hồng của sàn: 120.000 ₫");

  // in English: the English names, the same reading
  await useLanguage(page, "en");
  await page.goto(`/tour/${id}/age`);
  await expect(page.getByTestId("age-list")).toContainText("VIP guest");
  await expect(page.getByTestId("age-list")).toContainText("marketplace commission: 120,000 ₫");
  await screenshots(page, "age-list-en");
  await page.goto(`/tour/${id}/age?modal=add`);
  await expect(page.getByTestId("age-dialog").locator('[lang="en"] label')).toContainText("*");
  await useLanguage(page, "vi");
});

test("the price table, the departure and the passenger-group dialogs show the same commission fields (screenshots)", async ({
  page,
  request,
}) => {
  await login(page);
  await useLanguage(page, "en");
  await page.goto(`/tour/${await demoTour(request, "package", 1)}/price-table`);
  await expect(page.getByTestId("price-grid")).toContainText("Standard 3-star");
  await expect(page.getByTestId("price-grid").getByTestId("commission-example").first()).toContainText("You receive");
  await screenshots(page, "price-table-en");
  await page.goto(`/tour/${await demoTour(request, "group", 2)}/calendar-group-option`);
  await page.getByTestId("departure-list").getByRole("link", { name: "Copy" }).first().click();
  await expect(page.getByTestId("departure-dialog").getByTestId("commission-example").first()).toContainText(
    "Guest pays",
  );
  await screenshots(page, "departure-dialog-en", true);
  await page.goto(`/tour/${await demoTour(request, "team_building", 1)}/optional-group-size?modal=edit&index=0`);
  await expect(page.getByTestId("group-dialog").getByTestId("commission-example").first()).toContainText("Guest pays");
  await screenshots(page, "group-dialog-en", true);
  await useLanguage(page, "vi");
});
