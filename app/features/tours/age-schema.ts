// spec tours-cruises §5 "Age price": name required max 50; price required max 1,000,000,000;
// min guests required max 1000; max guests required 1–1000; commission type and value required;
// percent between 1 and 100. The add/edit dialog is bilingual.
import { z } from "zod";
import { EVERY_TIME, finiteOrUndefined, msg, requiredText } from "~/lib/validation";
import { checkCommission, COMMISSION_TYPES } from "~/features/listing";

export const AGE_GROUPS = ["adult", "senior", "youth", "child", "infant"] as const;
export const AGE_PRICE_MAX = 1_000_000_000;

const num = (min: number, max: number) =>
  z.coerce.number({ error: "required" }).min(min, { error: msg("min_num", min) }).max(max, { error: msg("max_num", max) });

export const AgePriceSchema = z
  .object({
    id: z.string().optional(),
    name: requiredText({ max: 50 }),
    name_en: z.string().trim().max(50, { error: msg("max_string_length", 50) }).optional(),
    auto_translate_en: z.literal("on").optional(),
    price: num(0, AGE_PRICE_MAX),
    min: num(0, 1000).int({ error: "whole_number" }),
    max: num(1, 1000).int({ error: "whole_number" }),
    commission_type: z.enum(COMMISSION_TYPES, { error: "required" }),
    commission_value: z.coerce.number({ error: "required" }).min(0, { error: msg("min_num", 0) }),
  })
  .superRefine((v, ctx) => {
    if (!v.auto_translate_en && !v.name_en) ctx.addIssue({ code: "custom", path: ["name_en"], message: "required" });
    const min = finiteOrUndefined(v.min);
    const max = finiteOrUndefined(v.max);
    if (min !== undefined && max !== undefined && max < min) ctx.addIssue({ code: "custom", path: ["max"], message: msg("min_num", min) });
    checkCommission(ctx, ["commission_value"], v.commission_type, v.commission_value, v.price);
  }, EVERY_TIME);
export type AgePriceForm = z.output<typeof AgePriceSchema>;
