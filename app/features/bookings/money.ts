// spec tours-cruises §9 "Commission display per line", "Currency conversion to VND", "Single-room
// and extra-bed surcharge lines"; hotels-bikes-transport §9 "Real income". One place computes what
// a booking is worth to the supplier, for the list, the detail, the CSV and the statistics.
import type { Booking, CommissionType, CruiseItem, TourItem } from "./types";

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * spec §9 "Commission display per line": percent → (100 − value)% of price × quantity; net →
 * (price − value) × quantity, with the stored value. The percent is stored as 100 − the agency's
 * share (§9), so both give the supplier's part of the line, and a net value is the marketplace's
 * amount per unit (§5 keeps it "not above the price"). The line's commission is the rest.
 */
export function lineSupplierPart(type: CommissionType | string, storedValue: number, price: number, quantity: number) {
  return round2(type === "percent" ? ((100 - storedValue) / 100) * price * quantity : (price - storedValue) * quantity);
}
export const lineCommission = (type: CommissionType | string, storedValue: number, price: number, quantity: number) =>
  round2(price * quantity - lineSupplierPart(type, storedValue, price, quantity));

export type BookingLine = {
  kind: "item" | "single_room" | "extra_bed";
  name: string;
  quantity: number;
  original_price: number | null;
  price: number;
  /** cruise lines: extra beds and their price */
  quantity_extrabed?: number;
  extrabed_price?: number;
  amount: number;
  commission: number;
};

export const isCruise = (b: Pick<Booking, "service" | "tour_type">) => b.service === "cruise" || b.tour_type === "cruise";

/** The lines of a booking: its items, then a surcharge line for each surcharge with amount and quantity above 0. */
export function bookingLines(b: Booking, labels: { single_room: string; extra_bed: string } = { single_room: "single_room", extra_bed: "extra_bed" }): BookingLine[] {
  const lines: BookingLine[] = [];
  if (isCruise(b)) {
    for (const raw of b.items as CruiseItem[]) {
      const beds = raw.quantity_extrabed ?? 0;
      const bedPrice = raw.extrabed_price ?? 0;
      const amount = round2(raw.price * raw.quantity + beds * bedPrice);
      // a cruise's commission is the cruise's own (order.commission_value, the marketplace's percent)
      const commission = round2(((b.commission_value ?? 0) / 100) * amount);
      lines.push({ kind: "item", name: raw.cabin?.name ?? "", quantity: raw.quantity, original_price: null, price: raw.price, quantity_extrabed: beds, extrabed_price: bedPrice, amount, commission });
    }
  } else {
    for (const raw of b.items as TourItem[]) {
      lines.push({
        kind: "item",
        name: raw.name || raw.age?.name || "",
        quantity: raw.quantity,
        original_price: raw.original_price ?? null,
        price: raw.price,
        amount: round2(raw.price * raw.quantity),
        commission: lineCommission(raw.commission_type, raw.commission_value, raw.price, raw.quantity),
      });
    }
  }
  const surcharges = [
    ["single_room", b.single_room_surcharge, b.single_room_quantity, b.single_room_commission_type, b.single_room_commission_value],
    ["extra_bed", b.extra_bed_surcharge, b.extra_bed_quantity, b.extra_bed_commission_type, b.extra_bed_commission_value],
  ] as const;
  for (const [kind, amount, quantity, type, value] of surcharges) {
    if (!(amount > 0 && quantity > 0)) continue;
    lines.push({
      kind, name: labels[kind], quantity, original_price: null, price: amount,
      amount: round2(amount * quantity), commission: lineCommission(type, value ?? 0, amount, quantity),
    });
  }
  return lines;
}

export type BookingMoney = { total: number; commission: number; realIncome: number; surcharge: number; totalVnd: number | null };

/** Total, the commission (Σ line commissions), real income (total − commission) and the surcharge lines' sum. */
export function bookingMoney(b: Booking): BookingMoney {
  const lines = bookingLines(b);
  const commission = round2(lines.reduce((s, l) => s + l.commission, 0));
  const surcharge = round2(lines.filter((l) => l.kind !== "item").reduce((s, l) => s + l.amount, 0));
  return {
    total: b.total,
    commission,
    realIncome: round2(b.total - commission),
    surcharge,
    totalVnd: (b.currency ?? "VND").toUpperCase() === "VND" ? null : toVnd(b.total, b.rate_payment),
  };
}

/** spec §9: the VND amount is the amount divided by the rate; unknown (null) when the rate is 0 or less. */
export function toVnd(amount: number, rate: number | null | undefined): number | null {
  if (!rate || !(rate > 0) || !Number.isFinite(rate)) return null;
  return Math.round(amount / rate);
}
