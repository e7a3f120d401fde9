// spec tours-cruises §3 "Option lists", with the spec's spellings (cruise-agenct, whatapp).
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
export const GENDERS = ["male", "female", "other"] as const;
export const NOTIFICATION_LANGUAGES = ["vi", "en"] as const;
export const SUPPLIER_TYPES = ["organisation", "individual"] as const;
