import { describe, expect, it } from "vitest";
import { fold, foldName, matchQuality } from "./fold";

describe("fold: how a searched name is compared", () => {
  it("drops accents and case, reads đ (and the eth some sources write for it) as d", () => {
    expect(fold("Hà Nội")).toBe("ha noi");
    expect(fold("HÀ NỘI")).toBe("ha noi");
    expect(fold("Đà Nẵng")).toBe("da nang");
    expect(fold("Ðà Lạt")).toBe("da lat");
    expect(fold("Buôn Ma Thuột")).toBe("buon ma thuot");
    expect(fold("Zürich")).toBe("zurich");
    expect(fold("Łódź")).toBe("lodz");
  });
  it("splits words on punctuation and runs of spaces", () => {
    expect(fold("  TP. Hồ Chí  Minh ")).toBe("tp ho chi minh");
    expect(fold("Saint-Étienne")).toBe("saint etienne");
  });
});

describe("matchQuality: the same name, then a name that begins with the query, then a word that does", () => {
  const q = (name: string, query: string) => matchQuality(foldName(name), foldName(query));
  it("is 0 for the same name, with or without the spaces between its words", () => {
    expect(q("Hà Nội", "ha noi")).toBe(0);
    expect(q("Hanoi", "Ha Noi")).toBe(0);
    expect(q("Sa Pa", "sapa")).toBe(0);
  });
  it("is 1 for a name that begins with the query", () => {
    expect(q("Hà Nội", "ha n")).toBe(1);
    expect(q("Hanoi", "ha no")).toBe(1);
  });
  it("is 2 for a later word that begins with it", () => {
    expect(q("Thành phố Hồ Chí Minh", "ho chi")).toBe(2);
  });
  it("is null otherwise, and for an empty query", () => {
    expect(q("Hà Nội", "noi ha")).toBeNull();
    expect(q("Hà Nội", "  ")).toBeNull();
  });
});
