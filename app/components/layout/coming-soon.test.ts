import { describe, expect, it } from "vitest";
import { COMING_SOON_AREAS, comingSoonPage } from "./coming-soon";
import { menuGroups } from "./menu";

describe("comingSoonPage", () => {
  it("has no area still to come: every menu item is a route of its own", () => {
    const all = menuGroups({ is_tour: true, is_cruise: true, is_hotel: true, is_transport: true, is_bike: true });
    const items = all.flatMap((g) => g.items.map((i) => i.to));
    expect(items).toContain("/bike/statistic-revenue");
    for (const to of items) expect(comingSoonPage(to), to).toBeNull();
  });
  it("answers nothing for the bike pages, the last area built", () => {
    expect(comingSoonPage("/bike/statistic/")).toBeNull();
    expect(comingSoonPage("/bike/booking/xyz/")).toBeNull();
    expect(comingSoonPage("/bike/action")).toBeNull();
    expect(comingSoonPage("/bike/abc/options")).toBeNull();
  });
  it("leaves other paths to the 404 page", () => {
    expect(comingSoonPage("/tour")).toBeNull();
    expect(comingSoonPage("/hotel/nothing/here/at/all")).toBeNull();
    expect(comingSoonPage("/hotels")).toBeNull();
  });
  it("lists no area still to come", () => {
    expect(COMING_SOON_AREAS).toEqual([]);
    expect(comingSoonPage("/bike/statistic-revenue")).toBeNull();
    expect(comingSoonPage("/hotel/statistic-revenue")).toBeNull();
    expect(comingSoonPage("/transport/booking/abc")).toBeNull();
    expect(comingSoonPage("/cruise/bookings")).toBeNull();
  });
});
