import { describe, expect, it } from "vitest";
import { bikeBookingMoney, rentalDays, rentalQuantity } from "./bike-booking-money";

// pickup and return instants in Vietnam (UTC+7)
const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`).toISOString();

describe("rental quantity", () => {
  it.each([
    ["day", "09:00", "2026-03-15", "09:00", 1],
    ["day", "09:00", "2026-03-15", "09:30", 2],
    ["day", "09:00", "2026-03-14", "18:00", 1],
    ["day", "09:00", "2026-03-16", "18:00", 3],
    ["hour", "09:00", "2026-03-14", "10:00", 1],
    ["hour", "09:00", "2026-03-14", "10:05", 2],
    ["hour", "09:00", "2026-03-14", "09:00", 1],
    ["hour", "09:00", "2026-03-15", "09:00", 24],
  ] as const)("%s from 2026-03-14 %s to %s %s: %i", (method, from, day, to, expected) => {
    expect(rentalQuantity(method, at("2026-03-14", from), at(day, to))).toBe(expected);
  });
  it("is at least 1 when the return is not after the pickup", () => {
    expect(rentalQuantity("day", at("2026-03-14", "10:00"), at("2026-03-14", "09:00"))).toBe(1);
  });
});

describe("rental days", () => {
  it("every day from pickup to return, both included", () => {
    expect(rentalDays("2026-03-30", "2026-04-01")).toEqual(["2026-03-30", "2026-03-31", "2026-04-01"]);
    expect(rentalDays("2026-03-14", "2026-03-14")).toEqual(["2026-03-14"]);
  });
});

describe("bike booking money", () => {
  it("line = quantity × price × time quantity; total = subtotal; real income after the commission", () => {
    const m = bikeBookingMoney({
      currency: "VND",
      time_quantity: 2,
      commission_value: 15,
      items: [
        { price: 150_000, quantity: 2 },
        { price: 99_999, quantity: 1 },
      ],
    });
    expect(m.lines).toEqual([600_000, 199_998]);
    expect(m.subtotal).toBe(799_998);
    expect(m.total).toBe(799_998);
    expect(m.total_amount_agency).toBe(679_998);
    expect(m.commission).toBe(m.total - m.total_amount_agency);
  });
  it("rounds to the currency's minor unit", () => {
    const m = bikeBookingMoney({
      currency: "USD",
      time_quantity: 3,
      commission_value: 10,
      items: [{ price: 3.335, quantity: 1 }],
    });
    expect(m.lines).toEqual([10.01]);
    expect(m.total_amount_agency).toBe(9.01);
  });
});
