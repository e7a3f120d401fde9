// A 422's issue messages are message keys, never zod's English (marketplace-api.md "Conventions": 422
// `data.issues` field by field; spec tours-cruises §8: a field message is a key or `key:bound`, which the
// back-office translates from its validation namespace). A payload schema names its own key on every
// rule it writes; a value of the wrong shape (an array where an object goes, a bed row that is a number)
// meets zod's built-in checks instead, and this error map answers those with the keys below.
import type { z } from "zod";

/** Every key a built-in check answers with (besides `key:bound` of the bounds), for the OpenAPI document. */
export const BUILT_IN_KEYS = [
  "required",
  "invalid_type",
  "invalid_choice",
  "invalid_number",
  "invalid_email",
  "invalid_url",
  "invalid_date",
  "positive_num",
  "min_num",
  "max_num",
  "min_string_length",
  "max_string_length",
  "min_items",
  "max_items",
  "step",
  "unknown_field",
] as const;
type Key = (typeof BUILT_IN_KEYS)[number];

const withBound = (key: Key, bound: number | bigint) => `${key}:${String(bound)}`;

const FORMATS: Record<string, Key> = { email: "invalid_email", url: "invalid_url", date: "invalid_date" };

/** A bound's key by what it bounds: a text's length, a number, a list's rows. */
function boundKey(origin: string, side: "min" | "max"): Key | null {
  if (origin === "string") return side === "min" ? "min_string_length" : "max_string_length";
  if (origin === "number" || origin === "int" || origin === "bigint") return side === "min" ? "min_num" : "max_num";
  if (origin === "array" || origin === "set") return side === "min" ? "min_items" : "max_items";
  return null;
}

function tooSmall(iss: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const numeric = iss.origin === "number" || iss.origin === "int" || iss.origin === "bigint";
  if (numeric && iss.inclusive === false && Number(iss.minimum) === 0) return "positive_num";
  if (iss.origin === "string" && Number(iss.minimum) === 1) return "required";
  const key = boundKey(iss.origin, "min");
  return key ? withBound(key, iss.minimum) : "invalid_type";
}

function tooBig(iss: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const key = boundKey(iss.origin, "max");
  return key ? withBound(key, iss.maximum) : "invalid_type";
}

/** The message key of an issue zod raised without one of the schema's own. */
export function builtInIssueKey(iss: z.core.$ZodRawIssue): string {
  switch (iss.code) {
    case "invalid_type":
      // nothing where a value is wanted is "required"; a value of another kind cannot be read
      return iss.input === undefined ? "required" : iss.expected === "number" ? "invalid_number" : "invalid_type";
    case "too_small":
      return tooSmall(iss);
    case "too_big":
      return tooBig(iss);
    case "invalid_format":
      return FORMATS[iss.format] ?? "invalid_type";
    case "not_multiple_of":
      return withBound("step", iss.divisor);
    case "invalid_value":
      return "invalid_choice";
    case "unrecognized_keys":
      return "unknown_field";
    default:
      // invalid_union, invalid_key, invalid_element, a refinement without a message
      return "invalid_type";
  }
}

/** The per-parse error map the marketplace parses every body and query with (http.ts `parse`). */
export const apiErrorMap: z.core.$ZodErrorMap = (iss) => builtInIssueKey(iss);

/** A failed parse's issues as the 422 names them: dot paths and message keys. */
export const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
