// A booking's money (spec §9 and the contract's "Computed by the marketplace"): the shapes of its
// lines and surcharges, and the contract's view of them, for a new order and for a stored one.
// Pure: no database, so a migration can recompute stored money with it.
import { hasCabinLines, splitBooking, type BookingMoneyInput } from "@contract/booking-money";
import { roundMoney } from "@contract/money";
import type { Selectable } from "kysely";
import { json } from "../shared/json.js";
import type { OrdersTable } from "./tables.js";

type Order = Selectable<OrdersTable>;

export type CommissionType = "percent" | "net";
export type TourLine = {
  name: string;
  name_en?: string | null; // shown for lang=en
  age: { _id: string; name: string; name_en?: string | null } | null;
  quantity: number;
  original_price: number;
  price: number;
  commission_type: CommissionType;
  commission_value: number; // stored form: percent = 100 - entered
};
export type CruiseLine = {
  cabin: { _id: string | null; name: string; name_en?: string | null }; // name_en shown for lang=en
  quantity: number;
  price: number;
  quantity_extrabed: number;
  extrabed_price: number;
};
export type Surcharge = { amount: number; quantity: number; commission_type: CommissionType; commission_value: number };
/** An order's lines, of its service: its own-commission lines, or cabins at the order's one percent (its descriptor's cabinLines). */
export type TourLines = { service: string; items: TourLine[] };
export type CabinLines = { service: string; items: CruiseLine[]; commission_value: number };
export type Lines = TourLines | CabinLines;

/** Whether these lines are cabins: their service's descriptor says (tours-cruises §9). */
export const areCabinLines = (lines: Lines): lines is CabinLines => hasCabinLines(lines.service);

/** The contract's view of an order's lines (one split for the marketplace and the back-office). */
export function moneyInput(lines: Lines, surcharges: Surcharge[], currency: string): BookingMoneyInput {
  const none: Surcharge = { amount: 0, quantity: 0, commission_type: "percent", commission_value: 0 };
  return {
    currency,
    service: lines.service,
    items: lines.items,
    cruise_commission: areCabinLines(lines) ? lines.commission_value : null,
    single_room: surcharges[0] ?? none,
    extra_bed: surcharges[1] ?? none,
  };
}

/**
 * The order's money (spec §9, the contract's "Computed by the marketplace"): the supplier's real
 * income (total_amount_agency) is the sum of the lines' supplier parts, each rounded once in the
 * currency (contract/booking-money.ts), so the back-office's per-line commissions add up to it.
 */
export function computeMoney(lines: Lines, surcharges: Surcharge[], currency: string) {
  const split = splitBooking(moneyInput(lines, surcharges, currency));
  const original = areCabinLines(lines)
    ? split.subtotal
    : lines.items.reduce((s, i) => s + i.original_price * i.quantity, 0);
  return {
    subtotal: split.subtotal,
    total: split.total,
    original_total: roundMoney(original + split.surcharge, currency),
    commission: split.commission,
    total_amount_agency: split.total_amount_agency,
  };
}

type StoredMoney = Pick<
  Order,
  | "service"
  | "items"
  | "currency"
  | "commission_value"
  | "single_room_surcharge"
  | "single_room_quantity"
  | "single_room_commission_type"
  | "single_room_commission_value"
  | "extra_bed_surcharge"
  | "extra_bed_quantity"
  | "extra_bed_commission_type"
  | "extra_bed_commission_value"
>;

/** The contract's view of a stored order, its lines read as the record shows them. */
export function storedMoneyInput(o: StoredMoney): BookingMoneyInput {
  const surcharge = (kind: "single_room" | "extra_bed") => ({
    amount: o[`${kind}_surcharge`],
    quantity: o[`${kind}_quantity`],
    commission_type: o[`${kind}_commission_type`],
    commission_value: o[`${kind}_commission_value`],
  });
  return {
    currency: o.currency,
    service: o.service,
    items: storedItems(o, (vi) => vi),
    cruise_commission: o.commission_value,
    single_room: surcharge("single_room"),
    extra_bed: surcharge("extra_bed"),
  };
}

export function storedItems(
  o: Pick<Order, "service" | "items">,
  inLang: (vi: string, en: string | null | undefined) => string,
) {
  return json<unknown[]>(o.items, []).map((raw) => {
    const i = raw as Partial<TourLine & CruiseLine>;
    if (hasCabinLines(o.service)) {
      return {
        cabin: { _id: i.cabin?._id ?? null, name: inLang(i.cabin?.name ?? "", i.cabin?.name_en) },
        quantity: Number(i.quantity) || 0,
        price: Number(i.price) || 0,
        quantity_extrabed: Number(i.quantity_extrabed) || 0,
        extrabed_price: Number(i.extrabed_price) || 0,
      };
    }
    // lines of the first, minimal orders carry only name, quantity and price
    return {
      name: inLang(i.name ?? "", i.name_en),
      age: i.age ? { _id: i.age._id, name: inLang(i.age.name, i.age.name_en) } : null,
      quantity: Number(i.quantity) || 0,
      original_price: i.original_price ?? (Number(i.price) || 0),
      price: Number(i.price) || 0,
      commission_type: i.commission_type ?? "percent",
      commission_value: i.commission_value ?? 0, // the marketplace took nothing: income = total
    };
  });
}
