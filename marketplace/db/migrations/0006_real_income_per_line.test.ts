// A database made before a migration is brought up to it: here, the money of orders stored before
// real income was the sum of rounded line parts is recomputed by the contract.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "./index";

let dir: string;
let db: Kysely<any>;
let migrator: Migrator;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const sqlite = new SQLite(path.join(dir, "marketplace.db"));
  sqlite.pragma("foreign_keys = OFF"); // orders alone, without their supplier and tour
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const order = (uid: string, o: Record<string, unknown>) => ({
  _id: uid,
  uid,
  agency_id: "a",
  service: "tour",
  status: "completed",
  date_travel: "2025-01-01",
  contact: "{}",
  created_at: "2025-01-01T00:00:00.000Z",
  ...o,
});

describe("0006: stored real income recomputed line by line", () => {
  it("rewrites total_amount_agency of orders made the old way, and only what the lines reproduce", async () => {
    expect((await migrator.migrateTo("0004_bookings")).error).toBeUndefined();
    const cabin = (price: number) => ({
      cabin: { _id: null, name: "x" },
      quantity: 2,
      price,
      quantity_extrabed: 0,
      extrabed_price: 0,
    });
    const rows0 = [
      // the old rounding: 722.04 × 0.85 = 613.734 → 613.73
      order("CRUISE-OLD", {
        service: "cruise",
        tour_type: "cruise",
        currency: "USD",
        rate_payment: 1 / 25_400,
        commission_value: 15,
        items: JSON.stringify([cabin(153.54), cabin(207.48)]),
        subtotal: 722.04,
        total: 722.04,
        original_total: 722.04,
        total_amount_agency: 613.73,
      }),
      // cents of đồng: 88 % of 3,333,333 = 2,933,333.04
      order("TOUR-CENTS", {
        currency: "VND",
        items: JSON.stringify([
          {
            name: "A",
            quantity: 1,
            price: 3_333_333,
            original_price: 3_333_333,
            commission_type: "percent",
            commission_value: 12,
          },
        ]),
        subtotal: 3_333_333,
        total: 3_333_333,
        total_amount_agency: 2_933_333.04,
      }),
      // a first, minimal order (no commission known): its income is its total, as before
      order("TOUR-MINIMAL", {
        currency: "VND",
        items: JSON.stringify([{ name: "B", quantity: 2, price: 500_000 }]),
        subtotal: 1_000_000,
        total: 1_000_000,
        total_amount_agency: 1_000_000,
      }),
      // lines that do not give the stored total: left as stored
      order("TOUR-ODD", {
        currency: "VND",
        items: JSON.stringify([
          { name: "C", quantity: 1, price: 100, commission_type: "percent", commission_value: 10 },
        ]),
        subtotal: 100,
        total: 150,
        total_amount_agency: 77,
      }),
    ];
    // one row a statement: each names only its own columns, the rest take their defaults
    for (const row of rows0) await db.insertInto("orders").values(row).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom("orders").select(["uid", "total", "total_amount_agency"]).orderBy("uid").execute();
    expect(rows).toEqual([
      { uid: "CRUISE-OLD", total: 722.04, total_amount_agency: 613.74 },
      { uid: "TOUR-CENTS", total: 3_333_333, total_amount_agency: 2_933_333 },
      { uid: "TOUR-MINIMAL", total: 1_000_000, total_amount_agency: 1_000_000 },
      { uid: "TOUR-ODD", total: 150, total_amount_agency: 77 },
    ]);
  });
});
