// spec tours-cruises §1: thousands separators, at most 2 decimals; the VND symbol after the
// number, the others (USD, EUR, CHF, CAD, KRW, JPY, SGD …) before. Amounts show the currency's
// minor digits (USD $97.90, VND and JPY none), rounded once by the contract's roundMoney; each
// language has its own grouping (Intl).
import { minorDigits, roundMoney } from "@contract/money";

const SYMBOLS: Record<string, string> = {
  VND: "₫",
  USD: "$",
  EUR: "€",
  CHF: "CHF",
  CAD: "CA$",
  KRW: "₩",
  JPY: "¥",
  SGD: "S$",
  AUD: "A$",
  CNY: "CN¥",
  GBP: "£",
  HKD: "HK$",
  INR: "₹",
  MYR: "RM",
  THB: "฿",
};

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, minDigits: number, maxDigits = minDigits) {
  const key = `${locale}:${minDigits}:${maxDigits}`;
  let f = formatters.get(key);
  if (!f) {
    // 1.234.567,50 in Vietnamese, 1,234,567.50 in English
    f = new Intl.NumberFormat(locale === "en" ? "en-US" : "vi-VN", {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? "VND").toUpperCase();
  return SYMBOLS[code] ?? code;
}

/** A plain number as the page writes its amounts (1.234.567 in Vietnamese, 1,234,567 in English). */
export const formatNumber = (n: number, locale = "vi") => numberFormat(locale, 0, 2).format(n);

export function formatMoney(
  amount: number | string | null | undefined,
  currency: string | null | undefined = "VND",
  locale = "vi",
): string {
  const n = typeof amount === "string" ? Number(amount) : (amount ?? 0);
  const code = (currency || "VND").toUpperCase();
  const value = roundMoney(Number.isFinite(n) ? (n as number) : 0, code) || 0; // || 0: no "-0.00"
  const text = numberFormat(locale, minorDigits(code)).format(Math.abs(value));
  const sign = value < 0 ? "-" : "";
  return code === "VND" ? `${sign}${text} ${currencySymbol(code)}` : `${sign}${currencySymbol(code)}${text}`;
}

/**
 * A payout's exchange rate as a person reads it, "1 USD = 25,400 ₫": rate_vnd is foreign units per
 * đồng (spec hotels-bikes-transport §9: VND = amount / rate). Null when there is none to show (a
 * rate of 0 or less is unknown; an amount in VND needs none).
 */
export function formatRate(
  rateVnd: number | null | undefined,
  currency: string | null | undefined,
  locale = "vi",
): string | null {
  const code = (currency || "VND").toUpperCase();
  if (code === "VND" || typeof rateVnd !== "number" || !Number.isFinite(rateVnd) || !(rateVnd > 0)) return null;
  const perUnit = 1 / rateVnd;
  // whole đồng for a strong currency; decimals for a unit worth little (1 KRW = 18.5 ₫)
  const digits = perUnit >= 100 ? 0 : perUnit >= 1 ? 2 : 4;
  return `1 ${code} = ${numberFormat(locale, 0, digits).format(perUnit)} ₫`;
}

const compactFormats = new Map<string, Intl.NumberFormat>();
/** A compact amount ("1,5 Tr", "1.5M") for a narrow cell. */
export function compactNumber(n: number, lang: string) {
  let f = compactFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === "en" ? "en-US" : "vi-VN", { notation: "compact", maximumFractionDigits: 1 });
    compactFormats.set(lang, f);
  }
  return f.format(n);
}
