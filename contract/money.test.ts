import { describe, expect, it } from "vitest";
import { minorDigits, roundMoney, toVnd } from "./money";

describe("minorDigits: the currency's minor unit (ISO 4217 via Intl)", () => {
  it("knows cents and whole units", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("eur")).toBe(2);
    expect(minorDigits("VND")).toBe(0);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KRW")).toBe(0);
    expect(minorDigits(null)).toBe(0); // VND by default
    expect(minorDigits("not a code")).toBe(2);
  });
});

describe("roundMoney: one rounding, half away from zero, in the minor unit", () => {
  it("rounds cents without binary drift", () => {
    expect(roundMoney(1.005, "USD")).toBe(1.01);
    expect(roundMoney(613.734, "USD")).toBe(613.73);
    expect(roundMoney(46.062, "USD")).toBe(46.06);
    expect(roundMoney(0.1 + 0.2, "USD")).toBe(0.3);
    expect(roundMoney(-2.675, "USD")).toBe(-2.68);
  });
  it("rounds đồng and yen to whole units", () => {
    expect(roundMoney(1_234_567.5, "VND")).toBe(1_234_568);
    expect(roundMoney(1_234_567.49, "VND")).toBe(1_234_567);
    expect(roundMoney(99.5, "JPY")).toBe(100);
  });
  it("answers 0 for what is not a number", () => {
    expect(roundMoney(Number.NaN, "USD")).toBe(0);
    expect(roundMoney(Number.POSITIVE_INFINITY, "USD")).toBe(0);
  });
});

describe("toVnd: amount / rate, unknown only for a foreign amount without a rate", () => {
  it("needs no rate for VND", () => {
    expect(toVnd(42_200_000, "VND", 0)).toBe(42_200_000);
    expect(toVnd(42_200_000, "vnd", null)).toBe(42_200_000);
  });
  it("divides a foreign amount by its rate, to whole đồng", () => {
    expect(toVnd(613.74, "USD", 1 / 25_400)).toBe(15_588_996);
    expect(toVnd(100, "USD", 0.00003937007874015748)).toBe(2_540_000);
  });
  it("is unknown for a foreign amount with rate ≤ 0 or none", () => {
    expect(toVnd(100, "USD", 0)).toBeNull();
    expect(toVnd(100, "USD", -1)).toBeNull();
    expect(toVnd(100, "USD", undefined)).toBeNull();
  });
});
