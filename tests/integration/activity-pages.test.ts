// The activity record's screens over real HTTP, without scripts, on a fresh SQLite (spec team.md
// §Screens): a stay confirmed then cancelled shows both changes in its history with who made them,
// when and from → to in the status catalogue's words; /activity lists the supplier's record in both
// languages, narrowed by the filters in the URL, 20 a page; a value the page does not offer answers
// the page, never a 500; the CSV holds the filtered record in the page's words, streamed in pages
// (pages of 7 here). The marketplace decides what is recorded and who may read it
// (tests/integration/activity-api.test.ts).
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { type Browserless, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "../security/support";
import { hotelStay } from "../support/hotel-stays";

const server = serverForThisFile({ EXPORT_PAGE_SIZE: "7" });
const api = () => server.marketplaceUrl;
const HOTELIER = "hotelbike@demo.vn";
const today = todayInVietnam();

const call = async (method: string, p: string, body?: unknown, email = HOTELIER) =>
  marketplaceCall(api(), method, p, body, await apiToken(api(), email));

/** A customer's one-night stay at one of the hotelier's rooms, waiting for the hotel's confirmation. */
const stayWaiting = () => hotelStay(api(), HOTELIER, "wait-confirm");

/** The rows of a list page, each as its visible text. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr data-testid="list-row">([\s\S]*?)<\/tr>/g)].map((m) => visibleText(m[1]!).trim());
const historyOf = (html: string) =>
  [
    ...html.matchAll(/<li data-testid="history-entry">([\s\S]*?)<\/li>\s*(?=<li data-testid="history-entry"|<\/ol>)/g),
  ].map((m) => visibleText(m[1]!).trim());

/** A CSV's rows (quoted cells with commas and doubled quotes read back). */
function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  for (const line of body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)) {
    const cells: string[] = [];
    for (const m of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
      cells.push(m[1]?.replace(/""/g, '"') ?? m[2]!);
    rows.push(cells);
  }
  return rows;
}

let stay: { _id: string; uid: string };
let en: Browserless;
let vi: Browserless;
const REASON = "Khách đổi lịch bay";

beforeAll(async () => {
  // more than a page of 20: nine stays made by their customers and confirmed by the hotel (two entries each)
  for (let i = 0; i < 9; i++) {
    const other = await stayWaiting();
    expect((await call("PATCH", `hotel/order/${other._id}`, { status: "confirmed" })).status).toBe(200);
  }
  stay = await stayWaiting();
  en = await loggedIn(server.url, HOTELIER, "en");
  vi = await loggedIn(server.url, HOTELIER, "vi");
  const page = `/hotel/booking/${stay._id}`;
  expect((await en.post(`${page}?do=confirmed`, { intent: "confirmed" })).status).toBe(200);
  expect((await vi.post(`${page}?do=cancelled`, { intent: "cancelled", reason_cancel: REASON })).status).toBe(200);
  const status = await call("GET", `hotel/order/${stay._id}`);
  expect(status.body.data.status).toBe("cancelled");
});

describe("a booking's history", () => {
  it("shows the confirmation and the cancellation with who, when and from → to, in both languages", async () => {
    const page = await en.get(`/hotel/booking/${stay._id}`);
    expect(page.status).toBe(200);
    const entries = historyOf(page.html);
    const confirmed = entries.find((e) => e.includes("Booking set to Confirmed"));
    const cancelled = entries.find((e) => e.includes("Booking set to Cancelled"));
    expect(confirmed, entries.join("\n")).toBeDefined();
    expect(cancelled, entries.join("\n")).toBeDefined();
    // the author by name, the time in Vietnam time (DD/MM/YYYY - HH:mm), the statuses in words
    expect(confirmed).toContain("Hải");
    expect(confirmed).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
    expect(confirmed).toContain(`${text("en", "status.wait-confirm")} → ${text("en", "status.confirmed")}`);
    expect(cancelled).toContain(`Reason: ${REASON}`);
    // oldest first: the confirmation before the cancellation
    expect(entries.indexOf(confirmed!)).toBeLessThan(entries.indexOf(cancelled!));

    const vn = historyOf((await vi.get(`/hotel/booking/${stay._id}`)).html).join("\n");
    expect(vn).toContain(`Đơn chuyển sang ${text("vi", "status.cancelled")}`);
    expect(vn).toContain(`${text("vi", "status.confirmed")} → ${text("vi", "status.cancelled")}`);
    expect(vn).toContain(`Lý do: ${REASON}`);
  });
});

describe("/activity", () => {
  it("lists the supplier's record newest first, in both languages, a booking's row linking to it", async () => {
    const page = await en.get("/activity");
    expect(page.status).toBe(200);
    const rows = rowsOf(page.html);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toContain("Booking set to Cancelled");
    expect(rows[0]).toContain(stay.uid.slice(-6));
    expect(page.html).toContain(`href="/hotel/booking/${stay._id}"`);
    const seen = visibleText(page.html);
    // never a raw kind, status or JSON where a person reads
    expect(seen).not.toMatch(/booking\.[a-z_-]+|wait-confirm|\{"/);
    const vn = visibleText((await vi.get("/activity")).html);
    expect(vn).toContain(text("vi", "activity:title"));
    expect(vn).toContain(`Đơn chuyển sang ${text("vi", "status.cancelled")}`);
  });

  it("narrows by kind, service, the record and the date range, kept in the URL", async () => {
    const cancelled = rowsOf((await en.get("/activity?kind=booking.cancelled")).html);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const r of cancelled) expect(r).toContain("Booking set to Cancelled");
    const tours = rowsOf((await en.get("/activity?service=tour")).html);
    for (const r of tours) expect(r).not.toContain(stay.uid.slice(-6));
    const own = rowsOf((await en.get(`/activity?target=${stay._id}`)).html);
    expect(own.some((r) => r.includes("Booking set to Confirmed"))).toBe(true);
    for (const r of own) expect(r).toContain(stay.uid.slice(-6));
    // the person filter offers the authors by name; the customer's changes are the customer's
    const owner = /<option value="([^"]+)">[^<]*Hải[^<]*<\/option>/.exec((await en.get("/activity")).html)?.[1];
    expect(owner, "the hotelier among the people").toBeTruthy();
    const mine = rowsOf((await en.get(`/activity?actor=${owner}`)).html);
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(r).toContain("Hải");
    const customers = rowsOf((await en.get("/activity?actor=customer")).html);
    expect(customers.length).toBeGreaterThan(0);
    for (const r of customers) expect(r).toContain("Customer");
    // a plain GET form's days become the canonical date_range; a range in the future holds nothing
    const later = await en.get(`/activity?start=${addDays(today, 400).split("-").reverse().join("-")}&end=`);
    expect(later.url).toMatch(/^\/activity\?date_range=/);
    expect(rowsOf(later.html)).toEqual([]);
    expect(
      rowsOf(
        (await en.get(`/activity?date_range=${encodeURIComponent(JSON.stringify({ start: today, end: today }))}`)).html,
      ).length,
    ).toBeGreaterThan(0);
  });

  it("shows 20 a page with a pager; a page past the end goes to the last one", async () => {
    const first = await en.get("/activity");
    const rows = rowsOf(first.html);
    expect(rows).toHaveLength(20);
    expect(first.html).toContain('data-testid="pager"');
    const second = rowsOf((await en.get("/activity?page=2")).html);
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]).not.toBe(rows[0]);
    const past = await en.get("/activity?page=99999");
    expect(past.redirects.at(-1)).toMatch(/^\/activity\?page=\d+$|^\/activity$/);
  });

  it("answers the page for values it does not offer, and another supplier's record as empty", async () => {
    for (const q of [
      "actor=%3Cscript%3E",
      "service=ship",
      "kind=drop",
      "kind=booking.confirmed%27--",
      "date_range=notjson",
      `date_range=${encodeURIComponent('{"start":"2026-13-45"}')}`,
      "page=-1",
      "page=abc",
      "target=..%2F..%2Fetc",
      `target=${"x".repeat(500)}`,
    ]) {
      const page = await en.get(`/activity?${q}`);
      expect(page.status, q).toBe(200);
      expect(page.html, q).toContain('data-testid="filter-bar"');
    }
    // the hotelier's booking is not the demo supplier's: its record there is empty
    const demo = await loggedIn(server.url, "supplier@demo.vn", "en");
    const foreign = await demo.get(`/activity?target=${stay._id}`);
    expect(foreign.status).toBe(200);
    expect(rowsOf(foreign.html)).toEqual([]);
  });
});

describe("/activity.csv", () => {
  it("streams the filtered record with translated headers, every page of it", async () => {
    const csv = await en.get("/activity.csv?kind=booking.cancelled");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [head, ...rows] = csvRows(csv.html);
    expect(head).toEqual(
      ["at", "who", "email", "what", "service", "target", "details"].map((c) => text("en", `activity:csv.${c}`)),
    );
    for (const r of rows) expect(r[3]).toBe("Booking set to Cancelled");
    const total = (await call("GET", "activity?kind=booking.cancelled&perPage=100")).body.data.total as number;
    expect(rows).toHaveLength(total);
    expect(rows.some((r) => r[6]!.includes(`Reason: ${REASON}`))).toBe(true);

    // the whole record, over several pages of 7: as many lines as the record holds
    const all = csvRows((await vi.get("/activity.csv")).html);
    expect(all[0]![0]).toBe(text("vi", "activity:csv.at"));
    const everything = (await call("GET", "activity?perPage=1")).body.data.total as number;
    expect(everything).toBeGreaterThan(7);
    expect(all).toHaveLength(everything + 1);
  });

  it("shares the supplier's export places with the bookings' files: one too many answers 429 and leads back", async () => {
    // a record long enough that an export not read stays open (its socket fills long before its last page)
    const scaled = await marketplaceCall(server.url, "POST", "dev/scale", { tours: 5, bookings: 4000 });
    expect(scaled.body.code, JSON.stringify(scaled.body)).toBe(200);
    const demo = await loggedIn(server.url, "supplier@demo.vn", "en");
    const held = [await holdOpen(demo.cookieHeader()), await holdOpen(demo.cookieHeader())];
    expect(held.map((h) => h.status)).toEqual([200, 200]);
    const busy = await demo.get("/activity.csv?kind=booking.created");
    expect(busy.status).toBe(429);
    expect(visibleText(busy.html)).toContain(text("en", "bookings:exportBusy.title"));
    expect(busy.html).toContain('href="/activity?kind=booking.created"');
    for (const h of held) h.close();
    await expect.poll(async () => (await demo.get("/activity.csv?kind=booking.cancelled")).status).toBe(200);
  });
});

/** An export whose answer has begun and whose body is not read: it holds its place until closed. */
function holdOpen(cookie: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/activity.csv`, { headers: { Cookie: cookie } }, (res) => {
      res.pause();
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on("error", (err) => (err.message.includes("socket hang up") ? undefined : reject(err)));
  });
}
