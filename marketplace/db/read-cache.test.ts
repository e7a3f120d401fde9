// Aggregate reads (a list's count, the statistic, the token's user) are kept per process
// and answered again only while nothing has been written since — any write through this process's
// connection (RETURNING too), a rolled-back transaction, or a commit by another connection to the
// same file makes the next read run again.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements, writeVersion } from "./database";
import { readCache } from "./read-cache";

type T = { items: { id: number; name: string } };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function fixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "read-cache-"));
  dirs.push(dir);
  const file = path.join(dir, "db.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  const version = writeVersion(sqlite);
  const db = new Kysely<T>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite, 500, version.wrote) }),
  });
  await db.schema
    .createTable("items")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text")
    .execute();
  await db.insertInto("items").values({ id: 1, name: "a" }).execute();
  const reads = readCache(version.current);
  let runs = 0;
  const count = () =>
    reads.memo("count", async () => {
      runs++;
      return Number(
        (
          await db
            .selectFrom("items")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    });
  return { db, file, count, runs: () => runs, reads };
}

describe("readCache", () => {
  it("answers a read again from memory while nothing was written", async () => {
    const { count, runs } = await fixture();
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    expect(await Promise.all([count(), count()])).toEqual([1, 1]);
    expect(runs()).toBe(1);
  });

  it("runs it again after an insert, an update, a delete, or an insert … returning", async () => {
    const { db, count, runs } = await fixture();
    await count();
    await db.insertInto("items").values({ id: 2, name: "b" }).execute();
    expect(await count()).toBe(2);
    await db.updateTable("items").set({ name: "c" }).where("id", "=", 9).execute(); // changes nothing, still a write
    await count();
    await db.insertInto("items").values({ id: 3, name: "d" }).returning("id").execute();
    expect(await count()).toBe(3);
    await db.deleteFrom("items").where("id", "=", 3).execute();
    expect(await count()).toBe(2);
    expect(runs()).toBe(5);
  });

  it("does not keep what a rolled-back transaction showed", async () => {
    const { db, reads } = await fixture();
    const names = (on: typeof db = db) => reads.memo("names", () => on.selectFrom("items").select("name").execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ id: 2, name: "b" }).execute();
        // read on the transaction's own connection: it sees the uncommitted row
        expect((await names(trx)).map((r) => r.name)).toEqual(["a", "b"]);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect((await names()).map((r) => r.name)).toEqual(["a"]);
  });

  it("runs it again after another connection commits to the same file", async () => {
    const { file, count, runs } = await fixture();
    await count();
    const other = new SQLite(file);
    other.prepare("insert into items (id, name) values (5, 'e')").run();
    other.close();
    expect(await count()).toBe(2);
    expect(runs()).toBe(2);
  });

  it("forgets a failed read", async () => {
    const { reads } = await fixture();
    let n = 0;
    const fail = () => reads.memo("x", async () => (++n === 1 ? Promise.reject(new Error("busy")) : n));
    await expect(fail()).rejects.toThrow("busy");
    expect(await fail()).toBe(2);
  });

  it("keeps at most `max` answers", async () => {
    const small = readCache(() => "v", 2);
    let n = 0;
    for (const k of ["a", "b", "c", "a"]) await small.memo(k, async () => ++n);
    expect(n).toBe(4); // "a" was dropped when "c" came
  });
});
