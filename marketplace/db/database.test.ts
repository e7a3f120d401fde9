import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { cachingStatements } from "./database";

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
