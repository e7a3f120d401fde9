// spec team.md §Roles: the permission table, literally, and its two derivations. Every call of the
// OpenAPI document and every route module of the back-office gets a permission from a rule, so a new
// call or page cannot forget one.
import { CALENDAR_INTENTS } from "../../contract/calendar";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "../../marketplace/openapi";
import {
  allows,
  PERMISSIONS,
  permissionOfApiCall,
  permissionOfPage,
  ROLES,
  type Permission,
  type Role,
} from "@contract/permissions";

// spec team.md §Roles, row by row: Y where the role may
const TABLE: Record<Permission, Record<Role, boolean>> = {
  "bookings.read": { owner: true, manager: true, reservations: true, finance: true },
  "bookings.act": { owner: true, manager: true, reservations: true, finance: false },
  "calendars.read": { owner: true, manager: true, reservations: true, finance: false },
  "calendars.write": { owner: true, manager: true, reservations: true, finance: false },
  "listings.read": { owner: true, manager: true, reservations: true, finance: false },
  "listings.write": { owner: true, manager: true, reservations: false, finance: false },
  "dashboard.read": { owner: true, manager: true, reservations: true, finance: false },
  "statistics.read": { owner: true, manager: true, reservations: false, finance: true },
  "payouts.read": { owner: true, manager: true, reservations: false, finance: true },
  "exports.read": { owner: true, manager: true, reservations: false, finance: true },
  "activity.read": { owner: true, manager: true, reservations: false, finance: true },
  "profile.read": { owner: true, manager: true, reservations: false, finance: false },
  "profile.write": { owner: true, manager: true, reservations: false, finance: false },
  "bank.read": { owner: true, manager: false, reservations: false, finance: false },
  "bank.write": { owner: true, manager: false, reservations: false, finance: false },
  "team.manage": { owner: true, manager: false, reservations: false, finance: false },
  account: { owner: true, manager: true, reservations: true, finance: true },
  public: { owner: true, manager: true, reservations: true, finance: true },
};

describe("the permission table (spec team.md §Roles)", () => {
  it("lists every permission once", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PERMISSIONS].sort());
  });
  for (const role of ROLES)
    for (const permission of PERMISSIONS)
      it(`${role} ${TABLE[permission][role] ? "may" : "may not"} ${permission}`, () => {
        expect(allows({ role, services: [] }, permission, null)).toBe(TABLE[permission][role]);
        expect(allows({ role, services: [] }, permission, "hotel")).toBe(TABLE[permission][role]);
      });

  it("limits a member to its services; [] is all of them; a cruise's calls are the tour's", () => {
    const hotelDesk = { role: "reservations", services: ["hotel"] } as const;
    expect(allows(hotelDesk, "bookings.act", "hotel")).toBe(true);
    expect(allows(hotelDesk, "bookings.read", "tour")).toBe(false);
    expect(allows(hotelDesk, "bookings.read", "transport")).toBe(false);
    expect(allows(hotelDesk, "bookings.read", null)).toBe(true);
    expect(allows({ role: "reservations", services: ["cruise"] }, "bookings.read", "tour")).toBe(true);
    expect(allows({ role: "intruder", services: [] }, "account", null)).toBe(false);
  });
});

describe("permissionOfApiCall", () => {
  it("gives every call of the OpenAPI document a permission", () => {
    const missing = operations({ devCalls: true })
      .filter((op) => !permissionOfApiCall(op.method, op.path.replace(/\{[^}]+\}/g, "x1")))
      .map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it.each([
    ["GET", "/hotel/order", undefined, "bookings.read", "hotel"],
    ["PATCH", "/hotel/order/1", undefined, "bookings.act", "hotel"],
    ["POST", "/hotel/order/1/check-in", undefined, "bookings.act", "hotel"],
    ["GET", "/order", undefined, "bookings.read", "tour"],
    ["PATCH", "/order/1", undefined, "bookings.act", "tour"],
    ["GET", "/statistic", undefined, "statistics.read", "tour"],
    ["GET", "/tour/statistic-revenue", undefined, "statistics.read", "tour"],
    ["GET", "/hotel/today", undefined, "bookings.read", "hotel"],
    ["POST", "/cruise/cabin-calendar", undefined, "calendars.write", "cruise"],
    ["GET", "/hotel/calendar", undefined, "calendars.read", "hotel"],
    ["POST", "/hotel/calendar/bulk", undefined, "calendars.write", "hotel"],
    ["POST", "/tour/group-calendar", undefined, "calendars.write", "tour"],
    ["GET", "/tour/tour", undefined, "listings.read", "tour"],
    ["POST", "/tour/tour", undefined, "listings.write", "tour"],
    ["POST", "/tour/age", undefined, "listings.write", "tour"],
    ["DELETE", "/bike/unit/1", undefined, "listings.write", "bike"],
    ["GET", "/transaction/payment-statistic", { service: "hotel" }, "statistics.read", "hotel"],
    ["GET", "/transaction/payment-agency", { service: "bike" }, "payouts.read", "bike"],
    ["GET", "/transaction/payment-agency", {}, "payouts.read", null],
    ["GET", "/dashboard", undefined, "dashboard.read", null],
    ["GET", "/dashboard/badges", undefined, "bookings.read", null],
    ["GET", "/agency/member", undefined, "team.manage", null],
    ["DELETE", "/agency/member/1", undefined, "team.manage", null],
    ["GET", "/agency/agency/1", undefined, "profile.read", null],
    ["PATCH", "/agency/update/1", undefined, "profile.write", null],
    ["GET", "/auth/me", undefined, "account", null],
    ["POST", "/auth/change-password", undefined, "account", null],
    ["GET", "/destination/area", undefined, "account", null],
    ["GET", "/tour/category", undefined, "account", null],
    ["POST", "/auth/accept-invite/abc", undefined, "public", null],
    ["GET", "/activity", undefined, "activity.read", null],
    ["GET", "/activity", { kind: "booking.confirmed" }, "activity.read", null],
    ["GET", "/activity", { target: "abc" }, "bookings.read", null],
    ["GET", "/activity", { service: "hotel" }, "activity.read", "hotel"],
  ] as const)("%s %s %o → %s of %s", (method, p, query, permission, service) => {
    expect(permissionOfApiCall(method, p, query)).toEqual({ permission, service });
  });

  it("knows no call it has no rule for", () => {
    expect(permissionOfApiCall("GET", "/ferry/anything")).toBeNull();
  });
});

/** The URL of a flat route module (`_app.hotel.$idHotel.rooms.tsx` → /hotel/x1/rooms), or null for a layout. */
function urlOfRouteFile(file: string): string | null {
  const name = file.replace(/\.(tsx|ts)$/, "");
  if (name === "_app") return null; // the layout around every page: each page below is judged itself
  const segments = name
    .replace(/\[\.\]/g, "~")
    .replace(/\[(\.[a-z]+)\]/g, (_m, ext: string) => ext.replace(".", "~"))
    .split(".")
    .map((s) => s.replace(/~/g, "."))
    .filter((s) => s !== "_app" && s !== "_index")
    // the catch-all answers an area's pages still to come (`/cruise/statistic`): judged at the path it answers
    .map((s) => (s === "$" ? "cruise/statistic" : s.startsWith("$") || s.startsWith("($") ? "x1" : s));
  // a page's `.csv` sibling is a segment's suffix, not a segment of its own
  return `/${segments.join("/").replace(/\/\.csv$/, ".csv")}`;
}

describe("permissionOfPage", () => {
  const routes = readdirSync(path.join(import.meta.dirname, "../../app/routes")).filter((f) => /\.tsx?$/.test(f));

  it("finds the back-office's routes", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(urlOfRouteFile("_app.hotel.bookings[.csv].ts")).toBe("/hotel/bookings.csv");
    expect(urlOfRouteFile("theme[.]css.ts")).toBe("/theme.css");
    expect(urlOfRouteFile("_app.tour.action.($id).tsx")).toBe("/tour/action/x1");
  });

  it("gives every route of the app a permission, the login and the invitation aside", () => {
    const missing = routes
      .map(urlOfRouteFile)
      .filter((url): url is string => url !== null)
      .filter((url) => !["/login", "/invite"].includes(url))
      .filter((url) => !permissionOfPage(url, "GET") || !permissionOfPage(url, "POST"));
    expect(missing).toEqual([]);
  });

  it.each([
    ["/", "GET", "dashboard.read", null],
    ["/hotel/bookings", "GET", "bookings.read", "hotel"],
    ["/hotel/today", "GET", "bookings.read", "hotel"],
    ["/hotel/booking/1", "POST", "bookings.act", "hotel"],
    ["/tour/action", "GET", "listings.write", "tour"],
    ["/tour/action/1", "POST", "listings.write", "tour"],
    ["/tour", "GET", "listings.read", "tour"],
    ["/tour/bookings.csv", "GET", "exports.read", "tour"],
    ["/tour/statistic", "GET", "statistics.read", "tour"],
    ["/bike/statistic-revenue", "GET", "statistics.read", "bike"],
    ["/hotel/1/occupancy", "GET", "calendars.read", "hotel"],
    ["/tour/1/calendar-group-option", "POST", "calendars.write", "tour"],
    ["/profile/agency", "GET", "profile.read", null],
    ["/profile/agency", "POST", "profile.write", null],
    ["/profile/team", "GET", "team.manage", null],
    ["/infomation", "GET", "profile.read", null],
    ["/profile", "GET", "account", null],
    ["/activity", "GET", "activity.read", null],
    ["/profile/user", "POST", "account", null],
    ["/profile/change-pass", "POST", "account", null],
    ["/logout", "POST", "account", null],
    ["/language", "POST", "account", null],
    ["/currency", "POST", "account", null],
  ] as const)("%s %s → %s of %s", (p, method, permission, service) => {
    expect(permissionOfPage(p, method)).toEqual({ permission, service });
  });

  it("judges a calendar's forms on a listing page as calendar work, the page's own forms as listing work", () => {
    for (const page of ["/hotel/1/rooms", "/cruise/1/cabins", "/bike/1/options"]) {
      const service = page.split("/")[1];
      for (const intent of CALENDAR_INTENTS)
        expect(permissionOfPage(page, "POST", intent)).toEqual({ permission: "calendars.write", service });
      expect(permissionOfPage(page, "POST", "delete")).toEqual({ permission: "listings.write", service });
      expect(permissionOfPage(page, "POST")).toEqual({ permission: "listings.write", service });
      expect(permissionOfPage(page, "GET", "schedule")).toEqual({ permission: "listings.read", service });
    }
  });

  it("names no member behind the login and the invitation", () => {
    expect(permissionOfPage("/login", "GET")).toBeNull();
    expect(permissionOfPage("/invite", "POST")).toBeNull();
  });
});
