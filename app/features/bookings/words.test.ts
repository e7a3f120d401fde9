// The day rules' refusals are said in each service's own words, in both languages: a cruise's
// speaks of the cruise, a transfer's of its pickup, never a tour's on another service.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICES } from "@contract/services";
import { DATE_WARNING_KEYS, serviceWordKey } from "./words";

type Tree = { [key: string]: string | Tree };
const bookings = (lng: string): Tree =>
  JSON.parse(readFileSync(path.resolve("locales", lng, "bookings.json"), "utf8")) as Tree;
const text = (tree: Tree, key: string) => {
  let node: string | Tree | undefined = tree;
  for (const part of key.replace(/^bookings:/, "").split(".")) node = typeof node === "object" ? node[part] : undefined;
  return node;
};
const TOUR_WORD = { vi: /\btour\b/i, en: /\btour\b/i };

describe("date warnings in the service's words", () => {
  for (const lng of ["vi", "en"] as const)
    it(`every service says each date warning in its own words (${lng})`, () => {
      const tree = bookings(lng);
      for (const service of Object.values(SERVICES))
        for (const key of DATE_WARNING_KEYS) {
          const said = text(tree, serviceWordKey(service.id, key));
          expect(typeof said, `${lng} ${service.id} ${key}`).toBe("string");
          if (service.wording !== "tour") expect(said, `${lng} ${service.id} ${key}`).not.toMatch(TOUR_WORD[lng]);
        }
    });

  it("a cruise's refusal names the cruise", () => {
    expect(text(bookings("en"), serviceWordKey("cruise", "warningDateStart"))).toContain("cruise");
    expect(text(bookings("vi"), serviceWordKey("cruise", "warningDateStart"))).toContain("du thuyền");
    expect(serviceWordKey("transport", "warningDateStart")).toBe("bookings:words.transfer.warningDateStart");
  });
});
