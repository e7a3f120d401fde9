import { describe, expect, it } from "vitest";
import { lineSupplierPart } from "@contract/booking-money";
import { commissionSplit, examplePrice, numberOf, toStoredCommission } from "./commission";

describe("the worked example of a commission", () => {
  it("percent: the entered value is the supplier's share of the price", () => {
    expect(commissionSplit("percent", 88, 1_000_000, "VND")).toEqual({
      price: 1_000_000,
      receive: 880_000,
      keep: 120_000,
    });
    expect(commissionSplit("percent", 100, 850_000, "VND")).toEqual({ price: 850_000, receive: 850_000, keep: 0 });
    expect(commissionSplit("percent", 85, 97.9, "USD")).toEqual({ price: 97.9, receive: 83.22, keep: 14.68 });
  });
  it("net: the entered value is the marketplace's commission per guest; the supplier receives the rest", () => {
    expect(commissionSplit("net", 120_000, 1_000_000, "VND")).toEqual({
      price: 1_000_000,
      receive: 880_000,
      keep: 120_000,
    });
    expect(commissionSplit("net", 1_000_000, 1_000_000, "VND")).toEqual({
      price: 1_000_000,
      receive: 0,
      keep: 1_000_000,
    });
  });
  it("agrees with the booking arithmetic (what a booked line pays the supplier)", () => {
    for (const [type, entered, price] of [
      ["percent", 88, 1_000_000],
      ["percent", 85, 650_000],
      ["net", 120_000, 1_000_000],
      ["net", 30_000, 300_000],
    ] as const) {
      const split = commissionSplit(type, entered, price, "VND")!;
      expect(split.receive).toBe(lineSupplierPart(type, toStoredCommission(type, entered), price, 1, "VND"));
    }
  });
  it("has no example for values that make no commission", () => {
    expect(commissionSplit("percent", 101, 1_000_000, "VND")).toBeNull();
    expect(commissionSplit("net", 1_000_001, 1_000_000, "VND")).toBeNull();
    expect(commissionSplit("net", -1, 1_000_000, "VND")).toBeNull();
    expect(commissionSplit("percent", Number.NaN, 1_000_000, "VND")).toBeNull();
    expect(commissionSplit(undefined, 10, 1_000_000, "VND")).toBeNull();
  });
  it("uses the price entered, else a round sample", () => {
    expect(examplePrice(650_000, "VND")).toBe(650_000);
    expect(examplePrice(null, "VND")).toBe(1_000_000);
    expect(examplePrice(Number.NaN, "VND")).toBe(1_000_000);
    expect(examplePrice(0, "USD")).toBe(100);
    expect([numberOf(""), numberOf(" "), numberOf(undefined)].every(Number.isNaN)).toBe(true);
    expect(numberOf("12.5")).toBe(12.5);
  });
});
