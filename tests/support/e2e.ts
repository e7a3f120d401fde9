// What every browser scenario needs, with scripts on or off. Scenarios import `test` and `expect`
// from here: every page they open fails the test on a console error, a Content-Security-Policy
// violation or an uncaught exception (hydration mismatches, failed loads, React warnings logged as errors).
import { expect, test as base, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export { expect };
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/** Console errors a scenario expects (e.g. a deliberate 404); each is a substring of the message. */
export const allowConsoleErrors = (...parts: string[]) =>
  test.info().annotations.push(...parts.map((description) => ({ type: "console-error-allowed", description })));

export const test = base.extend<{ consoleGuard: void }>({
  // With scripts, a page is used once React has hydrated it (root.tsx marks <html data-hydrated>),
  // as a person would after it appears: typing and submitting into a page still hydrating unloads
  // it mid-render, and React 18 reports that as error #345 ("Root did not complete") on its way out.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        return response;
      };
    }
    await use(page);
  },
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
      // a Content-Security-Policy violation (an inline script or style, eval) is an error too, though
      // the browser reports some of them only as an event (with scripts: without, nothing can run)
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(
            `CSP violation: ${e.violatedDirective} refused ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
          ),
        ),
      );
      await use();
      const allowed = info.annotations
        .filter((a) => a.type === "console-error-allowed")
        .map((a) => a.description ?? "");
      const unexpected = errors.filter((e) => !allowed.some((part) => part && e.includes(part)));
      expect(unexpected, "the browser logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = "Demo@12345";
export const scriptsOn = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * A click that loads a whole new document (the language buttons, logout: plain form posts). With
 * scripts, wait until React has hydrated the new page before using it, as `page.goto` does.
 */
export async function loadsDocument(page: Page, click: () => Promise<unknown>) {
  await click();
  await page.waitForLoadState("load");
  if (scriptsOn()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Logs in by typing, as a person does, and waits for the page the login lands on. */
export async function login(page: Page, email = "supplier@demo.vn", landsOn: "dashboard" | "any" = "dashboard") {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  if (landsOn === "dashboard") await expect(page.getByTestId("dashboard")).toBeVisible();
}

/** Rich text: the Tiptap editor with scripts (it loads on the field's first focus), the plain textarea without. */
export async function writeRich(page: Page, name: string, text: string) {
  if (!scriptsOn()) return page.locator(`textarea[name="${name}"]`).fill(text);
  const editor = page.getByTestId(`rte-${name}`).locator("[contenteditable]");
  // with scripts the content is drawn formatted until its first focus loads the editor
  if (!(await editor.count())) await page.getByTestId(`rte-preview-${name}`).focus();
  await editor.fill(text);
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
export async function fillTourBasics(
  page: Page,
  vi: { name: string; overview: string },
  en: { name: string; overview: string },
) {
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

// ---------------------------------------------------------------- demo data and form driving

const DEV_HEADERS = { "X-App-Id": "supplier-backoffice" };
/** Today in Vietnam, YYYY-MM-DD (the day rules' "today"). */
export const todayInVietnam = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());

/** The id of a seeded tour of supplier@demo.vn of this type (team_building, group, package …), through the dev calls. */
export async function demoTour(request: APIRequestContext, type: string, nth = 0): Promise<string> {
  const reply = await request.get("/api/v1/dev/tours", { headers: DEV_HEADERS });
  expect(reply.ok()).toBe(true);
  const docs = (await reply.json()).data.docs as { _id: string; agency: string; type: string; created_at: string }[];
  // only the seeded tours (a day old or more): tours the scenarios create are newer and would shift the order
  const seeded = (t: { created_at: string }) => Date.parse(t.created_at) < Date.now() - 3_600_000;
  const found = docs.filter((t) => t.agency === "supplier@demo.vn" && t.type === type && seeded(t));
  expect(found.length, `a seeded ${type} tour`).toBeGreaterThan(nth);
  return found[nth]!._id;
}

/** A booking of a demo tour travelling today, as a customer makes it (dev call): paid unless told otherwise. */
export async function paidBooking(request: APIRequestContext, { status = "paid", fullname = "Đỗ Minh Khoa" } = {}) {
  const tour = await demoTour(request, "default");
  const reply = await request.post("/api/v1/dev/order", {
    headers: DEV_HEADERS,
    data: {
      service: "tour",
      tour,
      date_travel: todayInVietnam(),
      status,
      items: [
        {
          name: "Người lớn",
          name_en: "Adult",
          quantity: 2,
          price: 890000,
          commission_type: "percent",
          commission_value: 15,
        },
      ],
      contact: { fullname, phone: "+84912345678", email: "khoa@example.vn" },
    },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data as { _id: string; uid: string };
}

/** Fills fields by their form name inside `scope`: a select gets the option of that value, others are typed. */
export async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/**
 * Presses a Conform list button (add or remove a row) and waits until `rows` number `count`.
 * Without scripts the button posts the form and the server draws it again with the changed list.
 */
export async function pressListButton(button: Locator, rows: Locator, count: number) {
  await button.click();
  await expect(rows).toHaveCount(count);
}

/** A departure's date and time (Vietnam time, "YYYY-MM-DDTHH:mm"), however the form asks for it. */
export async function fillDepartureDate(scope: Page | Locator, localDateTime: string) {
  // typed as a person reads it (spec §9: DD/MM/YYYY HH:mm), whatever the page's language
  const [, y, m, d, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(localDateTime)!;
  await scope.locator('[name="departure_date"]').fill(`${d}/${m}/${y} ${time}`);
}

/** Switches the page's language (the cookie the language menu sets). */
export async function useLanguage(page: Page, lng: "vi" | "en") {
  const reply = await page.request.post("/language", { form: { lng, back: "/" }, maxRedirects: 0 });
  expect(reply.status()).toBe(303);
}

/**
 * Full-page screenshots at 1280 and 390 px wide, named by the scenario's mode (js / nojs). A dialog
 * scrolls inside the window: `tall` makes the window tall enough to show all of it.
 */
export async function screenshots(page: Page, name: string, tall = false) {
  const mode = scriptsOn() ? "js" : "nojs";
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 1280, height: tall ? 2000 : 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${mode}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: tall ? 3000 : 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${mode}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** A day (YYYY-MM-DD) as the date fields take it, dd-mm-yyyy. */
export const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * Opens a calendar's schedule dialog (its button in `from`: the page or the item's panel) and fills the
 * range from `start` to `end` with the weekdays `excluded` (0 = Sunday) left out; the dialog.
 */
export async function openSchedule(
  page: Page,
  from: Page | Locator,
  range: { start: string; end: string; excluded: number[] },
) {
  await from.getByTestId("schedule-open").click();
  const dialog = page.getByTestId("schedule-dialog");
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="dateStart"]').fill(dmy(range.start));
  await dialog.locator('input[name="dateEnd"]').fill(dmy(range.end));
  for (const day of range.excluded) await dialog.locator(`input[name="exclusion_date"][value="${day}"]`).check();
  return dialog;
}
