// JSON columns hold text (SQLite): read them back with a fallback, never a throw.

/** The parsed value, or `fallback` when the column is empty or unreadable. */
export function json<T>(value: string | null | undefined, fallback: T): T {
  if (!value) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** An array column: anything that is not an array reads as []. */
export function jsonArray<T>(value: string | null): T[] {
  const parsed = json<unknown>(value, []);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** The column's text for a value; null and undefined stay null. */
export const jsonOrNull = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
