import { describe, expect, it } from "vitest";
import type { Dashboard } from "@contract/api/dashboard";
import { dashboardView, SHOWN } from "./view";

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);
const code = (uid: string) => `VNB-${uid}`;
const row = { guest: " An Nguyen ", itemName: "Ha Long", itemRoute: null };

const answer: Dashboard = {
  today: "2026-11-26",
  services: ["tour", "hotel", "transport"],
  toConfirm: [
    { ...row, service: "tour", id: "o1", uid: "TOUR-1", day: "2026-11-28", lastDay: "2026-11-28" },
    { ...row, service: "hotel", id: "o2", uid: "HOTEL-2", day: "2026-11-26", lastDay: null },
    {
      ...row,
      service: "transport",
      id: "o3",
      uid: "CAR-3",
      itemName: "airport_city",
      itemRoute: { type: "airport", route: "airport_city", route_custom: null },
      day: "2026-11-26",
      lastDay: "2026-11-26",
    },
  ],
  toConfirmCount: 25,
  stuck: [],
  stuckCount: 0,
  shares: [{ due: "confirm", list: "/tour/bookings", kind: null, count: 1 }],
  todayItems: [],
  todayCount: 0,
  toComplete: [],
  toCompleteCount: 0,
  runningLow: Array.from({ length: 23 }, (_, i) => ({
    service: "hotel" as const,
    calendarKind: "room" as const,
    listingId: "h1",
    itemId: "r1",
    itemName: "Deluxe",
    listingName: "Hotel",
    reason: "sold_out" as const,
    days: [{ day: `2026-12-${String(i + 1).padStart(2, "0")}`, left: 0, total: 5, reason: "sold_out" as const }],
  })),
  runningLowCount: 23,
  listings: [
    {
      service: "transport",
      id: "s1",
      name: "x",
      route: { type: "city", route: "custom", route_custom: "Phố cổ" },
      state: "pending",
    },
  ],
  listingsCount: 21,
  money: { currency: "VND", monthIncome: 1000, lastPayout: null, balance: 500 },
  badges: { "/tour/bookings": 1 },
};

describe("dashboardView", () => {
  const view = dashboardView(answer, t, code);

  it("counts the days the rules still allow confirming, and links the confirm dialog where there is one", () => {
    expect(view.toConfirm.map((r) => [r.daysLeft, r.confirms, r.href])).toEqual([
      [2, true, "/tour/booking/o1?do=confirmed"],
      [null, true, "/hotel/booking/o2?do=confirmed"],
      [0, true, "/transport/booking/o3?do=confirmed"],
    ]);
    expect(view.toConfirm[0]).toMatchObject({ code: "VNB-TOUR-1", guest: "An Nguyen", wording: "tour" });
  });

  it("names a transfer by its type and route, never by its raw route key", () => {
    const transfer = view.toConfirm[2]!;
    expect(transfer.name).not.toBe("airport_city");
    expect(transfer.name.startsWith("transport:route.airport_city")).toBe(true);
    expect(view.listings[0]!.name).toContain("Phố cổ");
    expect(view.listings[0]!.name).not.toBe("x");
  });

  it("lists the first rows of the calendars running low and the listings, and says how many there are in all", () => {
    expect(view.runningLow).toHaveLength(SHOWN);
    expect(view.runningLowCount).toBe(23);
    expect(view.listingsCount).toBe(21);
    expect(view.runningLow[0]!.href).toBe("/hotel/h1/rooms?room=r1&month=12&year=2026");
  });
});

describe("dashboardView for a member who may not confirm or edit (spec team.md §Roles)", () => {
  it("links a booking to confirm to its page, and no listing form or calendar it may not open", () => {
    // a finance member: reads bookings, never posts on them, opens no listing form or calendar
    const view = dashboardView(answer, t, code, (href, method) => method === "GET" && /\/booking\//.test(href));
    expect(view.toConfirm.map((r) => [r.href, r.confirms])).toEqual([
      ["/tour/booking/o1", false],
      ["/hotel/booking/o2", false],
      ["/transport/booking/o3", false],
    ]);
    expect(view.listings.map((l) => l.href)).toEqual([null]);
    expect(view.runningLow.every((r) => r.href === null)).toBe(true);
  });
});
