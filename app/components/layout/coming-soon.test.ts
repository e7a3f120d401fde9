import { describe, expect, it } from "vitest";
import { COMING_SOON_AREAS, comingSoonPage } from "./coming-soon";
import { menuGroups } from "./menu";

describe("comingSoonPage", () => {
  it("knows every menu item of the areas still to come", () => {
    const all = menuGroups({ is_tour: true, is_cruise: true, is_hotel: true, is_transport: true, is_bike: true });
    // the tour, cruise, hotel and transport pages are built, and the bike list
    const items = all
      .flatMap((g) => g.items.map((i) => i.to))
      .filter(
        (to) => to !== "/bike" && !["/tour", "/cruise", "/hotel", "/transport"].some((built) => to.startsWith(built)),
      );
    expect(items).toHaveLength(3);
    for (const to of items) expect(comingSoonPage(to), to).not.toBeNull();
  });
  it("knows the spec's detail and form pages, with a trailing slash too", () => {
    expect(comingSoonPage("/bike/statistic/")).toEqual({ area: "bike", page: "statistic" });
    expect(comingSoonPage("/bike/booking/xyz/")).toEqual({ area: "bike", page: "booking" });
    // the bike listings and their options are built: routes of their own
    expect(comingSoonPage("/bike/action")).toBeNull();
    expect(comingSoonPage("/bike/abc/options")).toBeNull();
  });
  it("leaves other paths to the 404 page", () => {
    expect(comingSoonPage("/tour")).toBeNull();
    expect(comingSoonPage("/hotel/nothing/here/at/all")).toBeNull();
    expect(comingSoonPage("/hotels")).toBeNull();
  });
  it("answers for the areas still to come only, their bookings pages from the descriptors", () => {
    expect(COMING_SOON_AREAS).toEqual(["bike"]);
    expect(comingSoonPage("/bike/statistic-revenue")).toEqual({ area: "bike", page: "statisticRevenue" });
    expect(comingSoonPage("/bike/booking/abc")).toEqual({ area: "bike", page: "booking" });
    // the hotel pages are built: routes of their own
    expect(comingSoonPage("/hotel/abc/rooms")).toBeNull();
    expect(comingSoonPage("/hotel/abc/room/action/def")).toBeNull();
    expect(comingSoonPage("/hotel/statistic-revenue")).toBeNull();
    // transport is built: its pages are routes of their own
    expect(comingSoonPage("/transport")).toBeNull();
    expect(comingSoonPage("/transport/booking/abc")).toBeNull();
    // cruises are booked in the tour's pages, which are built; their own pages are built too
    expect(comingSoonPage("/cruise/bookings")).toBeNull();
    expect(comingSoonPage("/cruise/abc/cabins")).toBeNull();
    expect(comingSoonPage("/tour/bookings")).toBeNull();
  });
});
