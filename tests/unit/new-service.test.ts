// A new service plugs in as a description and its parts: a sixth service known only to this test
// (a ferry) is registered through the steps CONTRIBUTING.md "Adding a service" lists, and nothing
// else — its descriptor with its own item kind, day and words, its own transition table, its order
// parts and record, its capability flag column, its app side and its route loaders (the generic
// ones given its descriptor). Its bookings list, one booking, the actions it allows, a status change,
// its statistics and revenue, the session's flags, the menu, the list page, CSV, QR and statistic
// page all go through the generic code of both sides, on a real marketplace on a fresh SQLite.
// No other file names it: a step that needed a generic file edited would fail here.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TransitionTable } from "@contract/booking-transitions";
import { patchOrderSchema } from "@contract/api/bookings";
import { DashboardSchema } from "@contract/api/dashboard";
import { registerService, serviceOf, type ServiceDescriptor } from "@contract/services";
import { createMarketplace, DEMO_PASSWORD } from "../../marketplace/index";
import type { DB } from "../../marketplace/db/database";
import { registerOrders, type OrderParts } from "../../marketplace/bookings/order-parts";
import { companionsOf, type OrderRow } from "../../marketplace/bookings/record";
import { decideTransition } from "../../marketplace/bookings/rules";
import { CONTACT_COLUMN, SERVICE_DAY_COLUMN } from "../../marketplace/bookings/columns";
import { createAuthedApi, createMarketplaceClient, type AuthedApi } from "~/lib/marketplace.server";
import { registerInProcessMarketplace } from "~/lib/in-process-marketplace";
import { dispatchToNodeHandler } from "~/lib/node-dispatch.server";
import { resources } from "~/lib/i18n.server";
import { startSession } from "~/lib/session.server";
import { login } from "~/features/auth/api.server";
import { menuGroups } from "~/components/layout/menu";
import { registerAppService, type AppService } from "~/services";
import {
  changeStatus,
  getBooking,
  listBookings,
  revenue,
  statusCounts,
  type TransitionBody,
} from "~/features/bookings/api.server";
import { bookingsLoader } from "~/features/bookings/bookings-list.server";
import { bookingsCsvLoader } from "~/features/bookings/bookings-csv.server";
import { bookingQrLoader } from "~/features/bookings/booking-page.server";
import { statisticLoader } from "~/features/bookings/statistic-page.server";
import { bookingRow, rowItemName, travelDays, travelMoment } from "~/features/bookings/rows";
import { checkAction, offeredActions } from "~/features/bookings/rules";
import { chosenSort, sortsOf } from "~/features/bookings/query";

// the app's marketplace client names this marketplace (read once, on the first env())
vi.hoisted(() => {
  process.env.MARKETPLACE_APP_ID = "test-app";
});

// ---- 1. the descriptor (contract/services.ts for a real service) ---------------------------------

/** A ferry's own table (contract/booking-transitions.ts for a real service): confirm or cancel until the day, complete from it. */
const FERRY_TRANSITIONS = {
  confirmed: { from: "paid", day: "until", refusal: "warning_date_confirm" },
  cancelled: { from: "paid", day: "until", refusal: "warning_date_cancel" },
  completed: { from: "confirmed", day: "from", refusal: "warning_date_complete" },
} as const satisfies TransitionTable;

const FERRY_STATISTIC = ["paid", "confirmed", "completed", "cancelled"] as const;
const FERRY = {
  id: "ferry",
  basePath: "/ferry",
  bookingsPath: "/ferry",
  // its own item kind and day: the record's `crossing` and `date_departure`
  item: "crossing",
  dayField: "date_departure",
  judgedBy: "day",
  sorts: [],
  api: {
    orders: "ferry/order",
    statistic: "ferry/statistic",
    revenue: "ferry/statistic-revenue",
    payments: "ferry",
    statusUpdate: "actUpd",
  },
  statuses: { statistic: FERRY_STATISTIC, all: [...FERRY_STATISTIC, "refunded", "trash"] },
  transitions: FERRY_TRANSITIONS,
  contacts: { operator: "captain", guide: "steward", driver: "pilot" },
  contactsLocked: ["completed", "cancelled", "refunded"],
  uidPrefix: "FERRY",
  cancelReasonRequired: "reason_cancel_crossing_required",
  dayLabel: "departsOn",
  wording: "crossing",
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
const person = (value: string | null | undefined) => JSON.parse(value ?? "null") as unknown;

/** A ferry booking as its calls answer it: its own record, the crossing as the booked item, its crew by their names. */
const ferryRecord = (row: OrderRow) => {
  const lines = JSON.parse(row.items) as { name: string; quantity: number; price: number }[];
  return {
    _id: row._id,
    uid: row.uid,
    service: row.service,
    status: row.status,
    contact: JSON.parse(row.contact) as unknown,
    created_at: row.created_at,
    updated_at: row.updated_at,
    note: row.note,
    currency: row.currency,
    subtotal: row.subtotal,
    total: row.total,
    total_amount_agency: row.total_amount_agency,
    rate_payment: row.rate_payment,
    reason_cancel: row.reason_cancel,
    crossing: { _id: null, name: lines[0]?.name ?? "" },
    date_departure: row[SERVICE_DAY_COLUMN],
    items: lines,
    captain: person(row[CONTACT_COLUMN.operator]),
    steward: person(row[CONTACT_COLUMN.guide]),
    pilot: person(row[CONTACT_COLUMN.driver]),
  };
};

/** POST dev/order with service ferry: the customer's booking of a crossing (its rows: the shared columns only). */
async function ferryDevOrder(db: DB, body: unknown) {
  const b = body as FerryBooking;
  const agency = await db.selectFrom("agencies").select("_id").where("email", "=", b.agency).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const order = {
    _id: `ferry-${Math.random().toString(36).slice(2)}`,
    uid: `FERRY-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    agency_id: agency._id,
    service: FERRY.id,
    status: b.status,
    [SERVICE_DAY_COLUMN]: b.date_travel,
    contact: JSON.stringify({ fullname: "Lan", phone: "0901", email: "lan@example.vn" }),
    items: JSON.stringify([{ name: b.route, quantity: 1, price: b.total }]),
    currency: "VND",
    rate_payment: 1,
    original_total: b.total,
    subtotal: b.total,
    total: b.total,
    total_amount_agency: b.total * 0.9,
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
  // its own table against its departure day (a crossing is one day)
  decideStatus: (o, target, _body, clock) =>
    decideTransition(o.status, target, clock.today(), o[SERVICE_DAY_COLUMN], o.service),
  devOrder: ferryDevOrder,
};

// ---- 4. its app side (app/services/ferry.ts, listed in APP_SERVICES, for a real service) ----------

const FERRY_APP = {
  service: FERRY,
  flag: "is_ferry",
  group: { key: "ferry", label: "layout:menu.ferryGroup", icon: "map" },
  menu: [{ to: "/ferry", label: "layout:menu.ferries" }],
  bookings: "built",
  soon: [],
} as const satisfies AppService;

/** Its words (locales/{vi,en}/bookings.json for a real service; added to the loaded resources here). */
function addFerryWords() {
  for (const [lng, departs] of [
    ["vi", "Ngày khởi hành"],
    ["en", "Departs on"],
  ] as const) {
    const bookings = resources[lng]!.bookings as Record<string, Record<string, unknown>>;
    bookings.csv = { ...bookings.csv, departsOn: departs };
    bookings.list = { ...bookings.list, departsOn: `${departs} {{date}}` };
    bookings.words = { ...bookings.words, crossing: { ...(bookings.words!.tour as object) } };
  }
}

// ---- 5. its route files: loaders of a line each (app/routes/_app.ferry.bookings.tsx …) ---------------

const routes = {
  bookings: (args: LoaderFunctionArgs) => bookingsLoader(args, FERRY),
  csv: (args: LoaderFunctionArgs) => bookingsCsvLoader(args, FERRY),
  qr: (args: LoaderFunctionArgs) => bookingQrLoader(args, FERRY),
  statistic: (args: LoaderFunctionArgs) => statisticLoader(args, FERRY),
};

// ---- the registration (a real service declares these; a test registers them) --------------------

registerService(FERRY);
registerOrders(FERRY_ORDERS);
registerAppService(FERRY_APP);
addFerryWords();

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
  // the app's own client (login, the pages' loaders) reaches it in-process, as server.ts arranges
  registerInProcessMarketplace(dispatchToNodeHandler(m.router, "/api/v1"));

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
  registerInProcessMarketplace(undefined);
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
      // the app reads the answer through the contract's schema (app/features/dashboard/api.server.ts)
      expect(DashboardSchema.safeParse(reply.data).error).toBeUndefined();
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

/** A logged-in supplier's request to a back-office URL: the session the login page starts. */
async function signedIn(email: string) {
  const context = {
    cspNonce: "",
    responseCookies: new Map<string, string>(),
    clientIp: "127.0.0.1",
    secureRequest: false,
  };
  const result = await login({ email, password: DEMO_PASSWORD }, "127.0.0.1");
  if (!result.ok) throw new Error(result.message);
  await startSession(new Request("http://backoffice.test/login"), context, result);
  const cookie = context.responseCookies.get("__session")!.split(";")[0]!;
  const args = (url: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({
    request: new Request(`http://backoffice.test${url}`, { headers: { Cookie: cookie } }),
    context: { ...context, responseCookies: new Map() },
    params,
  });
  return { supplier: result.supplier, args };
}

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (thrown) {
    return thrown as { init?: { status?: number }; status?: number };
  }
  throw new Error("not refused");
};

describe("the sixth service's pages, through the session, the menu and the generic loaders", () => {
  it("carries its capability flag from its agencies column into the session and the menu", async () => {
    const { supplier } = await signedIn(SUPPLIER);
    expect(supplier).toMatchObject({ is_ferry: true, is_tour: true, is_hotel: true });
    const group = menuGroups(supplier).find((g) => g.key === "ferry");
    expect(group?.items.map((i) => i.to)).toEqual([
      "/ferry",
      "/ferry/bookings",
      "/ferry/statistic",
      "/ferry/statistic-revenue",
    ]);

    const other = await signedIn("hotelbike@demo.vn");
    expect(other.supplier).toMatchObject({ is_ferry: false, is_hotel: true });
    expect(menuGroups(other.supplier).some((g) => g.key === "ferry")).toBe(false);
    // its pages are not for a supplier without it (the guard every loader starts with)
    const refused = await refusal(() => routes.bookings(other.args("/ferry/bookings")));
    expect(refused.init?.status).toBe(403);
  });

  it("lists its bookings on its list page, named by its crossing, on its departure day", async () => {
    const { args } = await signedIn(SUPPLIER);
    const page = await routes.bookings(args("/ferry/bookings"));
    expect(page).toMatchObject({ service: "ferry", warning: null });
    const names = page.rows.map((r) => r.itemName);
    expect(names).toContain("Cát Bà – Hải Phòng");
    expect(page.rows.every((r) => r.service === "ferry")).toBe(true);
    expect(page.rows.find((r) => r.itemName === "Cát Bà – Hải Phòng")?.travelDay).toBe("2030-01-10");
  });

  it("exports its bookings as CSV under its own day's name, and answers a booking's QR code", async () => {
    const { args } = await signedIn(SUPPLIER);
    const csv = await routes.csv(args("/ferry/bookings.csv"));
    expect(csv.headers.get("Content-Disposition")).toMatch(/filename="ferry-bookings-/);
    const text = await csv.text();
    const [header, ...lines] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toContain("Ngày khởi hành");
    expect(lines.some((l) => l.includes("Phú Quốc – Rạch Giá") && l.includes("10/01/2030"))).toBe(true);

    const list = await listBookings(api, FERRY, userId, "vi", { page: 1 });
    const id = list.data.docs[0]!._id;
    const qr = await routes.qr(args(`/ferry/booking/${id}/qr`, { bookingId: id }));
    expect(qr.headers.get("Content-Type")).toBe("image/png");
    expect(qr.headers.get("Content-Disposition")).toMatch(/FERRY-/);
  });

  it("counts its bookings on its statistic page, its tabs in its own order", async () => {
    const { args } = await signedIn(SUPPLIER);
    const page = await routes.statistic(args("/ferry/statistic?status=completed"));
    expect(page.tabs.map((t) => t.status)).toEqual([...FERRY_STATISTIC]);
    expect(page.tabs.find((t) => t.status === "completed")?.count).toBeGreaterThanOrEqual(1);
    expect(page.rows.map((r) => r.itemName)).toEqual(["Phú Quốc – Rạch Giá"]);
  });
});
