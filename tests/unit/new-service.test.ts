// A new service plugs in as a description and its parts: a sixth service known only to this test
// (a ferry) is registered — its descriptor, its order parts, its capability flag — and its bookings
// list, one booking, the actions it allows, a status change, its statistics and its revenue all go
// through the generic code of both sides, over real HTTP to a real marketplace on a fresh SQLite.
// No other file names it (CONTRIBUTING.md "Adding a service" walks through these same steps).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOUR_TRANSITIONS } from "@contract/booking-transitions";
import { patchOrderSchema } from "@contract/api/bookings";
import { registerService, serviceOf, type ServiceDescriptor, type ServiceId } from "@contract/services";
import { createMarketplace, DEMO_PASSWORD } from "../../marketplace/index";
import type { DB } from "../../marketplace/db/database";
import { registerOrders, type OrderParts } from "../../marketplace/bookings/order-parts";
import { companionsOf, orderRecord, orderTravelDays, type OrderRow } from "../../marketplace/bookings/record";
import { decideTransition } from "../../marketplace/bookings/rules";
import { CONTACT_COLUMN } from "../../marketplace/bookings/columns";
import { createAuthedApi, createMarketplaceClient, type AuthedApi } from "~/lib/marketplace.server";
import {
  changeStatus,
  getBooking,
  listBookings,
  revenue,
  statusCounts,
  type TransitionBody,
} from "~/features/bookings/api.server";
import { bookingRow, rowItemName, travelDays, travelMoment } from "~/features/bookings/rows";
import { checkAction, offeredActions } from "~/features/bookings/rules";
import { chosenSort, sortsOf } from "~/features/bookings/query";

// ---- 1. the descriptor (contract/services.ts for a real service) ---------------------------------

const FERRY_STATISTIC = ["paid", "confirmed", "completed", "cancelled"] as const;
const FERRY = {
  id: "ferry" as ServiceId, // a test-only id: a real service's id is one of SERVICE_IDS
  basePath: "/ferry",
  bookingsPath: "/ferry",
  item: "tour",
  dayField: "date_travel",
  judgedBy: "day",
  sorts: [],
  api: {
    orders: "ferry/order",
    statistic: "ferry/statistic",
    revenue: "ferry/statistic-revenue",
    payments: "ferry",
    statusUpdate: "actUpd",
  },
  statuses: { statistic: FERRY_STATISTIC, all: [...FERRY_STATISTIC, "agency_begin", "begin", "refunded", "trash"] },
  transitions: TOUR_TRANSITIONS,
  contacts: { operator: "captain", guide: "steward", driver: "pilot" },
  contactsLocked: ["completed", "cancelled", "refunded"],
  uidPrefix: "FERRY",
  cancelReasonRequired: "reason_cancel_required",
  dayLabel: "travelOn",
  wording: "tour",
  help: {
    bookings: "help-ferry-bookings",
    booking: "help-ferry-booking-detail",
    statistic: "help-ferry-statistic",
    revenue: "help-ferry-statistic-revenue",
  },
} as const satisfies ServiceDescriptor;

// ---- 2. its order parts (marketplace/<area>/orders.ts for a real service) -----------------------

const PatchFerryOrder = patchOrderSchema(FERRY.contacts);
type FerryBooking = { agency: string; route: string; status: string; date_travel: string; total: number };

/** A ferry booking as its calls answer it: the shared record, its crossing as the booked item, its crew by their names. */
const ferryRecord = (row: OrderRow, lang: "vi" | "en") => {
  const base = orderRecord(row, lang);
  const line = base.items[0] as { name?: string } | undefined;
  return {
    ...base,
    tour: { _id: null, name: line?.name ?? "" },
    captain: JSON.parse(row[CONTACT_COLUMN.operator] ?? "null"),
  };
};

/** POST dev/order with service ferry: the customer's booking of a crossing (its rows). */
async function ferryDevOrder(db: DB, body: unknown) {
  const b = body as FerryBooking;
  const agency = await db.selectFrom("agencies").select("_id").where("email", "=", b.agency).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const order = {
    _id: `ferry-${Math.random().toString(36).slice(2)}`,
    uid: `FERRY-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    agency_id: agency._id,
    service: FERRY.id,
    tour_id: null,
    calendar_id: null,
    date_id: null,
    status: b.status,
    date_travel: b.date_travel,
    contact: JSON.stringify({ fullname: "Lan", phone: "0901", email: "lan@example.vn" }),
    items: JSON.stringify([
      {
        name: b.route,
        age: null,
        quantity: 1,
        original_price: b.total,
        price: b.total,
        commission_type: "percent",
        commission_value: 10,
      },
    ]),
    currency: "VND",
    rate_payment: 1,
    original_total: b.total,
    subtotal: b.total,
    total: b.total,
    total_amount_agency: b.total * 0.9,
    note: null,
    tour_type: null,
    user_id: null,
    commission_value: null,
    duration: null,
    reason_cancel: null,
    tour_operator: null,
    tour_guide: null,
    tour_driver: null,
    fast_track_info: null,
    created_at: at,
    updated_at: at,
  };
  return { order, ...companionsOf(order, "customer") };
}

const FERRY_ORDERS: OrderParts<typeof PatchFerryOrder._output> = {
  descriptor: FERRY,
  services: [FERRY.id],
  patch: PatchFerryOrder,
  record: ferryRecord,
  decideStatus: (o, target, _body, clock) =>
    decideTransition(o.status, target, clock.today(), orderTravelDays(o), o.service),
  devOrder: ferryDevOrder,
};

// ---- the registration (a real service declares these; a test registers them) --------------------

registerService(FERRY);
registerOrders(FERRY_ORDERS);

const SUPPLIER = "supplier@demo.vn";
let dir: string;
let server: Server;
let base: string;
let close: () => Promise<void>;
let api: AuthedApi;
let userId: string;

const call = async (method: string, p: string, body?: unknown) => {
  const res = await fetch(`${base}/${p}`, {
    method,
    headers: { "Content-Type": "application/json", "X-App-Id": "test-app" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "new-service-"));
  const m = await createMarketplace({
    dataDir: dir,
    appId: "test-app",
    devCalls: true,
    accessTokenTtlSeconds: 900,
    demo: true,
    trustProxy: [],
    logMail: false,
    log: () => {},
  });
  close = m.close;
  // ---- 3. its capability flag (a real service's migration adds the column, tours-cruises §3 "Supplier")
  await sql`alter table agencies add column is_ferry integer not null default 0`.execute(m.db);
  await sql`update agencies set is_ferry = 1 where email = ${SUPPLIER}`.execute(m.db);
  const app = express();
  app.use("/api/v1", m.router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;

  const login = await call("POST", "auth/login", { email: SUPPLIER, password: DEMO_PASSWORD, role: "agency" });
  expect(login.code).toBe(200);
  userId = (login.data.user as { _id: string })._id;
  const tokens = login.data.token as { accessToken: string; refreshToken: string };
  const client = createMarketplaceClient({ baseUrl: base, appId: "test-app", timeoutMs: 10_000 });
  api = createAuthedApi(client, {
    email: SUPPLIER,
    get: () => tokens,
    set: async () => {},
    expired: () => Promise.reject(new Error("session expired")),
  });

  for (const [route, status, total] of [
    ["Cát Bà – Hải Phòng", "paid", 300_000],
    ["Phú Quốc – Rạch Giá", "completed", 500_000],
    ["Côn Đảo – Sóc Trăng", "cancelled", 200_000],
  ] as const) {
    const made = await call("POST", "dev/order", {
      service: FERRY.id,
      agency: SUPPLIER,
      route,
      status,
      date_travel: "2030-01-10",
      total,
    });
    expect(made.code, made.message).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

describe("a sixth service registered by its descriptor and parts alone", () => {
  it("is a service the contract knows, its list offering the sorts its descriptor names", () => {
    expect(serviceOf("ferry")).toBe(FERRY);
    expect(sortsOf(FERRY)).toEqual([]);
    expect(chosenSort(new URLSearchParams("sort=pickup_asc"), FERRY)).toBe("created_desc");
  });

  it("lists its bookings (and only its own) as the generic rows", async () => {
    const reply = await listBookings(api, FERRY, userId, "vi", { page: 1 });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(3);
    const rows = reply.data.docs.map(bookingRow);
    const t = (key: string) => key;
    expect(rows.map((r) => rowItemName(t, r)).sort()).toEqual([
      "Cát Bà – Hải Phòng",
      "Côn Đảo – Sóc Trăng",
      "Phú Quốc – Rạch Giá",
    ]);
    expect(rows.every((r) => r.service === FERRY.id && r.travelDay === "2030-01-10" && r.travelAt === null)).toBe(true);
    // the tours' list does not show them
    const tours = await listBookings(api, serviceOf("tour"), userId, "vi", { page: 1, perPage: 500 });
    expect(tours.data.docs.some((b) => String(b.service) === FERRY.id)).toBe(false);
  });

  it("shows one booking, offers the actions its transition table allows, and changes its status", async () => {
    const list = await listBookings(api, FERRY, userId, "vi", { page: 1, status: "paid" });
    const id = list.data.docs[0]!._id;
    const { data: booking } = await getBooking(api, FERRY, id, "vi");
    expect(booking.service).toBe("ferry");
    const today = "2030-01-01";
    const facts = [booking.status, today, travelDays(booking), booking.service, travelMoment(booking)] as const;
    expect(offeredActions(...facts)).toEqual(["confirmed", "cancelled"]);
    expect(checkAction("agency_begin", ...facts)).toBe("invalidTransition");
    expect(checkAction("confirmed", ...facts)).toBeNull();

    // confirming names the operator under the service's own field (its descriptor's contacts)
    const refused = await changeStatus(api, FERRY, id, { status: "confirmed" } as TransitionBody);
    expect(refused.code).toBe(422);
    const person = {
      fullname: "Thuyền trưởng Hải",
      email: "hai@example.vn",
      contact_methods: [{ name: "phone", value: "0912345678" }],
    };
    const done = await changeStatus(
      api,
      FERRY,
      id,
      Object.assign({ status: "confirmed" } as TransitionBody, { captain: person }),
    );
    expect(done.code, JSON.stringify(done)).toBe(200);
    expect(done.data).toMatchObject({ status: "confirmed", captain: { fullname: "Thuyền trưởng Hải" } });
  });

  it("counts its bookings by its own statuses, in its own tab order, and sums its revenue", async () => {
    const counts = await statusCounts(api, FERRY, userId, "vi", null);
    expect(counts.code).toBe(200);
    expect(counts.data.docs.map((d) => [d._id, d.count])).toEqual([
      ["confirmed", 1],
      ["completed", 1],
      ["cancelled", 1],
    ]);
    const income = await revenue(api, FERRY, null);
    expect(income.code).toBe(200);
    expect(income.data).toMatchObject({ total: 450_000, count: 1 });
  });

  it("appears on the dashboard: its bookings to confirm, counted on its menu entry, and on its day", async () => {
    const made = await call("POST", "dev/order", {
      service: FERRY.id,
      agency: SUPPLIER,
      route: "Cần Giờ – Vũng Tàu",
      status: "paid",
      date_travel: "2030-02-01",
      total: 150_000,
    });
    expect(made.code, made.message).toBe(200);
    const ask = async (query: Record<string, string>) => {
      const reply = await api.get<Record<string, unknown>>("dashboard", query);
      expect(reply.code).toBe(200);
      return reply.data as unknown as {
        services: string[];
        badges: Record<string, number>;
        todayItems: { service: string; id: string; itemName: string; kind: string }[];
      };
    };
    const now = await ask({ lang: "vi" });
    expect(now.services).toContain(FERRY.id);
    expect(now.badges["/ferry/bookings"]).toBe(1);
    const onItsDay = await ask({ lang: "vi", at: "2030-02-01T03:00:00.000Z" });
    expect(onItsDay.todayItems.find((i) => i.id === (made.data._id as string))).toMatchObject({
      service: FERRY.id,
      itemName: "Cần Giờ – Vũng Tàu",
      kind: "departure",
    });
  });

  it("refuses a status change to a supplier without its capability flag", async () => {
    const other = await call("POST", "auth/login", {
      email: "hotelbike@demo.vn",
      password: DEMO_PASSWORD,
      role: "agency",
    });
    const token = (other.data.token as { accessToken: string }).accessToken;
    const res = await fetch(`${base}/ferry/order/anything`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "X-App-Id": "test-app", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ actUpd: "udpStatus", status: "confirmed" }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(403);
  });
});
