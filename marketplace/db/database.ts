import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type MigrationProvider,
  type RawBuilder,
  type SqliteDatabase,
} from "kysely";
import { toVnd } from "@contract/money";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";

export type DB = Kysely<Database>;

/** Opens (creating if needed) the marketplace database in WAL mode and runs pending migrations. */
export async function openDatabase(dataDir: string): Promise<{ db: DB; isNew: boolean; version: () => string }> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "marketplace.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  registerMoneyFunctions(sqlite);
  const version = writeVersion(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite, 500, version.wrote) }),
  });

  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const before = await migrator.getMigrations();
  const isNew = before.every((m) => !m.executedAt);
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") throw new Error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error;
  return { db, isNew, version: version.current };
}

/**
 * The contract's money rules as SQL functions, so a sum in SQL is a sum of exactly what the
 * back-office shows per row: to_vnd(amount, currency, rate) is contract/money.ts toVnd (whole
 * đồng, NULL when a foreign amount has no rate).
 */
export function registerMoneyFunctions(sqlite: SQLite.Database) {
  sqlite.function("to_vnd", { deterministic: true }, (amount: unknown, currency: unknown, rate: unknown) =>
    toVnd(Number(amount), typeof currency === "string" ? currency : null, rate === null ? null : Number(rate)),
  );
}

/**
 * to_vnd(amount, currency, rate) as an SQL expression that calls into JavaScript only where it
 * must: a whole amount in VND is its own figure (toVnd rounds it to itself), so SQLite sums the
 * 10,000s of such rows natively; anything else (a fraction, another currency, NULL) goes to to_vnd.
 * upper() is ASCII-only, so a currency SQL takes for VND is VND to toVnd too.
 */
export function toVndSql(amount: string, currency: string, rate: string): RawBuilder<number | null> {
  const [a, c, r] = [sql.ref(amount), sql.ref(currency), sql.ref(rate)];
  return sql<
    number | null
  >`(case when upper(coalesce(nullif(${c}, ''), 'VND')) = 'VND' and ${a} = cast(${a} as integer) then ${a} else to_vnd(${a}, ${c}, ${r}) end)`;
}

/**
 * The database as Kysely's SQLite driver sees it, with prepared statements kept by their SQL text
 * (least recently used dropped past `max`): Kysely compiles a query per call, but its SQL is the
 * same from call to call, so better-sqlite3 need not prepare it again.
 */
export function cachingStatements(sqlite: SQLite.Database, max = 500, onWrite?: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  // Kysely runs every statement it prepares, at once (the same tick): a write is announced here
  const announced = (statement: SQLite.Statement, sqlText: string) => {
    if (onWrite && writes(statement, sqlText)) onWrite();
    return statement;
  };
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const kept = statements.get(sqlText);
      if (kept) {
        // a statement still being iterated (a stream) cannot run again: this call gets its own
        if (kept.busy) return announced(sqlite.prepare(sqlText), sqlText);
        statements.delete(sqlText); // re-inserted as the most recently used
        statements.set(sqlText, kept);
        return announced(kept, sqlText);
      }
      const statement = sqlite.prepare(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
      return announced(statement, sqlText);
    },
  };
}

// SQLite calls BEGIN/COMMIT/ROLLBACK/SAVEPOINT/RELEASE "readonly"; they end what a transaction showed
const TRANSACTION = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
const writes = (statement: SQLite.Statement, sqlText: string) => !statement.readonly || TRANSACTION.test(sqlText);

/**
 * The database's write version, for reads kept in memory (read-cache.ts): `wrote` is called for
 * every write this process's connection runs (cachingStatements' onWrite), and SQLite's
 * data_version moves when another connection commits to the same file (the CLI, a second process).
 */
export function writeVersion(sqlite: SQLite.Database) {
  let local = 0;
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  return {
    wrote: () => void local++,
    current: () => `${local}.${dataVersion.get() as number}`,
  };
}
