// spec tours-cruises §5 "Login: email required valid; password required. Reset: code required
// max 32; new password required max 100; confirmation equal." Shared by Conform and the actions.
import { z } from "@contract/zod";
import { EVERY_TIME, msg, requiredEmail, requiredText } from "~/lib/validation";

const requiredPassword = (max?: number) => {
  // passwords are never trimmed: a space is a character like any other
  const s = z.string({ error: "required" }).min(1, { error: "required" });
  return max === undefined ? s : s.max(max, { error: msg("max_string_length", max) });
};

export const LoginSchema = z.object({
  email: requiredEmail(),
  password: requiredPassword(),
  back: z.string().optional(),
});

export const ForgotSchema = z.object({
  email: requiredEmail(),
});

export const ResetSchema = z
  .object({
    email: requiredEmail(),
    code: requiredText({ max: 32 }),
    password: requiredPassword(100),
    confirm: z.string({ error: "required" }).min(1, { error: "required" }),
  })
  .refine((v) => !v.password || !v.confirm || v.password === v.confirm, {
    path: ["confirm"],
    error: "password_mismatch",
    ...EVERY_TIME,
  });

export type LoginMode = "login" | "forgot" | "reset";
export const loginMode = (v: string | null): LoginMode => (v === "forgot" || v === "reset" ? v : "login");
