// spec tours-cruises §5 "Personal account": PATCH user/update/{userId}. Messages are keys
// ("key" or "key:bound") like the supplier profile's.
import { z } from "zod";
import { isoDate } from "../agency/schema.js";
import { dayjs, todayInVietnam } from "../tours/dates.js";

export const MINIMUM_AGE = 18; // spec §9

/** The latest date of birth of someone who is MINIMUM_AGE today (dayjs clamps 29 Feb to 28 Feb). */
export const latestAdultDob = (today: string) => dayjs.utc(today).subtract(MINIMUM_AGE, "year").format("YYYY-MM-DD");

const msg = (key: string, bound?: number) => (bound === undefined ? key : `${key}:${bound}`);
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v);
const requiredText = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: msg("max_string_length", max) });

export function userUpdateSchema(now: Date = new Date()) {
  const today = todayInVietnam(now);
  return z.object({
    firstname: requiredText(100),
    lastname: requiredText(30),
    sex: z.enum(["male", "female", "other"], { error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid_choice") }),
    dob: z.preprocess(
      emptyToNull,
      isoDate
        .refine((d) => d < today, { error: "dob_not_past", abort: true })
        .refine((d) => d <= latestAdultDob(today), { error: msg("min_age", MINIMUM_AGE) })
        .nullable()
        .optional(),
    ),
    phone: z.preprocess(
      emptyToNull,
      z.string().regex(/^\d{5,15}$/, { error: "incorrect_phone", abort: true }).regex(/^[1-9]/, { error: "phone_leading_zero" }).nullable().optional(),
    ),
    dial_code: z.preprocess(
      (v) => (typeof v === "string" ? emptyToNull(v.trim().replace(/^\+/, "")) : v),
      z.string().regex(/^\d{1,4}$/, { error: "invalid_dial_code" }).nullable().optional(),
    ),
  });
}
