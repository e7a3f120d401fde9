// Every menu item leads somewhere: every area is built, so none answers the "coming soon" page (the
// catch-all keeps it for a page a service may still declare to come).
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { loggedIn } from "../support/browserless";

const server = serverForThisFile();

describe("menu items: every area is built", () => {
  it("answer 200 with their own page, never the coming-soon page, in both languages", async () => {
    for (const lng of ["vi", "en"] as const) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const home = await b.get("/");
      // the side menu's links (the dashboard below it links to bookings, calendars and forms too)
      const menu = /<nav[^>]*data-testid="side-menu"[^>]*>([\s\S]*?)<\/nav>/.exec(home.html)?.[1] ?? "";
      const links = [...menu.matchAll(/href="(\/(?:cruise|hotel|transport|bike)[^"]*)"/g)].map((m) => m[1]!);
      // the demo supplier has every flag (the hotel and bike desks of the day among its links)
      expect(new Set(links).size).toBe(16);
      for (const path of new Set(links)) {
        const page = await b.get(path);
        expect(page.status, path).toBe(200);
        expect(page.html, path).not.toContain('data-testid="coming-soon"');
        expect(page.html, path).not.toContain('data-testid="error-page"');
      }
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
