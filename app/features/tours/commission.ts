// spec tours-cruises §9: "Percent commission is entered as the agency's share and stored as 100
// minus it; shown back as 100 minus stored." Net commissions are stored as entered.
export const COMMISSION_TYPES = ["percent", "net"] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

export const toStoredCommission = (type: CommissionType, entered: number) => (type === "percent" ? 100 - entered : entered);
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
  if (type === "percent" && (value < 1 || value > 100)) ctx.addIssue({ code: "custom", path, message: "commission_percent_error" });
  if (type === "net" && price !== undefined && value > price) ctx.addIssue({ code: "custom", path, message: "commission_net_error" });
}
