// spec tours-cruises §1: content is bilingual. A name the supplier entered in both languages shows in
// the page's language: the English name on English pages, the Vietnamese one only when no English
// name was entered (and always on Vietnamese pages).
export type Named = { name?: string | null; translations?: { en?: { name?: string | null } | null } | null };

export function localName(record: Named | null | undefined, lang: string | null | undefined): string {
  const vi = record?.name ?? "";
  if (lang !== "en") return vi;
  return record?.translations?.en?.name?.trim() || vi;
}
