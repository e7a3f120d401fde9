// spec tours-cruises §1 / hotels-bikes-transport §1 "auto-translate to the other language": the
// marketplace receives auto_translate_en / auto_translate_vi with a record (tours-cruises §3 data,
// hotels-bikes-transport §3 transport service) and fills the other language itself, through the
// translation service the operator runs: a LibreTranslate-compatible API (TRANSLATE_URL, optional
// TRANSLATE_API_KEY; POST /translate {q, source, target, format, api_key} → {translatedText}).
// Without one, or when it fails, the source text is kept and the record says the language awaits a
// translation (translation_pending): the save is never lost, the supplier enters it later.
import { AsyncLocalStorage } from "node:async_hooks";
import { json } from "./json.js";

export type Lang = "vi" | "en";
/** Which language was filled with the untranslated text and awaits a translation (stored as JSON in `translation_pending`). */
export type Pending = { vi: boolean; en: boolean };
export type TranslateFormat = "text" | "html";
/** One text from one language to the other; throws when the service cannot. */
export type Translator = (text: string, from: Lang, to: Lang, format: TranslateFormat) => Promise<string>;

/** A LibreTranslate-compatible service at `url` (its /translate call). */
export function libreTranslate({
  url,
  apiKey,
  timeoutMs = 10_000,
}: {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}): Translator {
  const endpoint = `${url.replace(/\/+$/, "")}/translate`;
  return async (q, source, target, format) => {
    const res = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ q, source, target, format, ...(apiKey ? { api_key: apiKey } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`translation service answered ${res.status}`);
    const body = (await res.json()) as { translatedText?: unknown };
    if (typeof body.translatedText !== "string") throw new Error("translation service answered no translatedText");
    return body.translatedText;
  };
}

let service: Translator | null = null;
let report: (line: string) => void = () => undefined;

/** The operator's translation service (none: every auto-translated text stays pending). */
export function setTranslator(translator: Translator | null, log: (line: string) => void = () => undefined) {
  service = translator;
  report = log;
}

/** The texts of one record being filled: whether any of them was kept untranslated. */
const filling = new AsyncLocalStorage<{ untranslated: boolean }>();

/** Rich text (the editors' HTML) goes as html, so the service keeps its tags. */
const formatOf = (text: string): TranslateFormat => (/<[a-z][^>]*>/i.test(text) ? "html" : "text");

/** A text in the other language; the text itself when there is no service or it fails (then marked pending). */
export async function translate(text: string, from: Lang, to: Lang): Promise<string> {
  if (service) {
    try {
      return await service(text, from, to, formatOf(text));
    } catch (err) {
      report(`translation service failed, text kept for a later translation: ${(err as Error).message}`);
    }
  }
  const record = filling.getStore();
  if (record) record.untranslated = true;
  return text;
}

/** A name in the other language; an empty one stays empty. */
export const translateName = (s: string, from: Lang, to: Lang) => (s ? translate(s, from, to) : Promise.resolve(s));

/** The language the supplier did not write, filled by `fill`, and whether it awaits a translation. */
export async function bothLanguages<T>(
  body: { auto_translate_en?: boolean | null; auto_translate_vi?: boolean | null },
  vi: T,
  en: T,
  fill: (t: T, from: Lang, to: Lang) => Promise<T>,
): Promise<{ vi: T; en: T; pending: Pending }> {
  const filled = async (t: T, from: Lang, to: Lang) => {
    const state = { untranslated: false };
    const out = await filling.run(state, () => fill(t, from, to));
    return { out, untranslated: state.untranslated };
  };
  if (body.auto_translate_en) {
    const { out, untranslated } = await filled(vi, "vi", "en");
    return { vi, en: out, pending: { vi: false, en: untranslated } };
  }
  if (body.auto_translate_vi) {
    const { out, untranslated } = await filled(en, "en", "vi");
    return { vi: out, en, pending: { vi: untranslated, en: false } };
  }
  return { vi, en, pending: { vi: false, en: false } };
}

/**
 * An edit's pending languages: one auto-translated now, or one still pending whose texts were saved
 * as they were stored (the supplier has not entered its translation yet). Saving an edited text in
 * that language clears it.
 */
export function pendingAfterEdit(stored: Pending, now: Pending, unchanged: Pending): Pending {
  return { vi: now.vi || (stored.vi && unchanged.vi), en: now.en || (stored.en && unchanged.en) };
}

/** A record's texts as stored: its Vietnamese text columns, its English ones (JSON), its pending marks (JSON). */
type StoredTexts<K extends string> = Partial<Record<K, string | null>> & {
  translations: string;
  translation_pending: string;
};

/**
 * The pending marks (JSON, as stored) of an edited record: `stored` its row, `saved` its new columns,
 * `viTexts` the columns of its Vietnamese texts (the English ones are all in `translations`).
 */
export function pendingOfEdit<K extends string>(stored: StoredTexts<K>, saved: StoredTexts<K>, viTexts: readonly K[]) {
  const marks = (s: string) => json<Pending>(s, { vi: false, en: false });
  const pending = pendingAfterEdit(marks(stored.translation_pending), marks(saved.translation_pending), {
    vi: viTexts.every((k) => (stored[k] ?? null) === (saved[k] ?? null)),
    en: stored.translations === saved.translations,
  });
  return JSON.stringify(pending);
}
