// spec tours-cruises §5 "Age price": name required max 50; price required max 1,000,000,000;
// min guests required max 1000; max guests required 1–1000; commission type and value required;
// percent between 1 and 100. The add/edit dialog is bilingual: its one schema, a stored age price as the
// dialog's values, and the values as the marketplace payload.
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { EVERY_TIME, englishName, finiteOrUndefined, msg, requiredText } from "~/lib/validation";
import { checkCommission, COMMISSION_TYPES, toStoredCommission } from "~/features/listing";
import type { AgePrice } from "./api.server";

export const AGE_GROUPS = ["adult", "senior", "youth", "child", "infant"] as const;
export const AGE_PRICE_MAX = 1_000_000_000;

const num = (min: number, max: number) =>
  z
    .number({ error: "required" })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });

export const AgePriceSchema = z
  .object({
    id: z.string().optional(),
    name: requiredText({ max: 50 }),
    translations: englishName(
      z
        .string()
        .overwrite(visibleText)
        .max(50, { error: msg("max_string_length", 50) })
        .optional(),
    ),
    auto_translate_en: z.literal("on").optional(),
    price: num(0, AGE_PRICE_MAX),
    min: num(0, 1000).int({ error: "whole_number" }),
    max: num(1, 1000).int({ error: "whole_number" }),
    commission_type: z.enum(COMMISSION_TYPES, { error: "required" }),
    commission_value: z.number({ error: "required" }).min(0, { error: msg("min_num", 0) }),
  })
  .superRefine((v, ctx) => {
    if (!v.auto_translate_en && !v.translations?.en?.name)
      ctx.addIssue({ code: "custom", path: ["translations", "en", "name"], message: "required" });
    const min = finiteOrUndefined(v.min);
    const max = finiteOrUndefined(v.max);
    if (min !== undefined && max !== undefined && max < min)
      ctx.addIssue({ code: "custom", path: ["max"], message: msg("min_num", min) });
    checkCommission(ctx, ["commission_value"], v.commission_type, v.commission_value, v.price);
  }, EVERY_TIME);
export type AgePriceValues = z.output<typeof AgePriceSchema>;

/** The dialog's values: a stored age price with its commission as entered, or a new one. */
export function toFormValues(age: (AgePrice & { entered: number }) | null) {
  if (!age) return { min: "1", max: "10", commission_type: "percent" };
  return {
    id: age._id,
    name: age.name,
    translations: { en: { name: age.translations?.en?.name ?? "" } },
    price: String(age.price),
    min: String(age.min),
    max: String(age.max),
    commission_type: age.commission_type,
    commission_value: String(age.entered),
  };
}

/** The marketplace body of tour/age (spec §7). */
export function toPayload(v: AgePriceValues, tour: { _id: string; currency?: string | null }) {
  return {
    tour: tour._id,
    name: v.name,
    translations: { en: { name: v.translations?.en?.name ?? "" } },
    auto_translate_en: Boolean(v.auto_translate_en),
    price: v.price,
    min: v.min,
    max: v.max,
    commission_type: v.commission_type,
    // spec §7/§9: a percent is sent as 100 minus what was entered
    commission_value: toStoredCommission(v.commission_type, v.commission_value),
    currency: tour.currency,
  };
}
