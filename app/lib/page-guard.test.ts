// spec team.md §Roles: who may open a page, from the one permission table, and the menu it makes.
import { describe, expect, it } from "vitest";
import { menuGroups } from "~/components/layout/menu";
import { mayOpen, pageRefusal, type MemberGrant } from "./page-guard";

const all = { is_tour: true, is_cruise: true, is_hotel: true, is_transport: true, is_bike: true };
const owner: MemberGrant = { role: "owner", services: [] };
const manager: MemberGrant = { role: "manager", services: [] };
const hotelDesk: MemberGrant = { role: "reservations", services: ["hotel"] };
const finance: MemberGrant = { role: "finance", services: [] };

describe("pageRefusal", () => {
  it("lets each role open what its row of the table allows, and refuses the rest as not part of its role", () => {
    expect(pageRefusal(all, owner, "/profile/team")).toBeNull();
    expect(pageRefusal(all, manager, "/profile/team")).toBe("notYourRole");
    expect(pageRefusal(all, manager, "/tour/action", "POST")).toBeNull();
    expect(pageRefusal(all, hotelDesk, "/hotel/bookings")).toBeNull();
    expect(pageRefusal(all, hotelDesk, "/hotel/today", "POST")).toBeNull();
    expect(pageRefusal(all, hotelDesk, "/tour/bookings")).toBe("notYourRole");
    expect(pageRefusal(all, hotelDesk, "/hotel/statistic-revenue")).toBe("notYourRole");
    expect(pageRefusal(all, hotelDesk, "/hotel/action", "POST")).toBe("notYourRole");
    expect(pageRefusal(all, finance, "/tour/statistic-revenue")).toBeNull();
    expect(pageRefusal(all, finance, "/tour/booking/abc")).toBeNull();
    // finance reads a booking, never confirms one: the page's post is refused
    expect(pageRefusal(all, finance, "/tour/booking/abc", "POST")).toBe("notYourRole");
    expect(pageRefusal(all, finance, "/profile/team")).toBe("notYourRole");
  });

  it("every member keeps their own account pages", () => {
    for (const m of [owner, manager, hotelDesk, finance]) {
      expect(pageRefusal(all, m, "/profile/change-pass", "POST")).toBeNull();
      expect(pageRefusal(all, m, "/profile/user")).toBeNull();
    }
  });

  it("a service the supplier lacks stays 'not part of your services', whatever the role", () => {
    expect(pageRefusal({ ...all, is_tour: false, is_cruise: false }, owner, "/tour/bookings")).toBe("notYourService");
  });
});

describe("the menu by role", () => {
  const hrefs = (m: MemberGrant) =>
    menuGroups(all, (href) => mayOpen(all, m, href)).flatMap((g) => g.items.map((i) => i.to));

  it("an owner sees every entry", () => {
    expect(hrefs(owner)).toEqual(menuGroups(all).flatMap((g) => g.items.map((i) => i.to)));
  });

  it("a reservations member limited to hotels sees the hotel's bookings and calendars, and no other group", () => {
    const groups = menuGroups(all, (href) => mayOpen(all, hotelDesk, href));
    expect(groups.map((g) => g.key)).toEqual(["hotel"]);
    const seen = hrefs(hotelDesk);
    expect(seen).toContain("/hotel/bookings");
    expect(seen).not.toContain("/hotel/statistic");
    expect(seen).not.toContain("/hotel/statistic-revenue");
  });

  it("finance sees the statistics and revenue, and the bookings to read", () => {
    const seen = hrefs(finance);
    expect(seen).toEqual(expect.arrayContaining(["/tour/statistic-revenue", "/hotel/bookings"]));
  });
});
