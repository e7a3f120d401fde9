// Every booking detail page fits its screen (spec hotels-bikes-transport §2, tours-cruises §2: the
// phone reads what the desktop does): at 390 and 1280 px, for a booking of each service, nothing is
// wider than the page, no card's content runs past the card, and no table is cut or scrolled sideways
// (a phone gets one card per booked line, each value beside its header, the line total in view).
import { type APIRequestContext, type Page, expect, login, screenshots, test } from "../support/e2e";
import { HOTELIER, hotelierStay } from "../support/stays";

/** A paid stay (so its payment card lists a payment) at one of the demo hotelier's rooms on sale. */
const paidStay = (request: APIRequestContext) =>
  hotelierStay(request, {
    checkinIn: [2, 6, 11],
    status: "paid",
    item: { quantity: 2, quantity_extrabed: 1 },
    contact: { fullname: "Nguyễn Thị Phương Thảo", phone: "+84912345678", email: "thao@example.vn" },
  });

/** The first booking of a list page (optionally searched by its number), its detail path. */
async function firstOf(page: Page, list: string) {
  await page.goto(list);
  const href = await page.getByTestId("booking-open").first().getAttribute("href");
  expect(href, list).toBeTruthy();
  return href!;
}

/** What runs past its box: the page wider than the screen, an element past its card or the screen, a box scrolled sideways. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}.${[...el.classList].slice(0, 2).join(".")} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
    const screen = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screen + 1)
      found.push(`page ${document.documentElement.scrollWidth} px wide on a ${screen} px screen`);
    const main = document.querySelector("main") ?? document.body;
    // visually hidden (a phone's table headers, kept for screen readers): clipped to nothing
    const clipped = (el: Element | null): boolean => {
      for (let a = el; a && a !== main; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.clipPath !== "none" || (s.overflow === "hidden" && a.getBoundingClientRect().width <= 1)) return true;
      }
      return false;
    };
    for (const el of main.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || clipped(el)) continue;
      const style = getComputedStyle(el);
      if (box.right > screen + 1)
        found.push(`${name(el)} ends at ${Math.round(box.right)} past the ${screen} px screen`);
      const card = el.parentElement?.closest(".mantine-Paper-root");
      if (card && box.right > card.getBoundingClientRect().right + 1)
        found.push(
          `${name(el)} runs past its card by ${Math.round(box.right - card.getBoundingClientRect().right)} px`,
        );
      if (/auto|scroll|hidden|clip/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    return [...new Set(found)].slice(0, 12);
  });
}

const SERVICES: { service: string; who?: string; path: (page: Page, request: APIRequestContext) => Promise<string> }[] =
  [
    { service: "tour", path: (page) => firstOf(page, "/tour/bookings?uid=TOUR-") },
    { service: "cruise", path: (page) => firstOf(page, "/tour/bookings?uid=CRUISE-") },
    { service: "transport", path: (page) => firstOf(page, "/transport/bookings") },
    {
      service: "hotel",
      who: HOTELIER,
      path: async (_page, request) => `/hotel/booking/${(await paidStay(request))._id}`,
    },
    { service: "bike", who: HOTELIER, path: (page) => firstOf(page, "/bike/bookings") },
  ];

for (const s of SERVICES) {
  test(`a ${s.service} booking's page fits 390 and 1280 px`, async ({ page, request }) => {
    await login(page, s.who);
    const path = await s.path(page, request);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId("booking-items")).toBeVisible();
      if (s.service === "hotel") await expect(page.getByTestId("booking-transaction").first()).toBeVisible();
      expect(await overflows(page), `${s.service} at ${width} px`).toEqual([]);
    }
    await screenshots(page, `booking-${s.service}`, true);
  });
}
