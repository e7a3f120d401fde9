// GET activity's queries read one supplier's entries through an index — never the table whole — and
// in the index's order (no sort of the matching rows), whatever filter is given: its cost follows the
// page asked for, not the 100,000s of entries a supplier gathers (migration 0021's indexes).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/database";
import { activityQueries, queryOf } from "./routes";

let dir: string;
let db: DB;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "activity-plans-"));
  ({ db } = await openDatabase(dir));
  // the planner's statistics as a large record gives them (sqlite_stat1 as ANALYZE writes it)
  await db.executeQuery(CompiledQuery.raw("analyze"));
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

type Compilable = { compile(): CompiledQuery };
async function plan(query: Compilable) {
  const { sql, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return rows.map((r) => r.detail).join(" | ");
}

const FILTERS: Record<string, Record<string, unknown>> = {
  none: {},
  actor: { actor: "user-1" },
  "actor kind": { actor: "customer" },
  service: { service: "hotel" },
  kind: { kind: "booking.confirmed" },
  target: { target: "order-1" },
  days: { date_range: JSON.stringify({ start: "2026-03-01", end: "2026-03-31" }) },
  "kind and days": { kind: "booking.cancelled", date_range: JSON.stringify({ start: "2026-03-01" }) },
  "a later page": { page: 40 },
};

describe("GET activity's queries", () => {
  for (const [name, query] of Object.entries(FILTERS))
    it(`${name}: the count and the page search an index, in its order`, async () => {
      const { count, rows } = activityQueries(db, "agency-1", queryOf(query));
      const counted = await plan(count);
      expect(counted).toMatch(/SEARCH activity USING (COVERING )?INDEX activity_/);
      expect(counted).not.toMatch(/\bSCAN\b/);
      const paged = await plan(rows);
      expect(paged).toMatch(/SEARCH activity USING INDEX activity_/);
      expect(paged).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
    });

  it("after a cursor: still an index search in order", async () => {
    const { rows } = activityQueries(db, "agency-1", queryOf({}), { at: "2026-03-01T00:00:00.000Z", _id: "x" });
    const paged = await plan(rows);
    expect(paged).toMatch(/SEARCH activity USING INDEX activity_/);
    expect(paged).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
  });
});
