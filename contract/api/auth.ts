// marketplace-api.md "Auth and account": the bodies of the auth calls and of PATCH user/update/{userId}
// (spec tours-cruises §5 "Personal account"; messages are keys, "key" or "key:bound", like the
// supplier profile's).
import { z } from "../zod";
import { emptyToNull, isoDate, msg, requiredText } from "./fields";

const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(1).max(100);
const role = z.string().min(1).max(32);
const refreshToken = z.string().min(1).max(200);

export const LoginBody = z.object({ type: z.coerce.number().optional(), role, email, password });
export const RefreshBody = z.object({ refreshToken, email, role: role.optional() });
/** marketplace-api extension: ends the session of this refresh token. */
export const LogoutBody = z.object({ refreshToken });
export const UserCheckBody = z.object({ email });
export const ForgotPasswordBody = z.object({ email, role: role.optional() });
/** POST auth/get-password/{code}: `password` is the new one. */
export const GetPasswordBody = z.object({ email, password, role: role.optional() });
export const ChangePasswordBody = z.object({ email, password, newpassword: password, role: role.optional() });

export const MINIMUM_AGE = 18; // spec §9

/** The latest date of birth of someone who is MINIMUM_AGE today (29 Feb becomes 28 Feb in a common year). */
export function latestAdultDob(today: string) {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const year = y - MINIMUM_AGE;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate(); // day 0 of the next month: this month's last
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

/** PATCH user/update/{userId}, judged against `today` (YYYY-MM-DD in Vietnam: the caller's clock). */
export function userUpdateSchema(today: string) {
  return z.object({
    firstname: requiredText(100),
    lastname: requiredText(30),
    sex: z.enum(["male", "female", "other"], {
      error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid_choice"),
    }),
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
      z
        .string()
        .regex(/^\d{5,15}$/, { error: "incorrect_phone", abort: true })
        .regex(/^[1-9]/, { error: "phone_leading_zero" })
        .nullable()
        .optional(),
    ),
    dial_code: z.preprocess(
      (v) => (typeof v === "string" ? emptyToNull(v.trim().replace(/^\+/, "")) : v),
      z
        .string()
        .regex(/^\d{1,4}$/, { error: "invalid_dial_code" })
        .nullable()
        .optional(),
    ),
  });
}
