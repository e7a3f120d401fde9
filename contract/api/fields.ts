// The field builders the payload schemas share. A field message is a key or `key:bound`
// ("required", "max_string_length:100"), the convention of the back-office's field messages
// (spec tours-cruises §8): the client translates the key, the bound fills its placeholder.
import { z } from "../zod";
import { isKnownCurrency, readDecimal, visibleText } from "../input";

export const msg = (key: string, bound?: number) => (bound === undefined ? key : `${key}:${bound}`);

/** One issue at `path`, from inside a superRefine (rules that read several fields). */
export const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: "custom", path, message });

/** "" and invisible characters mean "clear the field": null; other text is its visible text. */
export const emptyToNull = (v: unknown) => (typeof v === "string" ? visibleText(v) || null : v);

/**
 * A text as the rules judge it (contract/input.ts): invisible characters removed, trimmed. Every
 * text field is built on it, so nothing invisible meets "required" or a minimum length.
 */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(visibleText);

/** Required text: its visible text, at least one character, at most `max`. */
export const requiredText = (max: number) =>
  text({ error: "required" })
    .min(1, { error: "required" })
    .max(max, { error: msg("max_string_length", max) });

/** Optional text: "" and invisible characters mean none (null). */
export const optionalText = (max: number) =>
  text({ error: "invalid_type" })
    .max(max, { error: msg("max_string_length", max) })
    .nullish()
    .transform((s) => (s ? s : null));

/** A required e-mail, trimmed and lower-cased. */
export const email = (max: number) =>
  text({ error: "required" })
    .toLowerCase()
    .min(1, { error: "required" })
    .max(max, { error: msg("max_string_length", max) })
    .pipe(z.email({ error: "invalid_email" }));

/**
 * A JSON number or its text read as a plain decimal (contract/input.ts: "0x10", "1e3", "Infinity"
 * are not numbers); missing answers "required" where the caller says so.
 */
export const number = (what: { min?: number; max?: number; int?: boolean } = {}) => {
  let n = z.number({ error: (iss) => (iss.input === undefined ? "required" : "invalid_number") });
  if (what.int) n = n.int({ error: "invalid_number" });
  if (what.min !== undefined) n = n.min(what.min, { error: msg("min_num", what.min) });
  if (what.max !== undefined) n = n.max(what.max, { error: msg("max_num", what.max) });
  return z.preprocess((v) => (v === undefined ? v : (readDecimal(v) ?? v)), n);
};

/** One of `values`; nothing given answers "required", anything else "invalid_choice". */
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) => (iss.input === undefined || iss.input === null || iss.input === "" ? "required" : "invalid_choice"),
  });

/** A real calendar day, YYYY-MM-DD ("2023-02-29" is refused). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date", abort: true })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: "invalid_date", abort: true },
  );

/** An instant with its offset (ISO 8601), read as UTC. */
export const isoInstant = z
  .string({ error: "invalid_date" })
  .refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s), { error: "invalid_date" })
  .transform((s) => new Date(s).toISOString());

/** A currency of the spec's list (tours-cruises §3 "Currencies offered"), upper-cased; any other answers "invalid_currency". */
export const currencyCode = text({ error: "invalid_currency" })
  .toUpperCase()
  .refine((code): boolean => isKnownCurrency(code), { error: "invalid_currency" });
