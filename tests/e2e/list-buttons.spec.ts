// Every list button of the product (Conform's add, remove, reorder and clear buttons) in a real
// browser, with scripts on and off: each scenario adds rows, removes one, saves, and checks what
// was stored. Without scripts a list button posts the form and the server draws it again.
import sharp from "sharp";
import {
  type Locator,
  type Page,
  demoTour,
  expect,
  fillDepartureDate,
  fillFields,
  login,
  paidBooking,
  pressListButton,
  scriptsOn,
  test,
} from "../support/e2e";

const mode = () => (scriptsOn() ? "A" : "B");
const value = (scope: Page | Locator, name: string) => scope.locator(`[name="${name}"]`);

test("passenger-group options: add, remove, save", async ({ page, request }) => {
  const id = await demoTour(request, "team_building");
  await login(page);
  await page.goto(`/tour/${id}/optional-group-size?modal=add`);
  const dialog = page.getByTestId("group-dialog");
  const options = dialog.getByTestId("group-option");
  const name = `Đoàn 9–12 khách ${mode()}`;
  await fillFields(dialog, {
    name,
    "translations.en.name": "9–12 guests",
    min: "9",
    max: "12",
    "options[0].name": "Xe 16 chỗ",
    "options[0].translations.en.name": "16-seat van",
    "options[0].price": "4200000",
    "options[0].commission_value": "85",
  });
  await pressListButton(dialog.getByTestId("option-add"), options, 2);
  await expect(value(dialog, "options[0].name")).toHaveValue("Xe 16 chỗ"); // kept across the redraw
  await fillFields(dialog, {
    "options[1].name": "Xe 29 chỗ",
    "options[1].translations.en.name": "29-seat coach",
    "options[1].price": "5200000",
    "options[1].commission_value": "85",
  });
  await pressListButton(dialog.getByTestId("option-add"), options, 3);
  await fillFields(dialog, {
    "options[2].name": "Xe 45 chỗ",
    "options[2].translations.en.name": "45-seat coach",
    "options[2].price": "6900000",
    "options[2].commission_type": "net",
    "options[2].commission_value": "900000",
  });
  await pressListButton(options.nth(1).getByTestId("option-remove"), options, 2);
  await expect(value(dialog, "options[1].name")).toHaveValue("Xe 45 chỗ");
  await expect(value(dialog, "options[1].commission_type")).toHaveValue("net");
  await dialog.getByTestId("group-save").click();

  await expect(page.getByTestId("group-dialog")).toBeHidden();
  const row = page.getByTestId("group-list").getByTestId("list-row").filter({ hasText: name });
  await expect(row).toContainText("Xe 16 chỗ");
  await expect(row).toContainText("Xe 45 chỗ");
  await expect(row).not.toContainText("Xe 29 chỗ");
});

test("departure options: add, remove, save", async ({ page, request }) => {
  const id = await demoTour(request, "group");
  await login(page);
  await page.goto(`/tour/${id}/calendar-group-option?modal=add`);
  const dialog = page.getByTestId("departure-dialog");
  const options = dialog.getByTestId("departure-option");
  const year = new Date().getFullYear() + 2;
  await fillDepartureDate(dialog, `${year}-04-${scriptsOn() ? "14" : "15"}T07:30`);
  await fillFields(dialog, {
    available: "24",
    "options[0].name": "Khách lẻ",
    "options[0].translations.en.name": "Single traveller",
    "options[0].price": "3200000",
    "options[0].commission_value": "85",
    single_room_surcharge: "500000",
    single_room_commission_value: "90",
    extra_bed_surcharge: "300000",
    extra_bed_commission_type: "net",
    extra_bed_commission_value: "30000",
  });
  await pressListButton(dialog.getByTestId("option-add"), options, 2);
  await expect(value(dialog, "options[0].name")).toHaveValue("Khách lẻ");
  await fillFields(dialog, {
    "options[1].name": "Nhóm bạn",
    "options[1].translations.en.name": "Friends",
    "options[1].price": "3000000",
    "options[1].commission_value": "85",
  });
  await pressListButton(dialog.getByTestId("option-add"), options, 3);
  await fillFields(dialog, {
    "options[2].name": "Gia đình",
    "options[2].translations.en.name": "Family",
    "options[2].price": "2800000",
    "options[2].commission_value": "85",
  });
  await pressListButton(options.nth(1).getByTestId("option-remove"), options, 2);
  await expect(value(dialog, "options[1].name")).toHaveValue("Gia đình");
  await dialog.getByTestId("departure-save").click();

  await expect(page.getByTestId("departure-dialog")).toBeHidden();
  const row = page
    .getByTestId("departure-list")
    .getByTestId("list-row")
    .filter({ hasText: `${scriptsOn() ? "14" : "15"}/04/${year}` });
  await expect(row).toContainText("Khách lẻ");
  await expect(row).toContainText("Gia đình");
  await expect(row).not.toContainText("Nhóm bạn");
});

test("price table groups, classes and child prices: add, remove, save", async ({ page, request }) => {
  const id = await demoTour(request, "package");
  await login(page);
  await page.goto(`/tour/${id}/price-table`);
  const groups = page.getByTestId("package-group");
  const classes = page.getByTestId("package-class");
  const children = page.getByTestId("package-child");
  const g = await groups.count();
  const c = await classes.count();
  const k = await children.count();
  const secondGroup = g > 1 ? await value(page, "group[1].name").inputValue() : null;
  const secondClass = c > 1 ? await value(page, "class[1].name").inputValue() : null;

  await pressListButton(page.getByTestId("package-add-group"), groups, g + 1);
  await fillFields(page, {
    [`group[${g}].name`]: `Đoàn lớn ${mode()}`,
    [`group[${g}].translations.en.name`]: "Large party",
    [`group[${g}].min`]: "10",
    [`group[${g}].max`]: "20",
  });
  await pressListButton(page.getByTestId("package-add-class"), classes, c + 1);
  await fillFields(page, {
    [`class[${c}].name`]: `Cao cấp 5 sao ${mode()}`,
    [`class[${c}].translations.en.name`]: "Luxury 5-star",
  });
  await pressListButton(page.getByTestId("package-add-child"), children, k + 1);
  await fillFields(page, {
    [`price_ages[${k}].name`]: "Em bé dưới 2 tuổi",
    [`price_ages[${k}].translations.en.name`]: "Infant under 2",
    [`price_ages[${k}].percent`]: "10",
  });
  await expect(value(page, `group[${g}].name`)).toHaveValue(`Đoàn lớn ${mode()}`); // kept across the redraws

  // the first group and class take their column and row of the grid with them
  await pressListButton(groups.first().getByTestId("package-remove"), groups, g);
  await pressListButton(classes.first().getByTestId("package-remove"), classes, c);
  await expect(page.getByTestId("price-cell")).toHaveCount(g * c);
  if (k > 0) await pressListButton(children.first().getByTestId("package-remove"), children, k);
  const empty = page.locator('input[name^="cells."][name$=".price"]');
  for (let i = 0; i < g * c; i++) {
    const price = empty.nth(i);
    if (await price.inputValue()) continue;
    const at = (await price.getAttribute("name"))!.replace(/\.price$/, "");
    await fillFields(page, {
      [`${at}.price`]: "9000000",
      [`${at}.commission_type`]: "percent",
      [`${at}.commission_value`]: "85",
    });
  }
  await page.getByTestId("price-table-save").click();

  await expect(page.getByText("Đã lưu bảng giá!")).toBeVisible();
  await expect(groups).toHaveCount(g);
  await expect(classes).toHaveCount(c);
  await expect(children).toHaveCount(k > 0 ? k : 1);
  await expect(value(page, `group[${g - 1}].name`)).toHaveValue(`Đoàn lớn ${mode()}`);
  await expect(value(page, `class[${c - 1}].name`)).toHaveValue(`Cao cấp 5 sao ${mode()}`);
  if (secondGroup !== null) await expect(value(page, "group[0].name")).toHaveValue(secondGroup);
  if (secondClass !== null) await expect(value(page, "class[0].name")).toHaveValue(secondClass);
  await expect(value(page, `price_ages[${k > 0 ? k - 1 : 0}].translations.en.name`)).toHaveValue("Infant under 2");
});

/** A contact block of a booking dialog: three rows added, the middle one removed. */
async function threeRowsRemoveMiddle(dialog: Locator, kind: string, values: [string, string, string]) {
  const block = dialog.getByTestId(`contact-${kind}`);
  const rows = block.getByTestId("contact-method-row");
  const start = await rows.count();
  await fillFields(block, { [`${kind}.contact_methods[${start - 1}].value`]: values[0] });
  await pressListButton(block.getByTestId(`${kind}-add-method`), rows, start + 1);
  await fillFields(block, {
    [`${kind}.contact_methods[${start}].name`]: "zalo",
    [`${kind}.contact_methods[${start}].value`]: values[1],
  });
  await pressListButton(block.getByTestId(`${kind}-add-method`), rows, start + 2);
  await fillFields(block, {
    [`${kind}.contact_methods[${start + 1}].name`]: "viber",
    [`${kind}.contact_methods[${start + 1}].value`]: values[2],
  });
  await pressListButton(rows.nth(start).getByTestId(`${kind}-remove-method`), rows, start + 1);
  await expect(value(block, `${kind}.contact_methods[${start}].value`)).toHaveValue(values[2]);
  await expect(value(block, `${kind}.contact_methods[${start - 1}].value`)).toHaveValue(values[0]);
}

test("booking contacts: rows of the operator, guide and driver on confirm, then on update", async ({
  page,
  request,
}) => {
  const booking = await paidBooking(request, { fullname: `Khách danh bạ ${mode()}` });
  await login(page);
  await page.goto(`/tour/booking/${booking._id}?do=confirmed`);
  const dialog = page.getByTestId("dialog-confirmed");
  await fillFields(dialog, {
    "tour_operator.fullname": "Trần Văn Hùng",
    "tour_operator.email": "hung@saigondiscovery.vn",
    "tour_guide.fullname": "Lê Thị Mai",
    "tour_guide.email": "mai@saigondiscovery.vn",
    "tour_driver.fullname": "Phạm Văn Tài",
    "tour_driver.license_plate": "51B-123.45",
  });
  await threeRowsRemoveMiddle(dialog, "tour_operator", ["0901000001", "operator.removed", "operator.viber"]);
  await threeRowsRemoveMiddle(dialog, "tour_guide", ["0901000002", "guide.removed", "guide.viber"]);
  await threeRowsRemoveMiddle(dialog, "tour_driver", ["0901000003", "driver.removed", "driver.viber"]);
  await dialog.getByTestId("submit-confirmed").click();

  await expect(page.getByTestId("dialog-confirmed")).toBeHidden();
  await expect(page.getByTestId("booking-status")).toContainText("Đã xác nhận");
  for (const who of ["operator", "guide", "driver"]) {
    const card = page.getByTestId(`contact-card-tour_${who}`);
    await expect(card).toContainText(`${who}.viber`);
    await expect(card).not.toContainText(`${who}.removed`);
  }

  // the update dialog of one contact: the same buttons
  await page.getByTestId("contact-update-tour_guide").click();
  const update = page.getByTestId("dialog-contact-tour_guide");
  await expect(update.getByTestId("contact-method-row")).toHaveCount(2);
  await threeRowsRemoveMiddle(update, "tour_guide", ["guide.viber", "guide.gone", "guide.whatsapp"]);
  await update.getByTestId("submit-contact").click();
  await expect(page.getByTestId("dialog-contact-tour_guide")).toBeHidden();
  const card = page.getByTestId("contact-card-tour_guide");
  await expect(card).toContainText("guide.whatsapp");
  await expect(card).toContainText("guide.viber");
  await expect(card).not.toContainText("guide.gone");
});

test("supplier profile: contact rows, a business image and a file, added then removed", async ({ page }) => {
  // once scripts run, an organisation's profile hides the individual's fields: wait for that before pressing
  const settled = async () => {
    if (scriptsOn()) await expect(page.locator('input[name="identity_card_code"]')).toBeHidden();
  };
  await login(page);
  await page.goto("/profile/agency");
  await settled();
  const rows = page.getByTestId("contact-row");
  const start = await rows.count();
  await pressListButton(page.getByTestId("contact-add"), rows, start + 1);
  await fillFields(page, {
    [`contact_methods[${start}].name`]: "whatapp",
    [`contact_methods[${start}].value`]: `wa-removed-${mode()}`,
  });
  await pressListButton(page.getByTestId("contact-add"), rows, start + 2);
  await fillFields(page, {
    [`contact_methods[${start + 1}].name`]: "viber",
    [`contact_methods[${start + 1}].value`]: `viber-kept-${mode()}`,
  });
  await pressListButton(rows.nth(start).getByTestId("contact-remove"), rows, start + 1);
  await expect(value(page, `contact_methods[${start}].value`)).toHaveValue(`viber-kept-${mode()}`);
  // what a save needs (the certificate PDF), a logo and a business image to remove afterwards
  const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  await page.locator('input[name="bussiness_cer_file_file"]').setInputFiles({
    name: "giay-phep.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page
    .locator('input[name="logo_file"]')
    .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: image });
  await page
    .locator('input[name="images_file"]')
    .setInputFiles({ name: "van-phong.jpg", mimeType: "image/jpeg", buffer: image });
  await page.getByTestId("agency-save").click();

  await expect(page.getByText("Lưu thông tin thành công", { exact: false })).toBeVisible();
  await page.goto("/profile/agency");
  await settled();
  await expect(rows).toHaveCount(start + 1);
  await expect(value(page, `contact_methods[${start}].value`)).toHaveValue(`viber-kept-${mode()}`);
  await expect(page.getByTestId("image-remove")).toHaveCount(1);
  await expect(page.getByTestId("file-logo").locator("img")).toBeVisible();

  // the business image's remove button and the logo's clear button
  await pressListButton(page.getByTestId("image-remove"), page.getByTestId("image-remove"), 0);
  await page.getByTestId("file-logo").getByRole("button", { name: "Xóa tệp này" }).click();
  await expect(page.getByTestId("file-logo").locator("img")).toHaveCount(0);
  await page.getByTestId("agency-save").click();
  await expect(page.getByText("Lưu thông tin thành công", { exact: false })).toBeVisible();
  await page.goto("/profile/agency");
  await settled();
  await expect(page.getByTestId("image-remove")).toHaveCount(0);
  await expect(page.getByTestId("file-logo").locator("img")).toHaveCount(0);
  await expect(rows).toHaveCount(start + 1);
});

test("tour images: move one, remove one, save", async ({ page, request }) => {
  const id = await demoTour(request, "ticket");
  await login(page);
  const form = `/tour/action/${id}`;
  const tiles = page.getByTestId("tour-images").locator(".image-tile");
  const urls = async () =>
    page
      .getByTestId("tour-images")
      .locator('input[type="hidden"][name^="images["]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  // two more images, so that there is something to move and to remove
  await page.goto(form);
  const image = (r: number) =>
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
  await page.locator('input[name="images_file"]').setInputFiles([
    { name: "a.jpg", mimeType: "image/jpeg", buffer: await image(40) },
    { name: "b.jpg", mimeType: "image/jpeg", buffer: await image(220) },
  ]);
  await page.getByTestId("tour-save").click();
  await expect(page.getByTestId("tour-saved-dialog")).toBeVisible();
  await page.goto(form);
  const before = await urls();
  expect(before.length).toBeGreaterThanOrEqual(3);

  await tiles.first().getByRole("button", { name: "Đưa ra sau" }).click();
  await expect.poll(urls).toEqual([before[1], before[0], ...before.slice(2)]);
  await pressListButton(tiles.last().getByRole("button", { name: "Xóa", exact: true }), tiles, before.length - 1);
  const expected = [before[1], before[0], ...before.slice(2, -1)];
  await expect.poll(urls).toEqual(expected);
  await page.getByTestId("tour-save").click();
  await expect(page.getByTestId("tour-saved-dialog")).toBeVisible();
  await page.goto(form);
  await expect.poll(urls).toEqual(expected);
});
