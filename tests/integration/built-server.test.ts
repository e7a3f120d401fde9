// The production server as the image runs it: the built JavaScript ($BUILD_DIR/start.js of
// `npm run build`, with two workers each running server.js), on a read-only file system where
// only the data folder is writable (the container's --read-only), with neither tsx nor TypeScript
// to be found; and a data folder it cannot write stops the start with a paragraph that says which
// folder, which user and what to do.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/server";
import { Browserless, visibleText } from "../support/browserless";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = process.env.BUILD_DIR || "build";
const serverJs = path.join(root, buildDir, "server.js");
const startJs = path.join(root, buildDir, "start.js");
// a writable folder outside the project and /tmp, which are made read-only below
const scratch = mkdtempSync(path.join(existsSync("/var/tmp") ? "/var/tmp" : os.tmpdir(), "backoffice-built-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A private mount namespace (root on Linux) makes folders read-only for one process only. */
const canUnshare = spawnSync("unshare", ["--mount", "true"]).status === 0;
const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
/** The shell lines that make `dirs` read-only and hide `hidden` (an empty folder mounted over each). */
function readOnlyScript(dirs: string[], hidden: string[]) {
  const empty = path.join(scratch, "empty");
  mkdirSync(empty, { recursive: true });
  return [
    ...dirs.flatMap((d) => [`mount --bind ${q(d)} ${q(d)}`, `mount -o remount,bind,ro ${q(d)}`]),
    ...hidden.filter((h) => existsSync(h)).map((h) => `mount --bind -o ro ${q(empty)} ${q(h)}`),
  ].join(" && ");
}

/**
 * The node flags the image starts with (the Dockerfile's CMD, between `node` and `build/start.js`):
 * the V8 heap limits every worker inherits (README "Memory").
 */
const imageFlags: string[] = (() => {
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, "Dockerfile"), "utf8"))![1]!) as string[];
  return cmd.slice(1, -1);
})();

/** Starts `node <the image's flags> $BUILD_DIR/start.js` (two workers), read-only where it can be; the data folder is `dataDir`. */
function spawnBuilt(env: Record<string, string>, readOnly: string[] = []) {
  const nodeEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "integration-test-session-secret",
    MARKETPLACE_API_URL: "",
    MARKETPLACE_DEMO: "on",
    MARKETPLACE_DEV_CALLS: "off",
    TMPDIR: path.join(scratch, "no-such-tmp"), // nothing may need a temporary folder
    NODE_OPTIONS: "",
    WEB_CONCURRENCY: "2",
    ...env,
  };
  const node = `exec ${q(process.execPath)} ${imageFlags.join(" ")} ${q(startJs)}`;
  const hidden = ["tsx", "typescript"].map((p) => path.join(root, "node_modules", p));
  const child: ChildProcess =
    canUnshare && readOnly.length
      ? spawn("unshare", ["--mount", "sh", "-c", `${readOnlyScript(readOnly, hidden)} && ${node}`], {
          cwd: root,
          env: nodeEnv,
          stdio: ["ignore", "pipe", "pipe"],
        })
      : spawn(process.execPath, [...imageFlags, startJs], {
          cwd: root,
          env: nodeEnv,
          stdio: ["ignore", "pipe", "pipe"],
        });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, exited, output: () => output };
}

describe("the built server", () => {
  it("starts with the same node flags under `npm start` as in the image", () => {
    const start = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } })
      .scripts.start;
    expect(start).toContain(`node ${imageFlags.join(" ")} `);
  });

  it("runs as plain JavaScript, read-only but for its data folder, and serves the app", async () => {
    expect(existsSync(startJs), `run \`npm run build\` first (${buildDir}/start.js)`).toBe(true);
    const port = await freePort();
    const dataDir = path.join(scratch, "data");
    const run = spawnBuilt({ PORT: String(port), MARKETPLACE_DATA_DIR: dataDir }, [root, os.tmpdir()]);
    try {
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 45_000;
      for (;;) {
        if (run.child.exitCode !== null) throw new Error(`server exited:\n${run.output()}`);
        const ok = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`server did not start:\n${run.output()}`);
        await new Promise((r) => setTimeout(r, 150));
      }
      // no tsx, no TypeScript loader, no npm: node runs start.js, whose two workers run server.js
      const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      expect(cmdline(run.child.pid!).join(" ")).not.toMatch(/tsx|\.ts\b|npm/);
      expect(cmdline(run.child.pid!).at(-2)).toBe(startJs);
      const workers = readFileSync(`/proc/${run.child.pid}/task/${run.child.pid}/children`, "utf8").trim().split(/\s+/);
      // each worker with the image's heap limits (cluster hands the primary's flags on)
      expect(imageFlags).toEqual(expect.arrayContaining(["--max-old-space-size=256"]));
      expect(workers.map((pid) => cmdline(Number(pid)))).toEqual([
        [process.execPath, ...imageFlags, serverJs, ""],
        [process.execPath, ...imageFlags, serverJs, ""],
      ]);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect((await fetch(`${url}/login`)).status).toBe(200);
      // a login (a session written to the database in the data folder) lands on the app's pages
      const b = new Browserless(url);
      const home = await b.login("supplier@demo.vn", "Demo@12345");
      expect(home.status).toBe(200);
      expect(home.url).not.toMatch(/^\/login/);
      expect(visibleText((await b.get("/tour/bookings")).html)).toContain("TOUR-");
      expect(existsSync(path.join(dataDir, "marketplace.db"))).toBe(true);
      expect(run.output()).not.toMatch(/EROFS|ENOENT|ERR_|SqliteError/);
      // the start log says where the count came from (README "Workers")
      expect(run.output()).toContain("[primary] 2 workers (WEB_CONCURRENCY=2), once the database is prepared");
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
    }
  });

  it("stops with one paragraph naming the data folder, the user and the fix when it cannot write there", async () => {
    // tests run as root, who may write anywhere: a folder under a regular file can never be made
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    const run = spawnBuilt({ PORT: String(await freePort()), MARKETPLACE_DATA_DIR: dataDir });
    const code = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r("still running"), 30_000))]);
    if (code === "still running") run.child.kill("SIGKILL");
    expect(code).toBe(1);
    const out = run.output().trim();
    expect(out).toContain(`Cannot write the data folder ${dataDir} (MARKETPLACE_DATA_DIR)`);
    expect(out).toMatch(/this server runs as uid \d+/);
    expect(out).toContain("chown -R");
    expect(out).not.toMatch(/SqliteError|\n\s+at /); // no stack trace
    // one paragraph, beside the start's own timestamped log lines
    expect(out.split("\n").filter((line) => !/^\d{4}-\d\d-\d\dT/.test(line))).toEqual([
      expect.stringMatching(/^Cannot write the data folder/),
    ]);
  });

  it("in the image, says that a data folder other than its volume (.env.example's ./data) is a variable to drop", async () => {
    const file = path.join(scratch, "a-file-too");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    const run = spawnBuilt({
      PORT: String(await freePort()),
      IMAGE_DATA_DIR: path.join(scratch, "volume"),
      MARKETPLACE_DATA_DIR: dataDir,
    });
    const code = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r("still running"), 30_000))]);
    if (code === "still running") run.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(run.output()).toContain(`Cannot write the data folder ${dataDir} (MARKETPLACE_DATA_DIR)`);
    expect(run.output()).toContain(`The image sets ${path.join(scratch, "volume")}; drop this variable.`);
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it("as the image starts it (TRUST_PROXY_REQUIRED=on), refuses to start until TRUST_PROXY names the proxy", async () => {
    const run = spawnBuilt({
      PORT: String(await freePort()),
      MARKETPLACE_DATA_DIR: path.join(scratch, "data-trust"),
      TRUST_PROXY_REQUIRED: "on",
      TRUST_PROXY: "",
    });
    const code = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r("still running"), 30_000))]);
    if (code === "still running") run.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(run.output()).toContain("TRUST_PROXY: must be set in this container");
    expect(run.output()).toContain("TRUST_PROXY=gateway");
    expect(run.output()).not.toMatch(/\n\s+at /);
    // named: it starts
    const port = await freePort();
    const named = spawnBuilt({
      PORT: String(port),
      MARKETPLACE_DATA_DIR: path.join(scratch, "data-trust"),
      TRUST_PROXY_REQUIRED: "on",
      TRUST_PROXY: "gateway",
    });
    try {
      for (let i = 0; i < 200; i++) {
        if (named.child.exitCode !== null) break;
        if (
          await fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 150));
      }
      expect(named.output()).toMatch(/forwarded headers believed from: \d+\.\d+\.\d+\.\d+/);
    } finally {
      named.child.kill("SIGTERM");
      await named.exited;
    }
  });

  it.skipIf(!canUnshare)("says the same of a data folder on a read-only mount", async () => {
    const dataDir = path.join(scratch, "read-only-data");
    mkdirSync(dataDir, { recursive: true });
    const run = spawnBuilt({ PORT: String(await freePort()), MARKETPLACE_DATA_DIR: dataDir }, [dataDir]);
    const code = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r("still running"), 30_000))]);
    if (code === "still running") run.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(run.output()).toContain(
      `Cannot write the data folder ${dataDir} (MARKETPLACE_DATA_DIR): it is on a read-only file system`,
    );
    expect(run.output()).not.toMatch(/SqliteError|\n\s+at /);
  });
});
