// The back-office's service descriptors agree with the contract's and with each other.
import { describe, expect, it } from "vitest";
import { SERVICE_IDS, SERVICES, serviceOf, UnknownServiceError } from "@contract/services";
import {
  APP_SERVICES,
  appServiceOf,
  BIKE_APP,
  bookingLinks,
  comingSoonPages,
  CRUISE_APP,
  HOTEL_APP,
  pageAllowed,
  registerAppService,
  servicesOfPage,
  TOUR_APP,
} from "./index";

describe("APP_SERVICES", () => {
  it("describes each service of the contract once, with its own flag", () => {
    expect(APP_SERVICES.map((s) => s.service.id).sort()).toEqual([...SERVICE_IDS].sort());
    for (const s of APP_SERVICES) expect(s.service).toBe(serviceOf(s.service.id));
    expect(new Set(APP_SERVICES.map((s) => s.flag)).size).toBe(APP_SERVICES.length);
  });

  it("links a built area's bookings detail to its list; a shared one has no links of its own", () => {
    expect(bookingLinks(TOUR_APP)[0]).toEqual({
      to: "/tour/bookings",
      label: "layout:menu.bookings",
      also: ["/tour/booking"],
    });
    expect(bookingLinks(HOTEL_APP)[0]).toEqual({
      to: "/hotel/bookings",
      label: "layout:menu.bookings",
      also: ["/hotel/booking"],
    });
    expect(bookingLinks(BIKE_APP)[0]).toEqual({
      to: "/bike/bookings",
      label: "layout:menu.bookings",
      also: ["/bike/booking"],
    });
    expect(bookingLinks(CRUISE_APP)).toEqual([]);
  });

  it("answers coming soon for a service's bookings pages only while they are to come", () => {
    expect(comingSoonPages(TOUR_APP)).toEqual([]);
    expect(comingSoonPages(CRUISE_APP).map(([p]) => p)).not.toContain("/cruise/bookings");
    expect(comingSoonPages(HOTEL_APP).map(([p]) => p)).not.toContain("/hotel/bookings");
    // the bike pages are the last to be built: nothing of theirs is still to come
    expect(comingSoonPages(BIKE_APP)).toEqual([]);
  });
});

describe("which services a page belongs to", () => {
  const only = (...ids: string[]) =>
    Object.fromEntries(APP_SERVICES.map((s) => [s.flag, ids.includes(s.service.id)])) as Parameters<
      typeof pageAllowed
    >[0];

  it("derives it from the descriptors: base paths, and a cruise's bookings listed with the tour's", () => {
    const ids = (path: string) => servicesOfPage(path).map((s) => s.service.id);
    expect(ids("/transport/options")).toEqual(["transport"]);
    expect(ids("/cruise/abc/cabins")).toEqual(["cruise"]);
    expect(ids("/tour/action")).toEqual(["tour"]);
    expect(ids("/tour/bookings")).toEqual(["tour", "cruise"]);
    expect(ids("/profile/agency")).toEqual([]);
    expect(ids("/tourism")).toEqual([]);
  });

  it("lets a supplier open only its services' pages (and every page of no service)", () => {
    expect(pageAllowed(only("hotel", "bike"), "/transport/services")).toBe(false);
    expect(pageAllowed(only("hotel", "bike"), "/cruise/action")).toBe(false);
    expect(pageAllowed(only("hotel", "bike"), "/hotel")).toBe(true);
    expect(pageAllowed(only("hotel", "bike"), "/profile")).toBe(true);
    expect(pageAllowed(only("cruise"), "/tour/statistic")).toBe(true);
    expect(pageAllowed(only("cruise"), "/tour/action")).toBe(false);
  });
});

describe("appServiceOf", () => {
  it("finds each service's back-office side by its descriptor; an unknown one is an error", () => {
    for (const s of Object.values(SERVICES)) expect(appServiceOf(s).service).toBe(s);
    expect(() => appServiceOf({ id: "boat" as never })).toThrow(UnknownServiceError);
  });

  it("names the locale namespaces a service's booking rows read (a transfer's type and route)", () => {
    expect(appServiceOf(SERVICES.transport).bookingNamespaces).toEqual(["transport"]);
    expect(appServiceOf(SERVICES.tour).bookingNamespaces ?? []).toEqual([]);
  });
});

describe("registerAppService", () => {
  it("takes only a registered descriptor's app side, and never a second one for the same service", () => {
    const boat = { ...TOUR_APP, service: { ...SERVICES.tour, id: "boat" } };
    expect(() => registerAppService(boat)).toThrow(UnknownServiceError);
    expect(() => registerAppService({ ...TOUR_APP })).toThrow(/already has its app side/);
    registerAppService(TOUR_APP);
    expect(APP_SERVICES.filter((s) => s.service.id === "tour")).toHaveLength(1);
  });
});
