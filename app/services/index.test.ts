// The back-office's service descriptors agree with the contract's and with each other.
import { describe, expect, it } from "vitest";
import { SERVICE_IDS, SERVICES } from "@contract/services";
import { APP_SERVICES, bookingLinks, comingSoonPages, CRUISE_APP, HOTEL_APP, TOUR_APP } from "./index";

describe("APP_SERVICES", () => {
  it("describes each service of the contract once, with its own flag", () => {
    expect(APP_SERVICES.map((s) => s.service.id).sort()).toEqual([...SERVICE_IDS].sort());
    for (const s of APP_SERVICES) expect(s.service).toBe(SERVICES[s.service.id]);
    expect(new Set(APP_SERVICES.map((s) => s.flag)).size).toBe(APP_SERVICES.length);
  });

  it("links a built area's bookings detail to its list; a shared one has no links of its own", () => {
    expect(bookingLinks(TOUR_APP)[0]).toEqual({
      to: "/tour/bookings",
      label: "layout:menu.bookings",
      also: ["/tour/booking"],
    });
    expect(bookingLinks(HOTEL_APP)[0]).toEqual({ to: "/hotel/bookings", label: "layout:menu.bookings" });
    expect(bookingLinks(CRUISE_APP)).toEqual([]);
  });

  it("answers coming soon for a service's bookings pages only while they are to come", () => {
    expect(comingSoonPages(TOUR_APP)).toEqual([]);
    expect(comingSoonPages(CRUISE_APP).map(([p]) => p)).not.toContain("/cruise/bookings");
    expect(comingSoonPages(HOTEL_APP).slice(-4)).toEqual([
      ["/hotel/bookings", "bookings"],
      ["/hotel/booking/:id", "booking"],
      ["/hotel/statistic", "statistic"],
      ["/hotel/statistic-revenue", "statisticRevenue"],
    ]);
  });
});
