// A sum in VND over 10,000s of orders must not call into JavaScript once per row (the
// statistic spent ~3 ms of ~4 in to_vnd); whole-đồng VND amounts are summed by SQLite itself, and
// the result stays exactly contract toVnd's, row by row.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { toVnd } from "@contract/money";
import { registerMoneyFunctions, toVndSql } from "./database";

type T = { t: { amount: number | null; currency: string | null; rate: number | null } };

function fixture() {
  const sqlite = new SQLite(":memory:");
  registerMoneyFunctions(sqlite);
  let calls = 0;
  const original = sqlite.function.bind(sqlite);
  // count the JavaScript calls of to_vnd: the same function, wrapped
  original("to_vnd", { deterministic: true }, (a: unknown, c: unknown, r: unknown) => {
    calls++;
    return toVnd(Number(a), typeof c === "string" ? c : null, r === null ? null : Number(r));
  });
  const db = new Kysely<T>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, calls: () => calls };
}

const rows: T["t"][] = [
  { amount: 1_500_000, currency: "VND", rate: 1 },
  { amount: 1_500_000, currency: null, rate: null },
  { amount: 250_000, currency: "", rate: null },
  { amount: 99_000, currency: "vnd", rate: null },
  { amount: -40_000, currency: "VND", rate: 1 },
  { amount: 0, currency: "VND", rate: null },
  { amount: 1234.5, currency: "VND", rate: 1 },
  { amount: 2.4999999999999996, currency: "VND", rate: 1 },
  { amount: -0.5, currency: "VND", rate: 1 },
  { amount: null, currency: "VND", rate: 1 },
  { amount: 59.99, currency: "USD", rate: 1 / 25_400 },
  { amount: 100, currency: "USD", rate: 0 },
  { amount: 100, currency: "EUR", rate: null },
  { amount: 1e20, currency: "VND", rate: 1 },
];

describe("toVndSql", () => {
  it("gives contract toVnd's figure for every row", async () => {
    const { db } = fixture();
    await db.schema
      .createTable("t")
      .addColumn("amount", "real")
      .addColumn("currency", "text")
      .addColumn("rate", "real")
      .execute();
    await db.insertInto("t").values(rows).execute();
    const got = await db
      .selectFrom("t")
      .select(toVndSql("amount", "currency", "rate").as("vnd"))
      .execute();
    expect(got.map((r) => r.vnd)).toEqual(rows.map((r) => toVnd(Number(r.amount), r.currency, r.rate)));
    const [sum] = await db
      .selectFrom("t")
      .select(sql<number>`coalesce(sum(${toVndSql("amount", "currency", "rate")}), 0)`.as("s"))
      .execute();
    expect(sum!.s).toBe(rows.reduce((s, r) => s + (toVnd(Number(r.amount), r.currency, r.rate) ?? 0), 0));
  });

  it("calls into JavaScript only for amounts that are not whole VND", async () => {
    const { db, calls } = fixture();
    await db.schema
      .createTable("t")
      .addColumn("amount", "real")
      .addColumn("currency", "text")
      .addColumn("rate", "real")
      .execute();
    await db
      .insertInto("t")
      .values(Array.from({ length: 1000 }, (_, i) => ({ amount: 10_000 * i, currency: "VND", rate: 1 })))
      .execute();
    await db.insertInto("t").values({ amount: 12.5, currency: "USD", rate: 0.00004 }).execute();
    await db
      .selectFrom("t")
      .select(sql<number>`sum(${toVndSql("amount", "currency", "rate")})`.as("s"))
      .execute();
    expect(calls()).toBe(1);
  });
});

describe("the marketplace's sums in VND", () => {
  it("go through toVndSql, never a bare to_vnd per row", () => {
    const routes = readdirSync(path.resolve("marketplace"), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith("-routes.ts"),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const f of routes) expect(readFileSync(path.resolve("marketplace", f), "utf8"), f).not.toMatch(/to_vnd\(/);
  });
});
