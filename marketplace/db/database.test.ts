import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachingStatements, openDatabase, type DB } from "./database";
import { readCache } from "./read-cache";

type T = { items: { id: number; name: string } };

function fixture(max?: number) {
  const sqlite = new SQLite(":memory:");
  const prepare = vi.spyOn(sqlite, "prepare");
  const db = new Kysely<T>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite, max) }) });
  return { sqlite, prepare, db };
}
const preparedTimes = (prepare: ReturnType<typeof fixture>["prepare"], text: string) =>
  prepare.mock.calls.filter(([sql]) => sql === text).length;

describe("cachingStatements", () => {
  it("prepares a query's SQL once and reuses the statement with new parameters", async () => {
    const { db, prepare } = fixture();
    await db.schema
      .createTable("items")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    await db.insertInto("items").values({ id: 1, name: "a" }).execute();
    await db.insertInto("items").values({ id: 2, name: "b" }).execute();
    const byId = (id: number) => db.selectFrom("items").select("name").where("id", "=", id);
    expect(await byId(1).executeTakeFirst()).toEqual({ name: "a" });
    expect(await byId(2).executeTakeFirst()).toEqual({ name: "b" });
    expect(await byId(3).executeTakeFirst()).toBeUndefined();
    expect(preparedTimes(prepare, byId(1).compile().sql)).toBe(1);
    expect(preparedTimes(prepare, db.insertInto("items").values({ id: 9, name: "z" }).compile().sql)).toBe(1);
  });

  it("keeps at most `max` statements, dropping the least recently used", async () => {
    const { db, prepare } = fixture(2);
    const q = (n: number) => db.selectNoFrom((eb) => eb.val(n).as(`c${n}`));
    for (const n of [1, 2, 1, 3, 1, 2]) await q(n).execute();
    expect([1, 2, 3].map((n) => preparedTimes(prepare, q(n).compile().sql))).toEqual([1, 2, 1]);
  });

  it("does not hand out a statement that is still being iterated", () => {
    const sqlite = new SQLite(":memory:");
    const cached = cachingStatements(sqlite);
    const text = "select value from json_each('[1,2,3]')";
    const first = cached.prepare(text) as unknown as SQLite.Statement;
    const rows = first.iterate();
    rows.next();
    const second = cached.prepare(text) as unknown as SQLite.Statement;
    expect(second).not.toBe(first);
    expect(second.all()).toHaveLength(3);
    rows.return?.();
    expect(cached.prepare(text)).toBe(first);
  });
});

// Several server workers (and the command line) write one database file, each its own process.
describe("openDatabase with another process writing the same file", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** A second process holding its own connection to `file`: each line sent is SQL it runs, answering "ok" or the error's code. */
  function otherProcess(file: string) {
    const script = `
      const db = new (require("better-sqlite3"))(process.argv[1], { timeout: 5000 });
      require("readline").createInterface({ input: process.stdin }).on("line", (line) => {
        try { db.exec(line); console.log("ok"); } catch (e) { console.log(e.code); }
      });
      console.log("open");`;
    const child = spawn(process.execPath, ["-e", script, file], { stdio: ["pipe", "pipe", "inherit"] });
    const lines: string[] = [];
    let waiting: (() => void) | null = null;
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      lines.push(...d.split("\n").filter(Boolean));
      waiting?.();
    });
    const next = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (!lines.length && Date.now() < deadline)
        await new Promise<void>((r) => {
          waiting = r;
          setTimeout(r, 20);
        });
      return lines.shift() ?? null;
    };
    return {
      next,
      send: (sqlText: string) => child.stdin.write(`${sqlText}\n`),
      close: () => new Promise((r) => child.once("exit", r).stdin.end()),
    };
  }

  async function fixture() {
    const dir = mkdtempSync(path.join(os.tmpdir(), "database-"));
    dirs.push(dir);
    const { db } = await openDatabase(dir);
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counters (id, n) values (1, 0)`.execute(db);
    return { db, file: path.join(dir, "marketplace.db") };
  }
  const counter = (db: DB) => sql<{ n: number }>`select n from counters where id = 1`.execute(db);

  it("lets a transaction read then write while another process writes: the other one waits its turn", async () => {
    const { db, file } = await fixture();
    const other = otherProcess(file);
    expect(await other.next(10_000)).toBe("open");
    let otherAnswer: string | null = null;
    await db.transaction().execute(async (trx) => {
      const { n } = (await counter(trx)).rows[0]!;
      other.send("update counters set n = n + 10 where id = 1");
      // a plain BEGIN has taken no lock yet: the other process commits at once, and this write
      // fails with SQLITE_BUSY_SNAPSHOT; BEGIN IMMEDIATE makes the other process wait instead
      otherAnswer = await other.next(400);
      await sql`update counters set n = ${n + 1} where id = 1`.execute(trx);
    });
    otherAnswer ??= await other.next(10_000);
    expect(otherAnswer).toBe("ok");
    expect((await counter(db)).rows[0]!.n).toBe(11); // neither increment lost
    await other.close();
    await db.destroy();
  });

  it("reads again what another process has changed since (the read cache's version moves)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "database-"));
    dirs.push(dir);
    const { db, version } = await openDatabase(dir);
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counters (id, n) values (1, 0)`.execute(db);
    const reads = readCache(version);
    const read = () => reads.rows(db, db.selectFrom("counters" as never).select("n" as never));
    expect(await read()).toEqual([{ n: 0 }]);
    const other = otherProcess(path.join(dir, "marketplace.db"));
    expect(await other.next(10_000)).toBe("open");
    other.send("update counters set n = 7 where id = 1");
    expect(await other.next(10_000)).toBe("ok");
    expect(await read()).toEqual([{ n: 7 }]);
    await other.close();
    await db.destroy();
  });

  it("refuses to open without migrating a database that still has migrations pending", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "database-"));
    dirs.push(dir);
    await expect(openDatabase(dir, { migrate: false })).rejects.toThrow(/migrations pending/);
    const { db } = await openDatabase(dir);
    await db.destroy();
    const reopened = await openDatabase(dir, { migrate: false });
    await reopened.db.destroy();
  });
});
