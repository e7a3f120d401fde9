// The money of a booking (spec tours-cruises §9, the contract's "Computed by the marketplace").
import { describe, expect, it } from "vitest";
import { computeMoney, type Surcharge, type TourLine } from "./money";

const line = (
  price: number,
  quantity: number,
  commission_type: "percent" | "net",
  commission_value: number,
  original_price = price,
): TourLine => ({ name: "x", age: null, price, quantity, commission_type, commission_value, original_price });
const none: Surcharge = { amount: 0, quantity: 0, commission_type: "percent", commission_value: 10 };

describe("computeMoney", () => {
  it("tour: percent and net lines, a single-room surcharge", () => {
    const money = computeMoney(
      { service: "tour", items: [line(1_000_000, 2, "percent", 15, 1_200_000), line(750_000, 1, "net", 50_000)] },
      [{ amount: 300_000, quantity: 1, commission_type: "percent", commission_value: 10 }, none],
      "VND",
    );
    // stored values are the marketplace's (percent = 100 − the agency's share): the supplier keeps
    // 85% of 2,000,000 + (750,000 − 50,000) × 1 + 90% of 300,000 = 2,670,000; the rest is commission
    expect(money).toEqual({
      subtotal: 2_750_000,
      total: 3_050_000,
      original_total: 3_450_000,
      commission: 380_000,
      total_amount_agency: 2_670_000,
    });
  });

  it("a surcharge counts only when both its amount and its quantity are above 0", () => {
    const base = { service: "tour" as const, items: [line(100, 1, "percent", 0)] };
    expect(computeMoney(base, [{ ...none, amount: 50, quantity: 0 }], "VND").total).toBe(100);
    expect(computeMoney(base, [{ ...none, amount: 0, quantity: 3 }], "VND").total).toBe(100);
    expect(
      computeMoney(base, [{ amount: 50, quantity: 2, commission_type: "net", commission_value: 40 }], "VND"),
    ).toMatchObject({ total: 200, total_amount_agency: 120 });
  });

  it("cruise: cabins and extra beds, the order's stored percent on every line", () => {
    const money = computeMoney(
      {
        service: "cruise",
        commission_value: 15,
        items: [
          {
            cabin: { _id: null, name: "Deluxe" },
            quantity: 2,
            price: 3_900_000,
            quantity_extrabed: 1,
            extrabed_price: 900_000,
          },
          {
            cabin: { _id: null, name: "Suite" },
            quantity: 1,
            price: 5_000_000,
            quantity_extrabed: 0,
            extrabed_price: 0,
          },
        ],
      },
      [{ amount: 1_000_000, quantity: 1, commission_type: "percent", commission_value: 20 }],
      "VND",
    );
    // bases 8,700,000 + 5,000,000; commission 15% of 13,700,000 + 20% of 1,000,000
    expect(money).toEqual({
      subtotal: 13_700_000,
      total: 14_700_000,
      original_total: 14_700_000,
      commission: 2_255_000,
      total_amount_agency: 12_445_000,
    });
  });

  it("rounds to 2 decimals (USD orders)", () => {
    const money = computeMoney({ service: "tour", items: [line(33.33, 3, "percent", 15)] }, [], "USD");
    expect(money).toEqual({
      subtotal: 99.99,
      total: 99.99,
      original_total: 99.99,
      commission: 15,
      total_amount_agency: 84.99,
    });
  });

  it("real income is the sum of the lines' supplier parts, each rounded once in the currency", () => {
    const cabin = (price: number) => ({
      cabin: { _id: null, name: "x" },
      quantity: 2,
      price,
      quantity_extrabed: 0,
      extrabed_price: 0,
    });
    const money = computeMoney(
      { service: "cruise", commission_value: 15, items: [cabin(153.54), cabin(207.48)] },
      [],
      "USD",
    );
    // 261.018 → 261.02 and 352.716 → 352.72: 613.74 (the whole at once, 613.734, would store 613.73)
    expect(money).toEqual({
      subtotal: 722.04,
      total: 722.04,
      original_total: 722.04,
      commission: 108.3,
      total_amount_agency: 613.74,
    });
    // VND: whole đồng (12 % of 3,333,333 leaves 2,933,333.04)
    expect(
      computeMoney({ service: "tour", items: [line(3_333_333, 1, "percent", 12)] }, [], "VND").total_amount_agency,
    ).toBe(2_933_333);
  });
});
