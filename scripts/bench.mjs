#!/usr/bin/env node
// `npm run bench`: what a page costs the server, against the production build on a fresh embedded
// marketplace scaled to 10,000 bookings and 1,000 tours (POST dev/scale).
// Per route, measured in one run beside a floor route (/bench-floor: the same root and server
// stack, no data), so every figure is also a ratio to the floor and survives a noisy machine:
// - closed loop: CONNECTIONS keep-alive connections as fast as they go for DURATION seconds
//   (saturation): req/s, p50/p95/p99, errors, and server CPU ms per request (the server
//   process's user+system time from /proc over the requests it served);
// - open loop: a fixed offered RATE (requests/s, on schedule whatever the answers do), latency
//   counted from the scheduled time so a slow answer cannot hide the queue behind it;
// - the HTML's gzipped size on the wire and the gzipped JavaScript a first visit loads.
// A measurement, not a test: it prints markdown tables and the targets, and never fails on them.
// - workers: /tour/bookings with one worker and with all of them (`npm start`'s start.js), the
//   ratio, and each worker's memory (scripts/bench-workers.mjs).
// BENCH_MODE=closed|open|both (both) or workers (that section alone), BENCH_CONNECTIONS (20),
// BENCH_SECONDS (10), BENCH_RATE (50), BENCH_ONLY, BENCH_WORKERS (the cores), BUILD_DIR (build).
import { spawn, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { measureWorkers, printWorkers } from "./bench-workers.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.BENCH_RATE ?? 50);
const MODE = process.env.BENCH_MODE ?? "both";
// BENCH_ONLY=text: only the routes whose label holds it (and the floor), for one page's figures
const ONLY = process.env.BENCH_ONLY ?? "";
// The performance targets: CPU per request ≤ 2× the floor, ≥ 150 req/s at 20 connections with no error,
// open-loop p95 ≤ 50 ms at 50 req/s, a list page's HTML ≤ 12 KB gzipped, first-load JS ≤ 120 KB
const TARGETS = { cpuRatio: 2, rps: 150, openP95: 50, htmlKb: 12, js: 120 };
const TICK_MS = 1000 / Number(execSync("getconf CLK_TCK").toString().trim() || 100);
const BUILD = process.env.BUILD_DIR || "build";
const WORKERS = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());

if (!existsSync(`${BUILD}/start.js`) || process.env.BENCH_BUILD !== "skip") {
  console.log("building (npm run build)…");
  execSync("npm run build", { stdio: "ignore", env: { ...process.env, BUILD_DIR: BUILD } });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "backoffice-bench-"));
const serverEnv = {
  ...process.env,
  BUILD_DIR: BUILD,
  NODE_ENV: "production",
  PORT: String(PORT),
  MARKETPLACE_DATA_DIR: dataDir,
  MARKETPLACE_DEV_CALLS: "on",
  MARKETPLACE_DEMO: "on",
  MARKETPLACE_API_URL: "",
  BENCH_FLOOR: "on",
  SESSION_SECRET: "bench-session-secret-0123456789",
};
// the production server as production runs it, the built JavaScript, in one process: the CPU per
// request is this process's (the workers section runs `npm start`'s start.js)
const server = spawn(process.execPath, [`${BUILD}/server.js`], {
  env: serverEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(pathname, headers = {}, via = agent) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(`${BASE}${pathname}`, { agent: via, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on("error", () =>
      resolve({ status: 0, headers: {}, body: Buffer.alloc(0), ms: Number(process.hrtime.bigint() - started) / 1e6 }),
    );
    req.end();
  });
}
async function call(method, pathname, body, extra = {}) {
  const res = await fetch(`${BASE}${pathname}`, {
    method,
    redirect: "manual",
    headers: {
      "X-App-Id": "supplier-backoffice",
      ...(body
        ? { "Content-Type": typeof body === "string" ? "application/x-www-form-urlencoded" : "application/json" }
        : {}),
      ...extra,
    },
    body: typeof body === "string" ? body : body ? JSON.stringify(body) : undefined,
  });
  return res;
}

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/healthz`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 100) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 300));
}

console.log("scaling the demo supplier (dev/scale: 1,000 tours, 10,000 bookings)…");
const scaled = await (
  await call("POST", "/api/v1/dev/scale", { agency: "supplier@demo.vn", tours: 1000, bookings: 10000 })
).json();
if (scaled.code !== 200) throw new Error(`dev/scale: ${JSON.stringify(scaled)}`);

// a logged-in supplier: the login form's session cookie
const login = await call(
  "POST",
  "/login",
  new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }).toString(),
  { Origin: BASE },
);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const token = (
  await (
    await call("POST", "/api/v1/auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    })
  ).json()
).data.token.accessToken;
const first = await (
  await call("GET", "/api/v1/order?perPage=1", undefined, { Authorization: `Bearer ${token}` })
).json();
const total = first.data.total;
const middle = Math.ceil(total / 10 / 2);
const some = await (
  await call("GET", `/api/v1/order?perPage=1&page=${Math.floor(total / 3)}`, undefined, {
    Authorization: `Bearer ${token}`,
  })
).json();
const uid = some.data.docs[0].uid;
const tours = await (
  await call("GET", "/api/v1/tour/tour?perPage=1", undefined, { Authorization: `Bearer ${token}` })
).json();
const tourId = tours.data.docs[0]._id;

// The cabin calendar month page of a cabin with 365 scheduled days (four ranges of ≤ 100 days)
const bearer = { Authorization: `Bearer ${token}` };
const api = async (method, pathname, body) => (await call(method, `/api/v1/${pathname}`, body, bearer)).json();
// a seeded cruise: the first with cabin types (dev/scale's cruises have none)
let cruise;
let cruiseDetail;
for (const c of (await api("GET", "tour/tour?perPage=-1&type=cruise")).data.docs) {
  const detail = (await api("GET", `tour/tour/${c._id}`)).data;
  if (detail.cabins?.length) {
    [cruise, cruiseDetail] = [c, detail];
    break;
  }
}
if (!cruise) throw new Error("no cruise with cabin types");
const seededCabin = cruiseDetail.cabins[0];
const benchCabin = (
  await api("POST", "cruise/cabin", {
    cruise: cruise._id,
    name: "Cabin đo tốc độ",
    translations: { en: { name: "Bench cabin" } },
    price: 2_000_000,
    num_cabin: 20,
    beds: seededCabin.beds.map((b) => ({ type: b.type, quantity: b.quantity })),
    all_board: false,
    extrabed: true,
    acreage: 20,
    is_active: true,
    facilities: seededCabin.facilities.map((f) => f._id),
    image: seededCabin.image,
  })
).data;
const dayAfter = (n) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000); // days in Vietnam (UTC+7)
  return d.toISOString().slice(0, 10);
};
for (const [from, to] of [
  [0, 99],
  [100, 199],
  [200, 299],
  [300, 364],
]) {
  const reply = await api("POST", "cruise/cabin-calendar", {
    cabin: benchCabin._id,
    prices: cruiseDetail.durations_cruise.map((nights) => ({
      nights,
      price: 2_000_000 * nights,
      extrabed_price: 500_000,
    })),
    dateStart: dayAfter(from),
    dateEnd: dayAfter(to),
    cabin_available: 20,
    exclusion_date: [],
  });
  if (reply.code !== 200) throw new Error(`cruise/cabin-calendar: ${JSON.stringify(reply)}`);
}
const calendarMonth = dayAfter(150);
const cabinPage = `/cruise/${cruise._id}/cabins?cabin=${benchCabin._id}&month=${Number(calendarMonth.slice(5, 7))}&year=${calendarMonth.slice(0, 4)}`;

const targets = [
  ["floor (bare page)", "/bench-floor"],
  ["cabin calendar month (365 days set)", cabinPage],
  [`bookings, page ${middle} of ${Math.ceil(total / 10)}`, `/tour/bookings?page=${middle}`],
  ["bookings, uid search", `/tour/bookings?uid=${encodeURIComponent(uid)}`],
  ["statistic", "/tour/statistic"],
  ["tours", "/tour"],
];

/** The server process's CPU time so far (user + system), in ms. */
function serverCpuMs() {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime (fields 14 and 15)
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (latencies, seconds, errors, cpu) => {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    cpu: cpu / Math.max(1, latencies.length),
  };
};
const headers = () => ({ Cookie: cookie, "Accept-Encoding": "gzip" });

/** Closed loop: CONNECTIONS workers, each sending its next request when the last one answers. */
async function saturate(pathname) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + DURATION * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const r = await get(pathname, headers());
      if (r.status !== 200) errors++;
      latencies.push(r.ms);
    }
  };
  const cpu0 = serverCpuMs();
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return summary(latencies, (Date.now() - started) / 1000, errors, serverCpuMs() - cpu0);
}

/** Open loop: one request every 1/RATE s on schedule; latency from the scheduled start. */
async function offer(pathname) {
  const latencies = [];
  let errors = 0;
  const count = Math.round(RATE * DURATION);
  const openAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const cpu0 = serverCpuMs();
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      get(pathname, headers(), openAgent).then((r) => {
        if (r.status !== 200) errors++;
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(pending);
  const result = summary(latencies, (performance.now() - started) / 1000, errors, serverCpuMs() - cpu0);
  openAgent.destroy();
  return result;
}

/**
 * The JavaScript a first visit loads, gzipped, measured in Chromium (playwright-core, Debian's
 * /usr/bin/chromium or CHROMIUM_PATH) from the page's own requests: what it fetches before it is
 * interactive (root marks <html data-hydrated>): the page's own namespaces only. `untilIdle` counts what loads after hydration too (the rich-text editor).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let browser;
async function firstLoadJs(pathname, untilIdle = false) {
  if (!existsSync(chromiumPath)) return { files: 0, kb: NaN };
  if (!browser) {
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ["--headless", "--no-sandbox", "--disable-gpu"],
    });
  }
  const context = await browser.newContext({ locale: "vi-VN" });
  await context.addCookies(
    cookie.split("; ").map((c) => {
      const [name, ...value] = c.split("=");
      return { name, value: value.join("="), url: BASE };
    }),
  );
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, seen) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      window.hydratedAt = performance.now();
      seen.disconnect();
      // the document, not <html>: an init script can run before <html> exists
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(`${BASE}${pathname}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // the observer's moment, else (were it missed) the moment the wait saw the mark: a little later
  const seenAt = await page.evaluate(() => window.hydratedAt ?? performance.now());
  if (untilIdle) await page.waitForLoadState("networkidle");
  const files = await page.evaluate(
    ([idle, at]) =>
      performance
        .getEntriesByType("resource")
        .filter((e) => idle || e.startTime <= at)
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith(".js")),
    [untilIdle, seenAt],
  );
  await context.close();
  let gz = 0;
  for (const f of new Set(files)) gz += gzipSync(readFileSync(path.join(BUILD, "client", f)), { level: 9 }).length;
  return { files: new Set(files).size, kb: gz / 1024 };
}

/** The workers section: this bench's server stopped, start.js with one worker, then with WORKERS, on its data. */
async function workersSection() {
  // the process that ran dev/scale (and the tables above), for comparison with a fresh worker
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"));
  const scaledRss = rss ? Number(rss[1]) / 1024 : NaN;
  await new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });
  const options = { pathname: `/tour/bookings?page=${middle}`, connections: CONNECTIONS, seconds: DURATION };
  const rows = await measureWorkers({
    ...options,
    buildDir: BUILD,
    port: PORT,
    dataDir,
    env: serverEnv,
    headers: { Cookie: cookie, "Accept-Encoding": "gzip" },
    workers: WORKERS,
  });
  printWorkers(rows, options);
  console.log(
    `the bench's own server (one process, it ran dev/scale${MODE === "workers" ? "" : " and the tables above"}): ${scaledRss.toFixed(0)} MB`,
  );
}
if (MODE === "workers") {
  await workersSection();
  process.exit(0);
}

const f1 = (n) => n.toFixed(1);
console.log(
  `\n${total} bookings; closed loop ${CONNECTIONS} connections × ${DURATION} s; open loop ${RATE} req/s × ${DURATION} s (Node ${process.version}, ${os.cpus().length} cores)\n`,
);
// warm up: the first requests compile and fill caches
if (ONLY) targets.splice(0, targets.length, ...targets.filter(([label], i) => i === 0 || label.includes(ONLY)));
for (const [, p] of targets) for (let i = 0; i < 50; i++) await get(p, headers());

const rows = [];
for (const [label, p] of targets) {
  const page = await get(p, headers());
  const row = { label, htmlKb: page.body.length / 1024, js: await firstLoadJs(p) };
  if (MODE !== "open") row.closed = await saturate(p);
  if (MODE !== "closed") row.open = await offer(p);
  rows.push(row);
  console.log(`measured ${label}`);
}
const floor = rows[0];
const ratio = (r, kind) => (r[kind] && floor[kind] ? r[kind].cpu / floor[kind].cpu : NaN);

if (MODE !== "open") {
  console.log(`\n### Closed loop: ${CONNECTIONS} connections, ${DURATION} s per route\n`);
  console.log(
    "| route | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req | × floor | HTML KB gz | first-load JS KB gz |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    const c = r.closed;
    console.log(
      `| ${r.label} | ${c.rps.toFixed(0)} | ${f1(c.p50)} | ${f1(c.p95)} | ${f1(c.p99)} | ${c.errors} | ${f1(c.cpu)} | ${f1(ratio(r, "closed"))} | ${f1(r.htmlKb)} | ${f1(r.js.kb)} (${r.js.files} files) |`,
    );
  }
}
if (MODE !== "closed") {
  console.log(`\n### Open loop: ${RATE} requests/s offered, ${DURATION} s per route\n`);
  console.log("| route | served req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req | × floor |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    const o = r.open;
    console.log(
      `| ${r.label} | ${o.rps.toFixed(0)} | ${f1(o.p50)} | ${f1(o.p95)} | ${f1(o.p99)} | ${o.errors} | ${f1(o.cpu)} | ${f1(ratio(r, "open"))} |`,
    );
  }
}

console.log(`\n### Targets\n`);
const list = rows.filter((r) => r !== floor);
const verdict = (ok) => (ok ? "met" : "NOT met");
for (const r of list) {
  const checks = [];
  if (r.closed)
    checks.push(
      `CPU ${f1(ratio(r, "closed"))}× floor ≤ ${TARGETS.cpuRatio}×: ${verdict(ratio(r, "closed") <= TARGETS.cpuRatio)}`,
    );
  if (r.closed && r.label.startsWith("bookings, page"))
    checks.push(
      `${r.closed.rps.toFixed(0)} req/s ≥ ${TARGETS.rps}, ${r.closed.errors} errors: ${verdict(r.closed.rps >= TARGETS.rps && r.closed.errors === 0)}`,
    );
  if (r.open && r.label.startsWith("bookings, page"))
    checks.push(`open-loop p95 ${f1(r.open.p95)} ms ≤ ${TARGETS.openP95}: ${verdict(r.open.p95 <= TARGETS.openP95)}`);
  checks.push(`HTML ${f1(r.htmlKb)} KB ≤ ${TARGETS.htmlKb}: ${verdict(r.htmlKb <= TARGETS.htmlKb)}`);
  checks.push(`JS ${f1(r.js.kb)} KB ≤ ${TARGETS.js}: ${verdict(r.js.kb <= TARGETS.js)}`);
  console.log(`- ${r.label}: ${checks.join("; ")}`);
}

// First-load JS by kind of page (a list ≤ 120, a plain form ≤ 170, the rich-text
// form ≤ 300 with the editor, which only it loads)
const jsPages = [
  ["list: bookings", `/tour/bookings?page=${middle}`, 120, false],
  ["list: tours", "/tour", 120, false],
  ["list: statistic", "/tour/statistic", 120, false],
  ["plain form: change password", "/profile/change-pass", 170, false],
  ["plain form: age groups", `/tour/${tourId}/age`, 170, false],
  ["rich-text form: new tour (with the editor)", "/tour/action", 300, true],
];
console.log(`\n### First-load JavaScript (gzipped, Chromium)\n`);
console.log("| page | KB gz | files | target | |");
console.log("| --- | ---: | ---: | ---: | --- |");
for (const [label, p, target, idle] of jsPages) {
  const js = await firstLoadJs(p, idle);
  console.log(`| ${label} | ${f1(js.kb)} | ${js.files} | ≤ ${target} | ${verdict(js.kb <= target)} |`);
}
await browser?.close();
agent.destroy();
await workersSection();
process.exit(0);
