// What every browser scenario needs, with scripts on or off. Scenarios import `test` and `expect`
// from here: every page they open fails the test on a console error or an uncaught exception
// (hydration mismatches, failed loads, React warnings logged as errors).
import { expect, test as base, type Page } from "@playwright/test";

export { expect };
export type { APIRequestContext, Page } from "@playwright/test";

/** Console errors a scenario expects (e.g. a deliberate 404); each is a substring of the message. */
export const allowConsoleErrors = (...parts: string[]) => test.info().annotations.push(...parts.map((description) => ({ type: "console-error-allowed", description })));

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ context }, use, info) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on("console", (m) => {
          if (m.type() === "error") errors.push(`console.error on ${page.url()}: ${m.text()}`);
        });
        page.on("pageerror", (e) => errors.push(`uncaught on ${page.url()}: ${e.message}`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      const allowed = info.annotations.filter((a) => a.type === "console-error-allowed").map((a) => a.description ?? "");
      const unexpected = errors.filter((e) => !allowed.some((part) => part && e.includes(part)));
      expect(unexpected, "the browser logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = "Demo@12345";
export const scriptsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Logs in by typing, as a person does, and waits for the page the login lands on. */
export async function login(page: Page, email = "supplier@demo.vn", landsOn: "dashboard" | "any" = "dashboard") {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  if (landsOn === "dashboard") await expect(page.getByTestId("dashboard")).toBeVisible();
}

/** Rich text: the Tiptap editor with scripts, the plain textarea without. */
export async function writeRich(page: Page, name: string, text: string) {
  if (scriptsOn()) await page.getByTestId(`rte-${name}`).locator("[contenteditable]").fill(text);
  else await page.locator(`textarea[name="${name}"]`).fill(text);
}

/** Picks a place; without scripts the "show" button redraws the next list. */
export async function choosePlace(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).selectOption({ label });
  if (!scriptsOn()) await page.getByRole("button", { name: "Hiện quốc gia và thành phố theo lựa chọn này" }).click();
}

/**
 * The part every new tour starts with: place (Hội An, Vietnam), names and overviews in both
 * languages (the English tab opens with scripts), two interests.
 */
export async function fillTourBasics(page: Page, vi: { name: string; overview: string }, en: { name: string; overview: string }) {
  await choosePlace(page, "place-area", "Châu Á");
  await choosePlace(page, "place-country", "Việt Nam");
  await page.getByTestId("place-city").selectOption({ label: "Hội An" });
  await page.getByTestId("lang-vi").locator('input[name="vi.name"]').fill(vi.name);
  await writeRich(page, "vi.content.overview", vi.overview);
  if (scriptsOn()) await page.getByTestId("tab-en").click();
  await page.getByTestId("lang-en").locator('input[name="en.name"]').fill(en.name);
  await writeRich(page, "en.content.overview", en.overview);
  await page.getByLabel("Tham quan thành phố").check();
  await page.getByLabel("Ẩm thực đường phố").check();
}
