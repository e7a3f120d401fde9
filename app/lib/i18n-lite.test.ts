// The browser's translator must print what the server's i18next prints, key for key, or the page's
// hydration breaks: every key of every locale file, both languages, with values, counts and defaults,
// against the very instances the server renders with (i18nFor).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { LiteI18n } from "./i18n-lite";
import { SUPPORTED_LANGUAGES } from "./i18n";
import { i18nFor } from "./i18n.server";

type Tree = { [key: string]: string | Tree };
const dir = path.resolve("locales");
const resources: Record<string, Record<string, Tree>> = {};
for (const lng of SUPPORTED_LANGUAGES)
  for (const file of readdirSync(path.join(dir, lng)).filter((f) => f.endsWith(".json")))
    (resources[lng] ??= {})[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(dir, lng, file), "utf8"));

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}
const valuesFor = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{\{\s*([^{}\s,]+)/g)].map((m) => [m[1]!, `<${m[1]}>`]));

describe.each(SUPPORTED_LANGUAGES)("i18n-lite agrees with i18next (%s)", (lng) => {
  let real: I18n;
  let lite: LiteI18n;
  beforeAll(async () => {
    real = await i18nFor(lng);
    lite = new LiteI18n(lng, async (l, ns) => resources[l]![ns]!);
    await lite.loadNamespaces(Object.keys(resources[lng]!));
  });

  it("on every key, plain and prefixed, with its values", () => {
    let checked = 0;
    for (const [ns, tree] of Object.entries(resources[lng]!))
      for (const [key, text] of leaves(tree)) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        const values = valuesFor(text);
        for (const count of base === key ? [undefined] : [0, 1, 2, 5]) {
          const options = count === undefined ? values : { ...values, count };
          expect(lite.getFixedT(null, ns)(base, options), `${ns}:${base}`).toBe(real.getFixedT(lng, ns)(base, options));
          expect(lite.getFixedT(null, "common")(`${ns}:${base}`, options)).toBe(
            real.getFixedT(lng, "common")(`${ns}:${base}`, options),
          );
          checked += 1;
        }
      }
    expect(checked).toBeGreaterThan(500);
  });

  it("on missing keys, defaults, missing values and namespace lists", () => {
    const cases: [string | string[], string, Record<string, unknown>?][] = [
      ["common", "no.such.key"],
      ["common", "bookings:no.such"],
      ["common", "status.weird", { defaultValue: "weird" }],
      ["common", "status.weird", { defaultValue: "x {{n}}", n: 3 }],
      ["bookings", "list.bookedOn", {}],
      ["bookings", "list.bookedOn", { date: null }],
      ["bookings", "list.bookedOn", { date: 0 }],
      [["tours", "common"], "list.title"],
      [["listing", "common"], "list.search"],
    ];
    for (const [ns, key, options] of cases)
      expect(lite.getFixedT(null, ns)(key, options), `${ns}:${key}`).toBe(real.getFixedT(lng, ns)(key, options));
  });
});
