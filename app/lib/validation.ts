// Field messages of spec tours-cruises §8 ("max_string_length, min_string_length, max_num with
// the bound substituted"). A schema's message is "key" or "key:bound"; the screen translates it
// from the validation namespace, so one schema serves the browser and the server.
import "~/zod-jitless";
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { z } from "zod";
import { readDecimal, visibleText } from "@contract/input";
import { isApiDate, parseInputDate, parseInputDateTime } from "./dates";
import { withListsIndexed } from "./parse-form";
import { conformFieldsValid, refuseForm } from "./form-intent";
import { formatNumber } from "./money";

export const msg = (key: string, bound?: number | string) => (bound === undefined ? key : `${key}:${bound}`);

/**
 * How a posted form is read, by the browser's check and the action alike (contract/input.ts): a
 * field with nothing visible is an empty one (so it answers "required"), and a number field holds a
 * plain decimal ("0x10", "1e3", "Infinity" stay text, and the field's number rule refuses them).
 */
const { coerceFormValue } = configureCoercion({
  stripEmptyString: (value) => (visibleText(value) === "" ? undefined : value),
  type: {
    number: (text) => {
      const n = readDecimal(text);
      if (n === undefined) throw new Error("not a plain decimal");
      return n;
    },
  },
});
const coerced = new WeakMap<z.ZodType, z.ZodType>();

/**
 * parseWithZod with the form reading above, and the schema's lists made lists first (parse-form.ts:
 * a crafted `images=x` cannot hand Conform a list that is not one): every form's schema, in the
 * browser's check and in the action, goes through it.
 */
export function parseForm<S extends z.ZodType>(payload: FormData | URLSearchParams, options: { schema: S }) {
  let schema = coerced.get(options.schema) as S | undefined;
  if (!schema) {
    schema = coerceFormValue(options.schema) as unknown as S;
    coerced.set(options.schema, schema);
  }
  const form = payload instanceof FormData ? withListsIndexed(payload, options.schema) : payload;
  // Conform's own fields are input too: malformed ones, or a list button naming a field that is no
  // list, make Conform throw while it reads the form; such a post is refused whole (a 400 page)
  if (!conformFieldsValid(form)) refuseForm();
  const control = form.has("__intent__") || form.has("__state__");
  try {
    return parseWithZod(form, { schema, disableAutoCoercion: true });
  } catch (error) {
    if (control) refuseForm();
    throw error;
  }
}

/**
 * The options of an object-level rule that must run even when some fields already failed (zod 4
 * skips it otherwise, and the person would learn of those errors only on the next submit). Such
 * a rule sees partial input (a failed field holds its raw value, or null): it reads defensively.
 */
export const EVERY_TIME = { when: () => true } as const;

/**
 * The English name of a bilingual row, posted as `translations.en.name` like the payload it makes (style.md);
 * optional: an empty one is not posted at all, and the Vietnamese `name` stands for it (local-name.ts).
 */
export const englishName = (name: z.ZodType<string | undefined>) =>
  z.object({ en: z.object({ name }).optional() }).optional();

/** A number that parsed, else undefined (for rules that run on partial input). */
export const finiteOrUndefined = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isFinite(v) ? v : undefined;

export function messageParts(message: string): { key: string; bound?: string } {
  const i = message.indexOf(":");
  return i === -1 ? { key: message } : { key: message.slice(0, i), bound: message.slice(i + 1) };
}

/** The messages whose bound is a quantity (a value, a length, a count), not a text such as a phone example. */
const QUANTITY_BOUND = /_(num|length|items)$/;

/**
 * A schema message as a person reads it: translated from the validation namespace, a quantity bound
 * written as the page writes numbers ("Giá trị tối đa là 100.000.000", "The maximum is 100,000,000").
 */
export function messageText(t: (key: string, values: { bound?: string }) => string, message: string, lang: string) {
  const { key, bound } = messageParts(message);
  const n = bound !== undefined && QUANTITY_BOUND.test(key) && /^-?\d+(\.\d+)?$/.test(bound) ? Number(bound) : null;
  return t(key, { bound: n === null ? bound : formatNumber(n, lang) });
}

/** A required text: Conform turns an empty field into undefined, which answers "required". */
export function requiredText(opts: { max?: number; min?: number; required?: string } = {}) {
  let s = z
    .string({ error: opts.required ?? "required" })
    .overwrite(visibleText)
    .min(1, { error: opts.required ?? "required" });
  if (opts.min !== undefined) s = s.min(opts.min, { error: msg("min_string_length", opts.min) });
  if (opts.max !== undefined) s = s.max(opts.max, { error: msg("max_string_length", opts.max) });
  return s;
}

export function requiredEmail(opts: { max?: number } = {}) {
  let s = z.string({ error: "required" }).overwrite(visibleText).min(1, { error: "required" });
  if (opts.max !== undefined) s = s.max(opts.max, { error: msg("max_string_length", opts.max) });
  return s.pipe(z.email({ error: "invalid_email" }));
}

/** A day typed as DD-MM-YYYY (spec §9; ISO accepted too), given as YYYY-MM-DD; "required" when empty. */
export function inputDate() {
  return z.preprocess(
    (v) => (typeof v === "string" ? (parseInputDate(v) ?? v.trim()) : v),
    z.string({ error: "required" }).refine(isApiDate, { error: "invalid_date" }),
  );
}

/** A day and time typed as DD/MM/YYYY HH:mm (spec §9), given as YYYY-MM-DDTHH:mm (local time). */
export function inputDateTime() {
  return z.preprocess(
    (v) => (typeof v === "string" ? (parseInputDateTime(v) ?? v.trim()) : v),
    z.string({ error: "required" }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "invalid_date_time" }),
  );
}

/** The marketplace's 422 issues ("a.0.b") as Conform field errors ("a[0].b"). */
export function issuesToFieldErrors(issues: { path: string; message: string }[] | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues ?? []) {
    const name = i.path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
    (out[name] ??= []).push(i.message);
  }
  return out;
}
