#!/usr/bin/env node
// `npm run bench`: load figures for the bookings screens (issue 5), against the production build
// on a fresh embedded marketplace scaled to 10,000 bookings and 1,000 tours (POST dev/scale).
// For each URL: CONNECTIONS concurrent keep-alive connections for DURATION seconds, then p50, p95,
// p99, requests per second and errors; and the gzipped JavaScript a first visit loads.
// A measurement, not a test: it prints the figures and the targets, and never fails on them.
import { spawn, execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { p95: 40, rps: 250, js: 120 };

if (!existsSync("build/server/index.js") || process.env.BENCH_BUILD !== "skip") {
  console.log("building (remix vite:build)…");
  execSync("npx remix vite:build", { stdio: "ignore" });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "backoffice-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_DEV_CALLS: "on", MARKETPLACE_DEMO: "on", MARKETPLACE_API_URL: "", SESSION_SECRET: "bench-session-secret-0123456789" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => { server.kill("SIGTERM"); rmSync(dataDir, { recursive: true, force: true }); };
process.on("exit", stop);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(pathname, headers = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(`${BASE}${pathname}`, { agent, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on("error", () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end();
  });
}
async function call(method, pathname, body, extra = {}) {
  const res = await fetch(`${BASE}${pathname}`, { method, redirect: "manual", headers: { "X-App-Id": "supplier-backoffice", ...(body ? { "Content-Type": typeof body === "string" ? "application/x-www-form-urlencoded" : "application/json" } : {}), ...extra }, body: typeof body === "string" ? body : body ? JSON.stringify(body) : undefined });
  return res;
}

for (let i = 0; ; i++) {
  try { if ((await fetch(`${BASE}/healthz`)).ok) break; } catch { /* starting */ }
  if (i > 100) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 300));
}

console.log("scaling the demo supplier (dev/scale: 1,000 tours, 10,000 bookings)…");
const scaled = await (await call("POST", "/api/v1/dev/scale", { agency: "supplier@demo.vn", tours: 1000, bookings: 10000 })).json();
if (scaled.code !== 200) throw new Error(`dev/scale: ${JSON.stringify(scaled)}`);

// a logged-in supplier: the login form's session cookie
const login = await call("POST", "/login", new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }).toString(), { Origin: BASE });
const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const token = (await (await call("POST", "/api/v1/auth/login", { type: 0, role: "agency", email: "supplier@demo.vn", password: "Demo@12345" })).json()).data.token.accessToken;
const first = await (await call("GET", "/api/v1/order?perPage=1", undefined, { Authorization: `Bearer ${token}` })).json();
const total = first.data.total;
const middle = Math.ceil(total / 10 / 2);
const some = await (await call("GET", `/api/v1/order?perPage=1&page=${Math.floor(total / 3)}`, undefined, { Authorization: `Bearer ${token}` })).json();
const uid = some.data.docs[0].uid;

const targets = [
  [`bookings, page ${middle} of ${Math.ceil(total / 10)}`, `/tour/bookings?page=${middle}`],
  ["bookings, uid search", `/tour/bookings?uid=${encodeURIComponent(uid)}`],
  ["statistic", "/tour/statistic"],
];

async function load(pathname) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + DURATION * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const r = await get(pathname, { Cookie: cookie, "Accept-Encoding": "gzip" });
      if (r.status !== 200) errors++;
      latencies.push(r.ms);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

/**
 * The JavaScript a first visit loads: the page's module scripts and modulepreloads, plus the
 * locale chunks entry.client imports before it hydrates (every namespace of the language, vi).
 */
async function firstLoadJs(pathname) {
  const page = await get(pathname, { Cookie: cookie });
  const html = page.body.toString("utf8");
  const files = new Set([...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) files.add(i[1]);
  }
  const entry = [...files].find((f) => /entry\.client-/.test(f));
  if (entry) {
    const text = readFileSync(path.join("build/client", entry), "utf8");
    for (const m of text.matchAll(/"\/locales\/vi\/[^"]+\.json":\(\)=>\w+\(\(\)=>import\("\.\/([^"]+)"\)/g)) files.add(`/assets/${m[1]}`);
  }
  let gz = 0;
  for (const f of files) gz += gzipSync(readFileSync(path.join("build/client", f)), { level: 9 }).length;
  return { files: files.size, kb: gz / 1024 };
}

console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${total} bookings (Node ${process.version}, ${os.cpus().length} cores)\n`);
// warm up: the first requests compile and fill caches
for (const [, p] of targets) for (let i = 0; i < 50; i++) await get(p, { Cookie: cookie });
const rows = [];
for (const [label, p] of targets) {
  const r = await load(p);
  const js = await firstLoadJs(p);
  rows.push({ label, ...r, js });
  console.log(`${label.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  errors ${r.errors}  first-load JS ${js.kb.toFixed(1)} KB gz (${js.files} files)`);
}
console.log(`\ntargets: list p95 ≤ ${TARGETS.p95} ms, ≥ ${TARGETS.rps} req/s, 0 errors, first-load JS ≤ ${TARGETS.js} KB gz`);
for (const r of rows) {
  const met = r.p95 <= TARGETS.p95 && r.rps >= TARGETS.rps && r.errors === 0 && r.js.kb <= TARGETS.js;
  console.log(`  ${r.label.padEnd(30)} ${met ? "met" : "NOT met"}`);
}
agent.destroy();
process.exit(0);
