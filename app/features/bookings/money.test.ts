import { describe, expect, it } from "vitest";
import { bookingLines, bookingMoney } from "./money";
import type { Booking } from "./types";

const base: Booking = {
  _id: "o1",
  uid: "TOUR-ABCD1234",
  service: "tour",
  tour_type: "default",
  tour: { _id: "t1", name: "Tour" },
  contact: { fullname: "An", phone: "0901", email: "an@example.vn" },
  user: null,
  date_travel: "2026-12-01",
  created_at: "2026-11-20T03:00:00Z",
  status: "paid",
  note: null,
  currency: "VND",
  original_total: 0,
  subtotal: 0,
  total: 0,
  total_amount_agency: 0,
  commission_value: null,
  duration: null,
  single_room_surcharge: 0,
  single_room_quantity: 0,
  single_room_commission_type: "percent",
  single_room_commission_value: 10,
  extra_bed_surcharge: 0,
  extra_bed_quantity: 0,
  extra_bed_commission_type: "net",
  extra_bed_commission_value: 0,
  rate_payment: 1,
  total_traveler: 3,
  reason_cancel: null,
  items: [],
  tour_operator: null,
  tour_guide: null,
  tour_driver: null,
  fast_track_info: null,
};

describe("bookingLines and bookingMoney", () => {
  const tour: Booking = {
    ...base,
    items: [
      {
        name: null,
        age: { name: "Người lớn" },
        quantity: 2,
        original_price: 1_200_000,
        price: 1_000_000,
        commission_type: "percent",
        commission_value: 15,
      },
      {
        name: "Trẻ em",
        quantity: 1,
        original_price: 800_000,
        price: 750_000,
        commission_type: "net",
        commission_value: 50_000,
      },
    ],
    single_room_surcharge: 300_000,
    single_room_quantity: 1,
    single_room_commission_value: 10,
    extra_bed_surcharge: 200_000,
    extra_bed_quantity: 0, // quantity 0: no line
    total: 3_050_000,
    total_amount_agency: 2_670_000,
  };
  it("adds a surcharge line only when amount and quantity are above 0", () => {
    const lines = bookingLines(tour, { single_room: "Phụ thu phòng đơn", extra_bed: "Giường phụ" });
    expect(lines.map((l) => l.name)).toEqual(["Người lớn", "Trẻ em", "Phụ thu phòng đơn"]);
    expect(lines.map((l) => l.commission)).toEqual([300_000, 50_000, 30_000]);
    expect(lines[2]).toMatchObject({
      kind: "single_room",
      quantity: 1,
      price: 300_000,
      amount: 300_000,
      commission: 30_000,
    });
    expect(bookingLines({ ...tour, single_room_surcharge: 0, single_room_quantity: 2 })).toHaveLength(2);
  });
  it("real income is the marketplace's total_amount_agency, commission the total minus it (spec hotels-bikes-transport §9)", () => {
    const m = bookingMoney(tour);
    expect(m).toEqual({
      total: 3_050_000,
      commission: 380_000,
      realIncome: 2_670_000,
      surcharge: 300_000,
      totalVnd: null,
      realIncomeVnd: 2_670_000,
    });
    // the stored figure wins over anything the app could recompute
    expect(bookingMoney({ ...tour, total_amount_agency: 2_600_000 })).toMatchObject({
      realIncome: 2_600_000,
      commission: 450_000,
    });
  });
  // One split (contract/booking-money.ts) for the marketplace and the item table
  const cruise: Booking = {
    ...base,
    service: "cruise",
    tour_type: "cruise",
    commission_value: 15,
    duration: 2,
    currency: "USD",
    rate_payment: 1 / 25_400,
    items: [
      { cabin: { name: "Deluxe" }, quantity: 2, price: 153.54, quantity_extrabed: 0, extrabed_price: 0 },
      { cabin: { name: "Suite" }, quantity: 2, price: 207.48, quantity_extrabed: 0, extrabed_price: 0 },
    ],
    subtotal: 722.04,
    total: 722.04,
    total_amount_agency: 613.74,
  };
  it("a USD cruise: the lines' commissions add up to the booking's commission, to the cent", () => {
    const lines = bookingLines(cruise);
    expect(lines.map((l) => [l.name, l.amount, l.commission])).toEqual([
      ["Deluxe", 307.08, 46.06],
      ["Suite", 414.96, 62.24],
    ]);
    const m = bookingMoney(cruise);
    expect(m).toMatchObject({ total: 722.04, realIncome: 613.74, commission: 108.3 });
    expect(Math.round((lines[0]!.commission + lines[1]!.commission) * 100)).toBe(Math.round(m.commission * 100));
  });
  it("converts to VND by dividing by rate_payment, once per booking, to whole đồng", () => {
    const m = bookingMoney(cruise);
    expect(m.totalVnd).toBe(18_339_816); // 722.04 × 25,400
    expect(m.realIncomeVnd).toBe(15_588_996); // 613.74 × 25,400
    expect(bookingMoney({ ...cruise, rate_payment: 0 })).toMatchObject({ totalVnd: null, realIncomeVnd: null });
  });
  it("a cruise line is cabins plus extra beds, at the cruise's commission", () => {
    const withBeds: Booking = {
      ...base,
      service: "cruise",
      tour_type: "cruise",
      commission_value: 20,
      duration: 2,
      items: [
        {
          cabin: { name: "Deluxe Balcony" },
          quantity: 2,
          price: 5_000_000,
          quantity_extrabed: 1,
          extrabed_price: 1_000_000,
        },
      ],
      total: 11_000_000,
      total_amount_agency: 8_800_000,
    };
    const [line] = bookingLines(withBeds);
    expect(line).toMatchObject({ name: "Deluxe Balcony", amount: 11_000_000, commission: 2_200_000 });
    expect(bookingMoney(withBeds).realIncome).toBe(8_800_000);
  });
});
