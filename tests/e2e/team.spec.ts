// spec team.md §Screens, as people do it, with scripts on and off: the owner invites a hotel
// reservations member on /profile/team, the invited person accepts on /invite with the code of the
// dev mailbox and lands on the dashboard, works (the hotel's bookings; another service's page says
// "not part of your role"), the owner revokes them, and their next request lands on /login.
import { mkdirSync } from "node:fs";
import { expect, login, scriptsOn, test } from "../support/e2e";

const SHOTS = "/tmp/shots13";
const PASSWORD = "Team@12345";

test("invite → accept → work → revoke", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const email = `desk-${test.info().project.name}-${Date.now().toString(36)}@team.test`;

  await login(page, "supplier@demo.vn");
  await page.goto("/profile/team");
  const invite = page.getByTestId("invite-form");
  await invite.getByTestId("invite-email").fill(email);
  await invite.getByTestId("invite-role").selectOption("reservations");
  await invite.getByTestId("invite-services-hotel").check();
  await invite.getByTestId("invite-submit").click();
  await expect(page.getByText("Đã gửi lời mời.")).toBeVisible();
  // the form is empty again for the next person
  await expect(page.getByTestId("invite-email")).toHaveValue("");
  const row = page.getByTestId(`member-actions-${email}`);
  await expect(row).toBeVisible();

  if (scriptsOn()) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/profile-team-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/profile/team");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/profile-team-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const mailbox = await request.get(`${baseURL}/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { "X-App-Id": "supplier-backoffice" },
  });
  const code = (await mailbox.json()).data.docs[0].code as string;
  expect(code).toBeTruthy();

  // the invited person, in a browser of their own
  const theirs = await browser.newContext({ baseURL, javaScriptEnabled: scriptsOn(), locale: "vi-VN" });
  const member = await theirs.newPage();
  await member.goto(`/invite?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`);
  await member.getByTestId("accept-lastname").fill("Nguyễn");
  await member.getByTestId("accept-firstname").fill("Lan");
  await member.getByTestId("accept-password").fill(PASSWORD);
  await member.getByTestId("accept-confirm").fill(PASSWORD);
  await member.getByTestId("accept-submit").click();
  await expect(member.getByTestId("dashboard")).toBeVisible();
  await expect(member.getByTestId("account-role")).toHaveText("Đặt chỗ");

  // work: the hotel's bookings are theirs; a tour's page is not part of their role
  await member.goto("/hotel/bookings");
  await expect(member.getByTestId("error-page")).toHaveCount(0);
  await expect(member.locator('a[href="/tour/bookings"]')).toHaveCount(0);
  const refused = await member.goto("/tour/bookings");
  expect(refused?.status()).toBe(403);
  await expect(member.getByText("Không thuộc vai trò của bạn")).toBeVisible();

  // the owner adds the bikes to their services in the row's dialog (a URL state), then revokes them
  // behind a confirmation; both work without scripts
  await page.goto("/profile/team");
  await page.getByTestId(`member-actions-${email}`).getByTestId("member-edit").click();
  const dialog = page.getByTestId("member-dialog");
  await dialog.getByTestId("member-services-bike").check();
  await dialog.getByTestId("member-save").click();
  await expect(page.getByText("Đã lưu vai trò và dịch vụ.")).toBeVisible();
  await expect(page.getByTestId("member-dialog")).toHaveCount(0);
  await member.goto("/bike/bookings");
  await expect(member.getByTestId("error-page")).toHaveCount(0);
  await page.getByTestId(`member-actions-${email}`).getByTestId("member-revoke").click();
  await page.getByTestId("confirm-dialog").getByTestId("confirm-submit").click();
  await expect(page.getByText("Đã thu hồi quyền truy cập.")).toBeVisible();
  await expect(page.getByTestId(`member-actions-${email}`)).toHaveCount(0);

  // their next request lands on /login
  await member.goto("/hotel/bookings");
  await expect(member).toHaveURL(/\/login/);
  await theirs.close();
});
