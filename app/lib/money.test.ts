import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney } from "./money";

describe("formatMoney (spec §1: separators, 2 decimals, VND after, others before)", () => {
  it("puts the VND symbol after the number with Vietnamese grouping", () => {
    expect(formatMoney(1234567, "VND", "vi")).toBe("1.234.567 ₫");
    expect(formatMoney(1234567, "VND", "en")).toBe("1,234,567 ₫");
  });
  it("puts the other symbols before", () => {
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.5");
    expect(formatMoney(99, "EUR", "en")).toBe("€99");
    expect(formatMoney(10, "CHF", "en")).toBe("CHF10");
    expect(formatMoney(10, "CAD", "en")).toBe("CA$10");
    expect(formatMoney(1000, "KRW", "en")).toBe("₩1,000");
    expect(formatMoney(1000, "JPY", "en")).toBe("¥1,000");
    expect(formatMoney(5, "SGD", "en")).toBe("S$5");
  });
  it("rounds to at most 2 decimals", () => {
    expect(formatMoney(10.005, "USD", "en")).toBe("$10.01");
    expect(formatMoney(10.004, "USD", "en")).toBe("$10");
    expect(formatMoney(0.1 + 0.2, "USD", "en")).toBe("$0.3");
    expect(formatMoney(1234.56, "USD", "vi")).toBe("$1.234,56");
  });
  it("handles negatives, strings and missing values", () => {
    expect(formatMoney(-1500, "USD", "en")).toBe("-$1,500");
    expect(formatMoney("2500000", "VND", "vi")).toBe("2.500.000 ₫");
    expect(formatMoney(null, "VND", "vi")).toBe("0 ₫");
    expect(formatMoney(Number.NaN, "USD", "en")).toBe("$0");
  });
  it("defaults to VND and knows an unknown code by its code", () => {
    expect(formatMoney(1000)).toBe("1.000 ₫");
    expect(currencySymbol("XYZ")).toBe("XYZ");
    expect(currencySymbol(undefined)).toBe("₫");
  });
});
