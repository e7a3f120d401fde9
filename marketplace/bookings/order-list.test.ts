// The bookings list's count and page queries read a covering index alone — no
// table row, no sort in a temporary b-tree — for every filter the back-office sends.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/database";
import { orderListQueries } from "./order-routes";
import { transactionListQueries } from "./payment-routes";
import { orderFilter, type Filters } from "./query";

let dir: string;
let db: DB;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "order-list-"));
  ({ db } = await openDatabase(dir));
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function plan(query: { compile(): CompiledQuery }) {
  const { sql, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return rows.map((r) => r.detail);
}

const week = { from: "2026-01-01T00:00:00.000Z", to: "2026-01-08T00:00:00.000Z" };
const cases: [string, Filters][] = [
  ["no filter", {}],
  ["a service", { service: "tour" }],
  ["a status", { status: "confirmed" }],
  ["a code search", { uid: "TOUR-AB" }],
  ["a date range", week],
  ["a status, a code and a date range", { status: "pending", uid: "AB", ...week, service: "cruise" }],
  ["the revenue's completed only", { completedOnly: true, ...week }],
];

describe("the bookings list's queries", () => {
  it.each(cases)("with %s, count and page read a covering index only", async (_name, filters) => {
    const { count, ids } = orderListQueries(db, orderFilter("agency-1", filters), undefined, { page: 3, perPage: 10 });
    for (const steps of [await plan(count), await plan(ids)]) {
      expect(steps.join(" | ")).toMatch(/USING COVERING INDEX/);
      expect(steps.join(" | ")).not.toMatch(/TEMP B-TREE|SCAN orders(?! USING)/);
    }
  });
});

describe("the transactions list's queries", () => {
  it.each([
    ["one order's (every booking page)", "order-1"],
    ["the supplier's", null],
  ])("%s read an index in the page's order, not the supplier's every row", async (_name, orderId) => {
    const { rows, count } = transactionListQueries(db, "agency-1", orderId, { page: 1, perPage: 10 });
    const steps = [...(await plan(rows)), ...(await plan(count))].join(" | ");
    expect(steps).not.toMatch(/TEMP B-TREE|SCAN transactions(?! USING)/);
    if (orderId) expect(steps).toMatch(/transactions_agency_order \(agency_id=\? AND order_id=\?\)/);
  });
});
