import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDataDir, dataDirMessage, dataDirWarning } from "./data-dir.server";

const scratch = mkdtempSync(path.join(os.tmpdir(), "backoffice-data-dir-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const denied = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });

describe("the data folder's start-up check", () => {
  it("names the folder, the reason, the user and the fixes", () => {
    const message = dataDirMessage("/srv/data", denied);
    expect(message).toMatch(
      /^Cannot write the data folder \/srv\/data \(MARKETPLACE_DATA_DIR\): permission denied \(EACCES\)\./,
    );
    expect(message).toContain("chown -R");
    expect(message).not.toContain("drop this variable");
  });

  it("in the image, a folder other than its volume is an override to drop (a copy of .env.example's ./data)", () => {
    const message = dataDirMessage("/app/data", denied, "/data");
    expect(message).toMatch(/^Cannot write the data folder \/app\/data \(MARKETPLACE_DATA_DIR\): permission denied/);
    expect(message).toContain("The image sets /data; drop this variable.");
    expect(message).toContain(".env.container.example");
    // the volume itself unwritable: the ownership fixes, not the override
    expect(dataDirMessage("/data", denied, "/data")).toContain("chown -R");
    expect(dataDirMessage("/data/", denied, "/data")).not.toContain("drop this variable");
  });

  it("checks by writing, and says the image's word there too", () => {
    expect(checkDataDir(path.join(scratch, "ok"), path.join(scratch, "ok"))).toBeNull();
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    // a folder under a regular file can never be made, whoever runs the test
    expect(checkDataDir(path.join(file, "data"), "/data")).toContain("The image sets /data; drop this variable.");
  });

  it("warns when a writable folder is not the image's volume (lost with the container), else nothing", () => {
    expect(dataDirWarning("/tmp/data", "/data")).toMatch(
      /^WARNING: .*\/tmp\/data.*lost with the container.*drop this variable/,
    );
    expect(dataDirWarning("/data", "/data")).toBeNull();
    expect(dataDirWarning("./data", undefined)).toBeNull();
  });
});
