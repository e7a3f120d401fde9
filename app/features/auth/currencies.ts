// spec tours-cruises §3 "Currencies offered … default VND". Apart from the schema (currency.ts) so
// that the layout's currency dialog does not pull zod into every page's first load.
export const CURRENCIES = [
  "VND",
  "USD",
  "EUR",
  "CHF",
  "CAD",
  "KRW",
  "JPY",
  "SGD",
  "AUD",
  "CNY",
  "GBP",
  "HKD",
  "INR",
  "MYR",
  "THB",
] as const;
export const DEFAULT_CURRENCY = "VND";
