// The marketplace side of tour and cruise bookings over real HTTP (the bookings contract, spec
// tours-cruises §3 "Booking/order", §4 statuses, §5 "Booking actions", §9): the money of an order,
// the supplier's status changes and their refusals, a double post, scoping, the list filters,
// the statistics, the payouts and the transactions, and the other side's dev calls.
import path from "node:path";
import SQLite from "better-sqlite3";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin } from "../support/api";
import { marketplaceCall } from "../support/browserless";

dayjs.extend(utc);
dayjs.extend(timezone);

type Account = { token: string; userId: string; agencyId: string };
type Order = Record<string, any> & { _id: string; uid: string; status: string };
const server = serverForThisFile();
let a: Account; // supplier@demo.vn: seeded tours, cruises and ~300 bookings
let b: Account; // newsupplier@demo.vn: nothing
let tour: {
  _id: string;
  ages: {
    _id: string;
    name: string;
    translations: { en: { name: string } };
    price: number;
    min: number;
    commission_type: string;
    commission_value: number;
  }[];
};
let cruise: {
  _id: string;
  commission_value: number;
  durations_cruise: number[];
  cruise_time_checkin: string;
  name: string;
  translations: { en: { name: string } };
};

const today = () => dayjs().tz("Asia/Ho_Chi_Minh").format("YYYY-MM-DD");
const day = (offset: number) => dayjs.tz(today(), "Asia/Ho_Chi_Minh").add(offset, "day").format("YYYY-MM-DD");

const login = (email: string) => apiLogin(server.url, email);
const call = apiCaller(server, () => a);
const dev = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, `dev/${p}`, body);
/** The reply exactly as sent, to compare records byte for byte. */
async function raw(p: string, who: Account = a) {
  const res = await fetch(`${server.url}/api/v1/${p}`, {
    headers: { "X-App-Id": "supplier-backoffice", Authorization: `Bearer ${who.token}` },
  });
  return res.text();
}
const q = (o: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(o).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]),
  ).toString();

const contact = { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" };
const operator = {
  fullname: "Trần Văn Hùng",
  email: "hung@saigondiscovery.vn",
  contact_methods: [{ name: "zalo", value: "0901234567" }],
  note: "",
};
const guide = {
  fullname: "Lê Hoàng Nam",
  email: "nam@saigondiscovery.vn",
  contact_methods: [{ name: "phone", value: "0987654321" }],
};
const driver = {
  fullname: "Võ Văn Tài",
  license_plate: "51B-123.45",
  contact_methods: [{ name: "phone", value: "0908111222" }],
  note: "Xe 16 chỗ",
};
const lines = [
  {
    name: "Người lớn",
    quantity: 2,
    price: 1_000_000,
    original_price: 1_200_000,
    commission_type: "percent",
    commission_value: 15,
  },
  { name: "Trẻ em", quantity: 1, price: 750_000, commission_type: "net", commission_value: 50_000 },
];

async function order(change: Record<string, unknown> = {}): Promise<Order> {
  const { body } = await dev("POST", "order", {
    service: "tour",
    tour: tour._id,
    date_travel: today(),
    status: "paid",
    items: lines,
    contact,
    ...change,
  });
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}
const patch = (id: string, body: unknown, who: Account = a) => call("PATCH", `order/${id}`, body, who);
const status = (s: string, extra: Record<string, unknown> = {}) => ({ actUpd: "udpStatus", status: s, ...extra });
/** The rows of the order's history (order_events), read from the database file. */
function events(orderId: string) {
  const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
  try {
    return db
      .prepare("select from_status, to_status, actor from order_events where order_id = ? order by id")
      .all(orderId) as { from_status: string | null; to_status: string; actor: string }[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  a = await login("supplier@demo.vn");
  b = await login("newsupplier@demo.vn");
  const tours = (await call("GET", "tour/tour?perPage=-1&type=default")).body.data.docs as { _id: string }[];
  for (const t of tours) {
    const detail = (await call("GET", `tour/tour/${t._id}`)).body.data;
    if (detail.ages.length >= 2) {
      tour = detail;
      break;
    }
  }
  const cruises = (await call("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs as { _id: string }[];
  cruise = (await call("GET", `tour/tour/${cruises[0]!._id}`)).body.data;
});

describe("the money of an order (spec §9)", () => {
  it("tour: lines given whole, percent and net, with surcharges; only counted surcharges add", async () => {
    const o = await order({
      single_room_surcharge: 300_000,
      single_room_quantity: 1,
      single_room_commission_type: "percent",
      single_room_commission_value: 10,
      extra_bed_surcharge: 200_000,
      extra_bed_quantity: 0,
      extra_bed_commission_type: "net",
      extra_bed_commission_value: 50_000,
    });
    // bases 2,000,000 + 750,000; surcharge 300,000; commissions 15% × 2,000,000 + (750,000 − 700,000) + 10% × 300,000
    expect(o).toMatchObject({
      uid: expect.stringMatching(/^TOUR-[A-Z0-9]{8}$/),
      service: "tour",
      tour_type: "default",
      status: "paid",
      currency: "VND",
      rate_payment: 1,
      subtotal: 2_750_000,
      total: 3_050_000,
      original_total: 3_450_000,
      total_amount_agency: 2_670_000,
      commission_value: null,
      duration: null,
      single_room_surcharge: 300_000,
      single_room_quantity: 1,
      extra_bed_quantity: 0,
      total_traveler: 3,
      reason_cancel: null,
      note: null,
      tour_operator: null,
      tour_guide: null,
      tour_driver: null,
      fast_track_info: null,
      user: null,
      contact,
      items: [
        {
          name: "Người lớn",
          age: null,
          quantity: 2,
          original_price: 1_200_000,
          price: 1_000_000,
          commission_type: "percent",
          commission_value: 15,
        },
        {
          name: "Trẻ em",
          age: null,
          quantity: 1,
          original_price: 750_000,
          price: 750_000,
          commission_type: "net",
          commission_value: 50_000,
        },
      ],
    });
    expect(o.created_at).toBe(o.updated_at);
  });

  it("tour: lines from the tour's ages take their name, price and commission; names follow lang", async () => {
    const [adult, child] = [...tour.ages].sort((x, y) => y.min - x.min);
    const o = await order({
      items: [
        { age: adult!._id, quantity: 2 },
        { age: child!._id, quantity: 1 },
      ],
      user: "customer@demo.vn",
      note: "Khách ăn chay",
      fast_track_info: {
        airline: "Vietnam Airlines",
        flight_number: "VN 215",
        departure_airport: "HAN",
        arrival_airport: "SGN",
      },
    });
    // stored values are the marketplace's part (percent = 100 − the agency's share, net = its amount per unit)
    const commission = (x: typeof adult, n: number) =>
      x!.commission_type === "net" ? x!.commission_value * n : (x!.commission_value / 100) * x!.price * n;
    const total = adult!.price * 2 + child!.price;
    expect(o).toMatchObject({
      subtotal: total,
      total,
      original_total: total,
      note: "Khách ăn chay",
      total_traveler: 3,
    });
    expect(o.total_amount_agency).toBeCloseTo(total - commission(adult, 2) - commission(child, 1), 2);
    expect(o.user).toEqual({ _id: expect.any(String), email: "customer@demo.vn" });
    expect(o.fast_track_info).toMatchObject({
      airline: "Vietnam Airlines",
      flight_number: "VN 215",
      departure_time: null,
    });
    expect(o.items[0]).toEqual({
      name: adult!.name,
      age: { _id: adult!._id, name: adult!.name },
      quantity: 2,
      original_price: adult!.price,
      price: adult!.price,
      commission_type: adult!.commission_type,
      commission_value: adult!.commission_value,
    });
    const en = (await call("GET", `order/${o._id}?lang=en`)).body.data;
    expect(en.items[0]).toMatchObject({
      name: adult!.translations.en.name,
      age: { name: adult!.translations.en.name },
    });
    expect(
      (
        await dev("POST", "order", {
          service: "tour",
          tour: tour._id,
          date_travel: today(),
          items: [{ age: "nope", quantity: 1 }],
          contact,
        })
      ).body,
    ).toMatchObject({ code: 422, data: { issues: [{ path: "items.0.age", message: "invalid_choice" }] } });
  });

  it("a USD order keeps its rate; statistics convert it to VND", async () => {
    const o = await order({
      currency: "USD",
      rate_payment: 1 / 25_400,
      items: [{ name: "Adult", quantity: 3, price: 33.33, commission_type: "percent", commission_value: 15 }],
    });
    expect(o).toMatchObject({
      currency: "USD",
      subtotal: 99.99,
      total: 99.99,
      total_amount_agency: 84.99,
      rate_payment: 1 / 25_400,
    });
  });

  it("cruise: cabins and extra beds at the cruise's stored commission, its first duration, its check-in time", async () => {
    const { body } = await dev("POST", "order", {
      service: "cruise",
      tour: cruise._id,
      date_travel: day(10),
      status: "paid",
      contact,
      items: [
        {
          cabin: { name: "Deluxe Balcony" },
          quantity: 2,
          price: 3_900_000,
          quantity_extrabed: 1,
          extrabed_price: 900_000,
        },
        { cabin: { name: "Junior Suite" }, quantity: 1, price: 5_000_000 },
      ],
      single_room_surcharge: 1_000_000,
      single_room_quantity: 1,
      single_room_commission_type: "percent",
      single_room_commission_value: 20,
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    const base = 2 * 3_900_000 + 900_000 + 5_000_000;
    expect(body.data).toMatchObject({
      uid: expect.stringMatching(/^CRUISE-[A-Z0-9]{8}$/),
      service: "cruise",
      tour_type: "cruise",
      tour: { _id: cruise._id, name: cruise.name, cruise_time_checkin: cruise.cruise_time_checkin },
      commission_value: cruise.commission_value,
      duration: cruise.durations_cruise[0],
      total_traveler: 3,
      subtotal: base,
      total: base + 1_000_000,
      original_total: base + 1_000_000,
      items: [
        {
          cabin: { _id: null, name: "Deluxe Balcony" },
          quantity: 2,
          price: 3_900_000,
          quantity_extrabed: 1,
          extrabed_price: 900_000,
        },
        {
          cabin: { _id: null, name: "Junior Suite" },
          quantity: 1,
          price: 5_000_000,
          quantity_extrabed: 0,
          extrabed_price: 0,
        },
      ],
    });
    expect(body.data.total_amount_agency).toBeCloseTo(
      base + 1_000_000 - (cruise.commission_value / 100) * base - 200_000,
      2,
    );
    expect((await call("GET", `order/${body.data._id}?lang=en`)).body.data.tour.name).toBe(cruise.translations.en.name);
  });

  it("a cruise is booked as a cruise and a tour as a tour", async () => {
    const wrong = (service: string, id: string) =>
      dev("POST", "order", {
        service,
        tour: id,
        date_travel: today(),
        contact,
        items: [{ cabin: { name: "x" }, quantity: 1, price: 1 }],
      });
    expect((await wrong("tour", cruise._id)).body).toMatchObject({
      code: 422,
      data: { issues: [{ path: "service", message: "invalid_choice" }] },
    });
    expect((await wrong("cruise", tour._id)).body).toMatchObject({
      code: 422,
      data: { issues: [{ path: "service", message: "invalid_choice" }] },
    });
  });
});

describe("the supplier's status changes (spec §4)", () => {
  it("walks paid → confirmed → agency_begin → begin → agency_completed → completed on the travel day", async () => {
    const o = await order();
    const before = await raw(`order/${o._id}`);
    expect((await patch(o._id, status("confirmed"))).body).toEqual({
      code: 422,
      message: "validation_failed",
      data: { issues: [{ path: "tour_operator", message: "required" }] },
    });
    expect(
      (await patch(o._id, status("confirmed", { tour_operator: { ...operator, email: "x" } }))).body.data.issues,
    ).toEqual([{ path: "tour_operator.email", message: "invalid_email" }]);
    expect(await raw(`order/${o._id}`)).toBe(before);

    const confirmed = (
      await patch(o._id, status("confirmed", { tour_operator: operator, tour_guide: guide, tour_driver: driver }))
    ).body;
    expect(confirmed.code).toBe(200);
    expect(confirmed.data).toMatchObject({
      status: "confirmed",
      tour_operator: { ...operator, note: null },
      tour_guide: { ...guide, note: null },
      tour_driver: driver,
    });
    expect(confirmed.data.updated_at > o.updated_at).toBe(true);
    expect((await patch(o._id, status("agency_begin"))).body.data.status).toBe("agency_begin");
    // the customer confirms the start, outside the back-office
    expect((await dev("POST", `order/${o.uid}/confirm-start`)).body.data.status).toBe("begin");
    expect((await patch(o._id, status("agency_completed"))).body.data.status).toBe("agency_completed");
    expect((await patch(o._id, { actUpd: "updInfo", tour_guide: guide })).body).toMatchObject({
      code: 409,
      message: "contact_locked",
      data: { status: "agency_completed" },
    });
    expect((await dev("POST", `order/${o._id}/confirm-complete`)).body.data.status).toBe("completed");
    expect((await call("GET", `order/${o.uid.toLowerCase()}`)).body.data.status).toBe("completed");
    expect(events(o._id)).toEqual([
      { from_status: null, to_status: "paid", actor: "customer" },
      { from_status: "paid", to_status: "confirmed", actor: "agency" },
      { from_status: "confirmed", to_status: "agency_begin", actor: "agency" },
      { from_status: "agency_begin", to_status: "begin", actor: "customer" },
      { from_status: "begin", to_status: "agency_completed", actor: "agency" },
      { from_status: "agency_completed", to_status: "completed", actor: "customer" },
    ]);
  });

  it("cancels only with a reason of at most 200 characters", async () => {
    const o = await order({ date_travel: day(3) });
    const before = await raw(`order/${o._id}`);
    expect((await patch(o._id, status("cancelled"))).body.data.issues).toEqual([
      { path: "reason_cancel", message: "required" },
    ]);
    expect((await patch(o._id, status("cancelled", { reason_cancel: "   " }))).body.data.issues).toEqual([
      { path: "reason_cancel", message: "required" },
    ]);
    expect((await patch(o._id, status("cancelled", { reason_cancel: "x".repeat(201) }))).body.data.issues).toEqual([
      { path: "reason_cancel", message: "max_string_length:200" },
    ]);
    expect(await raw(`order/${o._id}`)).toBe(before);
    const cancelled = await patch(o._id, status("cancelled", { reason_cancel: "x".repeat(200) }));
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", reason_cancel: "x".repeat(200) });
    expect(events(o._id).at(-1)).toEqual({ from_status: "paid", to_status: "cancelled", actor: "agency" });
  });

  it("each refused change answers 409 with the contract's message and leaves the record as it was", async () => {
    const cases: { order: Record<string, unknown>; body: Record<string, unknown>; message: string; data: unknown }[] = [
      {
        order: { date_travel: day(-1) },
        body: status("confirmed", { tour_operator: operator }),
        message: "warning_date_confirm",
        data: null,
      },
      {
        order: { date_travel: day(-1) },
        body: status("cancelled", { reason_cancel: "late" }),
        message: "warning_date_cancel",
        data: null,
      },
      {
        order: { status: "confirmed", date_travel: day(1) },
        body: status("agency_begin"),
        message: "warning_date_start",
        data: null,
      },
      {
        order: { status: "confirmed", date_travel: day(-1) },
        body: status("agency_begin"),
        message: "warning_date_start",
        data: null,
      },
      {
        order: { status: "begin", date_travel: day(1) },
        body: status("agency_completed"),
        message: "warning_date_complete",
        data: null,
      },
      {
        order: { status: "wait_paid" },
        body: status("confirmed", { tour_operator: operator }),
        message: "invalid_transition",
        data: { status: "wait_paid" },
      },
      {
        order: { status: "confirmed" },
        body: status("cancelled", { reason_cancel: "x" }),
        message: "invalid_transition",
        data: { status: "confirmed" },
      },
      {
        order: { status: "completed", date_travel: day(-1) },
        body: status("agency_begin"),
        message: "invalid_transition",
        data: { status: "completed" },
      },
      { order: {}, body: status("completed"), message: "invalid_transition", data: null },
      { order: {}, body: status("begin"), message: "invalid_transition", data: null },
      {
        order: { status: "confirmed", tour_operator: operator },
        body: status("confirmed", { tour_operator: { ...operator, fullname: "Someone else" } }),
        message: "already_in_status",
        data: { status: "confirmed" },
      },
      {
        order: { status: "cancelled", reason_cancel: "Reason ONE" },
        body: status("cancelled", { reason_cancel: "Reason TWO" }),
        message: "already_in_status",
        data: { status: "cancelled" },
      },
      {
        order: { status: "refunded" },
        body: { actUpd: "updInfo", tour_driver: driver },
        message: "contact_locked",
        data: { status: "refunded" },
      },
      {
        order: { status: "cancelled", reason_cancel: "Bão" },
        body: { actUpd: "updInfo", tour_operator: operator },
        message: "contact_locked",
        data: { status: "cancelled" },
      },
    ];
    for (const c of cases) {
      const o = await order(c.order);
      const before = await raw(`order/${o._id}`);
      const reply = await patch(o._id, c.body);
      expect(reply.status, JSON.stringify(c)).toBe(409);
      expect(reply.body, JSON.stringify(c)).toEqual({ code: 409, message: c.message, data: c.data });
      expect(await raw(`order/${o._id}`)).toBe(before);
      expect(events(o._id)).toHaveLength(1); // only its creation
    }
  });

  it("a multi-day tour completes after its first day; a begun booking dated yesterday is not stuck", async () => {
    for (const offset of [-1, -4]) {
      const o = await order({ status: "begin", date_travel: day(offset) });
      const done = await patch(o._id, status("agency_completed"));
      expect(done.body, String(offset)).toMatchObject({ code: 200, data: { status: "agency_completed" } });
    }
  });

  it("a replayed cancel answers 409 already_in_status and keeps the first reason", async () => {
    const o = await order({ date_travel: day(2) });
    expect((await patch(o._id, status("cancelled", { reason_cancel: "Reason ONE" }))).body.data.status).toBe(
      "cancelled",
    );
    const before = await raw(`order/${o._id}`);
    const again = await patch(o._id, status("cancelled", { reason_cancel: "Reason TWO" }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, message: "already_in_status", data: { status: "cancelled" } });
    expect(await raw(`order/${o._id}`)).toBe(before);
    expect(events(o._id).filter((e) => e.to_status === "cancelled")).toHaveLength(1);
  });

  // over HTTP the requests rarely interleave; marketplace/bookings/change.test.ts plays the stale read itself
  it("identical confirms at once: one change, one history row; the others are told it is already confirmed", async () => {
    const o = await order({ date_travel: day(1) });
    const body = status("confirmed", { tour_operator: operator });
    const replies = await Promise.all([patch(o._id, body), patch(o._id, body), patch(o._id, body)]);
    const done = replies.filter((r) => r.body.code === 200);
    expect(done).toHaveLength(1);
    expect(done[0]!.body.data.status).toBe("confirmed");
    for (const r of replies.filter((x) => x.body.code !== 200))
      expect(r.body).toEqual({ code: 409, message: "already_in_status", data: { status: "confirmed" } });
    expect(events(o._id).filter((e) => e.to_status === "confirmed")).toHaveLength(1);
  });

  it("updates the contact people until the booking is over", async () => {
    const o = await order({ status: "confirmed", date_travel: day(2), tour_operator: operator });
    expect((await patch(o._id, { actUpd: "updInfo" })).body.data.issues).toEqual([
      { path: "tour_operator", message: "required" },
    ]);
    expect(
      (await patch(o._id, { actUpd: "updInfo", tour_driver: { ...driver, contact_methods: [] } })).body.data.issues,
    ).toEqual([{ path: "tour_driver.contact_methods", message: "min_items:1" }]);
    const updated = (await patch(o._id, { actUpd: "updInfo", tour_driver: driver })).body.data;
    expect(updated).toMatchObject({
      status: "confirmed",
      tour_driver: driver,
      tour_operator: { fullname: operator.fullname },
    });
    expect(events(o._id).at(-1)).toEqual({ from_status: "confirmed", to_status: "confirmed", actor: "agency" });
    await dev("POST", `order/${o._id}/refund`, { reason: "Khách hủy" });
    expect((await patch(o._id, { actUpd: "updInfo", tour_guide: guide })).body.message).toBe("contact_locked");
  });
});

describe("scoping", () => {
  it("another supplier's order is not found, never shown or changed", async () => {
    const o = await order({ date_travel: day(1) });
    const before = await raw(`order/${o._id}`);
    const missing = { code: 404, message: "order_not_found", data: null };
    expect((await call("GET", `order/${o._id}`, undefined, b)).body).toEqual(missing);
    expect((await call("GET", `order/${o.uid}`, undefined, b)).body).toEqual(missing);
    expect((await patch(o._id, status("confirmed", { tour_operator: operator }), b)).body).toEqual(missing);
    expect((await call("GET", `transaction?order=${o._id}`, undefined, b)).body).toEqual(missing);
    expect((await call("POST", "transaction", { order: o._id, amount: 1, currency: "VND" }, b)).body).toEqual(missing);
    // an order list names its next page (keyset paging): none when there is nothing
    expect((await call("GET", `order?uid=${o.uid}`, undefined, b)).body.data).toEqual({
      docs: [],
      total: 0,
      next: null,
    });
    expect((await call("GET", `order?agency=${b.userId}`)).body.data).toEqual({ docs: [], total: 0, next: null });
    expect((await call("GET", `statistic?agency=${b.userId}`)).body.data).toEqual({ docs: [], total: 0 });
    expect((await call("GET", "order/000000000000000000000000")).body).toEqual(missing);
    expect(await raw(`order/${o._id}`)).toBe(before);
    expect((await marketplaceCall(server.url, "GET", `order/${o._id}`)).status).toBe(401);
  });
});

describe("lists and statistics", () => {
  // orders booked in March 2024, a month the seed never touches, at the edges of Vietnamese days
  const created = {
    lastSecondOf10th: "2024-03-10T16:59:59.000Z", // 23:59:59 on 10 March in Vietnam
    firstSecondOf11th: "2024-03-10T17:00:00.000Z", // 00:00:00 on 11 March in Vietnam
    on12th: "2024-03-12T03:00:00.000Z",
    on15th: "2024-03-15T05:00:00.000Z",
  };
  const march = { start: "2024-03-01", end: "2024-03-31" };
  const made: Record<string, Order> = {};
  beforeAll(async () => {
    made.paidA = await order({
      created_at: created.lastSecondOf10th,
      date_travel: "2024-04-01",
      items: [{ name: "A", quantity: 1, price: 1_000_000 }],
    });
    made.paidB = await order({
      created_at: created.firstSecondOf11th,
      date_travel: "2024-04-02",
      items: [{ name: "B", quantity: 2, price: 1_000_000 }],
    });
    made.usd = await order({
      created_at: created.on12th,
      date_travel: "2024-04-03",
      status: "completed",
      currency: "USD",
      rate_payment: 1 / 25_000,
      items: [{ name: "C", quantity: 1, price: 100, commission_type: "net", commission_value: 20 }],
    });
    made.done = await order({
      created_at: created.on12th,
      date_travel: "2024-04-04",
      status: "completed",
      items: [{ name: "D", quantity: 1, price: 2_000_000, commission_type: "percent", commission_value: 10 }],
    });
    made.late = await order({
      created_at: created.on15th,
      date_travel: "2024-04-05",
      status: "completed",
      items: [{ name: "E", quantity: 1, price: 500_000, commission_type: "percent", commission_value: 20 }],
    });
    made.gone = await order({
      created_at: created.on15th,
      date_travel: "2024-04-06",
      status: "cancelled",
      reason_cancel: "Bão",
      items: [{ name: "F", quantity: 1, price: 300_000 }],
    });
  });
  const list = async (query: Record<string, unknown>) =>
    (await call("GET", `order?${q(query)}`)).body.data as { docs: Order[]; total: number };
  const uids = (docs: Order[]) => docs.map((d) => d.uid);

  it("filters by created day in Vietnam, by status, by a part of the uid in any case", async () => {
    expect(uids((await list({ date_range: { start: "2024-03-10", end: "2024-03-10" } })).docs)).toEqual([
      made.paidA!.uid,
    ]);
    expect(uids((await list({ date_range: { start: "2024-03-11", end: "2024-03-11" } })).docs)).toEqual([
      made.paidB!.uid,
    ]);
    const all = await list({ date_range: march, perPage: -1 });
    expect(all.total).toBe(6);
    // newest first, ties by _id descending
    expect(all.docs.map((d) => d.created_at)).toEqual([...all.docs.map((d) => d.created_at)].sort().reverse());
    expect(
      (await list({ date_range: { end: "2024-03-11" }, perPage: -1 })).docs.every(
        (d) => d.created_at < "2024-03-11T17:00:00.000Z",
      ),
    ).toBe(true);
    expect(uids((await list({ date_range: march, status: "cancelled" })).docs)).toEqual([made.gone!.uid]);
    expect(uids((await list({ uid: made.late!.uid.slice(3, 10).toLowerCase() })).docs)).toEqual([made.late!.uid]);
    expect((await list({ uid: "%" })).total).toBe(0);
    expect((await call("GET", `order?date_range=${encodeURIComponent("{nope")}`)).body).toMatchObject({
      code: 422,
      data: { issues: [{ path: "date_range", message: "invalid_date" }] },
    });
  });

  it("sorts, pages, and answers the same with statistic=true; statisticRevenue=true keeps completed orders", async () => {
    const byTotal = await list({ date_range: march, sort: { total: 1 }, perPage: -1 });
    expect(byTotal.docs.map((d) => d.total)).toEqual([100, 300_000, 500_000, 1_000_000, 2_000_000, 2_000_000]);
    const byTravel = await list({ date_range: march, sort: { date_travel: -1 }, perPage: 2, page: 2 });
    expect(byTravel).toMatchObject({ total: 6, docs: [{ uid: made.done!.uid }, { uid: made.usd!.uid }] });
    expect(await list({ date_range: march, statistic: true, perPage: 4 })).toEqual(
      await list({ date_range: march, perPage: 4 }),
    );
    const revenue = (await list({ date_range: march, statisticRevenue: true, sort: { created_at: 1 }, perPage: -1 }))
      .docs;
    expect(uids(revenue).sort()).toEqual([made.usd!.uid, made.done!.uid, made.late!.uid].sort());
    expect(revenue.at(-1)!.uid).toBe(made.late!.uid); // the latest booked, last
    expect((await list({ date_range: march, statisticRevenue: true, status: "paid" })).total).toBe(0);
    const whole = await list({ perPage: 10, page: 2 });
    expect(whole.docs).toHaveLength(10);
    expect(whole.total).toBeGreaterThan(300);
  });

  it("GET statistic counts by status in spec §9's order, totals in VND", async () => {
    const stats = (await call("GET", `statistic?${q({ date_range: march, perPage: -1 })}`)).body.data;
    expect(stats).toEqual({
      docs: [
        { _id: "paid", count: 2, total: 3_000_000 },
        { _id: "completed", count: 3, total: 100 * 25_000 + 2_000_000 + 500_000 },
        { _id: "cancelled", count: 1, total: 300_000 },
      ],
      total: 3,
    });
    expect((await call("GET", `statistic?${q({ date_range: march, perPage: 1, page: 2 })}`)).body.data).toEqual({
      docs: [stats.docs[1]],
      total: 3,
    });
    expect((await call("GET", `statistic?${q({ date_range: march, status: "paid" })}`)).body.data).toEqual({
      docs: [stats.docs[0]],
      total: 1,
    });
    // the seed: every status of spec §4 but trash
    const seeded = (await call("GET", "statistic?perPage=-1")).body.data.docs.map((d: { _id: string }) => d._id);
    expect(seeded).toEqual([
      "wait_paid",
      "wait-confirm",
      "paid",
      "confirmed",
      "agency_begin",
      "begin",
      "agency_completed",
      "completed",
      "not-come",
      "cancelled",
      "abandoned",
      "refunded",
    ]);
  });

  it("GET tour/statistic-revenue: real income of completed orders in VND, by day of booking", async () => {
    const revenue = (await call("GET", `tour/statistic-revenue?${q({ date_range: march, perPage: -1 })}`)).body.data;
    // usd: (100 − (100 − 80)) / (1/25,000) = 2,000,000; done: 90% of 2,000,000; late: 80% of 500,000
    expect(revenue).toEqual({
      total: 2_000_000 + 1_800_000 + 400_000,
      count: 3,
      groups: 2,
      docs: [
        { _id: "2024-03-12", count: 2, total: 3_800_000 },
        { _id: "2024-03-15", count: 1, total: 400_000 },
      ],
    });
    expect(
      (await call("GET", `tour/statistic-revenue?${q({ date_range: march, perPage: 1, page: 2 })}`)).body.data,
    ).toEqual({ ...revenue, docs: [{ _id: "2024-03-15", count: 1, total: 400_000 }] });
  });

  it("GET tour/statistic-revenue: each booking's real income to whole đồng once, the day and the total their sums", async () => {
    const may = { start: "2024-05-01", end: "2024-05-31" };
    const usd = () =>
      dev("POST", "order", {
        service: "cruise",
        tour: cruise._id,
        date_travel: "2024-05-20",
        status: "completed",
        currency: "USD",
        rate_payment: 1 / 25_437,
        created_at: "2024-05-07T03:00:00.000Z",
        contact,
        items: [
          { cabin: { name: "Deluxe" }, quantity: 2, price: 153.54 },
          { cabin: { name: "Suite" }, quantity: 2, price: 207.48 },
        ],
      });
    const [one, two] = [(await usd()).body.data, (await usd()).body.data];
    // at the cruise's stored percent p: each cabin line's part rounded to the cent, then summed
    const part = (amount: number) => Math.round((100 - cruise.commission_value) * amount) / 100;
    const real = Math.round((part(307.08) + part(414.96)) * 100) / 100;
    expect(one.total_amount_agency).toBe(real);
    expect(two.total_amount_agency).toBe(real);
    // 613.74 × 25,437 = 15,611,704.38 → 15,611,704 ₫ a booking (at the demo's 15 %)
    const vnd = Math.round(real * 25_437);
    const revenue = (await call("GET", `tour/statistic-revenue?${q({ date_range: may, perPage: -1 })}`)).body.data;
    expect(revenue).toEqual({
      total: 2 * vnd,
      count: 2,
      groups: 1,
      docs: [{ _id: "2024-05-07", count: 2, total: 2 * vnd }],
    });
    // GET statistic's totals too: each booking's total in VND once (722.04 × 25,437 = 18,366,531.48 → 18,366,531)
    expect((await call("GET", `statistic?${q({ date_range: may, perPage: -1 })}`)).body.data.docs).toEqual([
      { _id: "completed", count: 2, total: 2 * 18_366_531 },
    ]);
  });
});

describe("payouts and transactions", () => {
  it("payouts to a supplier: the total in VND (a VND amount needs no rate), unknown ones counted, newest first, scoped", async () => {
    const payout = (body: Record<string, unknown>) =>
      dev("POST", "payout", {
        agency: "newsupplier@demo.vn",
        service: "tour",
        payment_method: "bank_transfer",
        ...body,
      });
    const vnd = (
      await payout({
        amount: 1_000_000,
        currency: "VND",
        rate_vnd: 1,
        payment_date: "2025-01-10T03:00:00.000Z",
        note: "Kỳ 1",
      })
    ).body;
    expect(vnd.data).toMatchObject({
      payment_id: expect.stringMatching(/^PAY-[A-Z0-9]{8}$/),
      service: "tour",
      payment_currency: "VND",
      payment_amount: 1_000_000,
      rate_vnd: 1,
      note: "Kỳ 1",
    });
    const usd = (
      await payout({ amount: 100, currency: "USD", rate_vnd: 1 / 25_400, payment_date: "2025-02-10T03:00:00.000Z" })
    ).body.data;
    await payout({ amount: 500_000, currency: "VND", rate_vnd: 0, payment_date: "2025-03-10T03:00:00.000Z" });
    await payout({
      amount: 700_000,
      currency: "VND",
      rate_vnd: 1,
      service: "hotel",
      payment_date: "2025-03-11T03:00:00.000Z",
    });
    // a currency off the spec's list (tours-cruises §3 "Currencies offered"; every one has a default
    // rate) is refused on its own field
    expect((await payout({ amount: 1, currency: "XYZ" })).body.data.issues).toEqual([
      { path: "currency", message: "invalid_currency" },
    ]);
    expect((await payout({ agency: "nobody@demo.vn", amount: 1 })).body.code).toBe(404);

    // spec hotels-bikes-transport §9: a VND amount needs no rate (the 500,000 at rate 0 counts)
    expect((await call("GET", "transaction/payment-statistic?service=tour", undefined, b)).body.data).toEqual({
      total: 1_000_000 + 2_540_000 + 500_000,
      count: 3,
      unknown: 0,
    });
    expect(
      (
        await call(
          "GET",
          `transaction/payment-statistic?${q({ service: "tour", date_range: { start: "2025-02-01" } })}`,
          undefined,
          b,
        )
      ).body.data,
    ).toEqual({ total: 2_540_000 + 500_000, count: 2, unknown: 0 });
    // only a foreign amount without a rate is unknown, and the reply says how many there are
    await payout({
      amount: 97.9,
      currency: "USD",
      rate_vnd: 0,
      service: "bike",
      payment_date: "2025-03-12T03:00:00.000Z",
    });
    await payout({
      amount: 10,
      currency: "USD",
      rate_vnd: 1 / 25_000,
      service: "bike",
      payment_date: "2025-03-13T03:00:00.000Z",
    });
    expect((await call("GET", "transaction/payment-statistic?service=bike", undefined, b)).body.data).toEqual({
      total: 250_000,
      count: 2,
      unknown: 1,
    });
    const listed = (await call("GET", "transaction/payment-agency?service=tour", undefined, b)).body.data;
    expect(listed.total).toBe(3);
    expect(listed.docs.map((p: { payment_date: string }) => p.payment_date)).toEqual([
      "2025-03-10T03:00:00.000Z",
      "2025-02-10T03:00:00.000Z",
      "2025-01-10T03:00:00.000Z",
    ]);
    expect(
      (await call("GET", "transaction/payment-agency?service=tour&perPage=1&page=3", undefined, b)).body.data.docs[0]
        ._id,
    ).toBe(vnd.data._id);
    expect((await call("GET", `transaction/payment-agency/${usd._id}`, undefined, b)).body.data).toEqual(usd);
    expect((await call("GET", `transaction/payment-agency/${usd._id}`)).body).toEqual({
      code: 404,
      message: "payment_not_found",
      data: null,
    });
    // the demo supplier's seeded payouts stay below what its completed bookings earned
    const paid = (await call("GET", "transaction/payment-statistic?service=tour")).body.data;
    const earned = (await call("GET", "tour/statistic-revenue?perPage=1")).body.data.total;
    expect(paid.count).toBeGreaterThanOrEqual(8);
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.total).toBeLessThan(earned);
  });

  it("paying writes a payment; a deposit is recorded against the order", async () => {
    const o = await order({ status: "wait_paid", date_travel: day(5) });
    expect((await call("GET", `transaction?order=${o._id}`)).body.data).toEqual({ docs: [], total: 0 });
    expect((await dev("POST", `order/${o._id}/pay`)).body.data.status).toBe("paid");
    expect((await dev("POST", `order/${o._id}/pay`)).body).toEqual({
      code: 409,
      message: "invalid_transition",
      data: { status: "paid" },
    });
    const deposit = await call("POST", "transaction", {
      order: o.uid,
      amount: 500_000,
      currency: "VND",
      payment_id: "FT2501",
    });
    expect(deposit.body.data).toMatchObject({
      payment_id: "FT2501",
      order: o._id,
      status: "completed",
      amount: 500_000,
      type: "deposit",
      gateway: "bank_transfer",
      service: "tour",
    });
    const { docs, total } = (await call("GET", `transaction?order=${o._id}`)).body.data;
    expect(total).toBe(2);
    expect(docs.map((t: { type: string }) => t.type).sort()).toEqual(["deposit", "payment"]);
    expect(docs.find((t: { type: string }) => t.type === "payment")).toMatchObject({
      amount: o.total,
      currency: "VND",
      status: "completed",
    });
    expect((await call("POST", "transaction", { order: o._id, currency: "VND" })).body.data.issues).toEqual([
      { path: "amount", message: "required" },
    ]);
  });
});

describe("the other side's dev calls", () => {
  it("events follow spec §4 and refuse the rest; unknown events and orders are 404", async () => {
    const o = await order({ status: "wait_paid", date_travel: day(5) });
    expect((await dev("POST", `order/${o._id}/confirm-start`)).body).toEqual({
      code: 409,
      message: "invalid_transition",
      data: { status: "wait_paid" },
    });
    expect((await dev("POST", `order/${o._id}/abandon`, { reason: "Đổi kế hoạch" })).body.data).toMatchObject({
      status: "abandoned",
      reason_cancel: "Đổi kế hoạch",
    });
    expect((await dev("POST", `order/${o._id}/refund`)).body.data.status).toBe("refunded");
    expect((await dev("POST", `order/${o._id}/fly`)).body.code).toBe(404);
    expect((await dev("POST", "order/TOUR-NOPE0000/pay")).body).toMatchObject({
      code: 404,
      message: "order_not_found",
    });
    const shown = (await dev("GET", `orders?agency=supplier@demo.vn&status=refunded`)).body.data.docs;
    expect(shown[0]).toEqual({
      _id: o._id,
      uid: o.uid,
      service: "tour",
      status: "refunded",
      date_travel: day(5),
      date_pickup: null,
      tour: expect.any(String),
      total: o.total,
      currency: "VND",
    });
  });

  it("dev/scale adds tours and bookings in one go", async () => {
    const before = (await list()).total;
    const { body } = await dev("POST", "scale", { agency: "newsupplier@demo.vn", tours: 20, bookings: 300 });
    expect(body.data).toMatchObject({ tours: 20, bookings: 300 });
    expect((await list()).total).toBe(before);
    expect((await call("GET", "order?perPage=1", undefined, b)).body.data.total).toBe(300);
    expect((await call("GET", "tour/tour?perPage=1", undefined, b)).body.data.total).toBe(20);
    async function list() {
      return (await call("GET", "order?perPage=1")).body.data as { total: number };
    }
  });
});
