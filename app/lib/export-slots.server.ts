// How many long exports (the bookings CSV) a supplier runs at once: at most EXPORTS_PER_SUPPLIER,
// counted across the server's workers. A worker asks the primary process of node:cluster
// (workers.server.ts answers with `answerExportSlots`), which holds the one count and gives back the
// places of a worker that dies. Alone (one process, development, the tests) the process counts for
// itself; so does a worker whose primary does not answer within a second.
import cluster, { type Worker } from "node:cluster";

const KIND = "export-slot";
type Ask = { kind: typeof KIND; op: "take" | "give"; key: string; id: number; limit: number };
type Answer = { kind: typeof KIND; id: number; granted: boolean };

/** The places taken per supplier, each by its holder (a worker and its request number). */
class Places {
  private held = new Map<string, Set<string>>();
  take(key: string, holder: string, limit: number) {
    const set = this.held.get(key) ?? new Set<string>();
    if (set.size >= limit) return false;
    set.add(holder);
    this.held.set(key, set);
    return true;
  }
  give(key: string, holder: string) {
    const set = this.held.get(key);
    set?.delete(holder);
    if (set && !set.size) this.held.delete(key);
  }
  /** Every place of holders whose name starts with `prefix` (a worker that exited). */
  giveAll(prefix: string) {
    for (const [key, set] of this.held) for (const holder of set) if (holder.startsWith(prefix)) this.give(key, holder);
  }
}

const isAsk = (m: unknown): m is Ask =>
  !!m &&
  typeof m === "object" &&
  (m as Ask).kind === KIND &&
  typeof (m as Ask).key === "string" &&
  typeof (m as Ask).id === "number" &&
  typeof (m as Ask).limit === "number";

// ------------------------------------------------------------------ the primary's side

const primaryPlaces = new Places();

/** The primary's answer to a worker's message (a message of another kind is left alone). */
export function answerExportSlots(worker: Worker, message: unknown) {
  if (!isAsk(message)) return;
  const holder = `${worker.id}:${message.id}`;
  if (message.op === "give") return void primaryPlaces.give(message.key, holder);
  const granted = primaryPlaces.take(message.key, holder, message.limit);
  worker.send({ kind: KIND, id: message.id, granted } satisfies Answer);
}

/** A worker that exited holds nothing any more. */
export const releaseWorkerExports = (worker: Worker) => primaryPlaces.giveAll(`${worker.id}:`);

// ------------------------------------------------------------------ a worker's (or a lone process's) side

const localPlaces = new Places();
let asked = 0;
const waiting = new Map<number, (granted: boolean) => void>();
let listening = false;

function askPrimary(key: string, id: number, limit: number): Promise<boolean | null> {
  if (!listening) {
    listening = true;
    process.on("message", (m: unknown) => {
      const answer = m as Answer;
      if (answer?.kind === KIND) waiting.get(answer.id)?.(answer.granted);
    });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, 1000);
    waiting.set(id, (granted) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(granted);
    });
    process.send!({ kind: KIND, op: "take", key, id, limit } satisfies Ask);
  });
}

/**
 * Takes one of `key`'s places (a supplier's): the function that gives it back (once, whatever calls
 * it more), or null when `limit` are taken.
 */
export async function takeExportSlot(key: string, limit: number): Promise<(() => void) | null> {
  const id = ++asked;
  const inCluster = cluster.isWorker && typeof process.send === "function";
  const granted = inCluster ? await askPrimary(key, id, limit) : null;
  if (granted === false) return null;
  const viaPrimary = granted === true;
  if (!viaPrimary && !localPlaces.take(key, String(id), limit)) return null;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    if (viaPrimary) process.send?.({ kind: KIND, op: "give", key, id, limit } satisfies Ask);
    else localPlaces.give(key, String(id));
  };
}
