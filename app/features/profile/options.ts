// spec tours-cruises §3 "Option lists": the shared lists, and the profile's own choices.
export { COMPANY_SCALES, CONTACT_METHODS, ENTERPRISE_TYPES, VERIFICATION_DOCS } from "@contract/options";
export const GENDERS = ["male", "female", "other"] as const;
export const NOTIFICATION_LANGUAGES = ["vi", "en"] as const;
export const SUPPLIER_TYPES = ["organisation", "individual"] as const;
