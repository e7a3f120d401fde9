// spec tours-cruises §1 "auto-translate to the other language". There is no translation service
// here: the source text is copied and the record says the target language awaits a translation
// (translation_pending). A real service replaces this one function and nothing else.
export type Lang = "vi" | "en";

export async function translate(text: string, _from: Lang, _to: Lang): Promise<string> {
  return text;
}
