import { describe, expect, it } from "vitest";
import { badgeOf, badgesOf, groupBadge } from "./menu-badges";
import { menuGroups } from "./menu";

describe("menu badges", () => {
  it("takes the counts of the deepest page that gives them; none when no page does", () => {
    expect(badgesOf([{ data: { userName: "x" } }, { data: { title: "t" } }])).toEqual({});
    expect(badgesOf([{ data: null }, { data: { menuBadges: { "/tour/bookings": 3 } } }])).toEqual({
      "/tour/bookings": 3,
    });
    expect(badgesOf([{ data: { menuBadges: { "/tour/bookings": "3" } } }])).toEqual({});
  });

  it("counts an entry, and a group as the sum of its entries", () => {
    const [tour] = menuGroups({ is_tour: true, is_cruise: true, is_hotel: false, is_transport: false, is_bike: false });
    const badges = { "/tour/bookings": 3, "/hotel/bookings": 2 };
    expect(badgeOf(badges, "/tour/bookings")).toBe(3);
    expect(badgeOf(badges, "/tour")).toBe(0);
    expect(groupBadge(badges, tour!)).toBe(3);
  });
});
