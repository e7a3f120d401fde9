// The front desk's forms (contract/front-desk.ts "Rentals out today"): a rental's handover with the units
// it gives (one select per bike of an option that lists units) and its return with what became of a held
// deposit (kept needs a reason). Shared by Conform in the browser and by the action; messages are keys.
import { z } from "@contract/zod";
import { msg, requiredText } from "~/lib/validation";

/** What becomes of a held deposit (contract/api/front-desk.ts DEPOSIT_OUTCOMES; its zod module stays out of the page). */
export const DEPOSIT_OUTCOMES = ["returned", "kept"] as const;
/** The longest deposit reason the marketplace keeps (contract/api/front-desk.ts ReturnSchema). */
export const DEPOSIT_REASON_MAX = 200;

/** A handover: the unit chosen in each select (unit ids); the marketplace checks they fit the booking. */
export const HandoverFormSchema = z.object({
  units: z
    .array(requiredText({ max: 64 }), { error: "invalid_type" })
    .max(1000)
    .optional(),
});

/** A return: a held deposit is returned or kept; kept needs its reason. */
export const ReturnFormSchema = z
  .object({
    deposit: z.enum(DEPOSIT_OUTCOMES, { error: "invalid_choice" }).optional(),
    deposit_reason: z
      .string({ error: "invalid_type" })
      .trim()
      .max(DEPOSIT_REASON_MAX, { error: msg("max_string_length", DEPOSIT_REASON_MAX) })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.deposit === "kept" && !b.deposit_reason)
      ctx.addIssue({ code: "custom", path: ["deposit_reason"], message: "required" });
  });
