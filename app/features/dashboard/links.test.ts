import { describe, expect, it } from "vitest";
import { bookingHref, calendarHref, confirmHref, listingHref, waitingLists } from "./links";

describe("dashboard links", () => {
  it("opens the confirm dialog where the service confirms from paid, the booking's page where it does not", () => {
    expect(confirmHref("tour", "o1")).toBe("/tour/booking/o1?do=confirmed");
    // cruises are booked in the tour's pages (tours-cruises §2)
    expect(confirmHref("cruise", "o2")).toBe("/tour/booking/o2?do=confirmed");
    expect(confirmHref("transport", "o3")).toBe("/transport/booking/o3?do=confirmed");
    expect(confirmHref("bike", "o4")).toBe("/bike/booking/o4?do=confirmed");
    // a stay has no confirmation step (hotels-bikes-transport §4): its page offers what its rules allow
    expect(confirmHref("hotel", "o5")).toBe("/hotel/booking/o5");
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

describe("waitingLists", () => {
  it("links each bookings list holding bookings to confirm to its paid tab, in the menu's order", () => {
    expect(waitingLists({ "/transport/bookings": 2, "/tour/bookings": 3, "/hotel/bookings": 0 })).toEqual([
      { href: "/tour/statistic?status=paid", label: "layout:menu.tourGroup", count: 3 },
      { href: "/transport/statistic?status=paid", label: "layout:menu.transportGroup", count: 2 },
    ]);
  });
});
