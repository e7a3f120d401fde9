// spec tours-cruises §9 "Commission display per line", "Currency conversion to VND", "Single-room
// and extra-bed surcharge lines"; hotels-bikes-transport §9 "Real income = total_amount_agency".
// The booking's real income is the marketplace's figure, shown as it is (never recomputed); the
// item table's per-line split comes from the same contract function the marketplace stored it
// with, so the lines' commissions add up to the booking's commission.
import { hasCabinLines, splitBooking, type BookingMoneyInput } from "@contract/booking-money";
import { serviceListedAs } from "@contract/services";
import { roundMoney, toVnd } from "@contract/money";
import { booksItem, type Booking, type CruiseItem, type TourBooking, type TourItem } from "./types";

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

/**
 * The service a tour-shaped booking's money is split as: the one its tour's type is listed as (tours-cruises
 * §3: a cruise is a tour with type cruise), else its own.
 */
const splitAs = (b: Pick<TourBooking, "service" | "tour_type">) => serviceListedAs(b.tour_type)?.id ?? b.service;

/** Whether a tour-shaped booking's lines are cabins (its service's descriptor's cabinLines, tours-cruises §9). */
export const booksCabins = (b: Pick<TourBooking, "service" | "tour_type">) =>
  hasCabinLines(b.service) || hasCabinLines(splitAs(b));

const NO_SURCHARGE = { amount: 0, quantity: 0, commission_type: "percent", commission_value: 0 } as const;

/** The contract's view of a booking: a service without tour lines (transport, hotel, bike) has no item lines nor surcharges. */
function moneyInput(b: Booking): BookingMoneyInput {
  if (!booksItem(b, "tour"))
    // the trip is the subtotal (hotels-bikes-transport §9)
    return { currency: b.currency, service: b.service, items: [], single_room: NO_SURCHARGE, extra_bed: NO_SURCHARGE };
  const surcharge = (kind: "single_room" | "extra_bed") => ({
    amount: b[`${kind}_surcharge`],
    quantity: b[`${kind}_quantity`],
    commission_type: b[`${kind}_commission_type`],
    commission_value: b[`${kind}_commission_value`] ?? 0,
  });
  return {
    currency: b.currency,
    service: hasCabinLines(b.service) ? b.service : splitAs(b),
    items: b.items ?? [],
    // a cruise's commission is the cruise's own (order.commission_value, the marketplace's percent)
    cruise_commission: b.commission_value ?? 0,
    single_room: surcharge("single_room"),
    extra_bed: surcharge("extra_bed"),
  };
}

/** The lines of a booking: its items, then a surcharge line for each surcharge with amount and quantity above 0. */
export function bookingLines(
  b: Booking,
  labels: { single_room: string; extra_bed: string } = { single_room: "single_room", extra_bed: "extra_bed" },
): BookingLine[] {
  if (!booksItem(b, "tour")) return [];
  const cruise = booksCabins(b);
  return splitBooking(moneyInput(b)).lines.map((l): BookingLine => {
    if (l.kind !== "item") {
      const price = b[`${l.kind}_surcharge`];
      return {
        kind: l.kind,
        name: labels[l.kind],
        quantity: b[`${l.kind}_quantity`],
        original_price: null,
        price,
        amount: l.amount,
        commission: l.commission,
      };
    }
    if (cruise) {
      const raw = b.items[l.index] as CruiseItem;
      return {
        kind: "item",
        name: raw.cabin?.name ?? "",
        quantity: raw.quantity,
        original_price: null,
        price: raw.price,
        quantity_extrabed: raw.quantity_extrabed ?? 0,
        extrabed_price: raw.extrabed_price ?? 0,
        amount: l.amount,
        commission: l.commission,
      };
    }
    const raw = b.items[l.index] as TourItem;
    return {
      kind: "item",
      name: raw.name || raw.age?.name || "",
      quantity: raw.quantity,
      original_price: raw.original_price ?? null,
      price: raw.price,
      amount: l.amount,
      commission: l.commission,
    };
  });
}

export type BookingMoney = {
  total: number;
  commission: number;
  realIncome: number;
  surcharge: number;
  /** the total in VND for a foreign booking (null for a VND one, or when its rate is unknown) */
  totalVnd: number | null;
  /** real income in VND, whole đồng (what the revenue statistics add up); null when the rate is unknown */
  realIncomeVnd: number | null;
};

/** Total, real income (the marketplace's total_amount_agency), commission = total − real income, surcharges, VND figures. */
export function bookingMoney(b: Booking): BookingMoney {
  const currency = b.currency || "VND";
  const realIncome = roundMoney(b.total_amount_agency, currency);
  const foreign = currency.toUpperCase() !== "VND";
  return {
    total: b.total,
    commission: roundMoney(b.total - realIncome, currency),
    realIncome,
    surcharge: splitBooking(moneyInput(b)).surcharge,
    totalVnd: foreign ? toVnd(b.total, currency, b.rate_payment) : null,
    realIncomeVnd: toVnd(realIncome, currency, b.rate_payment),
  };
}
