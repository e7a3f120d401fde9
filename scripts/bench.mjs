#!/usr/bin/env node
// `npm run bench`: what every area's pages cost the server, against the production build on a fresh
// embedded marketplace scaled by its own calls (scripts/bench-setup.mjs: 1,000 tours, 10,000 tour
// and 10,000 hotel bookings, a cabin, a room and a bike option with 365 scheduled days).
// One table, driven by one list of pages (PAGES: adding a page is one line), each measured in the
// same run as a floor route (/bench-floor: the same root and server stack, no data; measured first and
// last), so every figure is also a ratio to the floor and survives a noisy machine:
// - closed loop: CONNECTIONS keep-alive connections as fast as they go for DURATION seconds: req/s,
//   p95, errors, and server CPU ms per request (the server process's user+system time from /proc over
//   the requests it served) and its ratio to the floor's: figures to watch across runs, not judged;
// - the HTML's gzipped size on the wire and the gzipped JavaScript a first visit loads (Chromium),
//   flagged against the page's first-load budget where it has one;
// - open loop on the tour bookings list: a fixed offered RATE (requests/s, on schedule whatever the
//   answers do), latency counted from the scheduled time so a slow answer cannot hide the queue behind it;
// - the forms' first-load JavaScript;
// - workers: the bookings list with one worker and with all of them (`npm start`'s start.js), the
//   ratio, and each worker's memory (scripts/bench-workers.mjs);
// - export: the bookings CSV of 100,000 bookings, alone and two at once, with /healthz's latency
//   meanwhile and the server's memory (scripts/bench-export.mjs).
// A measurement, not a test: it prints markdown tables and the targets, and never fails on them.
// BENCH_MODE=closed|open|both (both: everything) or workers or export (that section alone), BENCH_CONNECTIONS (20),
// BENCH_SECONDS (10), BENCH_RATE (50), BENCH_OPEN_SECONDS (BENCH_SECONDS), BENCH_WARMUP (30),
// BENCH_ONLY (a label's text, or several split by "|": those pages and the floor), BENCH_WORKERS (the cores), BUILD_DIR (build),
// BENCH_EXPORT_BOOKINGS (100000) and BENCH_EXPORT_WORKERS (1) for the export section,
// BENCH_BUILD=skip (use the build there is).
import { spawn, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { measureWorkers, printWorkers } from "./bench-workers.mjs";
import { measureExport, printExport } from "./bench-export.mjs";
import { setUp, supplierCalls } from "./bench-setup.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.BENCH_RATE ?? 50);
const MODE = process.env.BENCH_MODE ?? "both";
// BENCH_ONLY=text: only the routes whose label holds it (and the floor), for one page's figures;
// several texts split by "|" (BENCH_ONLY="desk today|occupancy": the today pages and the grid)
const ONLY = process.env.BENCH_ONLY ?? "";
const onlyTexts = ONLY.split("|").filter(Boolean);
// The targets besides each page's (PAGES): open-loop p95 ≤ 50 ms at 50 req/s on the bookings list,
// a plain form's first-load JS ≤ 175 KB gzipped, the rich-text form's ≤ 200 KB
const TARGETS = { openP95: 50, plainFormJs: 175, richFormJs: 200 };
// the open loop's length (BENCH_OPEN_SECONDS) and the requests that warm each page up first
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? DURATION);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
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
// the export section alone needs its own, bigger database and server (scripts/bench-export.mjs)
if (MODE === "export") {
  rmSync(dataDir, { recursive: true, force: true });
  printExport(await measureExport({ buildDir: BUILD, port: PORT, env: serverEnv }));
  process.exit(0);
}
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

console.log("scaling the demo supplier (dev/scale) and scheduling a year on each kind of calendar…");
// the supplier's marketplace calls (the setup and the ids the pages need)
const { api, dev } = await supplierCalls(call);
const made = await setUp(api, dev);

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

// The first-load budget a row is flagged against: a list page's ≤ 140 KB, a hotel or bike page's of its own
// area (bookings, statistics) the same, a page with a month calendar ≤ 200 KB; a page with none (a booking)
// is measured, not judged. CPU and HTML are figures to watch on every row (the lists' HTML size is a test:
// tests/integration/revenue-size.test.ts).
const LIST = { jsKb: 140 };
const AREA = { jsKb: 140 };
const CALENDAR = { jsKb: 200 };
const NONE = {};
const { bookings: bk, tourId } = made;
/** A service's middle bookings page and one booking's page, when it has bookings. */
const middleOf = (service) => (bk[service] ? `/${service}/bookings?page=${bk[service].middle}` : null);
const bookingOf = (service, base = service) =>
  bk[service] ? `/${base}/booking/${encodeURIComponent(bk[service].id ?? bk[service].uid)}` : null;
const pagesOf = (service) =>
  bk[service] ? ` (page ${bk[service].middle} of ${Math.ceil(bk[service].total / 10)})` : "";

// Every page the bench measures: [label, path (null: its data could not be made), target, later].
// `later`: a page still to come in the area — skipped while the route answers 404 or "coming soon"
// (or, for a calendar, shows no calendar), measured from the day it lands. One line per page.
const PAGES = [
  ["floor (bare page)", "/bench-floor", NONE],
  // the dashboard: every service's sections from one marketplace call
  ["dashboard", "/", AREA],
  // tours (cruise bookings are listed, counted and paid out with the tours': tours-cruises §2)
  [`tour bookings${pagesOf("tour")}`, middleOf("tour"), LIST],
  ["tour bookings, uid search", bk.tour && `/tour/bookings?uid=${encodeURIComponent(bk.tour.uid)}`, LIST],
  ["tour booking", bookingOf("tour"), NONE],
  ["cruise booking", bookingOf("cruise", "tour"), NONE],
  ["tour statistic", "/tour/statistic", LIST],
  ["tour revenue", "/tour/statistic-revenue?page=2", LIST],
  ["tours", "/tour", LIST],
  ["cruises", "/cruise", LIST],
  ["cabin calendar month (365 days set)", made.cabinPage, NONE],
  // transport
  [`transport bookings${pagesOf("transport")}`, middleOf("transport") ?? "/transport/bookings", LIST],
  ["transport booking", bookingOf("transport"), NONE],
  ["transport statistic", "/transport/statistic", LIST],
  ["transport revenue", "/transport/statistic-revenue?page=2", LIST],
  ["transport services", "/transport/services", LIST],
  ["vehicles", "/transport/options", LIST],
  // hotels
  [`hotel bookings${pagesOf("hotel")}`, middleOf("hotel") ?? "/hotel/bookings", AREA],
  ["hotel booking", bookingOf("hotel"), NONE],
  ["hotel statistic", "/hotel/statistic", AREA],
  ["hotel revenue", "/hotel/statistic-revenue?page=2", AREA],
  ["hotels", "/hotel", LIST],
  ["room calendar month (365 days set)", made.roomPage, CALENDAR],
  // the front desks of the day (contract/front-desk.ts): lists, with their rows' actions
  ["hotel desk today", "/hotel/today", AREA],
  ["occupancy grid (12 room types × 31 days)", made.occupancyPage, LIST],
  // bikes
  [`bike bookings${pagesOf("bike")}`, middleOf("bike") ?? "/bike/bookings", AREA, "later"],
  ["bike booking", bookingOf("bike"), NONE, "later"],
  ["bike statistic", "/bike/statistic", AREA, "later"],
  ["bike revenue", "/bike/statistic-revenue?page=2", AREA, "later"],
  ["bikes", "/bike", LIST],
  ["bike desk today", "/bike/today", AREA],
  ["option calendar month (365 days set)", made.optionPage, CALENDAR, "later"],
];
const OPEN_PAGE = middleOf("tour");
/** The month calendar's own mark (the shared calendar panel) in a calendar page's HTML. */
const CALENDAR_MARK = 'class="cabin-calendar';

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
async function offer(pathname, seconds) {
  const latencies = [];
  let errors = 0;
  const count = Math.round(RATE * seconds);
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
  const options = { pathname: OPEN_PAGE, connections: CONNECTIONS, seconds: DURATION };
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

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "–");
const counts = Object.entries(made.bookings)
  .map(([service, b]) => `${service} ${b.total}`)
  .join(", ");
console.log(
  `\nbookings: ${counts}; ${CONNECTIONS} connections × ${DURATION} s per page; open loop ${RATE} req/s × ${OPEN_SECONDS} s (Node ${process.version}, ${os.cpus().length} cores)\n`,
);

/** Whether a page answers what the row measures: null if so, else why not. */
function notThere(page) {
  if (page.status === 404) return "404";
  if (page.status !== 200) return `answers ${page.status}`;
  if (gunzipOf(page).toString("utf8").includes('data-testid="coming-soon"')) return "coming soon";
  return null;
}
const gunzipOf = (page) => (page.headers["content-encoding"] === "gzip" ? gunzipSync(page.body) : page.body);

// the server has just built the scaled seed: the floor, measured first, gets a longer warm-up
for (let i = 0; i < 10 * WARMUP; i++) await get("/bench-floor", headers());
const chosen = PAGES.filter(([label], i) => i === 0 || !ONLY || onlyTexts.some((text) => label.includes(text)));
const rows = [];
const skipped = [];
for (const [label, pathname, target, later] of chosen) {
  if (!pathname) {
    const why = label.includes("calendar") ? made.skipped.optionCalendar : "no booking of the service yet";
    skipped.push(`${label}: not made (${why ?? "no data"})${later ? " — still to come" : " — NOT measured"}`);
    continue;
  }
  const page = await get(pathname, headers());
  let missing = notThere(page);
  if (!missing && later && label.includes("calendar") && !gunzipOf(page).toString("utf8").includes(CALENDAR_MARK))
    missing = "no month calendar on the page";
  if (missing) {
    // a page still to come is skipped quietly; any other page that does not answer is a finding
    skipped.push(`${label} (${pathname}): ${missing}${later ? " — still to come" : " — NOT served"}`);
    continue;
  }
  // warm up: the first requests compile and fill caches
  for (let i = 0; i < WARMUP; i++) await get(pathname, headers());
  const row = { label, pathname, target, htmlKb: page.body.length / 1024, js: await firstLoadJs(pathname) };
  if (MODE !== "open") row.closed = await saturate(pathname);
  rows.push(row);
  console.log(`measured ${label}`);
}
// the floor again at the end: the ratio is to the mean of both, the spread says how steady the machine was
const floors = [rows[0]];
if (MODE !== "open") {
  floors.push({ closed: await saturate("/bench-floor") });
  console.log("measured the floor again");
}
const floorCpu = floors.reduce((a, f) => a + (f.closed?.cpu ?? NaN), 0) / floors.length;
const ratio = (r) => (r.closed ? r.closed.cpu / floorCpu : NaN);

/** Whether the page's first-load JS is within its budget: true, false, or null (no budget, or not measured). */
const withinBudget = (r) => (r.target.jsKb && Number.isFinite(r.js.kb) ? r.js.kb <= r.target.jsKb : null);
/** The first-load JS, flagged when the page has a JS budget (a list's). */
const jsOf = (r) =>
  `${f1(r.js.kb)} (${r.js.files})${withinBudget(r) === null ? "" : withinBudget(r) ? " ✓" : ` > ${r.target.jsKb}`}`;

if (MODE !== "open") {
  console.log(
    `\n### Every page: ${CONNECTIONS} connections, ${DURATION} s each, CPU against the floor in the same run\n`,
  );
  console.log(
    `floor CPU ${floors.map((f) => f1(f.closed.cpu)).join(" ms (start) / ")} ms (end): ratios are to the mean, ${f1(floorCpu)} ms\n`,
  );
  console.log(
    "| page | req/s | p95 ms | errors | CPU ms/req | × floor | HTML KB gz | first-load JS KB gz (files), budget |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    const c = r.closed;
    console.log(
      `| ${r.label} | ${c.rps.toFixed(0)} | ${f1(c.p95)} | ${c.errors} | ${f1(c.cpu)} | ${f1(ratio(r))} | ${f1(r.htmlKb)} | ${jsOf(r)} |`,
    );
  }
  if (skipped.length) console.log(`\nnot measured:\n${skipped.map((s) => `- ${s}`).join("\n")}`);
  const budgeted = rows.filter((r) => withinBudget(r) !== null);
  const over = budgeted.filter((r) => !withinBudget(r));
  const failing = rows.filter((r) => r.closed.errors);
  console.log(
    `\n${budgeted.length - over.length} of ${budgeted.length} pages with a first-load budget meet it${over.length ? `; over: ${over.map((r) => r.label).join(", ")}` : ""}${failing.length ? `; answered errors: ${failing.map((r) => r.label).join(", ")}` : ""} (CPU per request and its ratio to the floor: figures to watch, no target)`,
  );
}

// Open loop on the bookings list: a fixed arrival rate, latency from each request's scheduled time
if (MODE !== "closed" && OPEN_PAGE && (!ONLY || "tour bookings".includes(ONLY))) {
  const o = await offer(OPEN_PAGE, OPEN_SECONDS);
  console.log(`\n### Open loop: ${OPEN_PAGE}, ${RATE} requests/s offered for ${OPEN_SECONDS} s\n`);
  console.log("| requests | served req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req | target |");
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  console.log(
    `| ${o.requests} | ${o.rps.toFixed(0)} | ${f1(o.p50)} | ${f1(o.p95)} | ${f1(o.p99)} | ${o.errors} | ${f1(o.cpu)} | p95 ≤ ${TARGETS.openP95} ms, no error: ${o.p95 <= TARGETS.openP95 && !o.errors ? "met" : "NOT met"} |`,
  );
}

// First-load JS of the forms (the lists are in the table above): a plain form ≤ 175, the rich-text
// form ≤ 200 before any focus (its editor loads on the first focus of a content field)
if (MODE !== "open" && !ONLY) {
  const jsPages = [
    ["plain form: change password", "/profile/change-pass", TARGETS.plainFormJs],
    ["plain form: age groups", `/tour/${tourId}/age`, TARGETS.plainFormJs],
    ["rich-text form: new tour", "/tour/action", TARGETS.richFormJs],
  ];
  console.log(`\n### First-load JavaScript of the forms (gzipped, Chromium, until hydrated)\n`);
  console.log("| page | KB gz | files | target | |");
  console.log("| --- | ---: | ---: | ---: | --- |");
  for (const [label, p, target] of jsPages) {
    const js = await firstLoadJs(p);
    console.log(`| ${label} | ${f1(js.kb)} | ${js.files} | ≤ ${target} | ${js.kb <= target ? "met" : "NOT met"} |`);
  }
}
await browser?.close();
agent.destroy();
if (MODE === "both") {
  await workersSection();
  printExport(await measureExport({ buildDir: BUILD, port: PORT, env: serverEnv }));
}
process.exit(0);
