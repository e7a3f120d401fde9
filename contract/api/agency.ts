// spec tours-cruises §5 "Supplier profile": the bounds the marketplace enforces itself on
// PATCH agency/update/{id}, whatever the client checked, and the other bodies of the agency calls
// (marketplace-api.md "Auth and account"). Messages are keys ("key" or "key:bound"), the
// convention of the back-office's field messages (spec §8).
import { isValidPhoneNumber } from "libphonenumber-js/min";
import { z } from "../zod";
import { email, emptyToNull, isoDate, msg, requiredText } from "./fields";
import {
  COMPANY_SCALES,
  CONTACT_METHODS,
  CURRENCIES,
  ENTERPRISE_TYPES,
  LANGUAGES,
  VERIFICATION_DOCS,
} from "../options";

export { COMPANY_SCALES, CONTACT_METHODS, CURRENCIES, ENTERPRISE_TYPES, LANGUAGES, VERIFICATION_DOCS };

const optional = <T extends z.ZodType>(inner: T) => z.preprocess(emptyToNull, inner.nullable());

const text = (max: number) => z.string().max(max, { error: msg("max_string_length", max) });
const optText = (max: number) => optional(text(max));

/** A reference id (area, country, city); that it exists and fits is checked against the database. */
const refId = optional(z.string().max(64, { error: "invalid_id" }));

/** A file url (`/api/v1/files/<name>`); ownership is checked against the files table. */
const fileUrl = optText(200);

// letters and digits only, spaces ignored, stored upper-case (spec: IBAN "shown uppercase")
const bankCode = (min: number, max: number) =>
  optional(
    z
      .string()
      .transform((s) => s.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .regex(/^[A-Z0-9]*$/, { error: "letters_digits" })
          .min(min, { error: msg("min_string_length", min) })
          .max(max, { error: msg("max_string_length", max) }),
      ),
  );

// a website is shown as a link: refuse script-carrying schemes (hidden behind control characters too)
const website = optional(
  // eslint-disable-next-line no-control-regex -- control characters are what it strips
  text(200).refine((s) => !/^(javascript|data|vbscript|file):/i.test(s.replace(/[\s\u0000-\u001f]/g, "")), {
    error: "invalid_url",
  }),
);

export const ContactMethodSchema = z.object({
  name: z.enum(CONTACT_METHODS, { error: "invalid_choice" }),
  value: requiredText(50),
});

/** Every field optional: a PATCH sends any subset. Unknown keys (flags, currency, is_verify) are dropped. */
export const AgencyUpdateSchema = z
  .object({
    name: requiredText(100),
    logo: fileUrl,
    content: optText(10_000),
    owner_name: optText(100),
    type: z.boolean().nullable(), // true organisation, false individual
    email: email(254),
    phone: optional(z.string().regex(/^\d{1,12}$/, { error: "incorrect_phone" })),
    dial_code: optional(
      z
        .string()
        .transform((s) => s.replace(/^\+/, ""))
        .pipe(z.string().regex(/^\d{1,4}$/, { error: "invalid_dial_code" })),
    ),
    address: optText(200),
    area: refId,
    country: refId,
    city: refId,
    website,
    summary: optText(1000),
    enterprise_type: z.preprocess(
      (v) => v ?? [],
      z
        .array(z.enum(ENTERPRISE_TYPES, { error: "invalid_choice" }))
        .max(ENTERPRISE_TYPES.length)
        .transform((a) => [...new Set(a)]),
    ),
    company_scale: optional(z.enum(COMPANY_SCALES, { error: "invalid_choice" })),
    language: optional(z.enum(LANGUAGES, { error: "invalid_choice" })),
    contact_methods: z.preprocess(
      (v) => v ?? [],
      z.array(ContactMethodSchema).max(20, { error: msg("max_items", 20) }),
    ),
    images: z.preprocess(
      (v) => v ?? [],
      z.array(z.string().trim().min(1).max(200)).max(3, { error: msg("max_items", 3) }),
    ),
    bussiness_code: optText(50),
    bussiness_tax_code: optText(30),
    bussiness_issue_date: optional(isoDate),
    bussiness_issue_by: optText(150),
    bussiness_cer_front: fileUrl,
    bussiness_cer_backside: fileUrl,
    bussiness_cer_file: fileUrl,
    company_verification_tour_docs: optional(z.enum(VERIFICATION_DOCS, { error: "invalid_choice" })),
    identity_card_code: optText(50),
    identity_card_issue_date: optional(isoDate),
    identity_card_issue_by: optText(150),
    identity_card_front: fileUrl,
    identity_card_backside: fileUrl,
    bank_name: optText(100),
    bank_branch_name: optText(100),
    bank_iban_code: bankCode(5, 34),
    bank_swift_code: bankCode(8, 11),
    account_number: optText(50),
    account_full_name: optText(64),
    account_full_name_upper: optText(64),
  })
  .partial()
  .superRefine((v, ctx) => {
    // spec §5: the phone must pass international validity, whatever the client checked
    if (v.phone && v.dial_code && !isValidPhoneNumber(`+${v.dial_code}${v.phone}`)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "incorrect_phone" });
    }
  });
export type AgencyUpdate = z.infer<typeof AgencyUpdateSchema>;

/** The file fields of the record and what they must hold (spec §5 "Uploads"). */
export const FILE_FIELDS = {
  logo: "image",
  bussiness_cer_front: "image",
  bussiness_cer_backside: "image",
  bussiness_cer_file: "pdf",
  identity_card_front: "image",
  identity_card_backside: "image",
} as const;

export const RequestVerifySchema = z.object({ id: z.string().min(1).max(64) });

/** POST agency/agency/update-currency. */
export const CurrencyBody = z.object({ currency: z.enum(CURRENCIES) });
/** POST agency/lookup: the token's own user id. */
export const LookupBody = z.object({ userId: z.string().min(1).max(64) });
