import { describe, expect, it } from "vitest";
import { activeItem, menuGroups } from "./menu";

const none = { is_tour: false, is_cruise: false, is_hotel: false, is_transport: false, is_bike: false };

describe("menuGroups (spec §2 Layout)", () => {
  it("shows no group without flags", () => {
    expect(menuGroups(none)).toEqual([]);
  });
  it("shows the tour group for tours, without the cruise manager", () => {
    const groups = menuGroups({ ...none, is_tour: true });
    expect(groups.map((g) => g.key)).toEqual(["tour"]);
    expect(groups[0]!.items.map((i) => i.to)).toEqual([
      "/tour",
      "/tour/bookings",
      "/tour/statistic",
      "/tour/statistic-revenue",
    ]);
  });
  it("shows the tour group with the cruise manager for cruise-only suppliers", () => {
    const groups = menuGroups({ ...none, is_cruise: true });
    expect(groups[0]!.items.map((i) => i.to)).toContain("/cruise");
  });
  it("shows hotel, transport and bike groups by their flags, in order", () => {
    expect(
      menuGroups({ is_tour: true, is_cruise: true, is_hotel: true, is_transport: true, is_bike: true }).map(
        (g) => g.key,
      ),
    ).toEqual(["tour", "hotel", "transport", "bike"]);
    expect(menuGroups({ ...none, is_hotel: true }).map((g) => g.key)).toEqual(["hotel"]);
    expect(menuGroups({ ...none, is_transport: true }).map((g) => g.key)).toEqual(["transport"]);
    expect(menuGroups({ ...none, is_bike: true }).map((g) => g.key)).toEqual(["bike"]);
  });
  it("marks the longest matching item active", () => {
    const groups = menuGroups({ ...none, is_tour: true });
    expect(activeItem(groups, "/tour/bookings")).toBe("/tour/bookings");
    expect(activeItem(groups, "/tour/action/123")).toBe("/tour");
    expect(activeItem(groups, "/tour/booking/abc")).toBe("/tour/bookings");
    expect(activeItem(groups, "/tour-x")).toBe(null);
  });
  it("builds every group from the services' descriptors, exactly as the hand-written menu was", () => {
    const all = menuGroups({ is_tour: true, is_cruise: true, is_hotel: true, is_transport: true, is_bike: true });
    const trio = (base: string) => [
      { to: `${base}/bookings`, label: "layout:menu.bookings" },
      { to: `${base}/statistic`, label: "layout:menu.statistic" },
      { to: `${base}/statistic-revenue`, label: "layout:menu.statisticRevenue" },
    ];
    expect(all).toEqual([
      {
        key: "tour",
        label: "layout:menu.tourGroup",
        icon: "map",
        items: [
          { to: "/tour", label: "layout:menu.tours" },
          { to: "/cruise", label: "layout:menu.cruises" },
          { to: "/tour/bookings", label: "layout:menu.bookings", also: ["/tour/booking"] },
          ...trio("/tour").slice(1),
        ],
      },
      {
        key: "hotel",
        label: "layout:menu.hotelGroup",
        icon: "building",
        items: [
          { to: "/hotel", label: "layout:menu.hotels" },
          { to: "/hotel/today", label: "layout:menu.hotelToday" },
          { to: "/hotel/bookings", label: "layout:menu.bookings", also: ["/hotel/booking"] },
          ...trio("/hotel").slice(1),
        ],
      },
      {
        key: "transport",
        label: "layout:menu.transportGroup",
        icon: "car",
        items: [
          { to: "/transport/services", label: "layout:menu.transportServices" },
          { to: "/transport/options", label: "layout:menu.transportOptions" },
          { to: "/transport/bookings", label: "layout:menu.bookings", also: ["/transport/booking"] },
          ...trio("/transport").slice(1),
        ],
      },
      {
        key: "bike",
        label: "layout:menu.bikeGroup",
        icon: "bike",
        items: [
          { to: "/bike", label: "layout:menu.bikes" },
          { to: "/bike/today", label: "layout:menu.bikeToday" },
          { to: "/bike/bookings", label: "layout:menu.bookings", also: ["/bike/booking"] },
          ...trio("/bike").slice(1),
        ],
      },
    ]);
  });
});
