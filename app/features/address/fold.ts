// How names are compared when a person searches for a place: accents, case and punctuation do not
// count, so "Ha Noi", "hà nội" and "HÀ NỘI" are one name, and "Hanoi" meets it written as one word.

// Letters that carry no combining mark to drop but are read as a plain Latin one.
// ð (eth) stands for đ in some sources ("Ðà Lạt").
const PLAIN: Record<string, string> = { đ: "d", ð: "d", ł: "l", ø: "o", æ: "ae", œ: "oe", ß: "ss", ı: "i", þ: "th" };

/** A name as searches compare it: lower case, without accents (đ is d), words split by single spaces. */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[đðłøæœßıþ]/g, (c) => PLAIN[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A folded name without its spaces: "ha noi" meets "hanoi". */
export const compact = (folded: string) => folded.replace(/ /g, "");

/** A name folded, with its compact form beside it (computed once per name of the index). */
export type FoldedName = { words: string; compact: string };
export const foldName = (s: string): FoldedName => {
  const words = fold(s);
  return { words, compact: compact(words) };
};

/**
 * How well a name answers a query (both folded), lower is better: 0 the same name, 1 the name
 * begins with the query, 2 a word of the name begins with it; null when it does not match.
 */
export function matchQuality(name: FoldedName, query: FoldedName): 0 | 1 | 2 | null {
  if (!query.compact) return null;
  if (name.compact === query.compact) return 0;
  if (name.compact.startsWith(query.compact)) return 1;
  if (name.words.includes(` ${query.words}`)) return 2;
  return null;
}
