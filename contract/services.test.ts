// The service descriptors: what the spec says of each service, read back from the one place.
import { describe, expect, it } from "vitest";
import { TOUR_TRANSITIONS } from "./booking-transitions";
import {
  bookingCode,
  bookingPaths,
  contactKinds,
  exampleBookingCode,
  PRODUCT_CODE_PATTERN,
  SERVICE_IDS,
  SERVICES,
  serviceOf,
  TOUR,
  TRANSITIONS,
  transitionsOf,
  uidOfCode,
  UnknownServiceError,
} from "./services";

describe("one descriptor per service", () => {
  it("describes the five services, each under its id", () => {
    expect(SERVICE_IDS).toEqual(["tour", "cruise", "hotel", "bike", "transport"]);
    for (const id of SERVICE_IDS) expect(SERVICES[id].id).toBe(id);
  });

  it("keeps the tour's calls, statuses, contacts and help ids as the screens use them", () => {
    expect(TOUR.api).toEqual({
      orders: "order",
      statistic: "statistic",
      revenue: "tour/statistic-revenue",
      payments: "tour",
      statusUpdate: "actUpd",
    });
    // tours-cruises §9 "Statistics status tab order"; §4 adds refunded and trash
    expect(TOUR.statuses.statistic).toEqual([
      "wait_paid",
      "wait-confirm",
      "paid",
      "confirmed",
      "agency_begin",
      "begin",
      "agency_completed",
      "completed",
      "not-come",
      "cancelled",
      "abandoned",
    ]);
    expect(TOUR.statuses.all.slice(-2)).toEqual(["refunded", "trash"]);
    expect(contactKinds(TOUR)).toEqual(["tour_operator", "tour_guide", "tour_driver"]);
    // a set (the catalogue's locksContacts, in its order): which statuses, not in what order
    expect([...TOUR.contactsLocked].sort()).toEqual(
      ["completed", "agency_completed", "abandoned", "cancelled", "refunded"].sort(),
    );
    expect(TOUR.help).toEqual({
      bookings: "help-tour-bookings",
      booking: "help-tour-booking-detail",
      statistic: "help-tour-statistic",
      revenue: "help-tour-statistic-revenue",
    });
  });

  it("books cruises with the tours: same calls, rules and pages, their own code", () => {
    expect(SERVICES.cruise.api).toEqual(TOUR.api);
    expect(SERVICES.cruise.transitions).toBe(TOUR_TRANSITIONS);
    expect(SERVICES.cruise.bookingsPath).toBe("/tour");
    expect(SERVICES.cruise.basePath).toBe("/cruise");
    expect(SERVICES.cruise.uidPrefix).toBe("CRUISE");
  });

  it("uses each service's transition table from the contract", () => {
    for (const id of SERVICE_IDS) expect(SERVICES[id].transitions).toBe(TRANSITIONS[id]);
  });

  it("gives hotels, bikes and transport their own calls under their prefix (marketplace-api.md)", () => {
    for (const id of ["hotel", "bike", "transport"] as const) {
      const api = SERVICES[id].api;
      expect([api.orders, api.statistic, api.revenue, api.payments]).toEqual([
        `${id}/order`,
        `${id}/statistic`,
        `${id}/statistic-revenue`,
        id,
      ]);
    }
    expect(SERVICES.hotel.api.statusUpdate).toBe("status"); // PATCH hotel/order/{id} {status}
  });

  it("has the spec's status tab order of each service (hotels-bikes-transport §9)", () => {
    expect(SERVICES.hotel.statuses.statistic).toEqual([
      "wait_paid",
      "wait-confirm",
      "paid",
      "confirmed",
      "completed",
      "not-come",
      "cancelled",
    ]);
    expect(SERVICES.transport.statuses.statistic).toEqual([...SERVICES.hotel.statuses.statistic, "abandoned"]);
    // and the rental flow's statuses its chart counts (§4: started by the supplier, started, completed by the supplier)
    expect(SERVICES.bike.statuses.statistic).toEqual([
      "wait-paid",
      "paid",
      "confirmed",
      "agency_begin",
      "begin",
      "agency_completed",
      "completed",
      "refunded",
      "change",
      "cancelled",
      "abandoned",
    ]);
  });

  it("lists every tab status among the statuses it knows, once", () => {
    for (const id of SERVICE_IDS) {
      const { statistic, all } = SERVICES[id].statuses;
      expect(new Set(all).size, id).toBe(all.length);
      for (const s of statistic) expect(all, `${id} ${s}`).toContain(s);
    }
  });

  it("names transport's contacts operator, guide and driver; hotels and bikes have none", () => {
    expect(contactKinds(SERVICES.transport)).toEqual(["operator", "guide", "driver"]);
    expect(contactKinds(SERVICES.hotel)).toEqual([]);
    expect(contactKinds(SERVICES.bike)).toEqual([]);
  });

  it("prefixes booking codes as the marketplace makes them; transport's is CAR (§9)", () => {
    expect(SERVICE_IDS.map((id) => SERVICES[id].uidPrefix)).toEqual(["TOUR", "CRUISE", "HOTEL", "BIKE", "CAR"]);
  });

  it("shows a booking's code with the product part: {product}-CAR plus uid (hotels-bikes-transport §9)", () => {
    expect(bookingCode("VNB", "CAR-8F3K2M1Q")).toBe("VNB-CAR-8F3K2M1Q");
    expect(SERVICE_IDS.map((id) => exampleBookingCode("VNB", SERVICES[id]))).toEqual([
      "VNB-TOUR-8F3K2M1Q",
      "VNB-CRUISE-8F3K2M1Q",
      "VNB-HOTEL-8F3K2M1Q",
      "VNB-BIKE-8F3K2M1Q",
      "VNB-CAR-8F3K2M1Q",
    ]);
    expect(PRODUCT_CODE_PATTERN.test("VNB")).toBe(true);
    expect(PRODUCT_CODE_PATTERN.test("vn-b")).toBe(false);
  });

  it("searches the marketplace's uid with or without the product part", () => {
    expect(uidOfCode("VNB", " vnb-car-8f3k ")).toBe("CAR-8F3K");
    expect(uidOfCode("VNB", "CAR-8F3K")).toBe("CAR-8F3K");
    expect(uidOfCode("VNB", "8F3K")).toBe("8F3K");
  });

  it("finds a descriptor by an order's service; an unknown one is an error, never tours", () => {
    expect(serviceOf("hotel")).toBe(SERVICES.hotel);
    expect(() => serviceOf(undefined)).toThrow(UnknownServiceError);
    expect(() => serviceOf("constructor")).toThrow(UnknownServiceError);
    expect(() => serviceOf("boat")).toThrow(UnknownServiceError);
  });

  it("names each service's cancel-reason message and day label: a transfer's and a rental's are their own (hotels-bikes-transport §2, §8)", () => {
    const reason = { transport: "reason_cancel_transport_required", bike: "reason_cancel_bike_required" } as const;
    const day = { transport: "pickupAt", hotel: "checkinOn", bike: "pickupOn" } as const;
    for (const id of SERVICE_IDS) {
      expect(SERVICES[id].cancelReasonRequired).toBe(reason[id as keyof typeof reason] ?? "reason_cancel_required");
      expect(SERVICES[id].dayLabel).toBe(day[id as keyof typeof day] ?? "travelOn");
    }
  });

  it("keeps one transition registry: each service's table is its descriptor's", () => {
    for (const id of SERVICE_IDS) expect(transitionsOf(id)).toBe(SERVICES[id].transitions);
    expect(Object.keys(TRANSITIONS)).toEqual([...SERVICE_IDS]);
  });

  it("builds the back-office's booking URLs from the bookings path", () => {
    const tour = bookingPaths(TOUR);
    expect([tour.list, tour.csv, tour.detail("abc"), tour.statistic, tour.revenue]).toEqual([
      "/tour/bookings",
      "/tour/bookings.csv",
      "/tour/booking/abc",
      "/tour/statistic",
      "/tour/statistic-revenue",
    ]);
    expect(bookingPaths(SERVICES.cruise).list).toBe("/tour/bookings");
    expect(bookingPaths(SERVICES.transport).detail("x")).toBe("/transport/booking/x");
  });
});
