// The backup of the embedded marketplace (README "Backup and restore"): taken by the built command
// line (the image's `node build/marketplace-cli.js backup`) while bookings and uploads keep being
// written, restored by `npm run restore`'s command into a new data folder, and a server started
// on it answers every booking and upload acknowledged before the backup began.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInVietnam } from "@contract/calendar";
import { serverForThisFile, startServer } from "../support/server";
import { marketplaceCall } from "../support/browserless";
import { apiToken } from "../support/api";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const APP_ID = "supplier-backoffice";
const server = serverForThisFile();
const scratch = mkdtempSync(path.join(os.tmpdir(), "backoffice-backup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The command line as the image runs it (built), or as `npm run backup` / `restore` do (tsx). */
async function cli(how: "built" | "tsx", dataDir: string, ...args: string[]) {
  const entry =
    how === "built"
      ? [path.join(process.env.BUILD_DIR || "build", "marketplace-cli.js")]
      : ["--import", "tsx", "marketplace/cli.ts"];
  try {
    const { stdout, stderr } = await run(process.execPath, [...entry, ...args], {
      cwd: root,
      env: { ...process.env, MARKETPLACE_DATA_DIR: dataDir },
    });
    return { ok: true, out: `${stdout}${stderr}` };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

let token: string;
let tour: string;
beforeAll(async () => {
  token = await apiToken(server.url);
  const { body } = await marketplaceCall(server.url, "GET", "dev/tours");
  tour = body.data.docs.find(
    (t: { agency: string; type: string }) => t.agency === "supplier@demo.vn" && t.type !== "cruise",
  )._id;
});

async function book() {
  const { body } = await marketplaceCall(server.url, "POST", "dev/order", {
    service: "tour",
    tour,
    date_travel: todayInVietnam(),
    items: [{ name: "Người lớn", quantity: 2, price: 1_000_000 }],
    contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
  });
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data._id as string;
}

/** An image upload, saved (served from then on): its file name once both answered. */
async function upload(n: number) {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: n % 256, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
  form.append("type", "tour");
  const res = await fetch(`${server.url}/api/v1/extra/upload/image`, {
    method: "POST",
    headers: { "X-App-Id": APP_ID, "X-Upload-Key": APP_ID, Authorization: `Bearer ${token}` },
    body: form,
  });
  const { filename } = ((await res.json()) as { data: { filename: string } }).data;
  const saved = await marketplaceCall(server.url, "POST", "extra/upload/save-file", { filename, type: "tour" }, token);
  expect(saved.body.code).toBe(200);
  return filename;
}

/** Writes in a loop until told to stop: each acknowledged one is added to `acked` as its answer arrives. */
function writing(write: (n: number) => Promise<string>) {
  const acked: string[] = [];
  let stop = false;
  const done = (async () => {
    for (let n = 0; !stop; n++) acked.push(await write(n));
  })();
  return { acked, stop: () => ((stop = true), done) };
}

const fileBytes = async (base: string, filename: string) =>
  Buffer.from(await (await fetch(`${base}/api/v1/files/${filename}`)).arrayBuffer());

describe("backup and restore", () => {
  it("backs up while bookings and uploads are written; the restored data folder serves every one acknowledged before", async () => {
    // a long read (a CSV export, a statistics page) holds the WAL's checkpoint back: what is written
    // from now on lives only in marketplace.db-wal, which a plain copy of the .db file would miss
    const reader = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
    reader.exec("begin");
    reader.prepare("select count(*) from orders").get();
    const bookings = [writing(() => book()), writing(() => book())];
    const uploads = writing((n) => upload(n));
    while (bookings[0]!.acked.length < 10 || uploads.acked.length < 3) await new Promise((r) => setTimeout(r, 20));

    const booked = bookings.flatMap((w) => [...w.acked]);
    const uploaded = [...uploads.acked];
    const backupDir = path.join(scratch, "backup");
    const backup = await cli("built", server.dataDir, "backup", backupDir);
    const during = bookings.reduce((n, w) => n + w.acked.length, 0) - booked.length;
    await Promise.all([...bookings, uploads].map((w) => w.stop()));
    reader.exec("commit");
    reader.close();
    expect(backup.ok, backup.out).toBe(true);
    expect(during, "writes went on while the backup ran").toBeGreaterThan(0);

    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    expect(manifest.missing).toEqual([]);
    expect(readdirSync(path.join(backupDir, "uploads"))).toEqual(expect.arrayContaining(uploaded));

    // the running server's data folder is refused: not empty, and open even with --force
    expect((await cli("tsx", server.dataDir, "restore", backupDir)).out).toContain("is not empty");
    expect((await cli("tsx", server.dataDir, "restore", backupDir, "--force")).out).toContain(
      "open in another process",
    );

    const dataDir = path.join(scratch, "restored");
    const restore = await cli("tsx", dataDir, "restore", backupDir);
    expect(restore.ok, restore.out).toBe(true);
    const restored = await startServer({ MARKETPLACE_DATA_DIR: dataDir });
    try {
      const restoredToken = await apiToken(restored.url);
      for (const id of booked) {
        const { body } = await marketplaceCall(restored.url, "GET", `order/${id}`, undefined, restoredToken);
        expect(body.code, `booking ${id}`).toBe(200);
      }
      for (const filename of uploaded) {
        expect((await fileBytes(restored.url, filename)).equals(await fileBytes(server.url, filename))).toBe(true);
      }
      // it started on the restored database, not on a new one
      expect(restored.logs()).toContain(`data in ${dataDir}`);
      expect(restored.logs()).not.toContain("(new database)");
    } finally {
      await restored.stop();
    }
  });
});
