// The listing kit's list filters on a real SQLite (marketplace-api.md "Tours and cruises", "Hotels,
// bikes, transport"): an area by its _id or its slug, an unknown area matching nothing, a name searched
// as plain text (its wildcards escaped), creation days as whole days in Vietnam, an unreadable range
// refused, and the JSON sort read with its default.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelDateRange, HotelSortSchema } from "@contract/api/hotels";
import { BikeDateRange } from "@contract/api/bikes";
import { openDatabase, type DB } from "../db/database";
import { seedReference } from "../db/seed";
import { areaIdOf, filterListings, sortOf, sortTerms } from "./list";

let dir: string;
let db: DB;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "listing-kit-"));
  ({ db } = await openDatabase(dir));
  await seedReference(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const hotels = () => db.selectFrom("hotels").selectAll().where("agency_id", "=", "a1");

describe("the listing kit's list filters", () => {
  it("finds an area by its _id or its slug; an unknown one matches nothing", async () => {
    const area = await db.selectFrom("areas").select(["_id", "slug"]).executeTakeFirstOrThrow();
    expect(await areaIdOf(db, area.slug)).toBe(area._id);
    expect(await areaIdOf(db, area._id)).toBe(area._id);
    expect(await areaIdOf(db, "no-such-area")).toBeNull();
    expect(await filterListings(db, hotels(), { area: "no-such-area" }, HotelDateRange)).toBeNull();
    const q = (await filterListings(db, hotels(), { area: area.slug }, HotelDateRange))!.compile();
    expect(q.sql).toContain("area_id = ?");
    expect(q.parameters).toContain(area._id);
  });

  it("searches a name as plain text in either language and bounds the creation days in Vietnam", async () => {
    const f = { name: "  50%_Off ", date_range: JSON.stringify({ start: "2026-01-01", end: "2026-01-31" }) };
    const q = (await filterListings(db, hotels(), f, HotelDateRange))!.compile();
    expect(q.sql).toContain("search like ? escape '\\'");
    expect(q.parameters).toEqual(["a1", "%50\\%\\_off%", "2025-12-31T17:00:00.000Z", "2026-01-31T17:00:00.000Z"]);
  });

  it("refuses a range that cannot be read (422 invalid_date); a lenient range leaves a bad day unbounded", async () => {
    await expect(filterListings(db, hotels(), { date_range: "{not json" }, HotelDateRange)).rejects.toMatchObject({
      code: 422,
      data: { issues: [{ path: "date_range", message: "invalid_date" }] },
    });
    await expect(
      filterListings(db, hotels(), { date_range: JSON.stringify({ start: "01/02/2026" }) }, BikeDateRange),
    ).rejects.toMatchObject({ code: 422 });
    const q = (await filterListings(db, hotels(), { date_range: '{"start":"01/02/2026"}' }, HotelDateRange))!;
    expect(q.compile().parameters).toEqual(["a1"]);
  });

  it("reads the sort with its default, names sorted in the asked language", () => {
    expect(sortOf(HotelSortSchema, '{"name":1}', { created_at: -1 })).toEqual({ name: 1 });
    for (const raw of [undefined, "{}", "not json", '{"price":1}'])
      expect(sortOf(HotelSortSchema, raw, { created_at: -1 })).toEqual({ created_at: -1 });
    const [byName, dir] = sortTerms({ name: 1 }, "en")[0]!;
    expect(dir).toBe("asc");
    expect(db.selectFrom("hotels").selectAll().orderBy(byName, dir).compile().sql).toContain(
      "json_extract(translations, '$.en.name') collate nocase asc",
    );
  });
});
