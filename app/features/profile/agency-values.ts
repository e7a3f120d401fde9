// The supplier record as form values (and the file fields of the form).
import type { AgencyRecord } from "./api.server";
import { countryOfDialCode } from "~/lib/phone";

/** Single-file fields: the record holds a url, the form posts a new file as `<name>_file`. */
export const AGENCY_FILE_FIELDS = {
  logo: "image",
  bussiness_cer_front: "image",
  bussiness_cer_backside: "image",
  bussiness_cer_file: "pdf",
  identity_card_front: "image",
  identity_card_backside: "image",
} as const;
export type AgencyFileField = keyof typeof AGENCY_FILE_FIELDS;
export const MAX_BUSINESS_IMAGES = 3; // spec §5

export function agencyFormValues(r: AgencyRecord) {
  const text = (v: string | null | undefined) => v ?? "";
  return {
    logo: text(r.logo),
    name: text(r.name),
    owner_name: text(r.owner_name),
    type: r.type === null || r.type === undefined ? "" : r.type ? "organisation" : "individual",
    email: text(r.email),
    dial_country: countryOfDialCode(r.dial_code),
    phone: text(r.phone),
    address: text(r.address),
    area: r.area?._id ?? "",
    country: r.country?._id ?? "",
    city: r.city?._id ?? "",
    website: text(r.website),
    summary: text(r.summary),
    enterprise_type: r.enterprise_type ?? [],
    company_scale: text(r.company_scale),
    language: text(r.language) || "vi",
    // spec: the first contact row is always there
    contact_methods: r.contact_methods?.length ? r.contact_methods : [{ name: "phone", value: "" }],
    images: r.images ?? [],
    bussiness_code: text(r.bussiness_code),
    bussiness_tax_code: text(r.bussiness_tax_code),
    bussiness_issue_date: text(r.bussiness_issue_date),
    bussiness_issue_by: text(r.bussiness_issue_by),
    bussiness_cer_front: text(r.bussiness_cer_front),
    bussiness_cer_backside: text(r.bussiness_cer_backside),
    bussiness_cer_file: text(r.bussiness_cer_file),
    company_verification_tour_docs: text(r.company_verification_tour_docs),
    identity_card_code: text(r.identity_card_code),
    identity_card_issue_date: text(r.identity_card_issue_date),
    identity_card_issue_by: text(r.identity_card_issue_by),
    identity_card_front: text(r.identity_card_front),
    identity_card_backside: text(r.identity_card_backside),
    bank_name: text(r.bank_name),
    bank_branch_name: text(r.bank_branch_name),
    bank_iban_code: text(r.bank_iban_code),
    bank_swift_code: text(r.bank_swift_code),
    account_number: text(r.account_number),
    account_full_name: text(r.account_full_name),
    account_full_name_upper: text(r.account_full_name_upper),
  };
}
export type AgencyFormValues = ReturnType<typeof agencyFormValues>;
