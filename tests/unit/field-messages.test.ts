// Every refusal is a translated sentence (spec tours-cruises §8 field messages): each field message
// key the contract's payload schemas or the marketplace's checks can answer — read from their source,
// so a new rule cannot be forgotten — has its text in locales/{vi,en}/validation.json, which the
// back-office's forms translate a field error from (app/components/form.tsx useFieldError).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const sources = [...walk("contract/api"), ...walk("marketplace")].filter(
  (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
);

// the ways a field message is written: { error: "key" }, msg("key", n), invalid(path, "key"),
// issue(ctx, path, "key"), { path, message: "key" }, invalid(path, `key:${n}`)
const PATTERNS = [
  /\berror:\s*"([a-z_]+)"/g,
  /\bmsg\("([a-z_]+)"/g,
  /\binvalid(?:Field)?\(\s*[^,()]+,\s*"([a-z_]+)"/g,
  /\bissue\(ctx,[^;]*?,\s*"([a-z_]+)"\)/g,
  /\bmessage:\s*"([a-z_]+)"/g,
  /\binvalid\([^;]*?`([a-z_]+):\$\{/g,
];

function fieldMessages(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    for (const pattern of PATTERNS) for (const m of text.matchAll(pattern)) keys.set(m[1]!, file);
  }
  return keys;
}

describe("field messages", () => {
  const keys = fieldMessages();
  it("finds the messages it is meant to find", () => {
    for (const k of ["required", "max_string_length", "invalid_currency", "unknown_area", "foreign_file"])
      expect(keys.has(k), k).toBe(true);
  });
  for (const lng of ["vi", "en"]) {
    it(`every one has its text in locales/${lng}/validation.json`, () => {
      const texts = JSON.parse(readFileSync(`locales/${lng}/validation.json`, "utf8")) as Record<string, string>;
      const missing = [...keys].filter(([k]) => !texts[k]).map(([k, file]) => `${k} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
