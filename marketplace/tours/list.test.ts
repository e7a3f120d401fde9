// The tours list's page is read in index order and stops after its rows — no sort of
// all the supplier's tours in a temporary b-tree for the created_at, _id order (migration 0009).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/database";
import type { Database } from "../db/schema";
import { listTours } from "./list";

let dir: string;
let db: DB;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tour-list-"));
  ({ db } = await openDatabase(dir));
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The plans of the statements listTours runs for this query. */
async function plans(query: Record<string, string>) {
  // a second connection to the same file, logging what listTours runs
  const seen: CompiledQuery[] = [];
  const logged = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "marketplace.db")) }),
    log: (event) => void seen.push(event.query),
  });
  await listTours(logged, "agency-1", "user-1", { page: 2, perPage: 10, lang: "vi" } as never, query);
  await logged.destroy();
  const out: string[] = [];
  for (const q of seen.filter((s) => /from "tours"/.test(s.sql) && /order by/.test(s.sql))) {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    out.push(rows.map((r) => r.detail).join(" | "));
  }
  return out;
}

describe("the tours list's page query", () => {
  it.each([
    ["the back-office's default", { created_by: "user-1", type_exclude: "cruise" }],
    ["no filter", {}],
    ["a type", { type: "daily" }],
  ])("with %s, walks an index in order without a temporary sort", async (_name, query) => {
    const found = await plans(query);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/USING INDEX tours_agency_list_order/);
    expect(found[0]).not.toMatch(/TEMP B-TREE/);
  });
});
