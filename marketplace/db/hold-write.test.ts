// holdWrite (database.ts): a request's write held in one transaction, with the transactions inside
// it as savepoints, committed or rolled back as a whole by its finish.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { holdWrite, openDatabase, type DB } from "./database";

let dir: string;
let db: DB;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "hold-write-"));
  db = (await openDatabase(dir)).db;
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const mail = (id: string) =>
  db
    .insertInto("mails")
    .values({ _id: id, to: "a@b.vn", subject: "s", text: "t", code: null, created_at: "2026-01-01T00:00:00Z" })
    .execute();
const mails = async () => (await db.selectFrom("mails").select("_id").orderBy("_id").execute()).map((m) => m._id);

describe("holdWrite", () => {
  it("commits every query made inside, nested transactions included, when finished with commit", async () => {
    await holdWrite(db, async (finish) => {
      await mail("a");
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("mails")
          .values({ _id: "b", to: "x", subject: "s", text: "t", code: null, created_at: "2026-01-01T00:00:00Z" })
          .execute();
      });
      await finish(true);
    });
    expect(await mails()).toEqual(["a", "b"]);
  });

  it("rolls back everything inside when finished without commit, and a failed nested transaction alone", async () => {
    await holdWrite(db, async (finish) => {
      await mail("a");
      await expect(
        db.transaction().execute(async () => {
          await mail("b");
          throw new Error("refused");
        }),
      ).rejects.toThrow("refused");
      expect(await mails()).toEqual(["a"]);
      await finish(false);
    });
    expect(await mails()).toEqual([]);
  });

  it("makes another caller's query wait until the held write ends, so it never reads half a change", async () => {
    let go!: () => void;
    // another request's read: made outside the held write (a continuation keeps where it was registered)
    const outside = new Promise<void>((r) => (go = r)).then(() => mails());
    await holdWrite(db, async (finish) => {
      await mail("a");
      go();
      await new Promise((r) => setTimeout(r, 20));
      await mail("b");
      await finish(true);
    });
    expect(await outside).toEqual(["a", "b"]);
  });
});

describe("the read cache inside a held write", () => {
  it("keeps nothing a held write read before it commits: another caller reads the database", async () => {
    const { readCache } = await import("./read-cache");
    const { writeHeld } = await import("./database");
    const reads = readCache(() => "same version", 10, writeHeld);
    const query = db.selectFrom("mails").select("_id");
    await holdWrite(db, async (finish) => {
      await mail("uncommitted");
      expect((await reads.rows(db, query)).map((m) => m._id)).toEqual(["uncommitted"]);
      await finish(false);
    });
    // the version did not move (a stub), so only a read never kept answers right
    expect(await reads.rows(db, query)).toEqual([]);
  });
});
