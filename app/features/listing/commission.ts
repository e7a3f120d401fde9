// spec tours-cruises §9: "Percent commission is entered as the agency's share and stored as 100
// minus it; shown back as 100 minus stored." A net commission is stored as entered and is the
// marketplace's commission per guest (per unit) in money, "not above the price" (§5): the supplier
// receives the price minus it. This is the reading the booking arithmetic uses (§9 "Commission
// display per line", contract/booking-money.ts), and the one
// every commission input, column and hint of the product states.
import { lineSupplierPart } from "@contract/booking-money";
import { roundMoney } from "@contract/money";

export const COMMISSION_TYPES = ["percent", "net"] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

export const toStoredCommission = (type: CommissionType, entered: number) =>
  type === "percent" ? 100 - entered : entered;
export const toEnteredCommission = (type: string, stored: number) => (type === "percent" ? 100 - stored : stored);

/** The entered commission's rule (spec §5): percent 1–100; net not above the price it is taken from. */
export function checkCommission(
  ctx: { addIssue: (issue: { code: "custom"; path: (string | number)[]; message: string }) => void },
  path: (string | number)[],
  type: string | undefined,
  value: number | undefined,
  price: number | undefined,
) {
  // also called on partial input (a failed number is null or NaN there): judge only real numbers
  if (typeof value !== "number" || !Number.isFinite(value)) return;
  if (typeof price !== "number" || !Number.isFinite(price)) price = undefined;
  if (type === "percent" && (value < 1 || value > 100))
    ctx.addIssue({ code: "custom", path, message: "commission_percent_error" });
  if (type === "net" && price !== undefined && value > price)
    ctx.addIssue({ code: "custom", path, message: "commission_net_error" });
}

export type CommissionSplit = { price: number; receive: number; keep: number };

/**
 * What one guest's price splits into, from the commission as entered: the supplier receives its
 * share (percent) or the price minus the marketplace's amount (net); the marketplace keeps the rest.
 * Null when the values do not make a valid commission (empty, out of range).
 */
export function commissionSplit(
  type: string | undefined,
  entered: number,
  price: number,
  currency: string,
): CommissionSplit | null {
  if (!Number.isFinite(entered) || !Number.isFinite(price) || price < 0 || entered < 0) return null;
  if (type !== "percent" && type !== "net") return null;
  if (type === "percent" ? entered > 100 : entered > price) return null;
  // one guest's line, split exactly as a booking of it would be (contract/booking-money.ts)
  const receive = lineSupplierPart(type, toStoredCommission(type, entered), price, 1, currency);
  return { price, receive, keep: roundMoney(price - receive, currency) };
}

/** The guest price a worked example uses: the price entered, else a round sample in the currency. */
export const examplePrice = (price: number | null | undefined, currency: string) =>
  price !== null && price !== undefined && Number.isFinite(price) && price > 0
    ? price
    : currency.toUpperCase() === "VND"
      ? 1_000_000
      : 100;

/** A form value ("", "12", undefined) as a number, or NaN. */
export const numberOf = (v: unknown) =>
  typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : Number.NaN;
