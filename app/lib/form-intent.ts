// What a post asks an action to do, read before the action does anything: the button pressed
// (`intent`) and Conform's own fields (`__intent__` for a list or validate button, `__state__`).
// Every field a client sends is input, the framework's own included: a post whose `intent` the form
// does not offer, or whose Conform fields are not Conform's, is refused as a whole with a translated
// 400 page ("the form could not be read; nothing was changed") and the action changes nothing.
// Every route with an action reads its post through `readIntent` (tests/integration/form-intents.test.ts
// walks the built route table and posts both kinds of bad input to each).
import "~/zod-jitless";
import { z } from "zod";

/** The reason a 400 page names (error-page.tsx `badForm`). */
export const BAD_FORM = "badForm";

/**
 * A post this form cannot have sent: nothing is done, the person reads why. A plain Response, as
 * `parseForm` (validation.ts, shared with the browser's check) throws it too.
 */
export function refuseForm(): never {
  throw new Response(JSON.stringify({ reason: BAD_FORM }), {
    status: 400,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

const name = z.string().max(500);
const index = z.number().int().min(0).max(10_000);

/** Conform's form controls as @conform-to/dom serialises them (`serializeIntent`), and nothing else. */
const ConformIntent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("validate"), payload: z.object({ name: name.optional() }) }),
  z.object({
    type: z.literal("update"),
    payload: z.object({
      name: name.optional(),
      index: index.optional(),
      value: z.unknown(),
      validated: z.boolean().optional(),
    }),
  }),
  z.object({ type: z.literal("reset"), payload: z.object({ name: name.optional(), index: index.optional() }) }),
  z.object({
    type: z.literal("insert"),
    payload: z.object({ name, index: index.optional(), defaultValue: z.unknown() }),
  }),
  z.object({ type: z.literal("remove"), payload: z.object({ name, index }) }),
  z.object({ type: z.literal("reorder"), payload: z.object({ name, from: index, to: index }) }),
]);

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether Conform's reserved fields, where posted, are what Conform itself would post. */
export function conformFieldsValid(form: FormData | URLSearchParams): boolean {
  const intents = form.getAll("__intent__");
  const states = form.getAll("__state__");
  if (intents.length > 1 || states.length > 1) return false;
  const [intent] = intents;
  if (intent !== undefined && (typeof intent !== "string" || !ConformIntent.safeParse(readJson(intent)).success)) {
    return false;
  }
  const [state] = states;
  if (state === undefined) return true;
  if (typeof state !== "string") return false;
  const parsed = readJson(state);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
}

/**
 * The action a post asks for: one of `offered` (the values of the form's submit buttons), or
 * `whenAbsent` when no button named it (a form sent with Enter, a list button). Anything else — an
 * action the form does not offer, two different ones, a file, malformed Conform fields — is refused.
 */
export function readIntent<const I extends string>(
  form: FormData | URLSearchParams,
  offered: readonly I[],
  whenAbsent?: I,
): I | undefined {
  if (!conformFieldsValid(form)) refuseForm();
  const posted = form.getAll("intent");
  if (posted.length === 0) return whenAbsent;
  // a form may name its action twice (a hidden field and its button), never two different ones
  const [intent] = posted;
  if (
    posted.some((v) => v !== intent) ||
    typeof intent !== "string" ||
    !(offered as readonly string[]).includes(intent)
  ) {
    refuseForm();
  }
  return intent as I;
}
