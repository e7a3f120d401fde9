// The foundation as a supplier uses it, in a real browser, with scripts on and off.
import { expect, loadsDocument, test, type Page } from "../support/e2e";

const PASSWORD = "Demo@12345";
const scriptsOn = (_page: Page) => test.info().project.use.javaScriptEnabled !== false;

async function login(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
}

test("login → dashboard → language → help drawer → logout", async ({ page }) => {
  await page.goto("/login");
  if (scriptsOn(page)) {
    // spec §2 Login: the button waits until the fields are valid
    await expect(page.getByTestId("login-submit")).toBeDisabled();
    await page.getByLabel("Email").fill("supplier@demo.vn");
    await expect(page.getByTestId("login-submit")).toBeDisabled();
    await page.getByLabel("Mật khẩu").fill(PASSWORD);
    await expect(page.getByTestId("login-submit")).toBeEnabled();
    await page.getByTestId("login-submit").click();
  } else {
    await login(page, "supplier@demo.vn");
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Xin chào, Minh!" })).toBeVisible();
  await expect(page.getByText("Đăng nhập thành công!")).toBeVisible();
  await expect(page.getByTestId("side-menu").getByRole("link", { name: "Quản lý tour" })).toBeVisible();

  await page.getByTestId("language-menu").locator("summary").click();
  await loadsDocument(page, () => page.getByTestId("language-en").click());
  await expect(page.getByRole("heading", { name: "Welcome, Minh!" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByTestId("help-button").click();
  const drawer = page.getByTestId("help-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/help=help-dashboard/);
  await page.getByTestId("help-drawer-close").click();
  await expect(drawer).toBeHidden();

  await page.getByTestId("account-menu").locator("summary").click();
  await loadsDocument(page, () => page.getByTestId("logout").click());
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

test("the server answers the login errors, in the page's language", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("supplier@demo.vn");
  await page.getByLabel("Mật khẩu").fill("not-the-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("form-error")).toHaveText("Mật khẩu không chính xác!");
  await loadsDocument(page, () => page.getByTestId("language-en").click());
  await page.getByLabel("Email").fill("customer@demo.vn");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("form-error")).toHaveText("This account does not have access to the system!");
});

test("the unverified supplier answers the currency dialog and lands on /profile/agency", async ({ page }) => {
  await login(page, "newsupplier@demo.vn");
  await expect(page).toHaveURL(/\/profile\/agency$/);
  const dialog = page.getByTestId("currency-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("currency-select").selectOption("USD");
  await dialog.getByTestId("currency-submit").click();
  await expect(page.getByText("Cập nhật tiền tệ thành công!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/agency$/);
});

test("the forgot-password flow with a code from the mailbox", async ({ page, request, baseURL }) => {
  await page.goto("/login");
  await page.getByTestId("forgot-link").click();
  await expect(page).toHaveURL(/mode=forgot/);
  await page.getByLabel("Email đã đăng ký").fill("supplier@demo.vn");
  await page.getByTestId("forgot-submit").click();
  await expect(page).toHaveURL(/mode=reset/);
  const mailbox = await request.get(`${baseURL}/api/v1/dev/mailbox?email=supplier@demo.vn`, {
    headers: { "X-App-Id": "supplier-backoffice" },
  });
  const code = (await mailbox.json()).data.docs[0].code as string;
  await page.getByLabel("Mã xác minh").fill(code);
  await page.getByLabel(/^Mật khẩu mới/).fill(PASSWORD);
  await page.getByLabel("Nhập lại mật khẩu mới").fill(PASSWORD);
  await page.getByTestId("reset-submit").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Khôi phục mật khẩu thành công!")).toBeVisible();
});

test("phone width: horizontal menu, groups open, layout fits", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "supplier@demo.vn");
  await expect(page.getByRole("heading", { name: "Xin chào, Minh!" })).toBeVisible();
  await expect(page.getByTestId("side-menu")).toBeHidden();
  const mobile = page.getByTestId("mobile-menu");
  await expect(mobile).toBeVisible();
  await mobile.locator('details[data-group="tour"] > summary').click();
  await expect(mobile.getByRole("link", { name: "Đơn đặt chỗ" })).toBeVisible();
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("phone-layout.png"), fullPage: true });
  await mobile.getByRole("link", { name: "Đơn đặt chỗ" }).click();
  await expect(page).toHaveURL(/\/tour\/bookings$/);
});

test("screenshot attempt: alert and cleared clipboard (scripts only)", async ({ page }) => {
  test.skip(!scriptsOn(page), "a script-only enhancement (spec §2 Layout)");
  await login(page, "supplier@demo.vn");
  await expect(page.getByRole("heading", { name: "Xin chào, Minh!" })).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => navigator.clipboard.writeText("secret booking list"));
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.keyboard.press("PrintScreen");
  await expect.poll(() => messages).toEqual(["Không thể chụp màn hình này."]);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("");
});

// The layout's links (a dashboard line, a list's pager and rows, the menu) are Remix <Link>s: ordinary
// links without scripts and client-side navigations with them (the document stays)
test("the layout's links navigate without a new document when scripts run", async ({ page }) => {
  await login(page, "supplier@demo.vn");
  if (scriptsOn(page)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const marker = async () => (scriptsOn(page) ? page.evaluate(() => (window as { kept?: number }).kept) : undefined);
  if (scriptsOn(page)) await page.evaluate(() => ((window as { kept?: number }).kept = 1));
  await page.getByTestId("side-menu").getByRole("link", { name: "Đơn đặt chỗ" }).first().click();
  await expect(page).toHaveURL(/\/tour\/bookings$/);
  await page.getByTestId("pager").getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/\/tour\/bookings\?page=2$/);
  await page.getByTestId("booking-open").first().click();
  await expect(page).toHaveURL(/\/tour\/booking\//);
  await page.getByTestId("side-menu").getByRole("link", { name: "Tổng quan" }).click();
  await page.getByTestId("dashboard").locator("a.dash-name").first().click();
  await expect(page).toHaveURL(/\/(tour|hotel|bike|transport|cruise)\//);
  expect(await marker()).toBe(scriptsOn(page) ? 1 : undefined);
});

// With scripts, a list's pager and rows fetch their page's data while the pointer rests on them
// (<Link prefetch="intent">), so the click finds it ready
test("a list's pager and rows prefetch their page on hover", async ({ page }) => {
  test.skip(!scriptsOn(page), "prefetching is the router's, with scripts");
  await login(page, "supplier@demo.vn");
  await expect(page.getByRole("heading", { name: "Xin chào, Minh!" })).toBeVisible();
  await page.goto("/tour/bookings");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect(prefetched).toHaveCount(0);
  await page.getByTestId("pager").getByRole("link", { name: "2", exact: true }).hover();
  await expect(prefetched.and(page.locator('[href^="/tour/bookings.data?page=2"]'))).toHaveCount(1);
  await page.getByTestId("booking-open").first().hover();
  await expect(prefetched.and(page.locator('[href^="/tour/booking/"]'))).toHaveCount(1);
  await page.getByTestId("pager").getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/\/tour\/bookings\?page=2$/);
});
