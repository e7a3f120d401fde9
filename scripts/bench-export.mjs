// The "export" section of `npm run bench`: the bookings CSV of a supplier with BENCH_EXPORT_BOOKINGS
// (100,000) bookings, on the production server (`npm start`'s start.js, BENCH_EXPORT_WORKERS workers,
// default 1: the exports and the health checks then share one event loop, the hardest case) on a
// fresh database of its own, scaled by dev/scale. It measures:
// - one export alone: its time, its rows and bytes, the serving process's resident memory before,
//   at its peak and after (sampled every 25 ms): flat memory is a peak that does not grow with the rows;
// - two exports at once with /healthz asked every 50 ms on schedule (latency counted from the
//   scheduled time, so a blocked event loop cannot hide): its max and p95, the exports' times and
//   the memory peak; and what a third export of the same supplier answers meanwhile.
// A measurement, not a test: it prints a table and never fails on the targets.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { rssMb, sleep, startServer } from "./bench-workers.mjs";

const BOOKINGS = Number(process.env.BENCH_EXPORT_BOOKINGS ?? 100_000);
const EXPORT_WORKERS = Number(process.env.BENCH_EXPORT_WORKERS ?? 1);
/** The targets: /healthz within 200 ms while two exports run. */
const TARGET_HEALTH_MS = 200;

function request(base, pathname, { method = "GET", headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** An export read to its end as it streams: rows counted, nothing kept. */
function exportOnce(base, cookie) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(`${base}/tour/bookings.csv`, { headers: { Cookie: cookie } }, (res) => {
      let bytes = 0;
      let lines = 0;
      let head = "";
      const answered = performance.now() - started;
      res.on("data", (c) => {
        bytes += c.length;
        if (head.length < 400) head += c.toString("utf8");
        for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) lines++;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          rows: Math.max(0, lines - 1),
          bytes,
          head,
          firstByteMs: answered,
          ms: performance.now() - started,
        }),
      );
      res.on("error", () => resolve({ status: 0, rows: 0, bytes, head, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, rows: 0, bytes: 0, head: "", ms: performance.now() - started }));
  });
}

/** The serving processes' resident memory sampled every 25 ms until `stop()`: before, peak, last. */
function sampleRss(pids) {
  const sum = () => pids().reduce((a, pid) => a + rssMb(pid), 0);
  const before = sum();
  let peak = before;
  let last = before;
  const timer = setInterval(() => {
    last = sum();
    peak = Math.max(peak, last);
  }, 25);
  return {
    stop: () => {
      clearInterval(timer);
      return { before, peak, after: sum() };
    },
  };
}

/** /healthz every 50 ms on schedule while `running()`, latency from each scheduled time. */
async function healthWhile(base, running) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies = [];
  const pending = [];
  const started = performance.now();
  for (let i = 0; running() || i < 10; i++) {
    const due = started + i * 50;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(request(base, "/healthz", { agent }).then(() => latencies.push(performance.now() - due)));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { count: latencies.length, p50: at(0.5), p95: at(0.95), max: latencies.at(-1) ?? NaN };
}

async function login(base) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }).toString(),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function measureExport({ buildDir, port, env }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "backoffice-bench-export-"));
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ buildDir, port, dataDir, workers: EXPORT_WORKERS, env });
  try {
    const scaled = await (
      await fetch(`${base}/api/v1/dev/scale`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-App-Id": "supplier-backoffice" },
        body: JSON.stringify({ agency: "supplier@demo.vn", tours: 200, bookings: BOOKINGS }),
      })
    ).json();
    if (scaled.code !== 200) throw new Error(`dev/scale: ${JSON.stringify(scaled)}`);
    const cookie = await login(base);
    // warm-up: a first export compiles and fills caches
    await exportOnce(base, cookie);
    await sleep(500);

    const rssOne = sampleRss(server.pids);
    const one = await exportOnce(base, cookie);
    const memOne = rssOne.stop();

    let done = 0;
    const rssTwo = sampleRss(server.pids);
    const health = healthWhile(base, () => done < 2);
    const two = [exportOnce(base, cookie), exportOnce(base, cookie)].map((p) => p.then((r) => (done++, r)));
    // a third one while both run (they hold their places until their last row)
    await sleep(300);
    const third = await request(base, "/tour/bookings.csv", { headers: { Cookie: cookie } });
    const [a, b] = await Promise.all(two);
    const memTwo = rssTwo.stop();
    const h = await health;
    return { scaled: scaled.data, one, memOne, two: [a, b], memTwo, health: h, third };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printExport(r) {
  const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : "–");
  const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `\n### Export: /tour/bookings.csv of ${r.scaled.bookings} scaled bookings (${r.one.rows} rows), ${EXPORT_WORKERS} worker${EXPORT_WORKERS === 1 ? "" : "s"}\n`,
  );
  console.log("| run | status | rows | MB | first byte ms | time s | RSS MB before | peak | after |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  const row = (label, e, m) =>
    console.log(
      `| ${label} | ${e.status} | ${e.rows} | ${mb(e.bytes)} | ${f0(e.firstByteMs)} | ${f1(e.ms / 1000)} | ${m ? `${f0(m.before)} | ${f0(m.peak)} | ${f0(m.after)}` : "| |"} |`,
    );
  row("one export alone", r.one, r.memOne);
  row("two at once: first", r.two[0], r.memTwo);
  row("two at once: second", r.two[1]);
  const h = r.health;
  console.log(
    `\n/healthz every 50 ms while two exports run: ${h.count} answers, p50 ${f1(h.p50)} ms, p95 ${f1(h.p95)} ms, max ${f1(h.max)} ms (target ≤ ${TARGET_HEALTH_MS} ms: ${h.max <= TARGET_HEALTH_MS ? "met" : "NOT met"})`,
  );
  const text = r.third.body.toString("utf8");
  const said = /<h1>([^<]*)<\/h1>/.exec(text)?.[1] ?? text.slice(0, 80).replace(/\s+/g, " ");
  console.log(`a third export of the same supplier meanwhile: ${r.third.status} (${said})`);
}
