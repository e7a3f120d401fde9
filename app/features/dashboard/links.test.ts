import { describe, expect, it } from "vitest";
import { bookingHref, calendarHref, confirmHref, dueLists, listingHref } from "./links";

describe("dashboard links", () => {
  it("opens the confirm dialog where the service's table confirms (from paid, a stay's wait-confirm)", () => {
    expect(confirmHref("tour", "o1")).toBe("/tour/booking/o1?do=confirmed");
    // cruises are booked in the tour's pages (tours-cruises §2)
    expect(confirmHref("cruise", "o2")).toBe("/tour/booking/o2?do=confirmed");
    expect(confirmHref("transport", "o3")).toBe("/transport/booking/o3?do=confirmed");
    expect(confirmHref("bike", "o4")).toBe("/bike/booking/o4?do=confirmed");
    // a stay waiting for confirmation (hotels-bikes-transport §4 wait-confirm) is confirmed the same way
    expect(confirmHref("hotel", "o5")).toBe("/hotel/booking/o5?do=confirmed");
    expect(bookingHref("tour", "a/b")).toBe("/tour/booking/a%2Fb");
  });

  it("links a listing to its service's form", () => {
    expect(listingHref("tour", "t1")).toBe("/tour/action/t1");
    expect(listingHref("cruise", "c1")).toBe("/cruise/action/c1");
    expect(listingHref("hotel", "h1")).toBe("/hotel/action/h1");
    expect(listingHref("bike", "b1")).toBe("/bike/action/b1");
    expect(listingHref("transport", "s1")).toBe("/transport/service/action/s1");
  });

  it("links a calendar item to its month, or to the calendar when no day is named", () => {
    expect(calendarHref("cruise", "c1", "cab1", "2026-12-03")).toBe("/cruise/c1/cabins?cabin=cab1&month=12&year=2026");
    expect(calendarHref("hotel", "h1", "r1", "2027-01-31")).toBe("/hotel/h1/rooms?room=r1&month=1&year=2027");
    expect(calendarHref("bike", "b1", "o1", null)).toBe("/bike/b1/options?option=o1");
    // a service without a calendar page in the back-office: no link
    expect(calendarHref("tour", "t1", "x", "2026-12-03")).toBeNull();
  });
});

describe("dueLists", () => {
  it("links each bookings list holding a figure's bookings, narrowed to exactly them, in the menu's order", () => {
    const shares = [
      { due: "confirm", list: "/transport/bookings", kind: null, count: 2 },
      { due: "confirm", list: "/tour/bookings", kind: null, count: 3 },
      { due: "start", list: "/hotel/bookings", kind: "checkin", count: 16 },
      { due: "stuck", list: "/bike/bookings", kind: null, count: 0 },
    ] as const;
    expect(dueLists(shares)).toEqual([
      { due: "confirm", kind: null, href: "/tour/bookings?due=confirm", label: "layout:menu.tourGroup", count: 3 },
      { due: "start", kind: "checkin", href: "/hotel/bookings?due=start", label: "layout:menu.hotelGroup", count: 16 },
      {
        due: "confirm",
        kind: null,
        href: "/transport/bookings?due=confirm",
        label: "layout:menu.transportGroup",
        count: 2,
      },
    ]);
  });
});
