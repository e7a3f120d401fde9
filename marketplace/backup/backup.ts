// `npm run backup -- <dir>` (marketplace/cli.ts): an online backup of the embedded marketplace's
// data folder while the server runs and writes (README "Backup and restore").
// 1. The database through SQLite's backup API: a snapshot of one committed state, taken under a
//    read transaction that never blocks the server's writers (WAL).
// 2. The files that snapshot names, copied from uploads/ and seed/. An upload's bytes are written
//    before its `files` row commits (files/routes.ts), so every file the snapshot names is whole
//    on disk; a file written after the snapshot is not copied, nor is half of one being written.
// 3. manifest.json last: its presence says the backup is whole.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { BUSY_TIMEOUT_MS } from "../db/database.js";
import { DB_FILE, entriesOf, filesOf, MANIFEST, newManifest, type Manifest, type StoredFile } from "./snapshot.js";

/** Pages copied per step after the first: the whole file at once, so writes between steps cannot keep restarting it. */
const ALL_PAGES = 1 << 30;

/** Copies the database of `dataDir` into `target` (a new or empty folder) as one consistent snapshot. */
async function snapshotDatabase(dataDir: string, target: string) {
  const source = path.join(dataDir, DB_FILE);
  const sqlite = new SQLite(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    // another process's commit between two steps restarts the copy; one step holds one read transaction
    await sqlite.backup(path.join(target, DB_FILE), { progress: () => ALL_PAGES });
  } finally {
    sqlite.close();
  }
}

/** Copies the files the snapshot names; answers those missing from the data folder. */
function copyFiles(dataDir: string, target: string, files: StoredFile[]): string[] {
  const missing: string[] = [];
  const made = new Set<string>();
  for (const f of files) {
    const from = path.join(dataDir, f.folder, f.filename);
    if (!existsSync(from)) {
      missing.push(`${f.folder}/${f.filename}`);
      continue;
    }
    const dir = path.join(target, f.folder);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    copyFileSync(from, path.join(dir, f.filename));
  }
  return missing;
}

export async function backupDataDir(dataDir: string, target: string): Promise<Manifest> {
  if (entriesOf(target).length) throw new Error(`${target} is not empty: a backup goes into a new or empty folder`);
  if (path.resolve(target) === path.resolve(dataDir)) throw new Error("a backup cannot go into the data folder itself");
  if (!existsSync(path.join(dataDir, DB_FILE))) {
    throw new Error(`no marketplace database in ${dataDir} (MARKETPLACE_DATA_DIR)`);
  }
  mkdirSync(target, { recursive: true });
  await snapshotDatabase(dataDir, target);
  const snapshot = new SQLite(path.join(target, DB_FILE), { fileMustExist: true });
  try {
    // the copy is a file of its own: no -wal beside it, whatever mode the source was in
    snapshot.pragma("journal_mode = DELETE");
    const files = filesOf(snapshot);
    const missing = copyFiles(dataDir, target, files);
    const copied = files.filter((f) => !missing.includes(`${f.folder}/${f.filename}`));
    const manifest = newManifest(snapshot, copied, missing);
    writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx" });
    return manifest;
  } finally {
    snapshot.close();
  }
}
