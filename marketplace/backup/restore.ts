// `npm run restore -- <backup dir>` (marketplace/cli.ts): a backup made by backup.ts, checked,
// then copied into the data folder of MARKETPLACE_DATA_DIR (README "Backup and restore"). The data
// folder must be new or empty; `--force` replaces the database and files of one no server has open.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  countsOf,
  DB_FILE,
  entriesOf,
  FILE_FOLDERS,
  filesOf,
  readManifest,
  schemaOf,
  type Manifest,
  type StoredFile,
} from "./snapshot.js";

/** The backup's files, checked: a whole database at the manifest's counts, every file it names present at its size. */
function checkBackup(dir: string, manifest: Manifest): StoredFile[] {
  const sqlite = new SQLite(path.join(dir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`${dir}/${DB_FILE} is damaged: ${String(integrity)}`);
    schemaOf(sqlite);
    const counts = countsOf(sqlite);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new Error(`${dir}/${DB_FILE} does not hold what the manifest counted (${JSON.stringify(counts)})`);
    }
    const files = filesOf(sqlite).filter((f) => !manifest.missing.includes(`${f.folder}/${f.filename}`));
    for (const f of files) {
      const file = path.join(dir, f.folder, f.filename);
      if (!existsSync(file) || statSync(file).size !== f.size) throw new Error(`${file} is missing or incomplete`);
    }
    return files;
  } finally {
    sqlite.close();
  }
}

/** Refuses a database another process has open (a running server): it could not be replaced under it. */
function ensureNotInUse(dataDir: string) {
  const file = path.join(dataDir, DB_FILE);
  if (!existsSync(file)) return;
  const sqlite = new SQLite(file, { timeout: 200 });
  try {
    // an exclusive lock is refused while any other connection has the database open (WAL)
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("begin exclusive; commit");
  } catch {
    throw new Error(`${file} is open in another process: stop the server before restoring over its data`);
  } finally {
    sqlite.close();
  }
}

/** Clears what a data folder holds of the marketplace: its database (with its WAL) and its files. */
function clearDataDir(dataDir: string) {
  ensureNotInUse(dataDir);
  for (const name of [
    DB_FILE,
    `${DB_FILE}-wal`,
    `${DB_FILE}-shm`,
    `${DB_FILE}-journal`,
    `${DB_FILE}.restoring`,
    ...FILE_FOLDERS,
  ]) {
    rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

export function restoreDataDir(backup: string, dataDir: string, { force = false } = {}): Manifest {
  const manifest = readManifest(backup);
  const files = checkBackup(backup, manifest);
  const present = entriesOf(dataDir);
  if (present.length && !force) {
    throw new Error(
      `${dataDir} is not empty (${present.slice(0, 5).join(", ")}): restore into a new or empty data folder, or add --force to replace its database and files`,
    );
  }
  if (present.length) clearDataDir(dataDir);
  for (const folder of FILE_FOLDERS) mkdirSync(path.join(dataDir, folder), { recursive: true });
  for (const f of files)
    copyFileSync(path.join(backup, f.folder, f.filename), path.join(dataDir, f.folder, f.filename));
  // the database last, under its own name only once whole: a restore cut short leaves no database to start on
  const partial = path.join(dataDir, `${DB_FILE}.restoring`);
  copyFileSync(path.join(backup, DB_FILE), partial);
  renameSync(partial, path.join(dataDir, DB_FILE));
  return manifest;
}
