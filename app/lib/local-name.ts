// spec tours-cruises §1: content is bilingual. A name the supplier entered in both languages shows in
// the page's language: the English name on English pages, the Vietnamese one only when no English
// name was entered (and always on Vietnamese pages).
export type Named = { name?: string | null; translations?: { en?: { name?: string | null } | null } | null };

/** A record whose text in one language may still be the other's, awaiting a translation (auto-translate). */
export type Pendable = { translation_pending?: { vi?: boolean; en?: boolean } | null };

/**
 * spec tours-cruises §1 "auto-translate": whether the record's text in the page's language is the
 * other language's copy, kept because no translation could be made: shown with a "translation
 * pending" tag wherever it appears in that language.
 */
export function translationPending(record: Pendable | null | undefined, lang: string | null | undefined): boolean {
  return Boolean(record?.translation_pending?.[lang === "en" ? "en" : "vi"]);
}

export function localName(record: Named | null | undefined, lang: string | null | undefined): string {
  const vi = record?.name ?? "";
  if (lang !== "en") return vi;
  return record?.translations?.en?.name?.trim() || vi;
}
