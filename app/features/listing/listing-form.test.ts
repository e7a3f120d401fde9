import { describe, expect, it } from "vitest";
import { checkLanguages, type AddIssue } from "./listing-form";

const issues = (v: Parameters<typeof checkLanguages>[0], required: Parameters<typeof checkLanguages>[2]) => {
  const found: string[] = [];
  const add: AddIssue = (path, message) => found.push(`${path.join(".")}:${message}`);
  checkLanguages(v, add, required);
  return found;
};

describe("checkLanguages", () => {
  it("asks each written language for its texts, in order, and its content section", () => {
    expect(issues({ vi: {}, en: { name: "A" } }, { texts: ["name", "description"], content: "general" })).toEqual([
      "vi.name:required",
      "vi.description:required",
      "vi.content.general:required",
      "en.description:required",
      "en.content.general:required",
    ]);
  });

  it("counts invisible-only or markup-only content as empty", () => {
    const en = { name: "A", content: { overview: "<p>\u200b </p>" } };
    expect(
      issues({ vi: { name: "B", content: { overview: "<p>x</p>" } }, en }, { texts: ["name"], content: "overview" }),
    ).toEqual(["en.content.overview:required"]);
  });

  it("skips a language auto-translated from the other, and refuses both as sources", () => {
    expect(issues({ auto_translate_en: "on" }, { texts: ["name"] })).toEqual(["vi.name:required"]);
    expect(issues({ auto_translate_en: "on", auto_translate_vi: "on" }, { texts: ["name"] })).toEqual([
      "auto_translate_vi:one_source_language",
    ]);
  });
});
