// A database made before one transfer code was one deposit (spec hotels-bikes-transport §4: recording a
// transfer code creates a completed bank-transfer deposit) may hold the same code's deposit twice on one
// order, from two posts that raced. Brought up to 0018 it does not fail on them: the earliest stays
// completed, the later copies are marked canceled (kept, not deleted), and from then on the database
// itself refuses a second completed deposit of a code on an order.
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
  dir = mkdtempSync(path.join(os.tmpdir(), "migrations-0018-"));
  const sqlite = new SQLite(path.join(dir, "marketplace.db"));
  sqlite.pragma("foreign_keys = OFF"); // transactions alone, without their orders and supplier
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const tx = (_id: string, o: Record<string, unknown>) => ({
  _id,
  payment_id: "FT-1",
  order_id: "o1",
  agency_id: "a",
  status: "completed",
  amount: 2_000_000,
  currency: "VND",
  service: "hotel",
  gateway: "bank_transfer",
  type: "deposit",
  date_completed: "2026-03-01T10:00:00.000Z",
  created_at: "2026-03-01T10:00:00.000Z",
  ...o,
});

describe("0018: one completed deposit per transfer code and order", () => {
  it("keeps the earliest of duplicates, marks the later ones canceled, then refuses a new duplicate", async () => {
    expect((await migrator.migrateTo("0017_dashboard_indexes")).error).toBeUndefined();
    const rows = [
      // the race's residue: three copies of one code on o1, two in the same millisecond
      tx("t3", { created_at: "2026-03-01T10:00:00.002Z" }),
      tx("t1", {}),
      tx("t2", {}),
      // the same code on another order, another code on o1, a card payment and a canceled deposit: untouched
      tx("t4", { order_id: "o2" }),
      tx("t5", { payment_id: "FT-2" }),
      tx("t6", { type: "payment", gateway: "card" }),
      tx("t7", { type: "payment", gateway: "card" }),
      tx("t8", { payment_id: "FT-3", status: "canceled" }),
      tx("t9", { payment_id: "FT-3", status: "canceled" }),
      // copies that differ in amount (posted by hand): still one completed, the first
      tx("u1", { order_id: "o3", amount: 500_000, created_at: "2026-03-02T08:00:00.000Z" }),
      tx("u2", { order_id: "o3", amount: 1_500_000, created_at: "2026-03-02T09:00:00.000Z" }),
    ];
    for (const row of rows) await db.insertInto("transactions").values(row).execute();

    expect((await migrator.migrateTo("0018_transfer_code_once")).error).toBeUndefined();
    const after = await db.selectFrom("transactions").select(["_id", "status", "amount"]).orderBy("_id").execute();
    expect(after.map((r) => [r._id, r.status])).toEqual([
      ["t1", "completed"],
      ["t2", "canceled"],
      ["t3", "canceled"],
      ["t4", "completed"],
      ["t5", "completed"],
      ["t6", "completed"],
      ["t7", "completed"],
      ["t8", "canceled"],
      ["t9", "canceled"],
      ["u1", "completed"],
      ["u2", "canceled"],
    ]);
    // nothing deleted, no amount changed
    expect(after.map((r) => r.amount)).toEqual(rows.sort((x, y) => (x._id < y._id ? -1 : 1)).map((r) => r.amount));

    // from now on the database refuses a second completed bank-transfer deposit of a code on an order
    await expect(db.insertInto("transactions").values(tx("t10", {})).execute()).rejects.toThrow(/UNIQUE/);
    // and only that: a canceled copy, another order, a card payment of the same id are taken
    await db
      .insertInto("transactions")
      .values(tx("t11", { status: "canceled" }))
      .execute();
    await db
      .insertInto("transactions")
      .values(tx("t12", { order_id: "o4" }))
      .execute();
    await db
      .insertInto("transactions")
      .values(tx("t13", { type: "payment", gateway: "card" }))
      .execute();
    await db
      .insertInto("transactions")
      .values(tx("t14", { payment_id: "FT-3" }))
      .execute();
  });
});
