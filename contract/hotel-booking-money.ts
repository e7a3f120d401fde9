// What a hotel booking is worth (spec hotels-bikes-transport §3 "Hotel order", §9): computed once
// here, by the marketplace when it stores the booking and by the back-office when it shows the item
// table and the fee footer, so both read the same figures. Every amount is rounded once, to the
// currency's minor unit (contract/money.ts).
//
// §9: a room line is quantity × price + extra beds × extra-bed price × nights. The formula counts
// the nights only for the extra beds, so a line's `price` is the room's price for the whole stay
// (the sum of its nightly calendar prices). Total = subtotal + service fee + VAT; real income =
// total_amount_agency; commission = total − real income. The service fee and VAT are free text on the
// hotel ("5%", "10%", §5 "Hotel form"): read as percents; the fee is on the subtotal and VAT on the
// subtotal with the fee (the fee is part of the price VAT is charged on). The hotel's commission is
// stored as the marketplace's percent (§3 "Hotel": 100 − the supplier's share), taken off the total.
import { lineSupplierPart } from "./booking-money";
import { roundMoney } from "./money";

export type HotelLineInput = { price: number; quantity: number; quantity_extrabed?: number | null };

export type HotelMoneyInput = {
  currency: string | null | undefined;
  nights: number;
  price_extrabed: number | null | undefined;
  /** percents (feePercent of the hotel's text) */
  service_fee_percent: number;
  vat_percent: number;
  /** the stored commission: the marketplace's percent */
  commission_value: number;
  items: HotelLineInput[];
};

export type HotelMoney = {
  /** each line's amount, in the items' order */
  lines: number[];
  subtotal: number;
  service_fee: number;
  vat_fee: number;
  total: number;
  total_amount_agency: number;
  commission: number;
};

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);

/** The nights between two days (YYYY-MM-DD): checkout − checkin in whole days; 0 when not after. */
export function nightsBetween(checkin: string, checkout: string): number {
  const a = Date.parse(`${checkin}T00:00:00Z`);
  const b = Date.parse(`${checkout}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b <= a) return 0;
  return Math.round((b - a) / 86_400_000);
}

/** The days a stay holds a room (each night's day): checkin, checkin + 1, …, checkout − 1. */
export function nightsOf(checkin: string, checkout: string): string[] {
  const n = nightsBetween(checkin, checkout);
  const at = new Date(`${checkin}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(at);
    d.setUTCDate(at.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
}

/**
 * A fee text as a percent: the first number in it ("5%", "5", "VAT 10 %", "7,5%" → 7.5), kept
 * within 0–100; text without a number is no fee (0).
 */
export function feePercent(text: string | number | null | undefined): number {
  if (typeof text === "number") return Number.isFinite(text) ? Math.min(100, Math.max(0, text)) : 0;
  const m = /(\d+(?:[.,]\d+)?)/.exec(text ?? "");
  if (!m) return 0;
  const value = Number(m[1]!.replace(",", "."));
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** One room line's amount: quantity × price + extra beds × extra-bed price × nights. */
export const hotelLineAmount = (
  line: HotelLineInput,
  priceExtrabed: number | null | undefined,
  nights: number,
  currency: string | null | undefined,
) =>
  roundMoney(
    num(line.price) * num(line.quantity) + num(line.quantity_extrabed) * num(priceExtrabed) * num(nights),
    currency,
  );

export function hotelBookingMoney(b: HotelMoneyInput): HotelMoney {
  const cur = b.currency || "VND";
  const lines = b.items.map((l) => hotelLineAmount(l, b.price_extrabed, b.nights, cur));
  const subtotal = roundMoney(
    lines.reduce((s, x) => s + x, 0),
    cur,
  );
  const service_fee = roundMoney((subtotal * b.service_fee_percent) / 100, cur);
  const vat_fee = roundMoney(((subtotal + service_fee) * b.vat_percent) / 100, cur);
  const total = roundMoney(subtotal + service_fee + vat_fee, cur);
  const total_amount_agency = lineSupplierPart("percent", num(b.commission_value), total, 1, cur);
  return {
    lines,
    subtotal,
    service_fee,
    vat_fee,
    total,
    total_amount_agency,
    commission: roundMoney(total - total_amount_agency, cur),
  };
}
