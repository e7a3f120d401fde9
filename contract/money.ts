// Money rules both sides must agree on (the app never imports the marketplace; both import this).
// spec tours-cruises §9 / hotels-bikes-transport §9: amounts are in the record's currency; the VND
// amount is the amount divided by the rate. Rounding is defined once, here: to the currency's minor
// unit (ISO 4217, as Intl knows it: USD 2 decimals, VND/JPY/KRW none).

const digitsCache = new Map<string, number>();

/** The number of decimals of a currency's minor unit (2 for an unknown but well-formed code). */
export function minorDigits(currency: string | null | undefined): number {
  const code = (currency || "VND").toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2; // not an ISO code: keep cents
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/** Rounds half away from zero to the currency's minor unit, without binary drift (1.005 → 1.01). */
export function roundMoney(amount: number, currency: string | null | undefined): number {
  if (!Number.isFinite(amount)) return 0;
  const digits = minorDigits(currency);
  const scaled = Math.abs(amount) * 10 ** digits;
  // 1.005 * 100 = 100.49999999999999: nudge by a relative epsilon before rounding
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / 10 ** digits;
  return amount < 0 ? -rounded : rounded;
}

/**
 * spec hotels-bikes-transport §9 "Payment in VND = amount divided by rate_vnd. It is unknown when
 * the rate is 0 or less" — a VND amount needs no rate. Rounded to whole đồng.
 */
export function toVnd(
  amount: number,
  currency: string | null | undefined,
  rate: number | null | undefined,
): number | null {
  if ((currency || "VND").toUpperCase() === "VND") return roundMoney(amount, "VND");
  if (typeof rate !== "number" || !Number.isFinite(rate) || !(rate > 0)) return null;
  return roundMoney(amount / rate, "VND");
}
