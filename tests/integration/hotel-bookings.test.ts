// Hotel bookings over real HTTP with plain form posts (no scripts), on a fresh SQLite (hotels-bikes-
// transport §3 "Hotel order", §4, §5 "Transaction code", §9): a customer books two nights and the
// room calendar's empty count drops; the supplier sets paid → completed (from the check-in day),
// records a transfer code and sees its deposit; a refused change leaves the booking as it was; a
// booking that ends gives its rooms back once; another supplier's booking is not found; statistics
// counts and revenue cards equal the bookings' own figures.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { revenueCardsMatch, statisticTabsMatch } from "../support/statistics";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const HOTELIER = "hotelbike@demo.vn";

const call = async (method: string, p: string, body?: unknown, email = HOTELIER) =>
  marketplaceCall(api(), method, p, body, await apiToken(api(), email));

type Room = { _id: string; name: string; extrabed: boolean };
let hotel: { _id: string; name: string };
let room: Room;
const today = todayInVietnam();

/** The room's nights on sale: date → {empty, price}. */
async function nights(roomId = room._id) {
  const { body } = await call("GET", `hotel/calendar?room=${roomId}`);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return new Map((body.data.calendars as { date: string; empty: number; price: number }[]).map((d) => [d.date, d]));
}

/** A customer's booking of `room` (POST dev/order): check-in in `inDays` days, `length` nights. */
async function book(
  over: { inDays?: number; length?: number; quantity?: number; extra?: number; status?: string } = {},
) {
  const checkin = addDays(today, over.inDays ?? W1);
  const reply = await marketplaceCall(api(), "POST", "dev/order", {
    service: "hotel",
    hotel: hotel._id,
    date_checkin: checkin,
    date_checkout: addDays(checkin, over.length ?? 2),
    items: [{ room: room._id, quantity: over.quantity ?? 1, quantity_extrabed: over.extra ?? 0 }],
    contact: { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" },
    note: "Phòng tầng cao",
    status: over.status ?? "wait_paid",
  });
  return reply;
}
async function booked(over: Parameters<typeof book>[0] = {}) {
  const { body } = await book(over);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as { _id: string; uid: string; status: string; total: number; date_checkin: string };
}
const record = async (id: string, email = HOTELIER) => (await call("GET", `hotel/order/${id}`, undefined, email)).body;
const statusOf = (html: string) => /data-testid="booking-status"[\s\S]*?data-status="([^"]+)"/.exec(html)?.[1];
const offered = (html: string) => [...html.matchAll(/data-testid="action-([a-z_-]+)"/g)].map((m) => m[1]);

/** Two windows of three nights on sale (W1 with ≥ 5 rooms empty, W2 with ≥ 3), and tonight with one. */
let W1 = 0;
let W2 = 0;
beforeAll(async () => {
  const hotels = (await call("GET", "hotel/hotel?perPage=-1")).body.data.docs as { _id: string; name: string }[];
  // a room of the demo supplier on sale over some coming nights (the seed leaves a few nights unset
  // and its bookings hold some rooms: the windows are found, not assumed), one taking extra beds first
  for (const h of hotels) {
    const rooms = (await call("GET", `hotel/room?hotel=${h._id}&perPage=-1`)).body.data.docs as Room[];
    for (const r of [...rooms].sort((x, y) => Number(y.extrabed) - Number(x.extrabed))) {
      const days = await nights(r._id);
      const open = (offset: number, empty: number) =>
        [0, 1, 2].every((i) => (days.get(addDays(today, offset + i))?.empty ?? 0) >= empty);
      const w1 = Array.from({ length: 60 }, (_, i) => i + 5).find((o) => open(o, 5));
      const w2 =
        w1 === undefined ? undefined : Array.from({ length: 60 }, (_, i) => i + w1 + 3).find((o) => open(o, 3));
      if (w1 !== undefined && w2 !== undefined && open(0, 1)) {
        hotel = h;
        room = r;
        [W1, W2] = [w1, w2];
        return;
      }
    }
  }
  throw new Error("no seeded hotel room on sale over the coming nights");
});

describe("a customer's booking takes the room's nights", () => {
  it("books two nights: nights, line total, fees, commission, and each night's empty count drops", async () => {
    const before = await nights();
    const n20 = addDays(today, W1);
    const n21 = addDays(today, W1 + 1);
    const n22 = addDays(today, W1 + 2);
    const extra = room.extrabed ? 1 : 0;
    const o = await booked({ quantity: 2, extra });
    expect(o.uid).toMatch(/^HOTEL-[0-9A-Z]{8}$/);
    const after = await nights();
    expect(after.get(n20)!.empty).toBe(before.get(n20)!.empty - 2);
    expect(after.get(n21)!.empty).toBe(before.get(n21)!.empty - 2);
    // the check-out day is not a night of the stay
    expect(after.get(n22)!.empty).toBe(before.get(n22)!.empty);

    const r = (await record(o._id)).data;
    expect(r.total_date).toBe(2);
    expect(r.date_checkin).toBe(n20);
    expect(r.date_checkout).toBe(n22);
    // §9: line = quantity × price (the stay's) + extra beds × extra-bed price × nights
    const stay = before.get(n20)!.price + before.get(n21)!.price;
    expect(r.items[0].price).toBe(stay);
    expect(r.items[0].quantity_extrabed).toBe(extra);
    expect(r.items[0].amount).toBe(2 * stay + extra * r.price_extrabed * 2);
    expect(r.subtotal).toBe(r.items[0].amount);
    // the demo hotel: service fee 5 %, VAT 10 % (on the subtotal with the fee), commission 15 %
    expect(r.service_fee).toBe(Math.round(r.subtotal * 0.05));
    expect(r.vat_fee).toBe(Math.round((r.subtotal + r.service_fee) * 0.1));
    expect(r.total).toBe(r.subtotal + r.service_fee + r.vat_fee);
    expect(r.total_amount_agency).toBe(Math.round(r.total * 0.85));

    // the detail shows the stay, its lines and the fee footer
    const b = await loggedIn(server.url, HOTELIER);
    const page = await b.get(`/hotel/booking/${o._id}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain(o.uid);
    // the hotel as booked, named in the page's language (English here)
    const en = (await call("GET", `hotel/order/${o._id}?lang=en`)).body.data;
    expect(text).toContain(en.hotel.name);
    expect(text).toContain("12:00–14:00");
    expect(text).toContain("2 nights");
    expect(text).toMatch(/Service fee\s*[\d,]+/);
    expect(text).toMatch(/VAT\s*[\d,]+/);
    expect(text).toMatch(/Commission\s*[\d,]+/);
    expect(text).not.toMatch(/\btour\b/i);
  });

  it("refuses a night sold out and writes nothing", async () => {
    const before = await nights();
    const n30 = addDays(today, W1);
    const { status, body } = await book({ inDays: W1, quantity: before.get(n30)!.empty + 1 });
    expect([status, body.message]).toEqual([409, "sold_out"]);
    expect((await nights()).get(n30)!.empty).toBe(before.get(n30)!.empty);
  });
});

describe("the supplier's status changes and transfer code", () => {
  it("sets paid, then completed only from the check-in day; a refused change leaves the booking as it was", async () => {
    const b = await loggedIn(server.url, HOTELIER);
    const future = await booked({ inDays: W2 });
    const path = `/hotel/booking/${future._id}`;
    expect(offered((await b.get(path)).html)).toEqual(["paid", "cancelled"]);
    const paid = await b.post(`${path}?do=paid`, { intent: "paid" });
    expect(statusOf(paid.html)).toBe("paid");
    expect(offered(paid.html)).toEqual(["cancelled", "refunded"]);
    // completing before check-in: refused by the back-office and by the marketplace, nothing changes
    const early = await b.post(path, { intent: "completed" });
    expect(statusOf(early.html)).toBe("paid");
    expect(visibleText(early.html)).toContain("It is not the check-in day yet");
    const direct = await call("PATCH", `hotel/order/${future._id}`, { status: "completed" });
    expect([direct.status, direct.body.message]).toEqual([409, "warning_date_complete"]);
    const notTheSuppliers = await call("PATCH", `hotel/order/${future._id}`, { status: "not-come" });
    expect([notTheSuppliers.status, notTheSuppliers.body.message]).toEqual([409, "invalid_transition"]);
    const after = (await record(future._id)).data;
    expect([after.status, after.updated_at]).toEqual(["paid", (await record(future._id)).data.updated_at]);

    // checking in today: completable
    const now = await booked({ inDays: 0, status: "paid" });
    const nowPath = `/hotel/booking/${now._id}`;
    expect(offered((await b.get(nowPath)).html)).toEqual(["completed", "cancelled", "refunded"]);
    const done = await b.post(`${nowPath}?do=completed`, { intent: "completed" });
    expect(statusOf(done.html)).toBe("completed");
    // nothing leaves a final status
    expect(offered(done.html)).toEqual([]);
    const refused = await b.post(nowPath, { intent: "refunded" });
    expect(statusOf(refused.html)).toBe("completed");
    const back = await call("PATCH", `hotel/order/${now._id}`, { status: "paid" });
    expect([back.status, back.body.message]).toEqual([409, "invalid_transition"]);
    expect((await record(now._id)).data.status).toBe("completed");
  });

  it("records a transfer code as a completed bank-transfer deposit, once, trimmed; shows it and its transaction", async () => {
    const b = await loggedIn(server.url, HOTELIER);
    const o = await booked({ inDays: W2 });
    const path = `/hotel/booking/${o._id}`;
    const dialog = await b.get(`${path}?transfer=1`);
    expect(dialog.html).toContain('data-testid="dialog-transfer-code"');
    // invisible-only text is empty: refused, nothing stored
    const blank = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: " \u200b " });
    expect(blank.status).toBe(200);
    expect((await record(o._id)).data.payment_id).toBeNull();
    const tooLong = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: "X".repeat(65) });
    expect(tooLong.status).toBe(200);
    expect((await record(o._id)).data.payment_id).toBeNull();

    const saved = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: "  FT26112 ABC  " });
    expect(visibleText(saved.html)).toContain("The transfer code FT26112 ABC was recorded.");
    expect(saved.html).toContain('data-testid="booking-payment-id">FT26112 ABC<');
    // a double submit records one deposit, and says the code was already recorded
    const twice = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: "FT26112 ABC" });
    expect(visibleText(twice.html)).toContain("The transfer code FT26112 ABC was already recorded on this booking");
    const { body } = await call("GET", `transaction?order=${o._id}`);
    const deposits = (body.data.docs as { type: string; payment_id: string; gateway: string; status: string }[]).filter(
      (t) => t.type === "deposit",
    );
    expect(deposits).toEqual([
      expect.objectContaining({ payment_id: "FT26112 ABC", gateway: "bank_transfer", status: "completed" }),
    ]);
    expect((await record(o._id)).data.payment_id).toBe("FT26112 ABC");
    // the deposit is the booking's payment: it is paid now, by that one transaction
    const page = await b.get(path);
    expect(statusOf(page.html)).toBe("paid");
    expect(page.html.match(/data-testid="booking-transaction"/g)?.length).toBe(1);
    expect(visibleText(page.html)).toContain("Deposit");
  });

  it("gives the rooms back to every night when a booking is cancelled, once (a later refund gives nothing more)", async () => {
    const b = await loggedIn(server.url, HOTELIER);
    const before = await nights();
    const n31 = addDays(today, W1 + 1);
    const o = await booked({ inDays: W1, quantity: 2, status: "paid" });
    expect((await nights()).get(n31)!.empty).toBe(before.get(n31)!.empty - 2);
    const cancelled = await b.post(`/hotel/booking/${o._id}?do=cancelled`, {
      intent: "cancelled",
      reason_cancel: "Khách đổi lịch",
    });
    expect(statusOf(cancelled.html)).toBe("cancelled");
    const released = await nights();
    expect(released.get(n31)!.empty).toBe(before.get(n31)!.empty);
    expect(released.get(addDays(today, W1))!.empty).toBe(before.get(addDays(today, W1))!.empty);
    const refunded = await b.post(`/hotel/booking/${o._id}?do=refunded`, { intent: "refunded" });
    expect(statusOf(refunded.html)).toBe("refunded");
    expect((await nights()).get(n31)!.empty).toBe(before.get(n31)!.empty);
    // a no-show (the operator's) gives them back too
    const gone = await booked({ inDays: W1, status: "confirmed" });
    expect((await nights()).get(n31)!.empty).toBe(before.get(n31)!.empty - 1);
    await marketplaceCall(api(), "POST", `dev/order/${gone._id}/not-come`, {});
    expect((await nights()).get(n31)!.empty).toBe(before.get(n31)!.empty);
  });

  it("answers not found for another supplier's booking, on both sides", async () => {
    const o = await booked({ inDays: W2 });
    expect((await record(o._id, "supplier@demo.vn")).code).toBe(404);
    const patched = await call("PATCH", `hotel/order/${o._id}`, { payment_id: "X1" }, "supplier@demo.vn");
    expect(patched.status).toBe(404);
    const tx = await call("GET", `transaction?order=${o._id}`, undefined, "supplier@demo.vn");
    expect(tx.status).toBe(404);
    const other = await loggedIn(server.url, "supplier@demo.vn");
    expect((await other.get(`/hotel/booking/${o._id}`)).status).toBe(404);
    const posted = await other.post(`/hotel/booking/${o._id}`, { intent: "paid" });
    expect(posted.status).toBe(404);
    expect((await record(o._id)).data).toMatchObject({ status: "wait_paid", payment_id: null });
  });
});

describe("lists, statistics and revenue", () => {
  it("lists hotel bookings with check-in, check-out and nights; the CSV names them too", async () => {
    const b = await loggedIn(server.url, HOTELIER);
    const list = await b.get("/hotel/bookings");
    expect(list.status).toBe(200);
    expect([...list.html.matchAll(/>[A-Z0-9]+-(HOTEL-[0-9A-Z]{8})</g)]).toHaveLength(10);
    const text = visibleText(list.html);
    expect(text).toContain("Check-in ");
    expect(text).toMatch(/Check-out .* nights?/);
    expect(text).not.toContain("Departs ");
    const csv = await b.get("/hotel/bookings.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.html.split("\r\n")[0]).toContain("Check-in date,Check-out date,Nights");
  });

  it("counts each status tab as the bookings of that status; the revenue cards add up the completed bookings", async () => {
    const b = await loggedIn(server.url, HOTELIER);
    const tabs = ["wait_paid", "wait-confirm", "paid", "confirmed", "completed", "not-come", "cancelled"];
    await statisticTabsMatch(b, call, "hotel", tabs);
    // the seed's two hotel payouts
    await revenueCardsMatch(b, call, "hotel", 18_600_000 + 11_250_000);
  });
});
