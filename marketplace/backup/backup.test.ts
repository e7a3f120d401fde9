import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSupplier } from "../agency/create";
import { backupDataDir } from "./backup";
import { restoreDataDir } from "./restore";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "backoffice-backup-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A data folder with a supplier, an upload and a seeded file, as the server leaves one. */
async function dataFolder(name = "data") {
  const dir = path.join(root, name);
  await createSupplier(dir, {
    email: "a@b.vn",
    name: "A",
    password: "x".repeat(16),
    services: ["tour"],
    verified: true,
  });
  const sqlite = new SQLite(path.join(dir, "marketplace.db"));
  const agency = sqlite.prepare("select _id from agencies").pluck().get() as string;
  const add = sqlite.prepare(
    "insert into files (_id, agency_id, filename, kind, type, mime, size, saved, created_at, folder) values (?, ?, ?, 'image', 'tour', 'image/jpeg', ?, 1, '2025-01-01', ?)",
  );
  const files = { uploads: `${"a".repeat(24)}.jpg`, seed: `${"b".repeat(24)}.jpg` };
  for (const [folder, filename] of Object.entries(files)) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, filename), `bytes of ${filename}`);
    add.run(`${folder}-file-id`, agency, filename, `bytes of ${filename}`.length, folder === "seed" ? "seed" : null);
  }
  // a file no row names (an upload whose row was not committed yet): not part of the backup
  writeFileSync(path.join(dir, "uploads", `${"c".repeat(24)}.jpg`), "half");
  return { dir, files, sqlite };
}

describe("backup and restore of the data folder", () => {
  it("copies the database and the files it names, with a manifest, and restores them into a new folder", async () => {
    const { dir, files, sqlite } = await dataFolder();
    sqlite.close();
    const backup = path.join(root, "backup");
    const manifest = await backupDataDir(dir, backup);
    expect(manifest.counts).toMatchObject({ users: 1, agencies: 1, files: 2, orders: 0 });
    expect(manifest.schema).toMatch(/^\d{4}_/);
    expect(manifest.missing).toEqual([]);
    expect(readdirSync(path.join(backup, "uploads"))).toEqual([files.uploads]);
    expect(JSON.parse(readFileSync(path.join(backup, "manifest.json"), "utf8"))).toEqual(manifest);
    // one self-contained file: no WAL beside it
    expect(existsSync(path.join(backup, "marketplace.db-wal"))).toBe(false);

    const restored = path.join(root, "restored");
    restoreDataDir(backup, restored);
    const copy = new SQLite(path.join(restored, "marketplace.db"), { readonly: true });
    expect(copy.prepare("select email from users").pluck().all()).toEqual(["a@b.vn"]);
    copy.close();
    expect(readFileSync(path.join(restored, "uploads", files.uploads), "utf8")).toBe(`bytes of ${files.uploads}`);
    expect(readFileSync(path.join(restored, "seed", files.seed), "utf8")).toBe(`bytes of ${files.seed}`);
  });

  it("goes only into a new or empty folder, and a folder without a manifest is no backup", async () => {
    const { dir, sqlite } = await dataFolder();
    sqlite.close();
    const full = path.join(root, "full");
    mkdirSync(full);
    writeFileSync(path.join(full, "x"), "");
    await expect(backupDataDir(dir, full)).rejects.toThrow(/not empty/);
    await expect(backupDataDir(path.join(root, "nothing"), path.join(root, "b"))).rejects.toThrow(
      /no marketplace database/,
    );
    expect(existsSync(path.join(root, "b"))).toBe(false); // nothing made for a backup that cannot be taken
    expect(() => restoreDataDir(dir, path.join(root, "r"))).toThrow(/not a finished backup/);
  });

  it("refuses a non-empty data folder unless forced, and a database a server has open even then", async () => {
    const { dir, sqlite } = await dataFolder();
    sqlite.close();
    const backup = path.join(root, "backup");
    await backupDataDir(dir, backup);
    const other = await dataFolder("other");
    expect(() => restoreDataDir(backup, other.dir)).toThrow(/not empty.*--force/);
    // a server's connection holds it open
    expect(() => restoreDataDir(backup, other.dir, { force: true })).toThrow(/open in another process/);
    other.sqlite.close();
    restoreDataDir(backup, other.dir, { force: true });
    const copy = new SQLite(path.join(other.dir, "marketplace.db"), { readonly: true });
    expect(copy.prepare("select count(*) from files").pluck().get()).toBe(2);
    copy.close();
    // the other folder's unnamed file went with its files
    expect(readdirSync(path.join(other.dir, "uploads"))).toHaveLength(1);
  });

  it("refuses a backup whose files were cut short or whose database names a path outside its folders", async () => {
    const { dir, files, sqlite } = await dataFolder();
    sqlite.close();
    const backup = path.join(root, "backup");
    await backupDataDir(dir, backup);
    writeFileSync(path.join(backup, "uploads", files.uploads), "cut");
    expect(() => restoreDataDir(backup, path.join(root, "r1"))).toThrow(/missing or incomplete/);

    const evil = new SQLite(path.join(dir, "marketplace.db"));
    evil.prepare("update files set filename = '../../etc/passwd' where folder is null").run();
    evil.close();
    await expect(backupDataDir(dir, path.join(root, "b2"))).rejects.toThrow(/not one of its own/);
  });
});
