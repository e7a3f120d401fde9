// Hotel booking money (spec hotels-bikes-transport §9): nights, extra beds, fees, commission.
import { describe, expect, it } from "vitest";
import { feePercent, hotelBookingMoney, hotelLineAmount, nightsBetween, nightsOf } from "./hotel-booking-money";

describe("nights", () => {
  it.each([
    ["2026-03-15", "2026-03-17", 2],
    ["2026-03-15", "2026-03-16", 1],
    ["2026-02-28", "2026-03-02", 2],
    ["2026-12-31", "2027-01-01", 1],
    ["2028-02-28", "2028-03-01", 2],
    ["2026-03-15", "2026-03-15", 0],
    ["2026-03-16", "2026-03-15", 0],
    ["not a day", "2026-03-15", 0],
  ] as const)("%s → %s: %d", (a, b, n) => {
    expect(nightsBetween(a, b)).toBe(n);
    expect(nightsOf(a, b)).toHaveLength(n);
  });

  it("the nights held are the check-in day up to the day before check-out", () => {
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
  });
});

describe("fee texts", () => {
  it.each([
    ["5%", 5],
    ["10", 10],
    ["VAT 10 %", 10],
    ["7,5%", 7.5],
    ["", 0],
    [null, 0],
    ["none", 0],
    ["250%", 100],
  ] as const)("%s → %d", (text, p) => expect(feePercent(text)).toBe(p));
});

describe("hotelBookingMoney", () => {
  it("line = quantity × price + extra beds × extra-bed price × nights; total = subtotal + fee + VAT", () => {
    const m = hotelBookingMoney({
      currency: "VND",
      nights: 2,
      price_extrabed: 300_000,
      service_fee_percent: 5,
      vat_percent: 10,
      commission_value: 15,
      items: [
        { price: 2_000_000, quantity: 2, quantity_extrabed: 1 }, // 4,000,000 + 600,000
        { price: 1_500_000, quantity: 1, quantity_extrabed: 0 },
      ],
    });
    expect(m.lines).toEqual([4_600_000, 1_500_000]);
    expect(m.subtotal).toBe(6_100_000);
    expect(m.service_fee).toBe(305_000);
    expect(m.vat_fee).toBe(640_500);
    expect(m.total).toBe(7_045_500);
    expect(m.total).toBe(m.subtotal + m.service_fee + m.vat_fee);
    // the supplier keeps 85% of the total; the commission is the rest
    expect(m.total_amount_agency).toBe(5_988_675);
    expect(m.commission).toBe(m.total - m.total_amount_agency);
  });

  it("rounds each amount once in the currency's minor unit (USD cents, VND whole)", () => {
    const usd = hotelBookingMoney({
      currency: "USD",
      nights: 3,
      price_extrabed: 10.005,
      service_fee_percent: 5,
      vat_percent: 8,
      commission_value: 12.5,
      items: [{ price: 99.99, quantity: 1, quantity_extrabed: 1 }],
    });
    expect(usd.lines).toEqual([130.01]);
    expect(usd.service_fee).toBe(6.5);
    expect(usd.vat_fee).toBe(10.92);
    expect(usd.total).toBe(147.43);
    expect(usd.commission).toBeCloseTo(usd.total - usd.total_amount_agency, 10);
    expect(hotelLineAmount({ price: 1000.4, quantity: 1 }, 0, 1, "VND")).toBe(1000);
  });

  it("no fees and no commission: the supplier's real income is the total", () => {
    const m = hotelBookingMoney({
      currency: "VND",
      nights: 1,
      price_extrabed: null,
      service_fee_percent: 0,
      vat_percent: 0,
      commission_value: 0,
      items: [{ price: 500_000, quantity: 3 }],
    });
    expect(m).toMatchObject({ subtotal: 1_500_000, total: 1_500_000, total_amount_agency: 1_500_000, commission: 0 });
  });
});
