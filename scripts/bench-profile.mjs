#!/usr/bin/env node
// What dominates a page's server CPU: `node scripts/bench-profile.mjs <label text>…` makes the bench's
// data (scripts/bench-setup.mjs) on a fresh embedded marketplace, then for each page of the bench
// whose label holds one of the texts (a path starting with "/" is taken as is) starts the built server
// with `--cpu-prof`, warms the page up, asks it REQUESTS times (4 connections), stops the server and
// prints the top self-time functions of the profile over those requests (start-up and warm-up left out). BUILD_DIR (build), BENCH_PORT (4391),
// BENCH_REQUESTS (400), BENCH_TOP (5), BENCH_PROFILE_DIR (kept there when set), BENCH_DATA_DIR (the same).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setUp, supplierCalls } from "./bench-setup.mjs";

const BUILD = process.env.BUILD_DIR || "build";
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const TOP = Number(process.env.BENCH_TOP ?? 5);
const wanted = process.argv.slice(2);
if (!wanted.length) throw new Error("usage: node scripts/bench-profile.mjs <label text or /path>…");

// BENCH_DATA_DIR: the database is made (once) and kept there, for a look at its query plans afterwards
const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "backoffice-profile-"));
const profileDir = process.env.BENCH_PROFILE_DIR ?? path.join(dataDir, "profiles");
const env = {
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

/** The built server (profiled when `prof` names a file), ready to answer. */
async function start(prof) {
  const args = prof ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${prof}`] : [];
  const child = spawn(process.execPath, [...args, `${BUILD}/server.js`], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 100) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
  return () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
}
const call = (method, pathname, body, headers = {}) =>
  fetch(`${BASE}${pathname}`, {
    method,
    redirect: "manual",
    headers: {
      "X-App-Id": "supplier-backoffice",
      ...(body && typeof body !== "string" ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : body ? JSON.stringify(body) : undefined,
  });

/**
 * The top self-time functions of a .cpuprofile from `from` on (µs of the monotonic clock, which V8's
 * profile timestamps share with process.hrtime): [ms, share of the busy time, name and place], by
 * function and by whose code it is.
 */
function topSelf(file, from) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const byOwner = new Map();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const f = byId.get(id).callFrame;
    const where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : "";
    const key = `${f.functionName || "(anonymous)"} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + dt);
    const owner = ownerOf(f.url, key);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + dt);
    if (key !== "(idle)") total += dt;
  });
  const top = (map) =>
    [...map.entries()]
      .filter(([k]) => k !== "(idle)")
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, ms]) => [ms, ms / total, k]);
  return { functions: top(self), owners: top(byOwner), perRequestMs: total / REQUESTS };
}

/** Whose code a frame is: a package of node_modules, our server build, node itself, or V8's own entry. */
function ownerOf(url, key) {
  if (!url) return key.startsWith("(") ? key : "native (node/V8 built-ins)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return "node (its JavaScript)";
  return `ours (${path.basename(url)})`;
}

try {
  // the data, made once by an unprofiled server
  let stop = await start(null);
  const { api, dev } = await supplierCalls(call);
  const made = await setUp(api, dev);
  await stop();
  // the pages: a label's text is matched against the bench's own rows (their paths come from `made`)
  const rows = {
    floor: "/bench-floor",
    dashboard: "/",
    "cabin calendar": made.cabinPage,
    "room calendar": made.roomPage,
  };
  if (made.optionPage) rows["option calendar"] = made.optionPage;
  // the same page without a chosen option: its list and add form, no calendar
  if (made.optionPage) rows["bike options"] = made.optionPage.split("?")[0];
  for (const service of ["tour", "transport", "hotel", "bike"]) {
    const b = made.bookings[service];
    if (b) rows[`${service} bookings`] = `/${service}/bookings?page=${b.middle}`;
    if (b) rows[`${service} booking`] = `/${service}/booking/${encodeURIComponent(b.id ?? b.uid)}`;
    rows[`${service} statistic`] = `/${service}/statistic`;
    rows[`${service} revenue`] = `/${service}/statistic-revenue?page=2`;
    rows[`${service} list`] = `/${service}`;
  }
  for (const want of wanted) {
    const pathname = want.startsWith("/")
      ? want
      : (rows[want] ?? Object.entries(rows).find(([k]) => k.includes(want))?.[1]);
    if (!pathname) throw new Error(`no page for "${want}" (known: ${Object.keys(rows).join(", ")})`);
    const name = `${want.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`;
    stop = await start(name);
    const login = await call(
      "POST",
      "/login",
      new URLSearchParams({ intent: "login", email: "supplier@demo.vn", password: "Demo@12345" }).toString(),
      { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    );
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const ask = () =>
      call("GET", pathname, undefined, { Cookie: cookie, "Accept-Encoding": "gzip" }).then((r) => r.arrayBuffer());
    for (let i = 0; i < 50; i++) await ask();
    const from = Number(process.hrtime.bigint() / 1000n);
    let left = REQUESTS;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (left-- > 0) await ask();
      }),
    );
    await stop();
    const file = readdirSync(profileDir).find((f) => f === name);
    const { functions, owners, perRequestMs } = topSelf(path.join(profileDir, file), from);
    console.log(
      `\n${want} (${pathname}): ${perRequestMs.toFixed(1)} ms busy per request (profiled); top ${TOP} self time over ${REQUESTS} requests after the warm-up`,
    );
    for (const [ms, share, where] of functions)
      console.log(`- ${ms.toFixed(0)} ms (${(share * 100).toFixed(1)} %) ${where}`);
    console.log("by whose code:");
    for (const [ms, share, who] of owners) console.log(`- ${ms.toFixed(0)} ms (${(share * 100).toFixed(1)} %) ${who}`);
  }
} finally {
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
