// spec tours-cruises §5 "Personal account", "Change password": one schema per form, used by Conform in the
// browser and by the action on the server (the supplier profile's is agency-form.ts, change password's
// password-schema.ts), and the pieces they share.
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { addYears, isApiDate, todayInVietnam } from "~/lib/dates";
import { DEFAULT_PHONE_COUNTRY, examplePhone, isPhoneCountry, isValidPhone, type CountryCode } from "~/lib/phone";
import { EVERY_TIME, inputDate, msg, requiredText } from "~/lib/validation";
import { GENDERS } from "./options";

export const optionalText = (max: number) =>
  z
    .string()
    .overwrite(visibleText)
    .max(max, { error: msg("max_string_length", max) })
    .optional();
export const optionalDate = inputDate().optional();
export const phoneCountry = z
  .string()
  .optional()
  .transform((v) => (isPhoneCountry(v) ? v : DEFAULT_PHONE_COUNTRY) as CountryCode);
export { ChangePasswordSchema } from "./password-schema";

export const MIN_AGE = 18; // spec §9

/** Whether someone born on `dob` (YYYY-MM-DD) is at least `years` old today in Vietnam. */
export function isAtLeast(dob: string, years: number, today = todayInVietnam()) {
  // a day that is not one is the date rule's to report, not this one's
  return !isApiDate(dob) || addYears(dob, years) <= today;
}

export const UserSchema = z
  .object({
    firstname: requiredText({ max: 100 }),
    lastname: requiredText({ max: 30 }),
    sex: z.enum(GENDERS, { error: "required" }),
    dob: optionalDate,
    dial_country: phoneCountry,
    phone: z.string().overwrite(visibleText).optional(),
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
      if (!ok)
        ctx.addIssue({
          code: "custom",
          path: ["phone"],
          message: msg("invalid_phone_example", examplePhone(v.dial_country)),
        });
    }
  }, EVERY_TIME);
