// A booking's row reads the service's own fields (the descriptor's item and dayField).
import { describe, expect, it } from "vitest";
import { bookingRow, itemName, travelDay, travelMoment } from "./rows";
import type { Booking } from "./types";

const tour = {
  _id: "o1",
  uid: "TOUR-ABCD1234",
  service: "tour",
  tour: { _id: "t1", name: "Hạ Long" },
  date_travel: "2026-12-01",
  contact: { fullname: "An", phone: "0901", email: "an@example.vn" },
  created_at: "2026-11-20T03:00:00Z",
  status: "paid",
  currency: "VND",
  total: 100,
  total_amount_agency: 90,
  rate_payment: 1,
  items: [],
  single_room_surcharge: 0,
  single_room_quantity: 0,
  extra_bed_surcharge: 0,
  extra_bed_quantity: 0,
} as unknown as Booking;

describe("bookingRow", () => {
  it("names a tour booking by its tour and dates it by its travel day", () => {
    expect(bookingRow(tour)).toMatchObject({ itemName: "Hạ Long", travelDay: "2026-12-01", service: "tour" });
    expect(travelMoment(tour)).toBeUndefined();
  });

  it("reads a hotel's name from its hotel, a transport's day from its pickup instant, in Vietnam", () => {
    expect(itemName({ ...tour, service: "hotel", hotel: { name: "Rex" } } as unknown as Booking)).toBe("Rex");
    // 18:30 UTC on the 1st is the 2nd in Vietnam
    const car = { ...tour, service: "transport", date_pickup: "2026-12-01T18:30:00.000Z" } as unknown as Booking;
    expect(travelDay(car)).toBe("2026-12-02");
    expect(travelMoment(car, new Date("2026-12-01T18:00:00.000Z"))).toEqual({
      now: "2026-12-01T18:00:00.000Z",
      at: "2026-12-01T18:30:00.000Z",
    });
  });
});
