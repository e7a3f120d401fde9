// The race the conditional UPDATE closes, played deterministically on a real database: two
// requests read the order before either writes (what Kysely's async wrapper allows), then both
// apply their change from that stale read (a status change, a payment, a transfer code).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/database";
import { randomId } from "../shared/ids";
import { applyEvent, patchOrder } from "./change";
import { recordTransferCode } from "./transfer-code";
import { orderRow, transactionRow } from "./record";
import { ownTourOrder as ownOrder } from "./tour-orders";
import type { PatchOrder } from "@contract/api/bookings";

let db: DB;
let dir: string;
const agency = randomId();
let tourId = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "bookings-change-"));
  ({ db } = await openDatabase(dir));
  const user = randomId();
  await db
    .insertInto("users")
    .values({
      _id: user,
      email: "s@example.vn",
      password_hash: "x",
      role: "agency",
      status: "active",
      firstname: "",
      lastname: "",
      sex: null,
      dob: null,
      phone: null,
      dial_code: null,
    })
    .execute();
  await db
    .insertInto("agencies")
    .values({
      _id: agency,
      user_id: user,
      name: "S",
      email: "s@example.vn",
      currency: "VND",
      is_verify: 1,
      is_request_verify: 0,
      is_tour: 1,
      is_cruise: 0,
      is_hotel: 0,
      is_transport: 0,
      is_bike: 0,
    } as never)
    .execute();
  const [area, country, city] = [randomId(), randomId(), randomId()];
  await db.insertInto("areas").values({ _id: area, slug: "a", name_vi: "A", name_en: "A" }).execute();
  await db
    .insertInto("countries")
    .values({ _id: country, area_id: area, code: "VN", name_vi: "V", name_en: "V" })
    .execute();
  await db.insertInto("cities").values({ _id: city, country_id: country, name_vi: "C", name_en: "C" }).execute();
  tourId = randomId();
  await db
    .insertInto("tours")
    .values({
      _id: tourId,
      agency_id: agency,
      created_by: user,
      name: "Tour",
      search: "tour",
      time: null,
      duration_type: "day",
      duration: 1440,
      area_id: area,
      country_id: country,
      city_id: city,
      categories: "[]",
      interests: "[]",
      type: "default",
      optional_type: null,
      group_type: null,
      is_fast_track: 0,
      price: 1000,
      price_type: "person",
      currency: "VND",
      departure: null,
      endpoint: null,
      pickup_detail: null,
      is_pickup: 0,
      promotion: null,
      language_guide: null,
      key_words: null,
      operated_by: null,
      content: "[]",
      translations: "{}",
      translation_pending: "{}",
      images: "[]",
      status: "approved",
      is_active: 1,
      is_deleted: 0,
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
    })
    .execute();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function newOrder(status: string, date_travel = "2025-06-01") {
  const row = orderRow({
    agency_id: agency,
    service: "tour",
    tour: { _id: tourId, type: "default" },
    status,
    date_travel,
    created_at: "2025-05-01T00:00:00.000Z",
    contact: { fullname: "A", phone: "1", email: "a@example.vn" },
    currency: "VND",
    rate_payment: 1,
    lines: {
      service: "tour",
      items: [
        {
          name: "x",
          age: null,
          quantity: 1,
          original_price: 1000,
          price: 1000,
          commission_type: "percent",
          commission_value: 85,
        },
      ],
    },
    single_room: { amount: 0, quantity: 0, commission_type: "percent", commission_value: 90 },
    extra_bed: { amount: 0, quantity: 0, commission_type: "percent", commission_value: 90 },
  });
  await db.insertInto("orders").values(row).execute();
  return ownOrder(db, agency, row._id);
}
const eventsOf = (id: string) =>
  db
    .selectFrom("order_events")
    .select(["from_status", "to_status", "actor"])
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
const operator = (fullname: string) => ({
  fullname,
  email: "o@example.vn",
  contact_methods: [{ name: "phone", value: "1" }],
  note: null,
});
const confirm = (fullname: string): PatchOrder => ({
  actUpd: "udpStatus",
  status: "confirmed",
  reason_cancel: null,
  tour_operator: operator(fullname),
});
const onTravelDay = () => "2025-06-01";

describe("patchOrder from a stale read", () => {
  it("two confirms that both read 'paid': the first changes, the second is told it is already confirmed", async () => {
    const stale = await newOrder("paid");
    const first = await patchOrder(db, agency, stale, confirm("A"), onTravelDay);
    await expect(patchOrder(db, agency, stale, confirm("B"), onTravelDay)).rejects.toMatchObject({
      code: 409,
      message: "already_in_status",
      data: { status: "confirmed" },
    });
    expect(first.status).toBe("confirmed");
    expect(await ownOrder(db, agency, stale._id)).toEqual(first);
    expect(JSON.parse(first.tour_operator!).fullname).toBe("A");
    expect(await eventsOf(stale._id)).toEqual([{ from_status: "paid", to_status: "confirmed", actor: "agency" }]);
  });

  it("two cancels that both read 'paid': the second reason is not stored", async () => {
    const stale = await newOrder("paid");
    const cancel = (reason: string): PatchOrder => ({
      actUpd: "udpStatus",
      status: "cancelled",
      reason_cancel: reason,
      tour_operator: null,
    });
    await patchOrder(db, agency, stale, cancel("Reason ONE"), onTravelDay);
    await expect(patchOrder(db, agency, stale, cancel("Reason TWO"), onTravelDay)).rejects.toMatchObject({
      code: 409,
      message: "already_in_status",
      data: { status: "cancelled" },
    });
    expect((await ownOrder(db, agency, stale._id)).reason_cancel).toBe("Reason ONE");
    expect(await eventsOf(stale._id)).toEqual([{ from_status: "paid", to_status: "cancelled", actor: "agency" }]);
  });

  it("a confirm and a cancel that both read 'paid': the loser gets the rules' answer for what the order is now", async () => {
    const stale = await newOrder("paid");
    await patchOrder(
      db,
      agency,
      stale,
      { actUpd: "udpStatus", status: "cancelled", reason_cancel: "Bão", tour_operator: null },
      onTravelDay,
    );
    await expect(patchOrder(db, agency, stale, confirm("A"), onTravelDay)).rejects.toMatchObject({
      code: 409,
      message: "invalid_transition",
      data: { status: "cancelled" },
    });
    const now = await ownOrder(db, agency, stale._id);
    expect(now).toMatchObject({ status: "cancelled", reason_cancel: "Bão", tour_operator: null });
    expect(await eventsOf(stale._id)).toHaveLength(1);
  });

  it("contact people are refused once another request closed the booking", async () => {
    const stale = await newOrder("confirmed");
    await applyEvent(db, stale, "refund", null);
    await expect(
      patchOrder(db, agency, stale, { actUpd: "updInfo", reason_cancel: null, tour_guide: operator("G") }, onTravelDay),
    ).rejects.toMatchObject({ code: 409, message: "contact_locked" });
    expect((await ownOrder(db, agency, stale._id)).tour_guide).toBeNull();
  });
});

describe("applyEvent from a stale read", () => {
  it("two payments of one order: one payment transaction, the second is refused", async () => {
    const stale = await newOrder("wait_paid");
    expect((await applyEvent(db, stale, "pay", null)).status).toBe("paid");
    await expect(applyEvent(db, stale, "pay", null)).rejects.toMatchObject({
      code: 409,
      message: "invalid_transition",
      data: { status: "paid" },
    });
    const paid = await db
      .selectFrom("transactions")
      .select(["type", "amount"])
      .where("order_id", "=", stale._id)
      .execute();
    expect(paid).toEqual([{ type: "payment", amount: 1000 }]);
    expect(await eventsOf(stale._id)).toEqual([{ from_status: "wait_paid", to_status: "paid", actor: "customer" }]);
  });

  it("a refund returns money only when some was paid", async () => {
    const unpaid = await newOrder("wait_paid");
    await applyEvent(db, unpaid, "abandon", "Đổi kế hoạch");
    const refunded = await applyEvent(db, await ownOrder(db, agency, unpaid._id), "refund", null);
    expect(refunded).toMatchObject({ status: "refunded", reason_cancel: "Đổi kế hoạch" });
    expect(await db.selectFrom("transactions").select("type").where("order_id", "=", unpaid._id).execute()).toEqual([]);
  });
});

describe("recordTransferCode from a stale read", () => {
  const depositsOf = (id: string) =>
    db
      .selectFrom("transactions")
      .select(["payment_id", "gateway", "status"])
      .where("order_id", "=", id)
      .where("type", "=", "deposit")
      .orderBy("created_at")
      .orderBy("_id")
      .execute();
  const refusal = (r: Awaited<ReturnType<typeof recordTransferCode>>) => (r.verdict.ok ? null : r.verdict.message);

  it("the same code twice, both read before either wrote: one deposit, the second is told it is recorded", async () => {
    const stale = await newOrder("wait_paid");
    const [one, two] = await Promise.all([
      recordTransferCode(db, stale, "FT-SAME-1", ["tour"]),
      recordTransferCode(db, stale, "FT-SAME-1", ["tour"]),
    ]);
    expect([refusal(one), refusal(two)].sort()).toEqual([null, "transfer_code_recorded"]);
    expect(two.order).toEqual(one.order);
    expect(one.order).toMatchObject({ payment_id: "FT-SAME-1", status: "paid" });
    expect(await depositsOf(stale._id)).toEqual([
      { payment_id: "FT-SAME-1", gateway: "bank_transfer", status: "completed" },
    ]);
    // the payment's step, as the customer's payment makes it: one event, waiting → paid
    expect(await eventsOf(stale._id)).toEqual([{ from_status: "wait_paid", to_status: "paid", actor: "agency" }]);
  });

  it("a paid booking takes no other code (never a second payment); the code it has is already recorded", async () => {
    const stale = await newOrder("wait-confirm");
    expect(refusal(await recordTransferCode(db, stale, "FT-A", ["tour"]))).toBeNull();
    const b = await recordTransferCode(db, stale, "FT-B", ["tour"]);
    expect([refusal(b), b.order.payment_id, b.order.status]).toEqual(["order_already_paid", "FT-A", "paid"]);
    const again = await recordTransferCode(db, stale, "FT-A", ["tour"]);
    expect([refusal(again), again.order.payment_id]).toEqual(["transfer_code_recorded", "FT-A"]);
    expect((await depositsOf(stale._id)).map((d) => d.payment_id)).toEqual(["FT-A"]);
  });

  it("a booking paid by card is refused; one marked paid with no money in records its deposit and stays paid", async () => {
    const card = await newOrder("paid");
    await db
      .insertInto("transactions")
      .values(transactionRow(card, "payment", "2025-05-02T00:00:00.000Z"))
      .execute();
    const refused = await recordTransferCode(db, card, "FT-CARD", ["tour"]);
    expect([refusal(refused), refused.order.payment_id]).toEqual(["order_already_paid", null]);
    expect(await depositsOf(card._id)).toEqual([]);

    const byHand = await newOrder("confirmed");
    const recorded = await recordTransferCode(db, byHand, "FT-HAND", ["tour"]);
    expect([refusal(recorded), recorded.order.status, recorded.order.payment_id]).toEqual([
      null,
      "confirmed",
      "FT-HAND",
    ]);
    expect(await eventsOf(byHand._id)).toEqual([{ from_status: "confirmed", to_status: "confirmed", actor: "agency" }]);
  });
});
