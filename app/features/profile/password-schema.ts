// spec tours-cruises §5 "Change password": its own module, so the page does not download the
// account form's phone library (a plain form's first load).
import { z } from "@contract/zod";
import { EVERY_TIME, msg } from "~/lib/validation";

const password = (max: number) =>
  z
    .string({ error: "required" })
    .min(1, { error: "required" })
    .max(max, { error: msg("max_string_length", max) });
export const ChangePasswordSchema = z
  .object({
    password: password(100),
    newpassword: password(100),
    confirm: z.string({ error: "required" }).min(1, { error: "required" }),
  })
  .refine((v) => !v.newpassword || !v.confirm || v.newpassword === v.confirm, {
    path: ["confirm"],
    error: "password_mismatch",
    ...EVERY_TIME,
  });
