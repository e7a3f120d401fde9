// spec tours-cruises §1 "auto-translate to the other language". There is no translation service
// here: the source text is copied and the record says the target language awaits a translation
// (translation_pending). A real service replaces `translate` and nothing else.
export type Lang = "vi" | "en";
/** Which language was machine-filled and awaits review (stored as JSON in `translation_pending`). */
export type Pending = { vi: boolean; en: boolean };

export async function translate(text: string, _from: Lang, _to: Lang): Promise<string> {
  return text;
}

/** A name in the other language; an empty one stays empty. */
export const translateName = (s: string, from: Lang, to: Lang) => (s ? translate(s, from, to) : Promise.resolve(s));

/** The language the supplier did not write, filled by `fill`, and which one awaits review. */
export async function bothLanguages<T>(
  body: { auto_translate_en?: boolean | null; auto_translate_vi?: boolean | null },
  vi: T,
  en: T,
  fill: (t: T, from: Lang, to: Lang) => Promise<T>,
): Promise<{ vi: T; en: T; pending: Pending }> {
  if (body.auto_translate_en) return { vi, en: await fill(vi, "vi", "en"), pending: { vi: false, en: true } };
  if (body.auto_translate_vi) return { vi: await fill(en, "en", "vi"), en, pending: { vi: true, en: false } };
  return { vi, en, pending: { vi: false, en: false } };
}
