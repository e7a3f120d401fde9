// Generic booking code never asks which service it serves (style.md "Five services, one shape"): a
// difference between services is a trait of their descriptors (contract/services.ts: a cruise's
// cabin lines at the order's one commission, its check-in as its start, its nights, its listing
// type) that the generic code reads. Checked on the source: the one booking path of both sides
// compares no service (nor a listing's type) with a service id, and names no cruise outside the
// tours-and-cruises parts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@contract/services";

const ROOT = path.resolve(__dirname, "../..");
const inDir = (dir: string) =>
  readdirSync(path.join(ROOT, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`);

/** The demo data makers write rows of each service by name (a seed is data, not the booking path). */
const DEMO_DATA = new Set([
  "marketplace/bookings/seed.ts",
  "marketplace/bookings/scale.ts",
  "marketplace/bookings/demo.ts",
  "marketplace/bookings/service-seed.ts",
]);
const GENERIC = [
  ...inDir("marketplace/bookings").filter((f) => !DEMO_DATA.has(f)),
  ...inDir("app/features/bookings"),
  "contract/booking-money.ts",
];
/** The tours-and-cruises order parts (it answers for both services) and the app's booking union keyed by service. */
const NAMES_SERVICES = new Set(["marketplace/bookings/tour-orders.ts", "app/features/bookings/types.ts"]);

const ids = SERVICE_IDS.join("|");
/** `service === "cruise"`, `o.tour_type !== "tour"`, `"hotel" === type`: a branch on a service id. */
const COMPARISON = new RegExp(
  `\\b(service|type|tour_type)\\s*[!=]==?\\s*["'](${ids})["']|["'](${ids})["']\\s*[!=]==?\\s*[\\w.]*\\b(service|type|tour_type)\\b`,
);

const lines = (file: string) =>
  readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .map((text, i) => ({ at: `${file}:${i + 1}`, text }))
    .filter(({ text }) => !/^\s*(\/\/|\*|\/\*)/.test(text));

describe("generic booking code names no service", () => {
  it("reads a sensible set of modules", () => {
    expect(GENERIC).toContain("marketplace/bookings/money.ts");
    expect(GENERIC).toContain("app/features/bookings/money.ts");
    expect(GENERIC.length).toBeGreaterThan(40);
  });

  it.each(GENERIC)("%s compares no service with a service id", (file) => {
    expect(lines(file).filter(({ text }) => COMPARISON.test(text))).toEqual([]);
  });

  it.each(GENERIC.filter((f) => !NAMES_SERVICES.has(f)))("%s names no cruise", (file) => {
    expect(lines(file).filter(({ text }) => /["']cruise["']/.test(text))).toEqual([]);
  });
});
