// Every menu item leads somewhere. The areas still to come answer a translated
// "coming soon" page inside the layout (200), never the 404 page.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { loggedIn, visibleText } from "../support/browserless";

const server = serverForThisFile();
// the menu items of these areas that are built (the cruise list, the bike list; every hotel and transport page)
const BUILT = ["/cruise", "/bike"];

describe("menu items of areas still to come", () => {
  it("answer 200 with the area's coming-soon page, in both languages", async () => {
    for (const [lng, soon, bikes] of [
      ["vi", "Sắp ra mắt", "Xe hai bánh"],
      ["en", "Coming soon", "Two-wheeled vehicles"],
    ] as const) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const home = await b.get("/");
      const links = [...home.html.matchAll(/href="(\/(?:cruise|hotel|transport|bike)[^"]*)"/g)].map((m) => m[1]!);
      expect(new Set(links).size).toBe(14); // the demo supplier has every flag
      // built: the cruise list, every hotel and every transport page
      const built = (p: string) => BUILT.includes(p) || /^\/(hotel|transport)(\/|$)/.test(p);
      for (const path of new Set(links.filter(built))) {
        const page = await b.get(path);
        expect(page.status, path).toBe(200);
        expect(page.html, path).not.toContain('data-testid="coming-soon"');
      }
      for (const path of new Set(links.filter((p) => !built(p)))) {
        const page = await b.get(path);
        expect(page.status, path).toBe(200);
        expect(page.html, path).toContain('data-testid="coming-soon"');
        expect(page.html, path).not.toContain('data-testid="error-page"');
        expect(visibleText(page.html), path).toContain(soon);
      }
      // a detail page still to come (not in the menu) answers the same, named by its area
      const booking = await b.get("/bike/booking/65a1b2c3d4e5f6a7b8c9d0e1");
      expect(booking.status).toBe(200);
      expect(visibleText(booking.html)).toContain(bikes);
      expect(/<title>([^<]*)<\/title>/.exec(booking.html)![1]).toContain(bikes);
    }
  });

  it("leaves other unknown paths to the 404 page", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const page = await b.get("/hotel/a/b/c/d");
    expect(page.status).toBe(404);
    expect(page.html).toContain('data-testid="error-page"');
  });

  it("needs a login like every page", async () => {
    const res = await fetch(`${server.url}/hotel/bookings`, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?back=%2Fhotel%2Fbookings");
  });
});
