// A database remembers its migrations by name: the landed names never change, each file is named
// after its migration, and they run in the order of their numbers.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "./index";

const LANDED = [
  "0001_auth_and_reference",
  "0002_agency_profile",
  "0003_tours",
  "0004_bookings",
  "0005_security",
  "0006_real_income_per_line",
];

describe("migrations", () => {
  it("keeps the landed names, in order, first", () => {
    expect(Object.keys(migrations).slice(0, LANDED.length)).toEqual(LANDED);
  });
  it("has one file per migration, named after it, numbered in order", () => {
    const files = readdirSync(__dirname)
      .filter((f) => /^\d{4}_\w+\.ts$/.test(f) && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual(Object.keys(migrations));
    expect(Object.keys(migrations)).toEqual([...Object.keys(migrations)].sort());
  });
});
