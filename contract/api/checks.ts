// The tours' payload conventions (spec tours-cruises §5): every field arrives loosely typed (nullable,
// numbers as JSON or text) and the rules are judged in superRefine, once every field has its type,
// so that one reply names every faulty field. The checks below are those rules' building blocks.
import { z } from "../zod";
import { readDecimal } from "../input";
import { issue, msg, text } from "./fields";

export const COMMISSION_TYPES = ["percent", "net"] as const;

type Ctx = z.RefinementCtx;

/** Text, nullable, at most `max` characters: its visible text (the rules judge the cleaned text). */
export const looseText = (max = 100_000) =>
  text({ error: "invalid_type" })
    .max(max, { error: msg("max_string_length", max) })
    .nullish();
/** A number from JSON or its text as a plain decimal (contract/input.ts); "" and null are "not given". */
export const looseNumber = z.preprocess(
  (v) => (v === "" || v === null ? undefined : (readDecimal(v) ?? v)),
  z.number({ error: "invalid_number" }).optional(),
);
/** true / false / null. */
export const looseFlag = z.boolean({ error: "invalid_type" }).nullish();
/** A reference's id. */
export const refId = z.string({ error: "invalid_type" }).max(64, { error: "invalid_id" });
/** `translations.en.name` of a named item (an age, a group, an option). */
export const nameEn = z.object({ en: z.object({ name: looseText() }).partial().nullish() }).nullish();

export type TextRule = { required?: boolean; min?: number; max: number };
/** Checks one text; `length` is how its length is counted (plain, or HTML without its tags). */
export function checkText(
  ctx: Ctx,
  path: (string | number)[],
  value: string | null | undefined,
  rule: TextRule,
  length = (s: string) => s.length,
) {
  const n = value ? length(value) : 0;
  if (n === 0) {
    if (rule.required) issue(ctx, path, "required");
    return;
  }
  if (rule.min !== undefined && n < rule.min) issue(ctx, path, msg("min_string_length", rule.min));
  if (n > rule.max) issue(ctx, path, msg("max_string_length", rule.max));
}

export function checkNumber(
  ctx: Ctx,
  path: (string | number)[],
  value: number | undefined,
  rule: { required?: boolean; min?: number; max?: number; int?: boolean },
) {
  if (value === undefined) {
    if (rule.required) issue(ctx, path, "required");
    return false;
  }
  if (rule.int && !Number.isInteger(value)) return (issue(ctx, path, "invalid_number"), false);
  if (rule.min !== undefined && value < rule.min) return (issue(ctx, path, msg("min_num", rule.min)), false);
  if (rule.max !== undefined && value > rule.max) return (issue(ctx, path, msg("max_num", rule.max)), false);
  return true;
}

export function checkChoice(
  ctx: Ctx,
  path: (string | number)[],
  value: string | null | undefined,
  choices: readonly string[],
  required = true,
) {
  if (value === undefined || value === null || value === "") {
    if (required) issue(ctx, path, "required");
    return;
  }
  if (!choices.includes(value)) issue(ctx, path, "invalid_choice");
}

/**
 * spec §7: a percent commission arrives in its stored form (100 - entered, entered 1-100), so it
 * is 0-99; a net commission is an amount, at most the price it is taken from.
 */
export function checkCommission(
  ctx: Ctx,
  at: (string | number)[],
  type: string | null | undefined,
  value: number | undefined,
  price: number | undefined,
  names = { type: "commission_type", value: "commission_value" },
) {
  checkChoice(ctx, [...at, names.type], type, COMMISSION_TYPES);
  if (value === undefined) return issue(ctx, [...at, names.value], "required");
  if (type === "percent" && (value < 0 || value > 99)) issue(ctx, [...at, names.value], "commission_percent_error");
  if (type === "net" && (value < 0 || (price !== undefined && value > price)))
    issue(ctx, [...at, names.value], "commission_net_error");
}
