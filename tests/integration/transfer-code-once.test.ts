// One transfer code is one deposit of a booking (spec hotels-bikes-transport §4 "Recording a transfer
// code creates a completed deposit transaction", §7 "PATCH … order/{id} … or payment_id"), on the
// server as `npm start` runs it with two workers on one SQLite file: the same code sent twice at once,
// through the API of hotels and bikes or as two plain posts of the booking page's form, on a booking
// waiting for its payment, records one completed bank-transfer deposit and marks it paid; the other
// answer says it was already recorded (409 transfer_code_recorded with the unchanged booking; on the
// page, a translated message), and another code afterwards finds it paid (409 order_already_paid).
import path from "node:path";
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { Browserless, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "../security/support";

// parallel posts on a busy 2-core machine: answers are counted, not timed out
const server = serverForThisFile({ MARKETPLACE_TIMEOUT_MS: "30000" }, { workers: 2 });
const HOTELIER = "hotelbike@demo.vn";
const PAIRS = 20;
const run = Date.now().toString(36).toUpperCase();

let token: string;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
beforeAll(async () => {
  token = await apiToken(server.url, HOTELIER);
});

/** The completed bank-transfer deposits of `code` on each order, read beside the server from its database. */
function deposits(orderIds: string[], code: (i: number) => string) {
  const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
  try {
    const count = db.prepare(
      `select count(*) as n from transactions
       where order_id = ? and payment_id = ? and type = 'deposit' and gateway = 'bank_transfer' and status = 'completed'`,
    );
    return orderIds.map((id, i) => (count.get(id, code(i)) as { n: number }).n);
  } finally {
    db.close();
  }
}
const serverErrors = () => [...server.logs().matchAll(/\] [A-Z]+ \S+ (5\d\d) /g)].length;
/** Another cookie jar with the same session: each post's flash message is read where it was sent. */
function twin(b: Browserless) {
  const c = new Browserless(b.base);
  for (const [k, v] of b.cookies) c.cookies.set(k, v);
  return c;
}

describe.each([
  ["hotel", "wait_paid"],
  ["bike", "wait-paid"],
])("%s/order/{id} PATCH {payment_id} sent twice at once", (service, waiting) => {
  it(`records one deposit in each of ${PAIRS} parallel pairs; the other answers 409 transfer_code_recorded`, async () => {
    // bookings no money came in for (the demo has them waiting for their payment)
    const { body } = await api("GET", `${service}/order?perPage=${PAIRS}&status=${waiting}`);
    const orders = (body.data.docs as { _id: string }[]).map((o) => o._id);
    expect(orders).toHaveLength(PAIRS);
    const code = (i: number) => `SAME-CODE-${run}-${service}-${i}`.toUpperCase();
    const replies = await Promise.all(
      orders.flatMap((id, i) => [0, 1].map(() => api("PATCH", `${service}/order/${id}`, { payment_id: code(i) }))),
    );
    expect(deposits(orders, code)).toEqual(Array(PAIRS).fill(1));
    for (let i = 0; i < PAIRS; i++) {
      const pair = replies.slice(2 * i, 2 * i + 2).map((r) => [r.status, r.body.message]);
      expect(pair.map(([s]) => s).sort(), JSON.stringify(pair)).toEqual([200, 409]);
      const refused = replies.slice(2 * i, 2 * i + 2).find((r) => r.status === 409)!;
      expect(refused.body.message).toBe("transfer_code_recorded");
      // the unchanged booking, with the code recorded and paid
      expect(refused.body.data).toMatchObject({ _id: orders[i], payment_id: code(i), status: "paid" });
    }
    // once more, afterwards: still one
    const again = await api("PATCH", `${service}/order/${orders[0]}`, { payment_id: code(0) });
    expect([again.status, again.body.message]).toEqual([409, "transfer_code_recorded"]);
    // the same code as a deposit posted by hand: refused by the database's rule, not a 500
    const byHand = await api("POST", "transaction", {
      order: orders[0],
      amount: 1000,
      currency: "VND",
      payment_id: code(0),
    });
    expect([byHand.status, byHand.body.message]).toEqual([409, "transfer_code_recorded"]);
    expect(deposits(orders, code)).toEqual(Array(PAIRS).fill(1));
    // another code on a booking that has one: it is paid, never a second payment
    const other = await api("PATCH", `${service}/order/${orders[0]}`, { payment_id: `OTHER-${run}` });
    expect([other.status, other.body.message, other.body.data.payment_id]).toEqual([
      409,
      "order_already_paid",
      code(0),
    ]);
    expect(deposits([orders[0]!], () => `OTHER-${run}`)).toEqual([0]);
    expect(serverErrors()).toBe(0);
  });
});

describe("the transfer-code form posted twice at once (/hotel/booking/{id}?transfer=1, no scripts)", () => {
  it("records one deposit; one page says recorded, the other already recorded", async () => {
    const b = await loggedIn(server.url, HOTELIER);
    const { body } = await api("GET", "hotel/order?perPage=1&page=2&status=wait-confirm");
    const order = body.data.docs[0] as { _id: string };
    const page = `/hotel/booking/${order._id}`;
    const code = `FORM-${run}`;
    const post = (c: Browserless) => c.post(`${page}?transfer=1`, { intent: "transferCode", payment_id: code });
    const pages = await Promise.all([post(b), post(twin(b))]);
    expect(deposits([order._id], () => code)).toEqual([1]);
    const recorded = text("en", "bookings:payment.updateTransactionCodeSuccess").replace("{{code}}", code);
    const already = text("en", "bookings:payment.transferCodeAlreadyRecorded").replace("{{code}}", code);
    const seen = pages.map((p) => visibleText(p.html));
    expect(seen.filter((t) => t.includes(recorded))).toHaveLength(1);
    expect(seen.filter((t) => t.includes(already))).toHaveLength(1);
    for (const p of pages) {
      // both land on the booking, which shows the code
      expect(p.url).toBe(page);
      expect(p.html).toContain(`data-testid="booking-payment-id">${code}<`);
    }
    // a later post of the same code, in Vietnamese: still one deposit, and said so
    const vi = await loggedIn(server.url, HOTELIER, "vi");
    const again = await post(vi);
    expect(visibleText(again.html)).toContain(
      text("vi", "bookings:payment.transferCodeAlreadyRecorded").replace("{{code}}", code),
    );
    expect(deposits([order._id], () => code)).toEqual([1]);
    expect(serverErrors()).toBe(0);
  });
});
