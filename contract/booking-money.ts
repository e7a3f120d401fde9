// What a tour or cruise booking is worth to the supplier, line by line: computed once here, by the
// marketplace when it stores total_amount_agency and by the back-office when it shows the item
// table, so the lines' commissions add up exactly to the booking's (spec tours-cruises §9
// "Commission display per line", "Single-room and extra-bed surcharge lines"; spec
// hotels-bikes-transport §9 "Real income = total_amount_agency").
import { roundMoney } from "./money";
import { isServiceId, serviceOf } from "./services";

export type CommissionType = "percent" | "net";
export type TourLineMoney = {
  price: number;
  quantity: number;
  commission_type: CommissionType | string;
  commission_value: number;
};
export type CruiseLineMoney = {
  price: number;
  quantity: number;
  quantity_extrabed?: number | null;
  extrabed_price?: number | null;
};
export type SurchargeMoney = {
  amount: number;
  quantity: number;
  commission_type: CommissionType | string;
  commission_value: number;
};

export type BookingMoneyInput = {
  currency: string | null | undefined;
  /** the booking's service: its descriptor says whether its lines are cabins (cabinLines) */
  service: string;
  items: (TourLineMoney | CruiseLineMoney)[];
  /** A cruise's stored percent (the order's commission_value), applied to each cabin line. */
  cruise_commission?: number | null;
  single_room: SurchargeMoney;
  extra_bed: SurchargeMoney;
};

export type LineMoney = {
  kind: "item" | "single_room" | "extra_bed";
  /** the index in `items` for an item line */
  index: number;
  /** price × quantity (+ extra beds), in the currency's minor unit */
  amount: number;
  /** the supplier's part, rounded once in the currency's minor unit */
  supplier: number;
  /** the marketplace's part: amount − supplier */
  commission: number;
};

export type BookingSplit = {
  lines: LineMoney[];
  /** Σ item amounts */
  subtotal: number;
  /** Σ surcharge line amounts */
  surcharge: number;
  total: number;
  /** the supplier's real income: Σ line supplier parts */
  total_amount_agency: number;
  commission: number;
};

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);

/**
 * spec §9: percent → the supplier keeps (100 − stored)% of price × quantity (the stored percent is
 * 100 − the agency's share, i.e. the marketplace's percent); net → (price − stored) × quantity (the
 * stored value is the marketplace's amount per unit, §5 keeps it "not above the price").
 */
export function lineSupplierPart(
  type: CommissionType | string,
  storedValue: number,
  price: number,
  quantity: number,
  currency: string | null | undefined,
) {
  const raw = type === "net" ? (price - storedValue) * quantity : ((100 - storedValue) * price * quantity) / 100;
  return roundMoney(raw, currency);
}

/** A surcharge line counts only when both its amount and its quantity are above 0 (spec §9). */
export const surchargeCounts = (s: { amount: number; quantity: number }) => num(s.amount) > 0 && num(s.quantity) > 0;

/**
 * Whether a service's order lines are cabins charged at the order's one percent (its descriptor's
 * cabinLines, tours-cruises §9); a word no service answers to has lines of their own commission.
 */
export const hasCabinLines = (service: string) => isServiceId(service) && serviceOf(service).cabinLines === true;

/** Every line's amount, supplier part and commission, and the booking's sums of them. */
export function splitBooking(b: BookingMoneyInput): BookingSplit {
  const cabins = hasCabinLines(b.service);
  const cur = b.currency || "VND";
  const lines: LineMoney[] = [];
  const push = (kind: LineMoney["kind"], index: number, amount: number, supplier: number) =>
    lines.push({ kind, index, amount, supplier, commission: roundMoney(amount - supplier, cur) });

  b.items.forEach((raw, index) => {
    if (cabins) {
      const i = raw as CruiseLineMoney;
      const amount = roundMoney(num(i.price) * num(i.quantity) + num(i.quantity_extrabed) * num(i.extrabed_price), cur);
      // a cabin line is one amount (cabins plus extra beds) at the cruise's stored percent
      push("item", index, amount, lineSupplierPart("percent", num(b.cruise_commission), amount, 1, cur));
    } else {
      const i = raw as TourLineMoney;
      const amount = roundMoney(num(i.price) * num(i.quantity), cur);
      push(
        "item",
        index,
        amount,
        lineSupplierPart(i.commission_type, num(i.commission_value), num(i.price), num(i.quantity), cur),
      );
    }
  });
  for (const kind of ["single_room", "extra_bed"] as const) {
    const s = b[kind];
    if (!surchargeCounts(s)) continue;
    push(
      kind,
      -1,
      roundMoney(num(s.amount) * num(s.quantity), cur),
      lineSupplierPart(s.commission_type, num(s.commission_value), num(s.amount), num(s.quantity), cur),
    );
  }

  const sum = (pick: (l: LineMoney) => number, which: (l: LineMoney) => boolean = () => true) =>
    roundMoney(
      lines.filter(which).reduce((s, l) => s + pick(l), 0),
      cur,
    );
  const total = sum((l) => l.amount);
  const real = sum((l) => l.supplier);
  return {
    lines,
    subtotal: sum(
      (l) => l.amount,
      (l) => l.kind === "item",
    ),
    surcharge: sum(
      (l) => l.amount,
      (l) => l.kind !== "item",
    ),
    total,
    total_amount_agency: real,
    commission: roundMoney(total - real, cur),
  };
}
