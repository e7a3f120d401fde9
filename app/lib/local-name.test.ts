import { describe, expect, it } from "vitest";
import { localName } from "./local-name";

describe("localName", () => {
  const both = { name: "Người lớn", translations: { en: { name: "Adult" } } };
  it("is the English name on English pages", () => expect(localName(both, "en")).toBe("Adult"));
  it("is the Vietnamese name on Vietnamese pages", () => expect(localName(both, "vi")).toBe("Người lớn"));
  it("falls back to the Vietnamese name when no English one was entered", () => {
    expect(localName({ name: "Xe riêng" }, "en")).toBe("Xe riêng");
    expect(localName({ name: "Xe riêng", translations: { en: { name: "  " } } }, "en")).toBe("Xe riêng");
    expect(localName({ name: "Xe riêng", translations: null }, "en")).toBe("Xe riêng");
  });
  it("is empty for nothing", () => expect(localName(null, "en")).toBe(""));
});
