// The production entry (`npm start`, the container): WEB_CONCURRENCY workers, one per core by
// default (README "Workers"), each running server.ts; with one, server.ts runs in this process.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { parseEnv, type WorkersFrom } from "./app/lib/env.server.js";
import { runPrimary } from "./app/lib/workers.server.js";

// the server beside this file: built JavaScript (npm run build) or, under tsx, the TypeScript
const server = new URL(import.meta.url.endsWith(".ts") ? "./server.ts" : "./server.js", import.meta.url);

try {
  process.loadEnvFile(); // a .env file fills what the environment leaves unset (as server.ts reads it)
} catch {
  /* no .env */
}
let workers = 1;
let from: WorkersFrom = { by: "WEB_CONCURRENCY" };
try {
  ({ workers, workersFrom: from } = parseEnv());
} catch {
  /* server.ts says what is wrong, in one process */
}
if (workers <= 1 || !cluster.isPrimary) {
  await import(server.href);
} else {
  await runPrimary({
    exec: fileURLToPath(server),
    workers,
    from,
    log: (line) => console.log(`${new Date().toISOString()} [primary] ${line}`),
  });
}
