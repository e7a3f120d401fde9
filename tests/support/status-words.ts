// Whether each booking status has its words: its catalogue entry's label key (contract/statuses.ts,
// `<namespace>:<path>`) names a text in locales/<lng>/<namespace>.json. The locale test runs it on
// every status; the status catalogue's test shows that a status without words is caught.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BookingStatus } from "@contract/statuses";

const namespaces = new Map<string, Record<string, unknown>>();
const load = (lng: string, ns: string) => {
  const file = path.resolve("locales", lng, `${ns}.json`);
  if (!namespaces.has(file)) namespaces.set(file, JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  return namespaces.get(file)!;
};

/** The text a key names in a language, or undefined. */
export function wordsOf(lng: string, key: string): string | undefined {
  const [ns, keyPath] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  let at: unknown = load(lng, ns);
  for (const part of keyPath.split("."))
    at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  return typeof at === "string" && at.trim() ? at : undefined;
}

/** The statuses whose label has no text in `lng`. */
export const statusesWithoutWords = (statuses: readonly BookingStatus[], lng: string): string[] =>
  statuses.filter((s) => !wordsOf(lng, s.label)).map((s) => s.id);
