// The today pages (contract/front-desk.ts "Today at the desk", "Rentals out today") as a browser without
// scripts uses them, on a fresh demo database: each desk step and status change is a plain form post
// answered 303 with its toast; a step posted twice changes one thing and says so; a refused step says why
// in words; another supplier's booking is not found (404); a post the page cannot have sent is the 400
// page; the day comes from the URL (DD-MM-YYYY).
import path from "node:path";
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { type Browserless, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { apiToken } from "../support/api";
import { text } from "../security/support";

const server = serverForThisFile();
const SHOP = "hotelbike@demo.vn";
const today = todayInVietnam();
const ddmmyyyy = (d: string) => d.split("-").reverse().join("-");
const db = () => new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
const order = (id: string) => {
  const d = db();
  try {
    return d.prepare("select * from orders where _id = ?").get(id) as Record<string, unknown>;
  } finally {
    d.close();
  }
};
/** The ids of the rows in a list of the page (its data-testid), with their desk buttons. */
const rowsOf = (html: string, list: string) => {
  const start = html.indexOf(`data-testid="${list}"`);
  if (start < 0) return [];
  const end = html.indexOf("</table>", start);
  return [...html.slice(start, end).matchAll(/<tr data-testid="list-row">([\s\S]*?)<\/tr>/g)].map((m) => ({
    id: /booking\/([\w-]+)"/.exec(m[1]!)?.[1] ?? "",
    html: m[1]!,
  }));
};

const unitLabel = (id: string) => {
  const d = db();
  try {
    return (d.prepare("select label from bike_units where _id = ?").get(id) as { label: string }).label;
  } finally {
    d.close();
  }
};

let b: Browserless;
beforeAll(async () => {
  b = await loggedIn(server.url, SHOP);
});

describe("/hotel/today", () => {
  it("shows the day's arrivals, departures and guests in house with their actions", async () => {
    const page = await b.get("/hotel/today");
    expect(page.status).toBe(200);
    const seen = visibleText(page.html);
    for (const key of ["desk:hotel.title", "desk:hotel.arrivals", "desk:hotel.departures", "desk:hotel.in_house"])
      expect(seen).toContain(text("en", key));
    expect(rowsOf(page.html, "desk-arrivals").length).toBeGreaterThan(0);
    expect(page.html).toContain('value="check_in"');
  });
});

const post = (url: string, fields: Record<string, string>) => b.post(url, fields);
const said = (page: { html: string }, key: string, values: Record<string, string | number> = {}) => {
  let words = text("en", key);
  for (const [k, v] of Object.entries(values)) words = words.replace(`{{${k}}}`, String(v));
  expect(visibleText(page.html)).toContain(words);
};

describe("/hotel/today's actions, scripts off", () => {
  it("checks a guest in and out: once each, a refused step said in words, the day kept", async () => {
    const day = `/hotel/today?date=${ddmmyyyy(today)}`;
    const arrival = rowsOf((await b.get(day)).html, "desk-arrivals").find((r) => r.html.includes('value="check_in"'))!;
    // check-out before check-in is refused, and changes nothing
    const early = await post(day, { intent: "check_out", id: arrival.id });
    expect(early.redirects).toEqual([day]);
    said(early, "desk:refused.not_checked_in");
    expect(order(arrival.id).checked_out_at).toBeNull();

    const done = await post(day, { intent: "check_in", id: arrival.id });
    expect([done.status, done.redirects]).toEqual([200, [day]]);
    said(done, "desk:done.check_in");
    const at = order(arrival.id).checked_in_at;
    expect(at).toBeTruthy();
    // the same post again (a double click without scripts): one check-in, said as news
    const again = await post(day, { intent: "check_in", id: arrival.id });
    said(again, "desk:refused.already_checked_in");
    expect(order(arrival.id).checked_in_at).toBe(at);

    const out = await post(day, { intent: "check_out", id: arrival.id });
    said(out, "desk:done.check_out");
    expect(order(arrival.id).checked_out_at).toBeTruthy();
  });

  it("cancels through the booking's cancel form: a reason is required, then the status changes", async () => {
    const page = await b.get("/hotel/today");
    const row = rowsOf(page.html, "desk-arrivals").find((r) => r.html.includes("desk-status-cancelled"))!;
    const dialog = await b.get(`/hotel/today?confirm=cancelled&id=${row.id}`);
    expect(dialog.html).toContain('data-testid="dialog-cancelled"');
    const bare = await post(`/hotel/today?confirm=cancelled&id=${row.id}`, { intent: "cancelled", id: row.id });
    expect(bare.status).toBe(200);
    said(bare, "validation:reason_cancel_required");
    expect(order(row.id).status).not.toBe("cancelled");
    const done = await post(`/hotel/today?confirm=cancelled&id=${row.id}`, {
      intent: "cancelled",
      id: row.id,
      reason_cancel: "Guest asked",
    });
    expect(done.redirects).toEqual(["/hotel/today"]);
    said(done, "bookings:action.statusUpdated", { status: "Cancelled" });
    expect(order(row.id).status).toBe("cancelled");
  });

  it("opens a step's dialog only for a row that offers it; not-come from the day after the arrival", async () => {
    const page = await b.get("/hotel/today");
    const stay = rowsOf(page.html, "desk-departures").find((r) => r.html.includes("confirm=not_come"))!;
    const dialog = await b.get(`/hotel/today?confirm=not_come&id=${stay.id}`);
    expect(dialog.html).toContain('data-testid="confirm-dialog"');
    // an arrival not checked in yet (the earlier tests checked one in and out)
    const arrival = rowsOf(page.html, "desk-arrivals").find((r) => r.html.includes('value="check_in"'))!;
    expect((await b.get(`/hotel/today?confirm=not_come&id=${arrival.id}`)).html).not.toContain(
      'data-testid="confirm-dialog"',
    );
    // posted anyway: the marketplace's rule says no, in words
    said(await post("/hotel/today", { intent: "not_come", id: arrival.id }), "desk:refused.warning_date_not_come");
    const done = await post("/hotel/today", { intent: "not_come", id: stay.id });
    said(done, "desk:done.not_come");
    expect(order(stay.id).status).toBe("not-come");
  });

  it("answers another supplier's booking 404 and a post it cannot have sent with the 400 page", async () => {
    const arrival = rowsOf((await b.get("/hotel/today")).html, "desk-arrivals").at(-1)!;
    const other = await loggedIn(server.url, "supplier@demo.vn");
    expect((await other.post("/hotel/today", { intent: "check_in", id: arrival.id })).status).toBe(404);
    expect(order(arrival.id).checked_in_at).toBeNull();
    const bads: Record<string, string>[] = [
      { intent: "drop", id: arrival.id },
      { intent: "check_in" },
      { intent: "check_in", id: "../x" },
      { intent: "handover", id: arrival.id },
    ];
    for (const bad of bads) {
      const reply = await post("/hotel/today", bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(visibleText(reply.html)).toContain(text("en", "common:errors.badForm.title"));
    }
    expect(order(arrival.id).checked_in_at).toBeNull();
  });

  it("reads the day from the URL and says when it is not one", async () => {
    const tomorrow = addDays(today, 1);
    const page = await b.get(`/hotel/today?date=${ddmmyyyy(tomorrow)}`);
    expect(visibleText(page.html)).toContain(`On ${tomorrow.split("-").reverse().join("/")}`);
    const wrong = await b.get("/hotel/today?date=31-02-2026");
    expect(wrong.status).toBe(200);
    said(wrong, "validation:invalid_date");
  });
});

describe("/hotel/today's pages", () => {
  const rowIds = (html: string) =>
    [...html.matchAll(/<tr data-testid="list-row">[\s\S]*?booking\/([\w-]+)"/g)].map((m) => m[1]!);

  it("pages a busy day with the shared pager, keeps the page after a post, says why a row offers nothing", async () => {
    const token = await apiToken(server.marketplaceUrl, SHOP);
    const call = (method: string, p: string, body?: unknown) =>
      marketplaceCall(server.marketplaceUrl, method, p, body, token);
    const total = async () => (await call("GET", "hotel/today?perPage=1")).body.data.total as number;
    // one-night arrivals today in every room type with a room left, until the day holds more than a page
    const hotels = (await call("GET", "hotel/hotel?perPage=-1")).body.data.docs as { _id: string }[];
    for (const h of hotels) {
      const rooms = (await call("GET", `hotel/room?hotel=${h._id}`)).body.data.docs as { _id: string }[];
      for (const r of rooms)
        while ((await total()) <= 22) {
          const booked = await marketplaceCall(server.marketplaceUrl, "POST", "dev/order", {
            service: "hotel",
            hotel: h._id,
            date_checkin: today,
            date_checkout: addDays(today, 1),
            items: [{ room: r._id, quantity: 1, quantity_extrabed: 0 }],
            contact: { fullname: "Lê Văn Bình", phone: "+84901234567", email: "binh@example.vn" },
            status: "paid",
          });
          if (booked.status !== 200) break;
        }
    }
    const all = await total();
    expect(all).toBeGreaterThan(20);
    const first = await b.get("/hotel/today");
    expect(first.html).toContain('data-testid="pager"');
    const second = await b.get("/hotel/today?page=2");
    const [one, two] = [rowIds(first.html), rowIds(second.html)];
    expect(one).toHaveLength(20);
    expect(two.length).toBe(Math.min(20, all - 20));
    expect(one.filter((id) => two.includes(id))).toEqual([]);
    // a page past the end: the last page
    expect((await b.get("/hotel/today?page=99")).redirects.at(-1)).toBe(`/hotel/today?page=${Math.ceil(all / 20)}`);

    // a guest checked in and out from page 2: the post comes back to page 2, and the row says why it offers nothing
    const row = rowsOf(second.html, "desk-arrivals").find((r) => r.html.includes('value="check_in"'))!;
    const day = `/hotel/today?date=${ddmmyyyy(today)}&page=2`;
    expect((await post(day, { intent: "check_in", id: row.id })).redirects).toEqual([day]);
    const left = await post(day, { intent: "check_out", id: row.id });
    const gone = rowsOf(left.html, "desk-arrivals").find((r) => r.id === row.id)!;
    // the guest gone, the desk completes the stay, then has nothing left to do and says so
    expect(gone.html).toContain('data-testid="desk-status-completed"');
    const completed = await post(day, { intent: "completed", id: row.id });
    const after = rowsOf(completed.html, "desk-arrivals").find((r) => r.id === row.id)!;
    expect(visibleText(after.html)).toContain(text("en", "desk:idle.already_checked_out"));
    // a status change the desk does not offer is not its to post: the 400 page
    const refunded = await post(day, { intent: "refunded", id: row.id });
    expect(refunded.status).toBe(400);
  });
});

describe("/bike/today's actions, scripts off", () => {
  /** The choices of each vehicle select of a handover dialog. */
  const selects = (html: string) =>
    [...html.matchAll(/<select[^>]*name="(units\[\d+\])"[^>]*>([\s\S]*?)<\/select>/g)].map((m) => ({
      name: m[1]!,
      values: [...m[2]!.matchAll(/<option value="([^"]+)"/g)].map((o) => o[1]!),
    }));

  it("refuses a vehicle already out on another rental, naming it", async () => {
    const page = await b.get("/bike/today");
    const pickups = rowsOf(page.html, "desk-pickups").filter((r) => r.html.includes("confirm=handover"));
    const withUnits: { id: string; select: { name: string; values: string[] }; deposit: boolean }[] = [];
    for (const r of pickups) {
      const s = selects((await b.get(`/bike/today?confirm=handover&id=${r.id}`)).html);
      if (s.length === 1) withUnits.push({ id: r.id, select: s[0]!, deposit: r.html.includes("desk-deposit") });
    }
    // the rental with a deposit stays for the next test's handover
    withUnits.sort((x, y) => Number(x.deposit) - Number(y.deposit));
    const [first, second] = withUnits.filter((w) => w.select.values[0] === withUnits[0]!.select.values[0]);
    const unit = first!.select.values[0]!;
    said(await post("/bike/today", { intent: "handover", id: first!.id, "units[0]": unit }), "desk:done.handover");
    const refused = await post("/bike/today", { intent: "handover", id: second!.id, "units[0]": unit });
    const label = new RegExp(`<option value="${unit}"[^>]*>([^<]+)<`).exec(
      (await b.get(`/bike/today?confirm=handover&id=${second!.id}`)).html,
    );
    expect(label, "the unit is no longer offered").toBeNull();
    said(refused, "desk:refused.unit_out", { unit: unitLabel(unit) });
    expect(order(second!.id).handed_over_at).toBeNull();
    // back again (its deposit, if any, returned): the vehicle is free for the next rental
    said(await post("/bike/today", { intent: "return", id: first!.id, deposit: "returned" }), "desk:done.return");
  });

  it("hands a rental over with a vehicle, then takes it back keeping its deposit with a reason", async () => {
    const page = await b.get("/bike/today");
    const rental = rowsOf(page.html, "desk-pickups").find(
      (r) => r.html.includes("confirm=handover") && r.html.includes("desk-deposit"),
    )!;
    const dialog = await b.get(`/bike/today?confirm=handover&id=${rental.id}`);
    expect(dialog.html).toContain('data-testid="dialog-handover"');
    const fields: Record<string, string> = { intent: "handover", id: rental.id };
    for (const s of selects(dialog.html)) fields[s.name] = s.values[0]!;
    // the row's two buttons say two things: recording the handover, and the status change that starts the rental
    const words = visibleText(rental.html);
    expect(words).toContain("Record handover");
    expect(words).toContain("Start rental");
    const status = order(rental.id).status;
    const done = await post(`/bike/today?confirm=handover&id=${rental.id}`, fields);
    expect(done.redirects).toEqual(["/bike/today"]);
    said(done, "desk:done.handover");
    // recording the handover starts nothing: the toast says so, and the status is as it was
    expect(visibleText(done.html)).toContain(
      "Handover recorded (time, vehicles, deposit). The booking's status is unchanged.",
    );
    expect(order(rental.id).status).toBe(status);
    expect(order(rental.id)).toMatchObject({ deposit_status: "held" });
    said(await post("/bike/today", fields), "desk:refused.already_handed_over");

    const back = await b.get(`/bike/today?confirm=return&id=${rental.id}`);
    expect(back.html).toContain('data-testid="dialog-return"');
    const kept = await post(`/bike/today?confirm=return&id=${rental.id}`, {
      intent: "return",
      id: rental.id,
      deposit: "kept",
    });
    expect(kept.status).toBe(200);
    said(kept, "validation:required");
    expect(order(rental.id).returned_at).toBeNull();
    const returned = await post(`/bike/today?confirm=return&id=${rental.id}`, {
      intent: "return",
      id: rental.id,
      deposit: "kept",
      deposit_reason: "Scratched mirror",
    });
    said(returned, "desk:done.return");
    expect(order(rental.id)).toMatchObject({ deposit_status: "kept", deposit_reason: "Scratched mirror" });
    said(await post("/bike/today", { intent: "return", id: rental.id }), "desk:refused.already_returned");
  });
});
