import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type LogConfig,
  type LogEvent,
  type MigrationProvider,
  type RawBuilder,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { toVnd } from "@contract/money";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";

export type DB = Kysely<Database>;

/**
 * How long a statement waits for another process's write to end before it fails with
 * SQLITE_BUSY: every worker of the server (and the command line) writes the same file, and a
 * write holds the lock for a transaction's few statements.
 */
export const BUSY_TIMEOUT_MS = 5000;

/** MARKETPLACE_SLOW_QUERY_MS=n: each query that takes n ms or more is written to stderr with its time. */
function slowQueryLog(ms: number): LogConfig | undefined {
  if (!ms) return undefined;
  return (event: LogEvent) => {
    if (event.queryDurationMillis >= ms)
      console.error(`slow query ${event.queryDurationMillis.toFixed(1)} ms: ${event.query.sql.slice(0, 400)}`);
  };
}

/**
 * Opens (creating if needed) the marketplace database in WAL mode and runs pending migrations.
 * `migrate: false` (a server worker: the primary has migrated before forking) runs none and
 * refuses a database that still has some pending.
 */
export async function openDatabase(
  dataDir: string,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<{ db: DB; isNew: boolean; version: () => string }> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "marketplace.db");
  const sqlite = new SQLite(file, { timeout: BUSY_TIMEOUT_MS });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  registerMoneyFunctions(sqlite);
  const version = writeVersion(sqlite);
  const dialect = new ImmediateSqliteDialect({ database: cachingStatements(sqlite, 500, version.wrote) });
  const db = new Kysely<Database>({
    dialect,
    log: slowQueryLog(Number(process.env.MARKETPLACE_SLOW_QUERY_MS) || 0),
  });
  drivers.set(db, dialect.driver);

  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const before = await migrator.getMigrations();
  const isNew = before.every((m) => !m.executedAt);
  if (!migrate) {
    const pending = before.filter((m) => !m.executedAt).map((m) => m.name);
    if (pending.length) {
      await db.destroy();
      throw new Error(`the marketplace database has migrations pending (${pending.join(", ")})`);
    }
    return { db, isNew, version: version.current };
  }
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") throw new Error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error;
  return { db, isNew, version: version.current };
}

/**
 * Kysely's SQLite dialect whose transactions begin with BEGIN IMMEDIATE: the write lock is taken
 * as the transaction starts, waiting (busy_timeout) while another process writes. Kysely's plain
 * BEGIN takes it at the first write instead, and a transaction that has read before it writes
 * fails at once with SQLITE_BUSY(_SNAPSHOT) when another process committed meanwhile — SQLite
 * cannot wait there, the transaction's reads are already stale. Every transaction here writes.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  /** the driver Kysely made (one per database), for holdWrite */
  driver!: ImmediateSqliteDriver;
  override createDriver() {
    this.driver = new ImmediateSqliteDriver(this.#config);
    return this.driver;
  }
}
class ImmediateSqliteDriver extends SqliteDriver {
  override async acquireConnection() {
    return held.getStore()?.connection ?? super.acquireConnection();
  }
  override async releaseConnection(connection?: DatabaseConnection) {
    if (held.getStore()?.connection !== connection) await super.releaseConnection();
  }
  override async beginTransaction(connection: DatabaseConnection) {
    const h = held.getStore();
    if (h?.connection === connection) return run(connection, `savepoint held_${++h.depth}`);
    await run(connection, "begin immediate");
  }
  override async commitTransaction(connection: DatabaseConnection) {
    const h = held.getStore();
    if (h?.connection === connection) return run(connection, `release held_${h.depth--}`);
    await run(connection, "commit");
  }
  override async rollbackTransaction(connection: DatabaseConnection) {
    const h = held.getStore();
    if (h?.connection !== connection) return run(connection, "rollback");
    await run(connection, `rollback to held_${h.depth}`);
    await run(connection, `release held_${h.depth--}`);
  }

  /** Begins a request's write (see holdWrite): the one connection, in a BEGIN IMMEDIATE transaction. */
  async openHeld(): Promise<Held> {
    const connection = await super.acquireConnection();
    try {
      await run(connection, "begin immediate");
    } catch (e) {
      await super.releaseConnection();
      throw e;
    }
    return { connection, depth: 0 };
  }
  /** Ends it: commits (or rolls back) and lets the connection go to the next caller. */
  async closeHeld(h: Held, commit: boolean) {
    const connection = h.connection;
    if (!connection) return;
    h.connection = null; // ended once: what runs after it (or a second finish) takes the connection as anyone does
    try {
      if (commit) await run(connection, "commit");
      else await run(connection, "rollback");
    } catch (e) {
      if (commit) await run(connection, "rollback").catch(() => undefined);
      throw e;
    } finally {
      await super.releaseConnection();
    }
  }
}

const run = async (connection: DatabaseConnection, statement: string) => {
  await connection.executeQuery(CompiledQuery.raw(statement));
};

/** A request's write transaction: its connection while it is open, and how deep its nested transactions are. */
type Held = { connection: DatabaseConnection | null; depth: number };
const held = new AsyncLocalStorage<Held>();
const drivers = new WeakMap<object, ImmediateSqliteDriver>();

/** Whether the caller runs inside a held write still open (its reads see its own uncommitted rows). */
export const writeHeld = () => !!held.getStore()?.connection;

/**
 * Runs `work` (a request's handling, up to its reply) inside one transaction of its own: every query
 * `work` makes through `db`, in whatever module, runs in it, and a `db.transaction()` inside becomes a
 * savepoint of it. `finish(commit)` ends it: the caller commits what it adds (the change's activity
 * entry, marketplace/activity/calls.ts) with the change, or rolls both back. SQLite has one
 * connection per process, so while a write is held the process's other queries wait for it, as they
 * wait for any transaction; a write call's handling is a few statements.
 */
export async function holdWrite<T>(db: DB, work: (finish: (commit: boolean) => Promise<void>) => T): Promise<T> {
  const driver = drivers.get(db);
  if (!driver) throw new Error("holdWrite: a database opened by openDatabase");
  const h = await driver.openHeld();
  return held.run(h, () => work((commit) => driver.closeHeld(h, commit)));
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
