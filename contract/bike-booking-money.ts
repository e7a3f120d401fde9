// What a bike rental is worth (spec hotels-bikes-transport §3 "Bike order", §9): computed once here,
// by the marketplace when it stores the booking and by the back-office when it shows the item table,
// so both read the same figures. Every amount is rounded once (contract/money.ts).
//
// A rental runs from its pickup (day and time) to its return (day and time), by day or by hour (§3
// "Bike": rental is by day or by hour). The spec does not say how the time is counted; read here as a
// rental counts it: by hour, the hours between pickup and return rounded up (a started hour is an
// hour); by day, the started 24-hour periods between them (pickup 09:00, return 09:00 the next day is
// one day; 09:30 is two). Either is at least 1. The bike is away on every calendar day from the pickup
// day to the return day, so those are the days it holds (rentalDays), whatever it is charged for.
//
// A line is quantity × price × time quantity (the option's price per day or per hour); subtotal is
// their sum; a bike order carries no fees, so total = subtotal. Real income = total_amount_agency =
// total × (100 − the marketplace's commission percent) / 100; the commission amount = total − real
// income (§9).
import { lineSupplierPart } from "./booking-money";
import { roundMoney } from "./money";

export const RENTAL_METHODS = ["day", "hour"] as const;
export type RentalMethod = (typeof RENTAL_METHODS)[number];

/** The marketplace's share of a rental when none is stored (the demo bookings' 15 %). */
export const BIKE_COMMISSION_DEFAULT = 15;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The time a rental is charged for: whole hours or started days between pickup and return (ISO instants), at least 1. */
export function rentalQuantity(method: RentalMethod, pickup: string, ret: string): number {
  const ms = Date.parse(ret) - Date.parse(pickup);
  if (!Number.isFinite(ms) || ms <= 0) return 1;
  return Math.max(1, Math.ceil(ms / (method === "hour" ? HOUR : DAY)));
}

/** Every day (YYYY-MM-DD) from the pickup day to the return day, both included. */
export function rentalDays(pickupDay: string, returnDay: string): string[] {
  const a = Date.parse(`${pickupDay}T00:00:00Z`);
  const b = Date.parse(`${returnDay}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return Number.isNaN(a) ? [] : [pickupDay];
  const days: string[] = [];
  for (let t = a; t <= b; t += DAY) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export type BikeLineInput = { price: number; quantity: number };
export type BikeMoneyInput = {
  currency: string | null | undefined;
  time_quantity: number;
  /** the marketplace's percent */
  commission_value: number;
  items: BikeLineInput[];
};
export type BikeMoney = {
  lines: number[];
  subtotal: number;
  total: number;
  total_amount_agency: number;
  commission: number;
};

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);

/** One line's amount: quantity × price × time quantity. */
export const bikeLineAmount = (line: BikeLineInput, timeQuantity: number, currency: string | null | undefined) =>
  roundMoney(num(line.quantity) * num(line.price) * num(timeQuantity), currency);

export function bikeBookingMoney(b: BikeMoneyInput): BikeMoney {
  const cur = b.currency || "VND";
  const lines = b.items.map((l) => bikeLineAmount(l, b.time_quantity, cur));
  const subtotal = roundMoney(
    lines.reduce((s, x) => s + x, 0),
    cur,
  );
  const total = subtotal;
  const total_amount_agency = lineSupplierPart("percent", num(b.commission_value), total, 1, cur);
  return { lines, subtotal, total, total_amount_agency, commission: roundMoney(total - total_amount_agency, cur) };
}
