// The supplier profile form (spec tours-cruises §5 "Supplier profile"): its one schema (Conform in the browser,
// the action on the server), the record as form values (and its file fields), the values as the payload.
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { countryOfDialCode, dialCodeOf, isValidPhone } from "~/lib/phone";
import { EVERY_TIME, msg, requiredEmail, requiredText } from "~/lib/validation";
import { uploadRule } from "~/lib/body-limits";
import type { AgencyRecord } from "../api.server";
import {
  COMPANY_SCALES,
  CONTACT_METHODS,
  ENTERPRISE_TYPES,
  NOTIFICATION_LANGUAGES,
  SUPPLIER_TYPES,
  VERIFICATION_DOCS,
} from "../options";
import { optionalDate, optionalText, phoneCountry } from "../schema";

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
const fileFields = Object.values(AGENCY_FILE_FIELDS);
/** What one post of the profile form may hold: its single files, business images, texts and contact rows (body-limits.ts). */
export const AGENCY_FORM_BODY = uploadRule({
  images: fileFields.filter((kind) => kind === "image").length + MAX_BUSINESS_IMAGES,
  pdfs: fileFields.filter((kind) => kind === "pdf").length,
  parts: 1000,
  fieldBytes: 64 * 1024,
  textBytes: 1024 * 1024,
});

/** The supplier record as the form's values. */
export function toFormValues(r: AgencyRecord) {
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
export type AgencyFormValues = ReturnType<typeof toFormValues>;

const fileUrl = z.string().overwrite(visibleText).max(500).optional();

export const AgencySchema = z
  .object({
    logo: fileUrl,
    name: requiredText({ max: 100 }),
    owner_name: requiredText({ max: 100 }),
    type: z.enum(SUPPLIER_TYPES, { error: "required" }),
    email: requiredEmail(),
    dial_country: phoneCountry,
    phone: z
      .string({ error: "required" })
      .overwrite(visibleText)
      .min(1, { error: "required" })
      .max(12, { error: msg("max_string_length", 12) }),
    address: optionalText(200),
    area: z.string({ error: "required" }).min(1, { error: "required" }),
    country: z.string({ error: "required" }).min(1, { error: "required" }),
    city: z.string({ error: "required" }).min(1, { error: "required" }),
    // spec §5: "website max 200 (message says 253)": the safer bound, 200, and a message that says 200
    website: optionalText(200),
    summary: optionalText(1000),
    enterprise_type: z.array(z.enum(ENTERPRISE_TYPES)).optional(),
    company_scale: z.enum(COMPANY_SCALES).optional(),
    language: z.enum(NOTIFICATION_LANGUAGES).optional(),
    contact_methods: z
      .array(z.object({ name: z.enum(CONTACT_METHODS, { error: "required" }), value: requiredText({ max: 50 }) }), {
        error: "required",
      })
      .min(1, { error: "required" }),
    images: z
      .array(z.string().overwrite(visibleText).max(500))
      .max(3, { error: msg("max_items", 3) })
      .optional(),
    // spec §5 gives no bound for the business code: the tax code's neighbour, 50, keeps it sane
    bussiness_code: optionalText(50),
    bussiness_tax_code: requiredText({ max: 30 }),
    bussiness_issue_date: optionalDate,
    bussiness_issue_by: requiredText({ max: 150 }),
    bussiness_cer_front: fileUrl,
    bussiness_cer_backside: fileUrl,
    bussiness_cer_file: fileUrl,
    company_verification_tour_docs: z.enum(VERIFICATION_DOCS).optional(),
    identity_card_code: optionalText(50),
    identity_card_issue_date: optionalDate,
    identity_card_issue_by: optionalText(150),
    identity_card_front: fileUrl,
    identity_card_backside: fileUrl,
    bank_name: optionalText(100),
    bank_branch_name: optionalText(100),
    bank_iban_code: z
      .string()
      .overwrite(visibleText)
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .min(5, { error: msg("min_string_length", 5) })
          .max(34, { error: msg("max_string_length", 34) })
          .regex(/^[A-Z0-9]+$/, { error: "letters_digits" }),
      )
      .optional(),
    bank_swift_code: z
      .string()
      .overwrite(visibleText)
      .transform((v) => v.toUpperCase())
      .pipe(
        z
          .string()
          .min(8, { error: msg("min_string_length", 8) })
          .max(11, { error: msg("max_string_length", 11) })
          .regex(/^[A-Z0-9]+$/, { error: "letters_digits" }),
      )
      .optional(),
    account_number: optionalText(50),
    account_full_name: optionalText(64),
    account_full_name_upper: optionalText(64),
  })
  .superRefine((v, ctx) => {
    // the bound of the field speaks first; validity only for a phone of a possible length
    if (
      typeof v.phone === "string" &&
      v.phone &&
      v.phone.length <= 12 &&
      (!/^\d+$/.test(v.phone) || !isValidPhone(v.phone, v.dial_country))
    ) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "incorrect_phone" });
    }
    if (v.type === "organisation") {
      if (!v.bussiness_cer_file)
        ctx.addIssue({ code: "custom", path: ["bussiness_cer_file"], message: "required_file" });
      if (!v.company_verification_tour_docs)
        ctx.addIssue({ code: "custom", path: ["company_verification_tour_docs"], message: "required" });
    } else {
      if (!v.identity_card_code) ctx.addIssue({ code: "custom", path: ["identity_card_code"], message: "required" });
      if (!v.identity_card_issue_by)
        ctx.addIssue({ code: "custom", path: ["identity_card_issue_by"], message: "required" });
    }
  }, EVERY_TIME);
export type AgencyValues = z.output<typeof AgencySchema>;

/** The marketplace payload of a valid form: ids for places, booleans for type, digits for phone codes. */
export function toPayload(v: AgencyValues) {
  const { dial_country, type, ...rest } = v;
  // a field the form posted empty (a cleared file, an erased website) is sent as "" so the stored
  // value is cleared too (the marketplace keeps a field it is not sent); one not posted at all (the
  // other supplier type's section, hidden with scripts) is left as stored
  const posted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value === undefined ? "" : value]),
  );
  return {
    ...posted,
    type: type === "organisation",
    dial_code: String(dialCodeOf(dial_country)),
    enterprise_type: v.enterprise_type ?? [],
    images: v.images ?? [],
  };
}
