import { describe, expect, it } from "vitest";
import { cascadePlaces } from "./api.server";

const form = (e: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(e)) f.set(k, v);
  return f;
};

describe("cascadePlaces (spec §4)", () => {
  it("changing the area clears country and city", () => {
    const f = form({ area: "a2", prev_area: "a1", country: "c1", prev_country: "c1", city: "t1" });
    cascadePlaces(f);
    expect([f.get("area"), f.get("country"), f.get("city")]).toEqual(["a2", null, null]);
  });
  it("changing the country clears the city only", () => {
    const f = form({ area: "a1", prev_area: "a1", country: "c2", prev_country: "c1", city: "t1" });
    cascadePlaces(f);
    expect([f.get("area"), f.get("country"), f.get("city")]).toEqual(["a1", "c2", null]);
  });
  it("keeps everything when nothing above changed, and drops the markers", () => {
    const f = form({ area: "a1", prev_area: "a1", country: "c1", prev_country: "c1", city: "t2" });
    cascadePlaces(f);
    expect([f.get("area"), f.get("country"), f.get("city"), f.has("prev_area")]).toEqual(["a1", "c1", "t2", false]);
  });
});
