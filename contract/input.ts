// How both sides read what a person (or a client) typed, before any rule judges it: one reading of
// a text and one of a number, so the back-office's forms and the marketplace's checks can never
// disagree. Pure (no zod, no sanitize-html): the browser bundle imports it too.
import { CURRENCIES } from "./options";

// Control and format characters (Unicode Cc, Cf: NUL, zero-width spaces and joiners, bidi
// overrides and isolates, the BOM, soft hyphens) and the fillers that draw nothing (Hangul fillers,
// the blank braille pattern). Tab and line feed stay: a multi-line field (a note, a policy) keeps
// its lines and indents; at the ends they are whitespace and the trim drops them.
const INVISIBLE = /(?![\t\n])[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * A text as the rules judge it and as it is stored: invisible characters removed (a carriage
 * return is read as the line break it ends), then trimmed. A text made only of invisible
 * characters is empty, so it answers "required", and it counts only what a reader sees.
 */
export function visibleText(s: string): string {
  return s.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").trim();
}

/** Whether a text has anything a reader sees. */
export const hasVisibleText = (s: string | null | undefined) => Boolean(s && visibleText(s));

// A plain decimal: an optional minus, digits, an optional fraction. No hex (0x10), octal or binary
// prefix, exponent (1e3), "Infinity", grouping separators or a bare dot: what a person means.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number as typed (a form field, a JSON string) or as sent (a JSON number): the number, or
 * undefined when the text is not a plain decimal or the number is not finite. Every money and
 * number field of both sides reads its input through this.
 */
export function readDecimal(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v !== "string") return undefined;
  const s = visibleText(v);
  if (!DECIMAL.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** spec tours-cruises §3 "Currencies offered": the only currencies a price may be in. */
export function isKnownCurrency(code: unknown): code is (typeof CURRENCIES)[number] {
  return typeof code === "string" && (CURRENCIES as readonly string[]).includes(code);
}
