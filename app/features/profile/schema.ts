// spec tours-cruises §5 "Supplier profile", "Personal account", "Change password": one schema per
// form, used by Conform in the browser and by the action on the server.
import { z } from "zod";
import { dayjs, isApiDate, todayInVietnam } from "~/lib/dates";
import { DEFAULT_PHONE_COUNTRY, dialCodeOf, examplePhone, isPhoneCountry, isValidPhone, type CountryCode } from "~/lib/phone";
import { EVERY_TIME, inputDate, msg, requiredEmail, requiredText } from "~/lib/validation";
import {
  COMPANY_SCALES, CONTACT_METHODS, ENTERPRISE_TYPES, GENDERS, NOTIFICATION_LANGUAGES, SUPPLIER_TYPES, VERIFICATION_DOCS,
} from "./options";

const password = (max: number) =>
  z.string({ error: "required" }).min(1, { error: "required" }).max(max, { error: msg("max_string_length", max) });
const optionalText = (max: number) => z.string().trim().max(max, { error: msg("max_string_length", max) }).optional();
const optionalDate = inputDate().optional();
const phoneCountry = z.string().optional().transform((v) => (isPhoneCountry(v) ? v : DEFAULT_PHONE_COUNTRY) as CountryCode);

export const ChangePasswordSchema = z
  .object({
    password: password(100),
    newpassword: password(100),
    confirm: z.string({ error: "required" }).min(1, { error: "required" }),
  })
  .refine((v) => !v.newpassword || !v.confirm || v.newpassword === v.confirm, { path: ["confirm"], error: "password_mismatch", ...EVERY_TIME });

export const MIN_AGE = 18; // spec §9

/** Whether someone born on `dob` (YYYY-MM-DD) is at least `years` old today in Vietnam. */
export function isAtLeast(dob: string, years: number, today = todayInVietnam()) {
  return !dayjs(dob).add(years, "year").isAfter(dayjs(today), "day");
}

export const UserSchema = z
  .object({
    firstname: requiredText({ max: 100 }),
    lastname: requiredText({ max: 30 }),
    sex: z.enum(GENDERS, { error: "required" }),
    dob: optionalDate,
    dial_country: phoneCountry,
    phone: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    // runs on partial input (EVERY_TIME): a failed date or phone holds its raw value
    if (typeof v.dob === "string" && isApiDate(v.dob)) {
      // spec §5: not today or later; if given, at least 18
      if (v.dob >= todayInVietnam()) ctx.addIssue({ code: "custom", path: ["dob"], message: "dob_not_past" });
      else if (!isAtLeast(v.dob, MIN_AGE)) ctx.addIssue({ code: "custom", path: ["dob"], message: "min_age" });
    }
    if (typeof v.phone === "string" && v.phone) {
      // spec §5: 5–15 digits without leading zero, and valid for the chosen country
      const ok = /^[1-9]\d{4,14}$/.test(v.phone) && isValidPhone(v.phone, v.dial_country);
      if (!ok) ctx.addIssue({ code: "custom", path: ["phone"], message: msg("invalid_phone_example", examplePhone(v.dial_country)) });
    }
  }, EVERY_TIME);

const fileUrl = z.string().trim().max(500).optional();

export const AgencySchema = z
  .object({
    logo: fileUrl,
    name: requiredText({ max: 100 }),
    owner_name: requiredText({ max: 100 }),
    type: z.enum(SUPPLIER_TYPES, { error: "required" }),
    email: requiredEmail(),
    dial_country: phoneCountry,
    phone: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(12, { error: msg("max_string_length", 12) }),
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
      .array(z.object({ name: z.enum(CONTACT_METHODS, { error: "required" }), value: requiredText({ max: 50 }) }), { error: "required" })
      .min(1, { error: "required" }),
    images: z.array(z.string().trim().max(500)).max(3, { error: msg("max_items", 3) }).optional(),
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
      .trim()
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z.string()
          .min(5, { error: msg("min_string_length", 5) })
          .max(34, { error: msg("max_string_length", 34) })
          .regex(/^[A-Z0-9]+$/, { error: "letters_digits" }),
      )
      .optional(),
    bank_swift_code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(
        z.string()
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
    if (typeof v.phone === "string" && v.phone && v.phone.length <= 12 && (!/^\d+$/.test(v.phone) || !isValidPhone(v.phone, v.dial_country))) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "incorrect_phone" });
    }
    if (v.type === "organisation") {
      if (!v.bussiness_cer_file) ctx.addIssue({ code: "custom", path: ["bussiness_cer_file"], message: "required_file" });
      if (!v.company_verification_tour_docs) ctx.addIssue({ code: "custom", path: ["company_verification_tour_docs"], message: "required" });
    } else {
      if (!v.identity_card_code) ctx.addIssue({ code: "custom", path: ["identity_card_code"], message: "required" });
      if (!v.identity_card_issue_by) ctx.addIssue({ code: "custom", path: ["identity_card_issue_by"], message: "required" });
    }
  }, EVERY_TIME);
export type AgencyForm = z.output<typeof AgencySchema>;

/** The marketplace payload of a valid form: ids for places, booleans for type, digits for phone codes. */
export function agencyPayload(v: AgencyForm) {
  const { dial_country, type, ...rest } = v;
  // a field the form posted empty (a cleared file, an erased website) is sent as "" so the stored
  // value is cleared too (the marketplace keeps a field it is not sent); one not posted at all (the
  // other supplier type's section, hidden with scripts) is left as stored
  const posted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value === undefined ? "" : value]));
  return {
    ...posted,
    type: type === "organisation",
    dial_code: String(dialCodeOf(dial_country)),
    enterprise_type: v.enterprise_type ?? [],
    images: v.images ?? [],
  };
}
