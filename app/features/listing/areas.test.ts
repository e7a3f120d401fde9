import { describe, expect, it } from "vitest";
import { AREA_SLUGS, areaOf } from "./index";

describe("the area filter's value (spec tours-cruises §2: Châu Á, Châu Âu, Châu Mỹ)", () => {
  it("keeps a known slug and drops anything else", () => {
    expect(AREA_SLUGS).toEqual(["chau-a", "chau-au", "chau-my"]);
    for (const slug of AREA_SLUGS) expect(areaOf(slug)).toBe(slug);
    for (const other of [null, "", "chau-phi", "CHAU-A", " chau-a"]) expect(areaOf(other)).toBe("");
  });
});
