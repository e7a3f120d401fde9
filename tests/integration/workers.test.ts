// The server as `npm start` runs it with two workers (start.ts: node:cluster, one SQLite file):
// requests land on both, and writes through both at once — bookings changing status, cabin
// calendars scheduled, the same rendered form posted to each — all succeed or are refused by the
// rules, never by a busy database (no 5xx), and nothing is lost or done twice. A worker that dies
// is replaced; SIGTERM drains both and the server exits cleanly.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { addDays, todayInVietnam } from "@contract/calendar";
import { beforeAll, describe, expect, it } from "vitest";
import { cabinOnFirstCruise } from "../support/cruises";
import { apiToken } from "../support/api";
import { freePort, serverForThisFile } from "../support/server";
import { Browserless, loggedIn, marketplaceCall, pageForm, visibleText } from "../support/browserless";
import { text } from "../security/support";

// parallel posts on a busy 2-core machine: answers are counted, not timed out
const server = serverForThisFile({ MARKETPLACE_TIMEOUT_MS: "30000" }, { workers: 2 });
const today = todayInVietnam();

/** Which worker logged each request line ("[worker 2] POST /tour/booking/… 303 12ms"). */
function requestsByWorker(method: string, pathStart: string) {
  const counts = new Map<string, number>();
  const line = new RegExp(`\\[worker (\\d+)\\] ${method} ${pathStart.replace(/[/?]/g, "\\$&")}\\S* (\\d{3}) `, "g");
  for (const m of server.logs().matchAll(line)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return counts;
}
const serverErrors = () => [...server.logs().matchAll(/\] [A-Z]+ \S+ (5\d\d) /g)].length;
/** A Browserless of its own for each request: each opens its own connection, handed to a worker in turn. */
function twin(b: Browserless) {
  const c = new Browserless(b.base);
  for (const [k, v] of b.cookies) c.cookies.set(k, v);
  return c;
}
const run = Date.now();
/** The one-time token of one rendered form (form-once.server.ts): the same for every post of it. */
const seed = (n: number) => `workers-test-seed-${n}-${run}`;
/** Rows of the marketplace's database file, read beside the server. */
function query<T>(sqlText: string, ...params: unknown[]): T[] {
  const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
  try {
    return db.prepare(sqlText).all(...params) as T[];
  } finally {
    db.close();
  }
}

let token: string;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
let b: Browserless;
beforeAll(async () => {
  token = await apiToken(server.url);
  b = await loggedIn(server.url);
});

describe("two workers on one database", () => {
  it("serves from both workers", async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, () => twin(b).get("/tour/bookings")));
    expect(pages.map((p) => p.status)).toEqual(Array(12).fill(200));
    expect([...requestsByWorker("GET", "/tour/bookings").keys()]).toHaveLength(2);
  });

  it("changes the status of bookings through both at once: each exactly once, none refused by a busy database", async () => {
    const { body } = await marketplaceCall(server.url, "GET", "dev/tours");
    const tour = body.data.docs.find(
      (t: { agency: string; type: string }) => t.agency === "supplier@demo.vn" && t.type !== "cruise",
    )._id as string;
    const orders = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const made = await marketplaceCall(server.url, "POST", "dev/order", {
          service: "tour",
          tour,
          date_travel: today,
          status: "paid",
          items: [
            { name: "Người lớn", quantity: 2, price: 1_000_000, commission_type: "percent", commission_value: 15 },
          ],
          contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
        });
        expect(made.body.code, JSON.stringify(made.body)).toBe(200);
        return made.body.data._id as string;
      }),
    );
    const confirm = {
      intent: "confirmed",
      "tour_operator.fullname": "Trần Văn Hùng",
      "tour_operator.email": "hung@saigondiscovery.vn",
      "tour_operator.contact_methods[0].name": "zalo",
      "tour_operator.contact_methods[0].value": "0901234567",
    };
    // every booking confirmed twice at once (a double submit), all bookings at once
    const replies = await Promise.all(
      orders.flatMap((id) => [0, 1].map(() => twin(b).post(`/tour/booking/${id}?do=confirmed`, confirm))),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    for (const id of orders) {
      expect((await api("GET", `order/${id}`)).body.data.status).toBe("confirmed");
      const events = query<{ to_status: string }>("select to_status from order_events where order_id = ?", id);
      expect(events.filter((e) => e.to_status === "confirmed")).toHaveLength(1);
    }
    // then every one started at once
    await Promise.all(
      orders.map((id) => twin(b).post(`/tour/booking/${id}?do=agency_begin`, { intent: "agency_begin" })),
    );
    for (const id of orders) expect((await api("GET", `order/${id}`)).body.data.status).toBe("agency_begin");
    expect([...requestsByWorker("POST", "/tour/booking/").keys()]).toHaveLength(2);
    expect(serverErrors()).toBe(0);
  });

  it("schedules cabin calendars through both at once: every range saved once, a repeated form not again", async () => {
    const { cruise, cabinId: cabin } = await cabinOnFirstCruise(api, "Cabin hai tiến trình", "Two-worker cabin", 6);
    const page = `/cruise/${cruise._id}/cabins?cabin=${cabin}&modal=schedule`;
    const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
    const schedule = (from: string, to: string, once: string) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({
        intent: "schedule",
        step: "apply",
        available: "5",
        extrabed_price: "400000",
        dateStart: dmy(from),
        dateEnd: dmy(to),
        _once: once,
      }))
        fd.append(k, v);
      for (const n of cruise.durations_cruise) fd.append(`price_${n}`, String(2_500_000 * n));
      return fd;
    };
    // six weeks, one week each, each form posted twice at once
    const weeks = Array.from({ length: 6 }, (_, i) => addDays(today, 10 + 7 * i));
    const replies = await Promise.all(
      weeks.flatMap((start, i) =>
        [0, 1].map(() => twin(b).post(page, schedule(start, addDays(start, 6), seed(100 + i)))),
      ),
    );
    const said = replies.map((r) => visibleText(r.html));
    expect(said.filter((t) => t.includes("Calendar saved"))).toHaveLength(6);
    expect(said.filter((t) => t.includes(text("en", "common:alreadySaved")))).toHaveLength(6);
    const days = (await api("GET", `cruise/cabin-calendar?cabin=${cabin}&from=${weeks[0]}&to=${addDays(today, 60)}`))
      .body.data.calendars as { date: string }[];
    expect(days).toHaveLength(42);
    expect(new Set(days.map((d) => d.date)).size).toBe(42);
    expect(serverErrors()).toBe(0);
  });

  it("creates one record from the same rendered form posted to both workers at once", async () => {
    const tours = (await api("GET", "tour/tour?perPage=-1")).body.data.docs as { _id: string; type: string }[];
    const id = tours.find((t) => t.type !== "cruise")!._id;
    const ages = async () => (await api("GET", `tour/tour/${id}`)).body.data.ages.length as number;
    const before = await ages();
    const dialog = await b.get(`/tour/${id}/age?modal=add`);
    const form = (name: string, once: string) =>
      pageForm(
        dialog.html,
        {
          intent: "save",
          name,
          "translations.en.name": name,
          price: "700000",
          min: "1",
          max: "5",
          commission_type: "percent",
          commission_value: "90",
          _once: once,
        },
        "age",
      );
    // three forms, each posted four times at once
    const replies = await Promise.all(
      [0, 1, 2].flatMap((n) =>
        Array.from({ length: 4 }, () => twin(b).post(`/tour/${id}/age?modal=add`, form(`Nhóm ${n}`, seed(200 + n)))),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await ages()).toBe(before + 3);
    const said = replies.map((r) => visibleText(r.html));
    expect(said.filter((t) => t.includes(text("en", "common:alreadySaved")))).toHaveLength(9);
    expect([...requestsByWorker("POST", `/tour/${id}/age`).keys()]).toHaveLength(2);
    expect(serverErrors()).toBe(0);
    expect(server.logs()).not.toMatch(/SQLITE_BUSY|database is locked/);
  });

  it("throttles parallel wrong passwords through both workers exactly as one process does", async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new Browserless(server.url).login("hotelbike@demo.vn", `wrong-${i}`)),
    );
    const seen = pages.map((p) => visibleText(p.html));
    expect({
      checked: seen.filter((t) => t.includes(text("vi", "auth:wrongPass"))).length,
      refused: seen.filter((t) => t.includes(text("vi", "auth:tooManyAttempts"))).length,
    }).toEqual({ checked: 5, refused: 15 });
    expect([...requestsByWorker("POST", "/login").keys()]).toHaveLength(2);
    expect(serverErrors()).toBe(0);
  });

  it("replaces a worker that dies, while the other serves", async () => {
    const pids = () => [...server.logs().matchAll(/\[worker (\d+)\] supplier back-office listening .*pid (\d+)\)/g)];
    const [first] = pids();
    const pid = Number(first![2]);
    process.kill(pid, "SIGKILL");
    const gone = () => {
      try {
        return !process.kill(pid, 0);
      } catch {
        return true;
      }
    };
    while (!gone()) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200)); // its connections closed
    const page = await twin(b).get("/tour/bookings");
    expect(page.status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (pids().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(pids()).toHaveLength(3);
    expect(server.logs()).toMatch(new RegExp(`worker ${first![1]} \\(pid ${first![2]}\\) died \\(signal SIGKILL\\)`));
  });

  it("drains both workers on SIGTERM: what was asked is answered, then the server exits cleanly", async () => {
    const inFlight = Promise.all(Array.from({ length: 6 }, () => twin(b).get("/tour/statistic")));
    await new Promise((r) => setTimeout(r, 50));
    await server.stop();
    expect((await inFlight).map((p) => p.status)).toEqual(Array(6).fill(200));
    expect(server.exitCode()).toBe(0);
    expect(server.logs().match(/\[worker \d+\] stopped/g)).toHaveLength(2);
    expect(server.logs()).toMatch(/\[primary\] stopped/);
  });
});

describe("workers that cannot start", () => {
  it("stop the server with an error instead of being forked again and again", async () => {
    const port = await freePort();
    const taken = createServer().listen(port, "0.0.0.0");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "backoffice-test-"));
    const root = path.resolve(import.meta.dirname, "../..");
    const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR || "build", "start.js")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        MARKETPLACE_DATA_DIR: dataDir,
        MARKETPLACE_API_URL: "",
        SESSION_SECRET: "integration-test-session-secret",
        WEB_CONCURRENCY: "2",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    try {
      const code = await new Promise((r) => {
        child.once("exit", r);
        setTimeout(() => r("still running"), 40_000);
      });
      expect(code, output).toBe(1);
      expect(output).toMatch(/\[primary\] worker \d+ could not start/);
      expect(output).not.toMatch(/replaced in/);
    } finally {
      child.kill("SIGKILL");
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
