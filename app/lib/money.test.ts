import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney, formatRate } from "./money";

describe("formatMoney (spec §1: separators, the currency's minor digits, VND after, others before)", () => {
  it("puts the VND symbol after the number, whole đồng, with each language's grouping", () => {
    expect(formatMoney(1234567, "VND", "vi")).toBe("1.234.567 ₫");
    expect(formatMoney(1234567, "VND", "en")).toBe("1,234,567 ₫");
    expect(formatMoney(1234567.4, "VND", "vi")).toBe("1.234.567 ₫");
    expect(formatMoney(1234567.5, "VND", "en")).toBe("1,234,568 ₫");
  });
  it("puts the other symbols before, with the currency's minor digits ($97.90, not $97,9)", () => {
    expect(formatMoney(97.9, "USD", "en")).toBe("$97.90");
    expect(formatMoney(97.9, "USD", "vi")).toBe("$97,90");
    expect(formatMoney(108.3, "USD", "en")).toBe("$108.30");
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatMoney(99, "EUR", "en")).toBe("€99.00");
    expect(formatMoney(10, "CHF", "en")).toBe("CHF10.00");
    expect(formatMoney(10, "CAD", "en")).toBe("CA$10.00");
    expect(formatMoney(5, "SGD", "en")).toBe("S$5.00");
    // no minor unit: no decimals
    expect(formatMoney(1000, "KRW", "en")).toBe("₩1,000");
    expect(formatMoney(1000.4, "JPY", "en")).toBe("¥1,000");
  });
  it("rounds once, half away from zero, in the minor unit", () => {
    expect(formatMoney(10.005, "USD", "en")).toBe("$10.01");
    expect(formatMoney(10.004, "USD", "en")).toBe("$10.00");
    expect(formatMoney(0.1 + 0.2, "USD", "en")).toBe("$0.30");
    expect(formatMoney(1234.56, "USD", "vi")).toBe("$1.234,56");
  });
  it("handles negatives, strings and missing values", () => {
    expect(formatMoney(-1500, "USD", "en")).toBe("-$1,500.00");
    expect(formatMoney(-1500, "VND", "vi")).toBe("-1.500 ₫");
    expect(formatMoney(-0.001, "USD", "en")).toBe("$0.00");
    expect(formatMoney("2500000", "VND", "vi")).toBe("2.500.000 ₫");
    expect(formatMoney(null, "VND", "vi")).toBe("0 ₫");
    expect(formatMoney(Number.NaN, "USD", "en")).toBe("$0.00");
  });
  it("defaults to VND and knows an unknown code by its code", () => {
    expect(formatMoney(1000)).toBe("1.000 ₫");
    expect(formatMoney(12.5, "XYZ", "en")).toBe("XYZ12.50");
    expect(currencySymbol("XYZ")).toBe("XYZ");
    expect(currencySymbol(undefined)).toBe("₫");
  });
});

describe("formatRate: rate_vnd (foreign units per đồng) as a person reads it", () => {
  it("says how many đồng one unit is", () => {
    expect(formatRate(0.00003937007874015748, "USD", "en")).toBe("1 USD = 25,400 ₫");
    expect(formatRate(1 / 25_400, "usd", "vi")).toBe("1 USD = 25.400 ₫");
    expect(formatRate(1 / 27_512.5, "EUR", "en")).toBe("1 EUR = 27,513 ₫");
    expect(formatRate(1 / 18.5, "KRW", "en")).toBe("1 KRW = 18.5 ₫");
    expect(formatRate(1 / 18.5, "KRW", "vi")).toBe("1 KRW = 18,5 ₫");
  });
  it("is null when there is no rate to show (rate ≤ 0, or the amount is already VND)", () => {
    expect(formatRate(0, "USD", "en")).toBeNull();
    expect(formatRate(-1, "USD", "en")).toBeNull();
    expect(formatRate(1, "VND", "en")).toBeNull();
  });
});
