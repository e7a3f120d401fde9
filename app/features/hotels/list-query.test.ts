import { describe, expect, it } from "vitest";
import { cascadedFilterUrl } from "./list-query";

const url = (q: string) => new URL(`http://x/hotel?${q}`);

describe("the hotel list's place filter without scripts (spec §5: each change clears what depends on it)", () => {
  it("a changed area clears country and city", () => {
    expect(cascadedFilterUrl(url("name=a&area=A2&prev_area=A1&country=C1&prev_country=C1&city=T1"))).toBe(
      "/hotel?name=a&area=A2",
    );
  });
  it("a changed country clears the city only", () => {
    expect(cascadedFilterUrl(url("area=A1&prev_area=A1&country=C2&prev_country=C1&city=T1"))).toBe(
      "/hotel?area=A1&country=C2",
    );
  });
  it("nothing changed keeps every choice; empty fields leave the URL", () => {
    expect(cascadedFilterUrl(url("area=A1&prev_area=A1&country=C1&prev_country=C1&city=T1&name="))).toBe(
      "/hotel?area=A1&country=C1&city=T1",
    );
  });
  it("a URL without the drawn values needs no rewriting", () => {
    expect(cascadedFilterUrl(url("area=A1&country=C1"))).toBeNull();
  });
});
