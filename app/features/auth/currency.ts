import { z } from "zod";

// spec tours-cruises §3 "Currencies offered … default VND"
export const CURRENCIES = ["VND", "USD", "EUR", "CHF", "CAD", "KRW", "JPY", "SGD", "AUD", "CNY", "GBP", "HKD", "INR", "MYR", "THB"] as const;
export const DEFAULT_CURRENCY = "VND";
export const CurrencySchema = z.object({
  currency: z.enum(CURRENCIES, { error: "required" }),
  back: z.string().optional(),
});
