// A hotel's and a bike's content as the owner reads it (spec tours-cruises §5: content is rich text):
// never its markup. Scripts off: a textarea of readable text, typed paragraphs and a list saved and
// read back as typed. Scripts on: the content drawn formatted until its first focus loads the editor.
import { expect, login, screenshots, scriptsOn, test } from "../support/e2e";

const OWNER = "hotelbike@demo.vn";
const TYPED = "Gần hồ, yên tĩnh.\nMở cửa cả tuần.\n\n- Bữa sáng\n- Xe đưa đón sân bay\n\n<b>chữ</b> & ký hiệu";
const KINDS = [
  { kind: "hotel", field: "vi.content.general" },
  { kind: "bike", field: "vi.content.overview" },
];

for (const k of KINDS) {
  test(`${k.kind}: the content reads as text, never markup`, async ({ page }) => {
    await login(page, OWNER);
    await page.goto(`/${k.kind}`);
    const edit = await page.locator(`a[href^="/${k.kind}/action/"]`).first().getAttribute("href");
    await page.goto(edit!);
    if (scriptsOn()) {
      const formatted = page.getByTestId(`rte-preview-${k.field}`);
      await expect(formatted).toBeVisible();
      await expect(page.locator(`textarea[name="${k.field}"]`)).toHaveCount(0);
      expect(await formatted.innerText()).not.toMatch(/<\/?[a-z]+>/);
      await expect(formatted.locator("p").first()).toBeVisible();
      await screenshots(page, `${k.kind}-content`, true);
      await formatted.focus();
      await expect(page.getByTestId(`rte-${k.field}`).locator("[contenteditable]")).toBeFocused();
      return;
    }
    const area = page.locator(`textarea[name="${k.field}"]`);
    expect(await area.inputValue()).not.toMatch(/<\/?[a-z]+>/);
    await area.fill(TYPED);
    await screenshots(page, `${k.kind}-content`, true);
    await page.getByTestId(`${k.kind}-save`).click();
    await expect(page).toHaveURL(new RegExp(`/${k.kind}$`));
    await page.goto(edit!);
    await expect(area).toHaveValue(TYPED);
  });
}
