// tours-cruises §3 "Supplier": a supplier uses only the services it has. A hotel-and-bike supplier
// (hotelbike@demo.vn) opening the tour, cruise and transport pages by URL gets "not part of your
// services" on every one of them (every route file under a service's path, walked from app/routes),
// its posts store nothing, and the marketplace refuses its writes to those services with 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@contract/services";
import { apiToken } from "../support/api";
import { startServer, type RunningServer } from "../support/server";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "./support";
import { backOfficeRoutes, FAKE_ID } from "../support/routes";

const SUPPLIER = "hotelbike@demo.vn";
const HAS = ["hotel", "bike"];
const ID = FAKE_ID;

/** Every back-office route under a service's path that the supplier does not have. */
const foreignRoutes = backOfficeRoutes().filter((r) => {
  const first = r.url.split("/")[1] ?? "";
  return (SERVICE_IDS as readonly string[]).includes(first) && !HAS.includes(first);
});

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const token = () => apiToken(server.url, SUPPLIER);

describe("a supplier without tours, cruises and transport", () => {
  it("walks every route of those services: each answers not part of your services, in both languages", async () => {
    // the walk covers each service's pages (a route file missed here would be a route missed by the guard)
    expect(foreignRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/transport/options", "/transport/services", "/cruise/action", "/tour/bookings"]),
    );
    for (const lng of ["en", "vi"] as const) {
      const b = await loggedIn(server.url, SUPPLIER, lng);
      for (const { file, url } of foreignRoutes) {
        const page = await b.get(url);
        expect(page.status, `${lng} ${url}`).toBe(403);
        if (!file.endsWith(".tsx")) continue;
        const seen = visibleText(page.html);
        expect(seen, url).toContain(text(lng, "errors.notYourService.title"));
        // inside the layout: the supplier's own menu is there, without the foreign group
        expect(seen, url).toContain("Da Lat Stay & Ride");
        expect(page.html, url).not.toContain('href="/transport/services"');
      }
    }
  });

  it("posts to those pages store nothing", async () => {
    const b = await loggedIn(server.url, SUPPLIER);
    const actions = foreignRoutes.filter((r) => r.hasAction);
    expect(actions.map((r) => r.url)).toEqual(expect.arrayContaining(["/transport/options", "/cruise/action"]));
    for (const { url } of actions) {
      const vehicle = { intent: "save", id: "", type: "Xe 16 chỗ", brand: "Mercedes Sprinter", similar: "MINIBUS" };
      const posted = await b.post(`${url}?vehicle=new`, { ...vehicle, doors: "4", ac: "yes", gearbox: "mt" });
      expect(posted.status, url).toBe(403);
    }
    const t = await token();
    expect((await marketplaceCall(server.url, "GET", "transport/option", undefined, t)).body.data.total ?? 0).toBe(0);
    expect((await marketplaceCall(server.url, "GET", "tour/tour", undefined, t)).body.data.total ?? 0).toBe(0);
  });

  it("the marketplace refuses its writes to those services with 403 and stores nothing", async () => {
    const t = await token();
    const vehicle = {
      type: "Xe 16 chỗ",
      brand: "Mercedes Sprinter",
      similar: "MINIBUS",
      doors: 4,
      ac: true,
      gearbox: "mt",
    };
    const refused = await marketplaceCall(server.url, "POST", "transport/option", vehicle, t);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("service_not_enabled");
    for (const [method, call, body] of [
      ["POST", "tour/tour", { type: "cruise", name: "Du thuyền" }],
      ["POST", "tour/tour", { type: "default", name: "Tour" }],
      ["POST", "cruise/cabin", { name: "Cabin" }],
      ["PATCH", `transport/transport/${ID}`, {}],
      ["DELETE", `cruise/cabin/${ID}`, undefined],
    ] as const) {
      const reply = await marketplaceCall(server.url, method, call, body, t);
      expect(reply.status, `${method} ${call}`).toBe(403);
    }
    expect((await marketplaceCall(server.url, "GET", "transport/option", undefined, t)).body.data.total ?? 0).toBe(0);
    // the supplier that has transport still writes
    const { body } = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const mine = await marketplaceCall(server.url, "POST", "transport/option", vehicle, body.data.token.accessToken);
    expect(mine.status).toBe(200);
  });
});
