// Every hotel and bike booking state has its way forward, over real HTTP with plain form posts (no
// scripts) on a fresh SQLite (hotels-bikes-transport §2, §4, §5 "Transaction code", §7, §9):
// - a stay waiting for confirmation (wait-confirm) is confirmed by the supplier, from the page and the API;
// - a bike rental records its bank-transfer code as a stay does (the same control, from the descriptor);
// - a code on an unpaid booking records one deposit and marks it paid; on a booking already paid (by
//   card or by another transfer) it is refused with a translated message and no second payment;
// - hotel bookings sort by created date, hotel statistics open on "All", bike statistics have a tab
//   for every status their chart counts, and every bookings list filters by status from the URL.
import { describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { statisticTabsMatch, tabCounts } from "../support/statistics";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "../security/support";
import { hotelStay } from "../support/hotel-stays";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const OWNER = "hotelbike@demo.vn";
const today = todayInVietnam();

const call = async (method: string, p: string, body?: unknown, email = OWNER) =>
  marketplaceCall(api(), method, p, body, await apiToken(api(), email));

type Order = { _id: string; uid: string; status: string; total: number; currency: string; payment_id: string | null };
const CONTACT = { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" };

/** A customer's one-night stay at one of the owner's rooms, in `status`, checking in a few days from now. */
const stay = (status: string): Promise<Order> => hotelStay(api(), OWNER, status);

/** A customer's one-day rental of one of the owner's options, in `status`, picked up a few days from now. */
async function rental(status: string): Promise<Order> {
  const bikes = (await call("GET", "bike/bike?perPage=-1")).body.data.docs as { _id: string; rental_by_day: boolean }[];
  for (const bike of bikes.filter((b) => b.rental_by_day)) {
    const options = (await call("GET", `bike/option?bike=${bike._id}`)).body.data.docs as { _id: string }[];
    for (const option of options)
      for (const offset of [4, 7, 11, 16, 21, 26]) {
        const { body } = await marketplaceCall(api(), "POST", "dev/order", {
          service: "bike",
          bike: bike._id,
          rental_method: "day",
          date_pickup: addDays(today, offset),
          time_pickup: "08:00",
          date_return: addDays(today, offset + 1),
          time_return: "08:00",
          items: [{ option: option._id, quantity: 1 }],
          contact: CONTACT,
          status,
        });
        if (body.code === 200) return body.data;
      }
  }
  throw new Error("no option of the owner is on sale in the coming days");
}

const statusOf = (html: string) => /data-testid="booking-status"[\s\S]*?data-status="([^"]+)"/.exec(html)?.[1];
const offered = (html: string) => [...html.matchAll(/data-testid="action-([a-z_-]+)"/g)].map((m) => m[1]);
const shownCode = (html: string) => /data-testid="booking-payment-id">([^<]*)</.exec(html)?.[1];
const said = (key: string, code: string, lng: "en" | "vi" = "en") => text(lng, key).replace("{{code}}", code);

type Transaction = { type: string; payment_id: string; amount: number; gateway: string; status: string };
/** The money that came in on a booking: its completed payments and deposits. */
async function moneyIn(orderId: string) {
  const { body } = await call("GET", `transaction?order=${orderId}`);
  return (body.data.docs as Transaction[]).filter(
    (t) => (t.type === "payment" || t.type === "deposit") && t.status === "completed",
  );
}

describe("a stay waiting for confirmation (wait-confirm)", () => {
  it("is confirmed by the supplier through its dialog (a plain post); the API takes the same step", async () => {
    const b = await loggedIn(server.url, OWNER);
    const o = await stay("wait-confirm");
    const path = `/hotel/booking/${o._id}`;
    expect(offered((await b.get(path)).html)).toEqual(["confirmed", "paid", "cancelled"]);
    const dialog = await b.get(`${path}?do=confirmed`);
    expect(dialog.html).toContain('data-testid="dialog-confirmed"');
    expect(visibleText(dialog.html)).toContain(text("en", "bookings:words.stay.confirmedText"));
    const done = await b.post(`${path}?do=confirmed`, { intent: "confirmed" });
    expect(statusOf(done.html)).toBe("confirmed");
    expect(visibleText(done.html)).toContain("The booking is now: Confirmed.");
    // a confirmed stay goes on as any: completed from the check-in day, cancelled until it
    expect(offered(done.html)).toEqual(["cancelled", "refunded"]);

    const other = await stay("wait-confirm");
    const patched = await call("PATCH", `hotel/order/${other._id}`, { status: "confirmed" });
    expect([patched.status, patched.body.data.status]).toEqual([200, "confirmed"]);
    // the same table refuses it from elsewhere: a paid stay is not the one waiting for confirmation
    const paid = await stay("paid");
    const refused = await call("PATCH", `hotel/order/${paid._id}`, { status: "confirmed" });
    expect([refused.status, refused.body.message, refused.body.data]).toEqual([
      409,
      "invalid_transition",
      { status: "paid" },
    ]);
    expect(offered((await b.get(`/hotel/booking/${paid._id}`)).html)).not.toContain("confirmed");
  });
});

const SERVICES = [
  { service: "hotel", book: stay, waiting: "wait_paid" },
  { service: "bike", book: rental, waiting: "wait-paid" },
] as const;

describe.each(SERVICES)("$service: the transfer code", ({ service, book, waiting }) => {
  it("on an unpaid booking records one deposit of its total and marks it paid", async () => {
    const b = await loggedIn(server.url, OWNER);
    const o = await book(waiting);
    const path = `/${service}/booking/${o._id}`;
    const page = await b.get(path);
    expect(page.html).toContain('data-testid="transfer-code-open"');
    expect(shownCode(page.html)).toBe(text("en", "bookings:payment.noTransferCode"));
    expect((await b.get(`${path}?transfer=1`)).html).toContain('data-testid="dialog-transfer-code"');

    const code = `FT-${service}-${o.uid}`.toUpperCase();
    const saved = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: `  ${code} ` });
    expect(saved.url).toBe(path);
    expect(visibleText(saved.html)).toContain(said("bookings:payment.updateTransactionCodeSuccess", code));
    expect(shownCode(saved.html)).toBe(code);
    expect(statusOf(saved.html)).toBe("paid");
    expect(await moneyIn(o._id)).toEqual([
      expect.objectContaining({ type: "deposit", payment_id: code, amount: o.total, gateway: "bank_transfer" }),
    ]);
    // paid now: no second code is offered
    expect(saved.html).not.toContain('data-testid="transfer-code-open"');
    expect((await call("GET", `${service}/order/${o._id}`)).body.data).toMatchObject({
      status: "paid",
      payment_id: code,
    });

    // the same code again: already recorded; another code: the booking is paid, no second deposit
    const again = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: code });
    expect(visibleText(again.html)).toContain(said("bookings:payment.transferCodeAlreadyRecorded", code));
    const other = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: "FT-ANOTHER" });
    expect(visibleText(other.html)).toContain(said("bookings:payment.alreadyPaid", "FT-ANOTHER"));
    const byApi = await call("PATCH", `${service}/order/${o._id}`, { payment_id: "FT-ANOTHER-2" });
    expect([byApi.status, byApi.body.message, byApi.body.data.payment_id]).toEqual([409, "order_already_paid", code]);
    expect(await moneyIn(o._id)).toHaveLength(1);
  });

  it("on a booking paid by card is refused with a translated message: never a second payment", async () => {
    const o = await book("paid");
    const path = `/${service}/booking/${o._id}`;
    const before = await moneyIn(o._id);
    expect(before).toEqual([expect.objectContaining({ type: "payment", amount: o.total })]);
    for (const lng of ["en", "vi"] as const) {
      const b = await loggedIn(server.url, OWNER, lng);
      const page = await b.get(path);
      expect(page.html).not.toContain('data-testid="transfer-code-open"');
      const posted = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: `CARD-${lng}` });
      expect(visibleText(posted.html)).toContain(said("bookings:payment.alreadyPaid", `CARD-${lng}`, lng));
    }
    const direct = await call("PATCH", `${service}/order/${o._id}`, { payment_id: "CARD-API" });
    expect([direct.status, direct.body.message]).toEqual([409, "order_already_paid"]);
    expect(direct.body.data).toMatchObject({ _id: o._id, status: "paid", payment_id: null });
    expect(await moneyIn(o._id)).toEqual(before);
  });
});

describe("hotel: the transfer code on other unpaid stays", () => {
  it("marks a stay waiting for confirmation paid", async () => {
    const o = await stay("wait-confirm");
    const reply = await call("PATCH", `hotel/order/${o._id}`, { payment_id: "FT-WAIT-CONFIRM" });
    expect([reply.status, reply.body.data.status, reply.body.data.payment_id]).toEqual([
      200,
      "paid",
      "FT-WAIT-CONFIRM",
    ]);
    expect(await moneyIn(o._id)).toHaveLength(1);
  });

  it("on a stay marked paid by hand (no money recorded) records its deposit and leaves it paid", async () => {
    const b = await loggedIn(server.url, OWNER);
    const o = await stay("wait_paid");
    const path = `/hotel/booking/${o._id}`;
    expect(statusOf((await b.post(`${path}?do=paid`, { intent: "paid" })).html)).toBe("paid");
    expect(await moneyIn(o._id)).toEqual([]);
    const saved = await b.post(`${path}?transfer=1`, { intent: "transferCode", payment_id: "FT-BY-HAND" });
    expect(visibleText(saved.html)).toContain(said("bookings:payment.updateTransactionCodeSuccess", "FT-BY-HAND"));
    expect(statusOf(saved.html)).toBe("paid");
    expect(await moneyIn(o._id)).toEqual([expect.objectContaining({ type: "deposit", payment_id: "FT-BY-HAND" })]);
  });
});

const uids = (html: string, prefix: string) => [
  ...new Set([...html.matchAll(new RegExp(`>[A-Z0-9]+-(${prefix}-[0-9A-Z]{8})<`, "g"))].map((m) => m[1])),
];
const apiUids = async (p: string) => ((await call("GET", p)).body.data.docs as Order[]).map((o) => o.uid);

describe("lists and statistics the spec names", () => {
  it("sorts hotel bookings by created date from the URL, with a sort select", async () => {
    const b = await loggedIn(server.url, OWNER);
    const oldest = await b.get("/hotel/bookings?sort=created_asc");
    expect(oldest.html).toContain('data-testid="bookings-sort"');
    expect(oldest.html).toMatch(/<option[^>]*value="created_asc"[^>]*selected/);
    const asc = await apiUids(`hotel/order?perPage=10&sort=${encodeURIComponent('{"created_at":1}')}`);
    const desc = await apiUids("hotel/order?perPage=10");
    expect(asc).not.toEqual(desc);
    expect(uids(oldest.html, "HOTEL")).toEqual(asc);
    expect(uids((await b.get("/hotel/bookings")).html, "HOTEL")).toEqual(desc);
  });

  it("opens hotel statistics on an All tab counting every booking", async () => {
    const b = await loggedIn(server.url, OWNER);
    const stat = await b.get("/hotel/statistic");
    expect(stat.html).toMatch(/data-tab="all"[^>]*aria-current="page"|aria-current="page"[^>]*data-tab="all"/);
    const counts = tabCounts(stat.html);
    expect(Object.keys(counts)[0]).toBe("all");
    const total = (await call("GET", "hotel/order?perPage=1")).body.data.total as number;
    expect(counts.all).toBe(total);
    expect(uids(stat.html, "HOTEL")).toEqual(await apiUids("hotel/order?perPage=10"));
    // a status tab still lists its own
    const paid = await b.get("/hotel/statistic?status=paid");
    expect(uids(paid.html, "HOTEL")).toEqual(await apiUids("hotel/order?perPage=10&status=paid"));
  });

  it("gives bike statistics a tab for every status its chart counts, started ones included", async () => {
    const b = await loggedIn(server.url, OWNER);
    const started = ["agency_begin", "begin", "agency_completed"];
    const counts = await statisticTabsMatch(b, call, "bike", ["paid", "confirmed", ...started, "completed"]);
    for (const s of started) expect(counts[s], s).toBeGreaterThan(0);
    const { body } = await call("GET", "bike/statistic?perPage=-1");
    for (const { _id, count } of body.data.docs as { _id: string; count: number }[])
      if (count > 0) expect(counts[_id], `a tab for ${_id}`).toBe(count);
    const begun = await b.get("/bike/statistic?status=begin");
    expect(uids(begun.html, "BIKE")).toEqual(await apiUids("bike/order?perPage=10&status=begin"));
  });

  it.each([
    ["bike", "BIKE", "begin"],
    ["bike", "BIKE", "agency_begin"],
    ["hotel", "HOTEL", "wait-confirm"],
  ])(
    "filters the %s bookings list by status from the URL (%s %s), with a status select",
    async (service, prefix, status) => {
      const b = await loggedIn(server.url, OWNER);
      const list = await b.get(`/${service}/bookings?status=${status}`);
      expect(list.status).toBe(200);
      expect(list.html).toContain('data-testid="bookings-status"');
      expect(list.html).toMatch(new RegExp(`<option[^>]*value="${status}"[^>]*selected`));
      const wanted = await apiUids(`${service}/order?perPage=10&status=${status}`);
      expect(wanted.length).toBeGreaterThan(0);
      expect(uids(list.html, prefix)).toEqual(wanted);
      // a status the service does not have is no filter (never a 500)
      const odd = await b.get(`/${service}/bookings?status=${encodeURIComponent("<x>")}`);
      expect(odd.status).toBe(200);
      expect(uids(odd.html, prefix)).toEqual(await apiUids(`${service}/order?perPage=10`));
    },
  );
});
