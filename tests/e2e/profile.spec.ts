// The verification flow of an unverified supplier, as a person does it, with scripts on and off.
import { execFileSync } from "node:child_process";
import { choosePlace, expect, loadsDocument, login, test } from "../support/e2e";

test("an unverified supplier completes the profile, requests verification and is approved", async ({
  page,
  baseURL,
}) => {
  await login(page, "newsupplier@demo.vn", "any");
  await expect(page).toHaveURL(/\/profile\/agency$/);
  await expect(page.getByTestId("verify-status")).toHaveText(/chưa xác minh/i);
  // the currency dialog comes first when no currency is stored yet (another scenario may have answered it)
  const currency = page.getByTestId("currency-dialog");
  if (await currency.isVisible()) {
    await currency.getByTestId("currency-submit").click();
    await expect(currency).toBeHidden();
  }

  await choosePlace(page, "place-area", "Châu Á");
  await expect(page.getByTestId("place-country").locator("option", { hasText: "Việt Nam" })).toHaveCount(1);
  await choosePlace(page, "place-country", "Việt Nam");
  await expect(page.getByTestId("place-city").locator("option", { hasText: "Hội An" })).toHaveCount(1);
  await page.getByTestId("place-city").selectOption({ label: "Hội An" });

  await page.locator('input[name="owner_name"]').fill("Trần Thị Lan");
  await page.getByLabel("Tổ chức").check();
  await page.locator('input[name="phone"]').fill("2353861234");
  await page.locator('input[name="contact_methods[0].value"]').fill("0905123456");
  // a Conform list button: a real submit, with or without scripts
  await page.getByTestId("contact-add").click();
  await expect(page.getByTestId("contact-row")).toHaveCount(2);
  await page.locator('select[name="contact_methods[1].name"]').selectOption("zalo");
  await page.locator('input[name="contact_methods[1].value"]').fill("0905123456");
  await page.locator('input[name="bussiness_tax_code"]').fill("4001234567");
  await page.locator('input[name="bussiness_issue_by"]').fill("Sở Kế hoạch và Đầu tư Quảng Nam");
  await page.getByLabel("c. Giấy chứng nhận thành lập công ty").check();
  await page.locator('input[name="bussiness_cer_file_file"]').setInputFiles({
    name: "giay-phep.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.screenshot({ path: test.info().outputPath("agency-desktop.png"), fullPage: true });

  await page.getByTestId("agency-verify").click();
  await expect(page.getByText("Đã gửi yêu cầu kiểm duyệt!", { exact: false })).toBeVisible();
  await expect(page.getByTestId("verify-status")).toHaveText(/đang chờ xác minh/i);
  await expect(page.getByTestId("agency-verify")).toHaveCount(0);
  await expect(page.getByTestId("file-bussiness_cer_file").getByRole("link", { name: "Mở tệp PDF" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("agency-phone.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // the operator approves with the marketplace command
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "marketplace/cli.ts", "verify", "newsupplier@demo.vn"],
    {
      env: { ...process.env, MARKETPLACE_CLI_URL: `${baseURL}/api/v1` },
      encoding: "utf8",
    },
  );
  expect(out).toContain("Hoi An Lantern Tours (newsupplier@demo.vn): verified");

  await page.getByTestId("account-menu").locator("summary").click();
  await loadsDocument(page, () => page.getByTestId("logout").click());
  await login(page, "newsupplier@demo.vn", "any");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Nhà cung cấp đã xác minh")).toBeVisible();
});
