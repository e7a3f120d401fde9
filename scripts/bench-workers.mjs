// The "workers" section of `npm run bench`: the server as `npm start` runs it ($BUILD_DIR/start.js)
// on the bench's scaled database, once with one worker and once with all of them
// (WEB_CONCURRENCY), in the same run: throughput of one page at CONNECTIONS connections, the ratio
// of the two, and each worker's resident memory idle (started, nothing asked yet), warmed up and
// after the load. The load comes from wrk when it is installed (C, a small share of the cores the
// server also needs), else from this process's own closed loop.
import { execSync, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TICK_MS = 1000 / Number(execSync("getconf CLK_TCK").toString().trim() || 100);

/** CPU time (user + system) of these processes so far, in ms. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

/** Resident memory of a process in MB (/proc). */
export function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
  } catch {
    return NaN;
  }
}
/** The processes serving: the primary's children (cluster workers), or the process itself when alone. */
function servingPids(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return children ? children.split(/\s+/).map(Number) : [pid];
}

/** The node flags production starts with (the Dockerfile's CMD, the same as `npm start`'s): the V8 heap limits. */
const PRODUCTION_FLAGS = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync("Dockerfile", "utf8"))[1]).slice(1, -1);

export async function startServer({ buildDir, port, dataDir, workers, env }) {
  const child = spawn(process.execPath, [...PRODUCTION_FLAGS, `${buildDir}/start.js`], {
    env: {
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      ...env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      MARKETPLACE_DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(workers),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let listening = 0;
  child.stdout.on("data", (d) => (listening += (String(d).match(/listening on/g) ?? []).length));
  for (let i = 0; listening < workers; i++) {
    if (child.exitCode !== null || i > 300) throw new Error(`start.js with ${workers} workers did not start`);
    await sleep(100);
  }
  return {
    pids: () => servingPids(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/** wrk's closed loop: requests/s, p90, p99 and errors (non-2xx and socket errors). */
function wrk(url, headers, connections, seconds) {
  return new Promise((resolve) => {
    // a slow answer on a busy machine is counted late, not as an error (wrk's own limit is 2 s)
    const args = [
      `-t${Math.min(2, connections)}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      "--latency",
    ];
    for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
    const run = spawn("wrk", [...args, url]);
    let out = "";
    run.stdout.on("data", (d) => (out += d));
    run.on("exit", () => {
      const num = (re) => Number(re.exec(out)?.[1] ?? 0);
      const ms = (re) => {
        const m = re.exec(out);
        return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : NaN;
      };
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        rps: num(/Requests\/sec:\s+([\d.]+)/),
        requests: num(/(\d+) requests in/),
        p90: ms(/^\s+90%\s+([\d.]+)(us|ms|s)/m), // wrk prints 50/75/90/99
        p99: ms(/^\s+99%\s+([\d.]+)(us|ms|s)/m),
        errors:
          num(/Non-2xx or 3xx responses: (\d+)/) + (socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0),
      });
    });
  });
}

/** The same closed loop from this process, when wrk is not installed. */
async function nodeLoop(url, headers, connections, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - t);
            resolve();
          });
        })
        .on("error", () => {
          errors++;
          resolve();
        });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    rps: latencies.length / ((Date.now() - started) / 1000),
    requests: latencies.length,
    p90: at(0.9),
    p99: at(0.99),
    errors,
  };
}

/**
 * Measures `pathname` with one worker, then with `workers`, each started fresh on `dataDir` (the
 * bench's scaled database; the bench's own server must be stopped first).
 */
export async function measureWorkers({
  buildDir,
  port,
  dataDir,
  env,
  pathname,
  headers,
  connections,
  seconds,
  workers,
}) {
  const url = `http://127.0.0.1:${port}${pathname}`;
  const rows = [];
  for (const n of [1, workers]) {
    const server = await startServer({ buildDir, port, dataDir, workers: n, env });
    await sleep(1000); // settled
    const idle = server.pids().map(rssMb);
    // warm-up: the first requests compile and fill caches, on every worker
    await nodeLoop(url, headers, connections, 2);
    const warm = server.pids().map(rssMb);
    const cpu0 = cpuMs(server.pids());
    const load = await (hasWrk ? wrk : nodeLoop)(url, headers, connections, seconds);
    const cpu = (cpuMs(server.pids()) - cpu0) / Math.max(1, load.requests);
    const after = server.pids().map(rssMb);
    await server.stop();
    rows.push({ workers: n, idle, warm, after, cpu, ...load });
  }
  return rows;
}

export function printWorkers(rows, { pathname, connections, seconds }) {
  const f0 = (n) => n.toFixed(0);
  const mb = (list) => list.map(f0).join(" / ");
  console.log(
    `\n### Workers: ${pathname}, ${connections} connections × ${seconds} s (${hasWrk ? "wrk" : "node closed loop: install wrk for a lighter load generator"})\n`,
  );
  console.log(
    "| workers | req/s | p90 ms | p99 ms | errors | CPU ms/req (all workers) | RSS MB per worker: idle | warmed up | after load |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows)
    console.log(
      `| ${r.workers} | ${f0(r.rps)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.cpu.toFixed(1)} | ${mb(r.idle)} | ${mb(r.warm)} | ${mb(r.after)} |`,
    );
  const [one, all] = rows;
  console.log(
    `\nall workers / one worker: ${(all.rps / one.rps).toFixed(2)}× (target ≥ 1.5×, ≥ 160 req/s); RSS per worker target ≤ 150 MB idle, ≤ 250 MB after load`,
  );
}
