import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/money";
import { bookingLines, bookingMoney, lineCommission, lineSupplierPart, toVnd } from "./money";
import type { Booking } from "./types";

const base: Booking = {
  _id: "o1", uid: "TOUR-ABCD1234", service: "tour", tour_type: "default", tour: { _id: "t1", name: "Tour" },
  contact: { fullname: "An", phone: "0901", email: "an@example.vn" }, user: null, date_travel: "2026-12-01", created_at: "2026-11-20T03:00:00Z",
  status: "paid", note: null, currency: "VND", original_total: 0, subtotal: 0, total: 0, total_amount_agency: 0, commission_value: null, duration: null,
  single_room_surcharge: 0, single_room_quantity: 0, single_room_commission_type: "percent", single_room_commission_value: 10,
  extra_bed_surcharge: 0, extra_bed_quantity: 0, extra_bed_commission_type: "net", extra_bed_commission_value: 0,
  rate_payment: 1, total_traveler: 3, reason_cancel: null, items: [], tour_operator: null, tour_guide: null, tour_driver: null, fast_track_info: null,
};

describe("a line's parts (spec §9)", () => {
  it("percent: the supplier keeps (100 − stored)% of price × quantity; the rest is commission", () => {
    expect(lineSupplierPart("percent", 15, 1_000_000, 2)).toBe(1_700_000);
    expect(lineCommission("percent", 15, 1_000_000, 2)).toBe(300_000);
    expect(lineCommission("percent", 0, 500_000, 3)).toBe(0);
    expect(lineSupplierPart("percent", 100, 123.45, 1)).toBe(0);
  });
  it("net: the supplier keeps (price − stored) × quantity", () => {
    expect(lineSupplierPart("net", 200_000, 1_000_000, 2)).toBe(1_600_000);
    expect(lineCommission("net", 200_000, 1_000_000, 2)).toBe(400_000);
    expect(lineCommission("net", 0, 1_000_000, 2)).toBe(0);
  });
  it("rounds to 2 decimals", () => {
    expect(lineSupplierPart("percent", 33.333, 10, 1)).toBe(6.67);
    expect(lineCommission("percent", 33.333, 10, 1)).toBe(3.33);
  });
});

describe("bookingLines and bookingMoney", () => {
  const tour: Booking = {
    ...base,
    items: [
      { name: null, age: { name: "Người lớn" }, quantity: 2, original_price: 1_200_000, price: 1_000_000, commission_type: "percent", commission_value: 15 },
      { name: "Trẻ em", quantity: 1, original_price: 800_000, price: 750_000, commission_type: "net", commission_value: 50_000 },
    ],
    single_room_surcharge: 300_000, single_room_quantity: 1, single_room_commission_value: 10,
    extra_bed_surcharge: 200_000, extra_bed_quantity: 0, // quantity 0: no line
    total: 3_050_000,
  };
  it("adds a surcharge line only when amount and quantity are above 0", () => {
    const lines = bookingLines(tour, { single_room: "Phụ thu phòng đơn", extra_bed: "Giường phụ" });
    expect(lines.map((l) => l.name)).toEqual(["Người lớn", "Trẻ em", "Phụ thu phòng đơn"]);
    expect(lines[2]).toMatchObject({ kind: "single_room", quantity: 1, price: 300_000, amount: 300_000, commission: 30_000 });
    expect(bookingLines({ ...tour, single_room_surcharge: 0, single_room_quantity: 2 })).toHaveLength(2);
  });
  it("commission is the sum of the lines, real income the total minus it", () => {
    const m = bookingMoney(tour);
    // 15% of 2 000 000 + 50 000 × 1 + 10% of 300 000
    expect(m.commission).toBe(300_000 + 50_000 + 30_000);
    expect(m.realIncome).toBe(3_050_000 - 380_000);
    expect(m.surcharge).toBe(300_000);
    expect(m.totalVnd).toBeNull(); // already VND
  });
  it("a cruise line is cabins plus extra beds, at the cruise's commission", () => {
    const cruise: Booking = {
      ...base, service: "cruise", tour_type: "cruise", commission_value: 20, duration: 2,
      items: [{ cabin: { name: "Deluxe Balcony" }, quantity: 2, price: 5_000_000, quantity_extrabed: 1, extrabed_price: 1_000_000 }],
      total: 11_000_000,
    };
    const [line] = bookingLines(cruise);
    expect(line).toMatchObject({ name: "Deluxe Balcony", amount: 11_000_000, commission: 2_200_000 });
    expect(bookingMoney(cruise).realIncome).toBe(8_800_000);
  });
  it("converts a foreign total to VND by dividing by rate_payment", () => {
    const usd = { ...tour, currency: "USD", total: 120, rate_payment: 1 / 25_400 };
    expect(bookingMoney(usd).totalVnd).toBe(3_048_000);
  });
});

describe("toVnd", () => {
  it("is unknown when the rate is 0 or less", () => {
    expect(toVnd(100, 0)).toBeNull();
    expect(toVnd(100, -1)).toBeNull();
    expect(toVnd(100, null)).toBeNull();
    expect(toVnd(100, 0.004)).toBe(25_000);
  });
});

describe("money formats (spec §1)", () => {
  it("VND after the number, others before, grouped per language", () => {
    expect(formatMoney(3_048_000, "VND", "vi")).toBe("3.048.000 ₫");
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.5");
    expect(formatMoney(1234.567, "EUR", "vi")).toBe("€1.234,57");
  });
});
