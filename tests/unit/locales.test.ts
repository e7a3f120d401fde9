// Both languages, everywhere: locales/vi and locales/en have the same namespaces and keys, no
// empty texts, and the same {{placeholders}} on both sides; every booking status of the catalogue
// (contract/statuses.ts) has its words in both.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allStatuses } from "@contract/statuses";
import { statusesWithoutWords } from "../support/status-words";

const dir = path.resolve("locales");
const flatten = (obj: Record<string, unknown>, prefix = ""): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object"
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
const load = (lng: string) =>
  new Map(
    readdirSync(path.join(dir, lng))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f, new Map(flatten(JSON.parse(readFileSync(path.join(dir, lng, f), "utf8"))))]),
  );
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("locales", () => {
  const vi = load("vi");
  const en = load("en");
  it("have the same namespaces", () => {
    expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
  });
  for (const ns of vi.keys()) {
    it(`${ns}: same keys, no empty text, same placeholders`, () => {
      const a = vi.get(ns)!;
      const b = en.get(ns)!;
      expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
      for (const [key, text] of a) {
        expect(text.trim(), `vi/${ns} ${key}`).not.toBe("");
        expect(b.get(key)!.trim(), `en/${ns} ${key}`).not.toBe("");
        expect(placeholders(text), `${ns} ${key}`).toEqual(placeholders(b.get(key)!));
      }
    });
  }
  it.each(["vi", "en"])("%s: every booking status has its words", (lng) => {
    expect(statusesWithoutWords(allStatuses(), lng)).toEqual([]);
  });
});
