// Serving on every core (README "Workers"): the primary process of node:cluster prepares the
// embedded marketplace's database once — a first child migrates and seeds it, then exits — and
// only then forks the workers, so they never race each other at it. The workers share the port
// (the primary accepts the connections and hands them out in turn) and each serves everything:
// pages and the marketplace's /api/v1, on the one SQLite file (WAL, BEGIN IMMEDIATE).
// SIGTERM (or SIGINT) to the primary drains every worker (server.ts shutdown) and exits when all
// are done; a worker that dies unexpectedly is replaced after a delay that grows while it keeps
// dying, so a broken worker is not forked in a loop.
import cluster, { type Worker } from "node:cluster";
import { answerExportSlots, releaseWorkerExports } from "./export-slots.server";
import type { WorkersFrom } from "./env.server.js";

/** What a cluster child is for: the one preparing run, or serving. */
export type WorkerRole = "prepare" | "serve";
const ROLE = "BACKOFFICE_WORKER_ROLE";

/** This process's part: null when it serves alone (WEB_CONCURRENCY=1, development, the tests). */
export function workerRole(): WorkerRole | null {
  if (!cluster.isWorker) return null;
  const role = process.env[ROLE];
  return role === "prepare" || role === "serve" ? role : null;
}

/** How a worker's lines are told apart in the log. */
export const workerTag = () => (workerRole() === "serve" ? `[worker ${cluster.worker!.id}] ` : "");

/** A crash this long after the previous one starts the count again. */
const CRASH_WINDOW_MS = 60_000;
const MAX_DELAY_MS = 30_000;

/** The wait before replacing the n-th worker that died within a minute of the last: 1 s, 2 s, 4 s … 30 s. */
export const restartDelay = (crashes: number) => Math.min(1000 * 2 ** Math.max(crashes - 1, 0), MAX_DELAY_MS);

/**
 * The start log's count of workers and where it came from: WEB_CONCURRENCY, or one per core, the
 * cores being those the machine gives or fewer under a container's CPU quota (README "Workers").
 */
export function workersNote(workers: number, from: WorkersFrom) {
  const count = `${workers} worker${workers === 1 ? "" : "s"}`;
  if (from.by === "WEB_CONCURRENCY") return `${count} (WEB_CONCURRENCY=${workers})`;
  if (from.by === "development") return `${count} (development runs one)`;
  const cores =
    from.quota !== null && from.quota < from.cpus
      ? `the CPU quota allows ${from.count} of the ${from.cpus} cores`
      : `${from.count} core${from.count === 1 ? "" : "s"} available`;
  return `${count} (one per core: ${cores}; WEB_CONCURRENCY unset)`;
}

export type PrimaryOptions = {
  /** the server's module, run by every child */
  exec: string;
  workers: number;
  /** where `workers` came from, said in the start log */
  from: WorkersFrom;
  log: (line: string) => void;
  /** how long the workers get to drain after SIGTERM before they are killed (each forces its own stop at 10 s) */
  drainMs?: number;
};

export async function runPrimary({ exec, workers, from, log, drainMs = 15_000 }: PrimaryOptions) {
  cluster.setupPrimary({ exec });
  let stopping = false;
  let failed = false;
  const pending = new Set<NodeJS.Timeout>();
  // the children not yet exited (cluster.workers keeps one until its channel has closed too)
  const live = new Set<Worker>();
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    log(`${signal}: draining ${live.size} worker${live.size === 1 ? "" : "s"}`);
    if (!live.size) process.exit(failed ? 1 : 0);
    for (const w of live) w.process.kill("SIGTERM");
    setTimeout(() => {
      log(`workers still running after ${drainMs / 1000}s: killed`);
      for (const w of live) w.process.kill("SIGKILL");
      process.exit(1);
    }, drainMs).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  // a terminal's Ctrl-C reaches the workers too: they drain themselves, the primary waits for them
  process.on("SIGINT", () => stop("SIGINT"));

  // 1. the database, migrated and seeded by one process (its start-up lines are the log's)
  log(`${workersNote(workers, from)}, once the database is prepared`);
  const prepared = await new Promise<number>((resolve) => {
    const child = cluster.fork({ [ROLE]: "prepare" });
    live.add(child);
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
  if (stopping) process.exit(0); // stopped while preparing: nothing was serving yet
  if (prepared !== 0) {
    log(`the start was refused (above): no worker started`);
    process.exit(prepared);
  }

  // 2. the workers
  let everListening = false;
  let crashes = 0;
  let lastCrash = 0;
  const fork = () => {
    const worker = cluster.fork({ [ROLE]: "serve" });
    live.add(worker);
    let listening = false;
    worker.once("listening", () => {
      listening = everListening = true;
    });
    // the count of long exports per supplier is the primary's, for every worker (export-slots.server.ts)
    worker.on("message", (message: unknown) => answerExportSlots(worker, message));
    worker.once("exit", (code, signal) => {
      live.delete(worker);
      releaseWorkerExports(worker);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (stopping) {
        if (code !== 0) failed = true;
        if (live.size === 0) {
          log("stopped");
          process.exit(failed ? 1 : 0);
        }
        return;
      }
      // a worker that cannot even start (its port taken, the build missing) is no crash to retry
      if (!listening && !everListening) {
        log(`worker ${worker.id} could not start (${how}): stopping`);
        failed = true;
        return stop("start failed");
      }
      const now = Date.now();
      crashes = now - lastCrash < CRASH_WINDOW_MS ? crashes + 1 : 1;
      lastCrash = now;
      const delay = restartDelay(crashes);
      log(`worker ${worker.id} (pid ${worker.process.pid}) died (${how}); replaced in ${delay / 1000}s`);
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!stopping) fork();
      }, delay);
      pending.add(timer);
    });
  };
  for (let i = 0; i < workers; i++) fork();
}
