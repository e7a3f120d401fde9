// spec tours-cruises §3 "Option lists" and "Currencies offered", with the spec's spellings
// (cruise-agenct, whatapp): the values both the back-office's choices and the marketplace's checks use.
// Pure lists, no zod, so a browser page can import them without the schemas.
export const CONTACT_METHODS = ["phone", "zalo", "whatapp", "viber"] as const;
export const COMPANY_SCALES = ["1-10", "11-20", "21-50", "50-100", "100-200", "200+"] as const;
export const ENTERPRISE_TYPES = [
  "travel-agent",
  "tour-operator",
  "dmc",
  "cruise-agenct",
  "ticketing-agent",
  "transport-company",
  "cruise",
  "airline",
  "tour-guide",
  "travel-association",
  "railway",
  "team-building",
  "stage-construction",
  "food-catering",
  "printing",
  "exhibition-booth",
  "audio-visual",
  "lighting",
  "translator",
  "art-handicraft",
] as const;
export const VERIFICATION_DOCS = ["a", "b", "c", "d", "e"] as const;
export const LANGUAGES = ["vi", "en"] as const;
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

/**
 * Which day of a booking `date_range` selects: `created` its booking (creation) day, `travel` its
 * travel day (a transfer's pickup day, in Vietnam). The spec's lists filter and sort on created_at
 * (marketplace-api.md "lists"; it names no other day for statistics), so that stays the default.
 */
export const DATE_BASES = ["created", "travel"] as const;
export type DateBasis = (typeof DATE_BASES)[number];
