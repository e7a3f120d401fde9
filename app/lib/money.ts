// spec tours-cruises §1: thousands separators, at most 2 decimals; the VND symbol after the
// number, the others (USD, EUR, CHF, CAD, KRW, JPY, SGD …) before. Intl does the grouping.
const SYMBOLS: Record<string, string> = {
  VND: "₫", USD: "$", EUR: "€", CHF: "CHF", CAD: "CA$", KRW: "₩", JPY: "¥", SGD: "S$",
  AUD: "A$", CNY: "CN¥", GBP: "£", HKD: "HK$", INR: "₹", MYR: "RM", THB: "฿",
};

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string) {
  let f = formatters.get(locale);
  if (!f) {
    // each language's own grouping: 1.234.567,5 in Vietnamese, 1,234,567.5 in English
    f = new Intl.NumberFormat(locale === "en" ? "en-US" : "vi-VN", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f;
}

export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? "VND").toUpperCase();
  return SYMBOLS[code] ?? code;
}

export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined = "VND", locale = "vi"): string {
  const n = typeof amount === "string" ? Number(amount) : amount ?? 0;
  const value = Number.isFinite(n) ? Math.round((n as number) * 100) / 100 : 0;
  const code = (currency ?? "VND").toUpperCase();
  const text = numberFormat(locale).format(value);
  const symbol = currencySymbol(code);
  if (code === "VND") return `${text} ${symbol}`;
  return value < 0 ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
