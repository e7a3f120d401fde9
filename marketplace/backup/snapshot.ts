// What a backup of the embedded marketplace's data folder holds, read the same way by the backup
// and the restore (README "Backup and restore"): the database file, the uploaded and seeded files
// its `files` table names, and manifest.json, written last, so a folder without one is no backup.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { migrations } from "../db/migrations/index.js";
import { FILENAME } from "../files/store.js";

export const DB_FILE = "marketplace.db";
export const MANIFEST = "manifest.json";
/** The folders of a data folder that hold files: `files.folder` null is uploads/, "seed" is seed/. */
export const FILE_FOLDERS = ["uploads", "seed"] as const;
const FORMAT = 1;

export type Counts = { users: number; agencies: number; orders: number; payments: number; files: number };
export type Manifest = {
  format: number;
  created_at: string;
  /** the last migration the database ran: a restore refuses one newer than its code */
  schema: string;
  counts: Counts;
  bytes: number;
  /** files the database names that were not in the data folder when the backup ran */
  missing: string[];
};
export type StoredFile = { filename: string; folder: (typeof FILE_FOLDERS)[number]; size: number };

/** The files a database names, each in its folder; a name that is not one of ours is refused. */
export function filesOf(sqlite: SQLite.Database): StoredFile[] {
  const rows = sqlite.prepare("select filename, folder, size from files order by filename").all() as {
    filename: string;
    folder: string | null;
    size: number;
  }[];
  return rows.map((r) => {
    // the name becomes a path: only the random names the marketplace gives (files/store.ts)
    if (!FILENAME.test(r.filename) || (r.folder !== null && r.folder !== "seed")) {
      throw new Error(`the database names a file that is not one of its own: ${r.folder ?? ""}/${r.filename}`);
    }
    return { filename: r.filename, folder: r.folder === "seed" ? "seed" : "uploads", size: r.size };
  });
}

export function countsOf(sqlite: SQLite.Database): Counts {
  const count = (table: string) => sqlite.prepare(`select count(*) from ${table}`).pluck().get() as number;
  return {
    users: count("users"),
    agencies: count("agencies"),
    orders: count("orders"),
    payments: count("payments"),
    files: count("files"),
  };
}

/** The last migration the database ran; one this code does not know is refused. */
export function schemaOf(sqlite: SQLite.Database): string {
  const names = sqlite.prepare("select name from kysely_migration order by name").pluck().all() as string[];
  const unknown = names.filter((n) => !(n in migrations));
  if (unknown.length) {
    throw new Error(
      `the database comes from a newer version (migrations ${unknown.join(", ")} unknown here): restore it with that version`,
    );
  }
  return names.at(-1) ?? "";
}

export const newManifest = (sqlite: SQLite.Database, files: StoredFile[], missing: string[]): Manifest => ({
  format: FORMAT,
  created_at: new Date().toISOString(),
  schema: schemaOf(sqlite),
  counts: countsOf(sqlite),
  bytes: files.reduce((sum, f) => sum + f.size, 0),
  missing,
});

/** A finished backup's manifest, or why `dir` is not one. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${dir} is not a finished backup: it has no ${MANIFEST} (written last, when the backup is whole)`);
  }
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${dir}: unknown backup format ${String(manifest.format)}`);
  if (!existsSync(path.join(dir, DB_FILE))) throw new Error(`${dir} has no ${DB_FILE}`);
  return manifest;
}

/** What a folder holds, a fresh volume's lost+found aside: empty means nothing to overwrite. */
export const entriesOf = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name !== "lost+found") : [];
