import { describe, expect, it } from "vitest";
import { lineSupplierPart, splitBooking, type BookingMoneyInput } from "./booking-money";
import { roundMoney } from "./money";

const none = { amount: 0, quantity: 0, commission_type: "percent", commission_value: 15 };
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("lineSupplierPart (spec §9), rounded once in the currency", () => {
  it("percent: (100 − stored)% of price × quantity; net: (price − stored) × quantity", () => {
    expect(lineSupplierPart("percent", 15, 1_000_000, 2, "VND")).toBe(1_700_000);
    expect(lineSupplierPart("net", 200_000, 1_000_000, 2, "VND")).toBe(1_600_000);
    expect(lineSupplierPart("percent", 100, 123.45, 1, "USD")).toBe(0);
    expect(lineSupplierPart("percent", 0, 500_000, 3, "VND")).toBe(1_500_000);
  });
  it("rounds to the currency's minor unit: cents for USD, whole đồng for VND", () => {
    expect(lineSupplierPart("percent", 15, 153.54, 2, "USD")).toBe(261.02); // 261.018
    expect(lineSupplierPart("percent", 15, 207.48, 2, "USD")).toBe(352.72); // 352.716
    expect(lineSupplierPart("percent", 12, 3_333_333, 1, "VND")).toBe(2_933_333); // 2,933,333.04
    expect(lineSupplierPart("percent", 33.333, 10, 1, "USD")).toBe(6.67);
  });
});

describe("splitBooking", () => {
  // A USD cruise at the cruise's stored 15 %, 2 × 153.54 and 2 × 207.48
  const cruise: BookingMoneyInput = {
    currency: "USD",
    service: "cruise",
    cruise_commission: 15,
    single_room: none,
    extra_bed: none,
    items: [
      { price: 153.54, quantity: 2 },
      { price: 207.48, quantity: 2, quantity_extrabed: 0, extrabed_price: 0 },
    ],
  };
  it("a USD cruise: each line's supplier part rounded once, real income their sum (613.74, not 613.73)", () => {
    const s = splitBooking(cruise);
    // 307.08 × 0.85 = 261.018 → 261.02; 414.96 × 0.85 = 352.716 → 352.72; the whole 722.04 × 0.85 = 613.734 would give 613.73
    expect(s.lines.map((l) => [l.amount, l.supplier, l.commission])).toEqual([
      [307.08, 261.02, 46.06],
      [414.96, 352.72, 62.24],
    ]);
    expect(s).toMatchObject({
      subtotal: 722.04,
      surcharge: 0,
      total: 722.04,
      total_amount_agency: 613.74,
      commission: 108.3,
    });
  });
  it("the lines' commissions add up exactly to the booking's commission, and supplier parts to its real income", () => {
    const odd: BookingMoneyInput = {
      currency: "USD",
      service: "tour",
      items: [
        { price: 33.33, quantity: 3, commission_type: "percent", commission_value: 15 },
        { price: 19.99, quantity: 7, commission_type: "percent", commission_value: 12.5 },
        { price: 40.1, quantity: 1, commission_type: "net", commission_value: 4.33 },
      ],
      single_room: { amount: 12.35, quantity: 3, commission_type: "percent", commission_value: 10 },
      extra_bed: { amount: 9.99, quantity: 1, commission_type: "net", commission_value: 1.11 },
    };
    const s = splitBooking(odd);
    expect(s.lines).toHaveLength(5);
    expect(Math.round(sum(s.lines.map((l) => l.commission)) * 100)).toBe(Math.round(s.commission * 100));
    expect(Math.round(sum(s.lines.map((l) => l.supplier)) * 100)).toBe(Math.round(s.total_amount_agency * 100));
    expect(Math.round((s.total - s.total_amount_agency) * 100)).toBe(Math.round(s.commission * 100));
    for (const l of s.lines) expect(roundMoney(l.supplier, "USD")).toBe(l.supplier);
  });
  it("a VND tour: percent and net lines and a surcharge; whole đồng", () => {
    const s = splitBooking({
      currency: "VND",
      service: "tour",
      items: [
        { price: 1_000_000, quantity: 2, commission_type: "percent", commission_value: 15 },
        { price: 750_000, quantity: 1, commission_type: "net", commission_value: 50_000 },
      ],
      single_room: { amount: 300_000, quantity: 1, commission_type: "percent", commission_value: 10 },
      extra_bed: { amount: 200_000, quantity: 0, commission_type: "net", commission_value: 50_000 }, // quantity 0: no line
    });
    expect(s.lines.map((l) => l.kind)).toEqual(["item", "item", "single_room"]);
    expect(s).toMatchObject({
      subtotal: 2_750_000,
      surcharge: 300_000,
      total: 3_050_000,
      total_amount_agency: 2_670_000,
      commission: 380_000,
    });
  });
  it("a cruise line is cabins plus extra beds, at the cruise's stored percent", () => {
    const s = splitBooking({
      currency: "VND",
      service: "cruise",
      cruise_commission: 20,
      single_room: none,
      extra_bed: none,
      items: [{ price: 5_000_000, quantity: 2, quantity_extrabed: 1, extrabed_price: 1_000_000 }],
    });
    expect(s.lines[0]).toMatchObject({ amount: 11_000_000, supplier: 8_800_000, commission: 2_200_000 });
  });
});
