// Starts the real production server (built app + embedded marketplace) on a free port with a
// fresh SQLite database in a temporary folder. Used by the integration and browser tests. The app
// calls an embedded marketplace in-process; `remoteMarketplace` runs the marketplace in a second
// server process and points the app at it by MARKETPLACE_API_URL, so the real HTTP path is covered too.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export type RunningServer = {
  url: string;
  /** The origin that serves the marketplace's /api/v1: `url` itself unless remote. */
  marketplaceUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  logs: () => string;
  /** The process's exit code once it has ended (after `stop`, 0 when it drained cleanly), else null. */
  exitCode: () => number | null;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type ServerOptions = {
  /**
   * Run the production server's built JavaScript ($BUILD_DIR/server.js, `npm run build`) instead
   * of server.ts through tsx.
   */
  built?: boolean;
  /**
   * Run it as `npm start` and the image do, with this many workers: the built entry
   * ($BUILD_DIR/start.js) with WEB_CONCURRENCY; `pid` is then the primary's.
   */
  workers?: number;
};

export async function startServer(
  env: Record<string, string> = {},
  { built = false, workers }: ServerOptions = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, "../..");
  const buildDir = process.env.BUILD_DIR || "build";
  if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
    throw new Error(
      `No production build in ${buildDir}/: run \`npm run build\` first (npm test builds into build-test/).`,
    );
  }
  const entry = workers ? "start.js" : "server.js";
  if ((built || workers) && !existsSync(path.join(root, buildDir, entry))) {
    throw new Error(`No built server in ${buildDir}/${entry}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "backoffice-test-"));
  let output = "";
  const args = built || workers ? [path.join(buildDir, entry)] : ["--import", "tsx", "server.ts"];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      MARKETPLACE_DATA_DIR: dataDir,
      MARKETPLACE_DEV_CALLS: "on",
      MARKETPLACE_DEMO: "on", // the demo accounts and data the tests log in with
      SESSION_SECRET: "integration-test-session-secret",
      MARKETPLACE_API_URL: "",
      WEB_CONCURRENCY: String(workers ?? 1),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    marketplaceUrl: env.MARKETPLACE_API_URL ? new URL(env.MARKETPLACE_API_URL).origin : url,
    port,
    pid: child.pid!,
    dataDir,
    logs: () => output,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app in one process, the marketplace (with its data) in another, reached over HTTP. */
export async function startServerWithRemoteMarketplace(env: Record<string, string> = {}): Promise<RunningServer> {
  const marketplace = await startServer(env);
  try {
    const app = await startServer({ ...env, MARKETPLACE_API_URL: `${marketplace.url}/api/v1` });
    return {
      ...app,
      dataDir: marketplace.dataDir,
      logs: () => `${app.logs()}\n--- marketplace ---\n${marketplace.logs()}`,
      async stop() {
        await app.stop();
        await marketplace.stop();
      },
    };
  } catch (err) {
    await marketplace.stop();
    throw err;
  }
}

/** One server for the whole test file: started before its first test, stopped after its last. */
export function serverForThisFile(
  env: Record<string, string> = {},
  { remoteMarketplace = false, ...options }: { remoteMarketplace?: boolean } & ServerOptions = {},
): RunningServer {
  const server = {} as RunningServer;
  beforeAll(async () => {
    Object.assign(
      server,
      await (remoteMarketplace ? startServerWithRemoteMarketplace(env) : startServer(env, options)),
    );
  });
  afterAll(async () => {
    await server.stop?.();
  });
  return server;
}
