// GET hotel/today (contract/front-desk.ts "Today at the desk") reads one supplier's stays of one day
// through one range of the arrival-day index (a stay is at most 30 nights), so its cost follows the
// bookings of the month before the day, not the supplier's 10,000s of bookings.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/database";
import { dayStays } from "./desk-routes";

let dir: string;
let db: DB;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "desk-plans-"));
  ({ db } = await openDatabase(dir));
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function plan(query: { compile(db: DB): CompiledQuery }) {
  const { sql: text, parameters } = query.compile(db);
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return rows.map((r) => r.detail).join(" | ");
}

describe("the desk's day of stays", () => {
  it("searches the supplier's orders by day on an index, never scanning them", async () => {
    const stays = dayStays(db, "agency-1", "2026-03-01");
    const rows = await plan(stays.orderBy("orders.date_travel").limit(20));
    const counts = await plan(
      stays
        .clearSelect()
        .select(["orders.hotel_id", sql<number>`count(*)`.as("n")])
        .groupBy("orders.hotel_id"),
    );
    for (const steps of [rows, counts]) {
      // a range of arrival days (at most a stay's length back), not every order of the supplier
      expect(steps).toMatch(
        /SEARCH orders USING (COVERING )?INDEX orders_agency_travel \(agency_id=\? AND date_travel>\? AND date_travel<\?\)/,
      );
      expect(steps).not.toMatch(/\bSCAN orders\b/);
    }
  });
});
