// GET dashboard over real HTTP on a fresh SQLite (tours-cruises §2 "Dashboard", §4 transition rules;
// hotels-bikes-transport §4, §9): bookings made through dev/order for each service land in the right
// section on the right Vietnam day — around midnight too, asked `at` an instant (dev calls on) — and
// leave it when confirmed or completed; a transfer confirmed without a driver shows its blocker; a
// sold-out calendar day and an item with nothing scheduled run low; listings awaiting moderation show;
// the money card equals the financial statistics' cards; another supplier's bookings never show.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { DashboardSchema, type Dashboard } from "@contract/api/dashboard";
import { allServices } from "@contract/services";
import { serverForThisFile } from "../support/server";
import { marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const ALL = "supplier@demo.vn";
const today = todayInVietnam();
/** The instant of a Vietnam day's wall-clock time (UTC+7 all year). */
const vn = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`).toISOString();

const tokens = new Map<string, string>();
async function token(email: string) {
  if (!tokens.has(email)) {
    const { body } = await marketplaceCall(api(), "POST", "auth/login", {
      type: 0,
      role: "agency",
      email,
      password: "Demo@12345",
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    tokens.set(email, body.data.token.accessToken as string);
  }
  return tokens.get(email)!;
}
const call = async (method: string, p: string, body?: unknown, email = ALL) =>
  marketplaceCall(api(), method, p, body, await token(email));

/** The dashboard of `email`, as of `at` (an instant) when given; the answer must be the contract's. */
async function dashboard(opts: { at?: string; lang?: string; email?: string } = {}): Promise<Dashboard> {
  const q = new URLSearchParams({ lang: opts.lang ?? "vi", ...(opts.at ? { at: opts.at } : {}) });
  const { body } = await call("GET", `dashboard?${q}`, undefined, opts.email ?? ALL);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return DashboardSchema.parse(body.data);
}
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

const contact = { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" };
const operator = {
  fullname: "Trần Văn Hùng",
  email: "hung@saigondiscovery.vn",
  contact_methods: [{ name: "zalo", value: "0901234567" }],
};
const driver = {
  fullname: "Võ Văn Tài",
  license_plate: "51B-123.45",
  contact_methods: [{ name: "phone", value: "09" }],
};
/** The oldest booking of all (created long before the demo's): first of its section. */
let stamp = Date.parse("2019-01-01T00:00:00Z");
const oldest = () => new Date((stamp += 60_000)).toISOString();

async function order(body: Record<string, unknown>) {
  const { body: reply } = await marketplaceCall(api(), "POST", "dev/order", { contact, status: "paid", ...body });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data as { _id: string; uid: string; status: string };
}
const tourItems = [
  { name: "Người lớn", quantity: 2, price: 1_000_000, commission_type: "percent", commission_value: 15 },
];

let tourId: string;
let cruiseId: string;
let transportId: string;
let hotel: { _id: string; room: string; checkin: string };
let bike: { _id: string; option: string; soldOut: string; idle: string };

const tour = (date_travel: string, extra: Record<string, unknown> = {}) =>
  order({ service: "tour", tour: tourId, date_travel, items: tourItems, created_at: oldest(), ...extra });
const transfer = (pickupAt: string, extra: Record<string, unknown> = {}) =>
  order({
    service: "transport",
    transport: transportId,
    date_pickup: pickupAt,
    pickup: { name: "Sân bay Tân Sơn Nhất", address: "Tân Bình" },
    drop_off: { name: "Khách sạn Rex", address: "141 Nguyễn Huệ" },
    created_at: oldest(),
    ...extra,
  });

/** A room of the demo's hotels with a room empty on both nights from `day` on. */
async function roomFree(from: number) {
  const hotels = (await call("GET", "hotel/hotel?perPage=-1")).body.data.docs as { _id: string }[];
  for (const h of hotels) {
    const rooms = (await call("GET", `hotel/room?hotel=${h._id}&perPage=-1`)).body.data.docs as { _id: string }[];
    for (const r of rooms) {
      const cal = (await call("GET", `hotel/calendar?room=${r._id}`)).body.data.calendars as {
        date: string;
        empty: number;
      }[];
      const empty = new Map(cal.map((d) => [d.date, d.empty]));
      for (let o = from; o < from + 40; o++) {
        const d = addDays(today, o);
        if ((empty.get(d) ?? 0) > 0 && (empty.get(addDays(d, 1)) ?? 0) > 0)
          return { _id: h._id, room: r._id, checkin: d };
      }
    }
  }
  throw new Error("no demo room free on two nights");
}

/** A new option of a demo bike: one bike for sale from today on 20 days; and an option never scheduled. */
async function bikeOptions() {
  const bikes = (await call("GET", "bike/bike?perPage=-1")).body.data.docs as { _id: string; rental_by_day: boolean }[];
  const b = bikes.find((x) => x.rental_by_day)!;
  const option = async (name: string) => {
    const made = await call("POST", "bike/option", {
      bike: b._id,
      name,
      description: "Xe mới",
      translations: { en: { name: `${name} (en)`, description: "New" } },
      quantity_default: 1,
      price_day_default: 100_000,
      price_hour_default: 20_000,
      is_active: true,
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    return made.body.data._id as string;
  };
  const scheduled = await option("Xe bảng điều khiển");
  const set = await call("POST", "bike/calendar", {
    option: scheduled,
    price_day: 150_000,
    price_hour: 30_000,
    dateStart: today,
    dateEnd: addDays(today, 20),
    available: 1,
    exclusion_date: [],
  });
  expect(set.body.code, JSON.stringify(set.body)).toBe(200);
  return { _id: b._id, option: scheduled, soldOut: addDays(today, 3), idle: await option("Xe chưa có lịch") };
}
const rent = (pickupDay: string, returnDay: string, extra: Record<string, unknown> = {}) =>
  order({
    service: "bike",
    bike: bike._id,
    rental_method: "day",
    date_pickup: pickupDay,
    time_pickup: "09:00",
    date_return: returnDay,
    time_return: "18:00",
    items: [{ option: bike.option, quantity: 1 }],
    created_at: oldest(),
    ...extra,
  });

beforeAll(async () => {
  const tours = (await marketplaceCall(api(), "GET", "dev/tours")).body.data.docs as {
    _id: string;
    agency: string;
    type: string;
  }[];
  tourId = tours.find((t) => t.agency === ALL && t.type !== "cruise")!._id;
  cruiseId = tours.find((t) => t.agency === ALL && t.type === "cruise")!._id;
  transportId = (await call("GET", "transport/transport?perPage=-1")).body.data.docs[0]._id;
  hotel = await roomFree(5);
  bike = await bikeOptions();
});

describe("the services and the sections are the supplier's own", () => {
  it("names the services its flags allow, in descriptor order", async () => {
    expect((await dashboard()).services).toEqual(["tour", "cruise", "hotel", "bike", "transport"]);
    const toursOnly = await dashboard({ email: "newsupplier@demo.vn" });
    expect(toursOnly.services).toEqual(["tour"]);
    expect(toursOnly).toMatchObject({
      toConfirm: [],
      toConfirmCount: 0,
      todayItems: [],
      todayCount: 0,
      toComplete: [],
      runningLow: [],
    });
    expect(toursOnly.money).toEqual({ currency: "VND", monthIncome: 0, lastPayout: null, balance: 0 });
  });

  it("never shows another supplier's bookings; each id it gives opens as the supplier's own", async () => {
    const elsewhere = await roomFreeOf("hotelbike@demo.vn");
    const theirs = await order({
      service: "hotel",
      hotel: elsewhere._id,
      date_checkin: elsewhere.checkin,
      date_checkout: addDays(elsewhere.checkin, 1),
      items: [{ room: elsewhere.room, quantity: 1, quantity_extrabed: 0 }],
      created_at: oldest(),
    });
    const at = vn(elsewhere.checkin, "10:00");
    const mine = await dashboard({ at });
    const all = [...mine.toConfirm, ...mine.todayItems, ...mine.toComplete];
    expect(ids(all)).not.toContain(theirs._id);
    const their = await dashboard({ at, email: "hotelbike@demo.vn" });
    expect(ids(their.todayItems)).toContain(theirs._id);
    for (const row of [...mine.toConfirm.slice(0, 3), ...mine.todayItems.slice(0, 3)]) {
      const path = allServices().find((s) => s.id === row.service)!.api.orders;
      expect((await call("GET", `${path}/${row.id}`)).body.code).toBe(200);
      expect((await call("GET", `${path}/${row.id}`, undefined, "hotelbike@demo.vn")).body.code).toBe(404);
    }
    for (const row of mine.listings) expect(their.listings.map((l) => l.id)).not.toContain(row.id);
  });
});

async function roomFreeOf(email: string) {
  const hotels = (await call("GET", "hotel/hotel?perPage=-1", undefined, email)).body.data.docs as { _id: string }[];
  const h = hotels[0]!;
  const rooms = (await call("GET", `hotel/room?hotel=${h._id}&perPage=-1`, undefined, email)).body.data.docs as {
    _id: string;
  }[];
  for (const r of rooms) {
    const cal = (await call("GET", `hotel/calendar?room=${r._id}`, undefined, email)).body.data.calendars as {
      date: string;
      empty: number;
    }[];
    const free = cal.find((d) => d.date > addDays(today, 3) && d.empty > 0);
    if (free) return { _id: h._id, room: r._id, checkin: free.date };
  }
  throw new Error(`no free room of ${email}`);
}

describe("to confirm", () => {
  it("a paid booking of each service that confirms waits there, soonest day first, with its last day; confirmed, it leaves", async () => {
    const before = await dashboard();
    // days past every demo booking's (60 days ahead at most), each one day apart; made in the reverse
    // order, so creation order and day order differ: the soonest day is the most urgent
    const day = addDays(today, 70);
    const on = await call("POST", "bike/calendar", {
      option: bike.option,
      price_day: 150_000,
      price_hour: 30_000,
      dateStart: addDays(today, 70),
      dateEnd: addDays(today, 74),
      available: 1,
      exclusion_date: [],
    });
    expect(on.body.code, JSON.stringify(on.body)).toBe(200);
    const x = await transfer(vn(addDays(day, 3), "08:00"));
    const r = await rent(addDays(day, 2), addDays(day, 3));
    const c = await order({
      service: "cruise",
      tour: cruiseId,
      date_travel: addDays(day, 1),
      duration: 1,
      items: [{ cabin: { name: "Deluxe" }, quantity: 1, price: 3_000_000 }],
      created_at: oldest(),
    });
    const t = await tour(day);
    expect((await dashboard()).toConfirmCount).toBe(before.toConfirmCount + 4);
    // the day before the first: every demo booking's day has passed, these four are all there is to confirm
    const after = await dashboard({ at: vn(addDays(day, -1), "12:00") });
    expect(ids(after.toConfirm)).toEqual([t._id, c._id, r._id, x._id]);
    expect(after.toConfirm[0]).toMatchObject({
      service: "tour",
      uid: t.uid,
      guest: contact.fullname,
      day,
      lastDay: day,
    });
    expect(after.toConfirm[1]).toMatchObject({ service: "cruise", day: addDays(day, 1), lastDay: addDays(day, 1) });
    expect(after.toConfirm[2]).toMatchObject({ service: "bike", day: addDays(day, 2), lastDay: addDays(day, 2) });
    expect(after.toConfirm[3]).toMatchObject({ service: "transport", day: addDays(day, 3), lastDay: addDays(day, 3) });
    expect(after.toConfirm[3]!.itemRoute).toMatchObject({ route: expect.any(String) });
    // names in the page's language, as the bookings list gives them
    const listed = (lang: string) =>
      call("GET", `order/${t._id}?lang=${lang}`).then((r) => r.body.data.tour.name as string);
    expect((await dashboard({ lang: "en", at: vn(addDays(day, -1), "12:00") })).toConfirm[0]!.itemName).toBe(
      await listed("en"),
    );
    expect(after.toConfirm[0]!.itemName).toBe(await listed("vi"));
    expect(await listed("en")).not.toBe(await listed("vi"));
    expect(after.toConfirm.length).toBeLessThanOrEqual(20);
    // the menu's counts: cruises are confirmed in the tours' bookings (tours-cruises §2)
    const now = await dashboard();
    expect(now.badges["/tour/bookings"]).toBe((before.badges["/tour/bookings"] ?? 0) + 2);
    expect(now.badges["/bike/bookings"]).toBe((before.badges["/bike/bookings"] ?? 0) + 1);
    expect(now.badges["/transport/bookings"]).toBe((before.badges["/transport/bookings"] ?? 0) + 1);

    const confirmed = await call("PATCH", `order/${t._id}`, {
      actUpd: "udpStatus",
      status: "confirmed",
      tour_operator: operator,
    });
    expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe(200);
    const later = await dashboard();
    expect(ids((await dashboard({ at: vn(addDays(day, -1), "12:00") })).toConfirm)).toEqual([c._id, r._id, x._id]);
    expect(later.toConfirmCount).toBe(now.toConfirmCount - 1);
    expect(later.badges["/tour/bookings"]).toBe(now.badges["/tour/bookings"]! - 1);
    // every page's menu asks for the counts alone: the same figures
    const menu = await call("GET", "dashboard/badges");
    expect(menu.body.code).toBe(200);
    expect(menu.body.data).toEqual({ badges: later.badges });
  });

  it("a paid hotel stay has no confirm step (hotels-bikes-transport §4): it never waits there", async () => {
    const stay = await order({
      service: "hotel",
      hotel: hotel._id,
      date_checkin: hotel.checkin,
      date_checkout: addDays(hotel.checkin, 2),
      items: [{ room: hotel.room, quantity: 1, quantity_extrabed: 0 }],
      created_at: oldest(),
    });
    const d = await dashboard();
    expect(ids(d.toConfirm)).not.toContain(stay._id);
    const listed = await call("GET", `hotel/order?due=confirm&perPage=-1`);
    expect(ids(listed.body.data.docs.map((o: { _id: string }) => ({ id: o._id })))).not.toContain(stay._id);
    // its check-in and check-out days are on "today" when they come, at the stay's times (§9: 12:00)
    const checkin = await dashboard({ at: vn(hotel.checkin, "00:01") });
    expect(checkin.todayItems.find((i) => i.id === stay._id)).toMatchObject({ kind: "checkin", time: "12:00" });
    const checkout = await dashboard({ at: vn(addDays(hotel.checkin, 2), "23:59") });
    expect(checkout.todayItems.find((i) => i.id === stay._id)).toMatchObject({
      kind: "checkout",
      time: "12:00",
      blockers: [],
    });
    expect(checkout.todayItems.find((i) => i.id === stay._id && i.kind === "checkin")).toBeUndefined();
  });

  it("a stay waiting for confirmation (wait-confirm) waits there until its check-in day; confirmed, it leaves", async () => {
    const free = await roomFree(20);
    const stay = await order({
      service: "hotel",
      hotel: free._id,
      date_checkin: free.checkin,
      date_checkout: addDays(free.checkin, 1),
      items: [{ room: free.room, quantity: 1, quantity_extrabed: 0 }],
      status: "wait-confirm",
      created_at: oldest(),
    });
    const d = await dashboard();
    const before = d.badges["/hotel/bookings"] ?? 0;
    expect(before).toBeGreaterThan(0);
    const eve = await dashboard({ at: vn(addDays(free.checkin, -1), "23:59") });
    expect(eve.toConfirm.find((r) => r.id === stay._id)).toMatchObject({
      service: "hotel",
      day: free.checkin,
      lastDay: free.checkin,
    });
    const listed = await call("GET", `hotel/order?due=confirm&perPage=-1`);
    expect(listed.body.data.docs.map((o: { _id: string }) => o._id)).toContain(stay._id);
    expect(listed.body.data.total).toBe(before);
    // past its check-in day it can no longer be confirmed, yet it is not stuck: it may still be marked paid
    const after1 = vn(addDays(free.checkin, 1), "00:01");
    const late = await dashboard({ at: after1 });
    expect(ids(late.toConfirm)).not.toContain(stay._id);
    const stuck = await call("GET", `hotel/order?due=stuck&perPage=-1&at=${encodeURIComponent(after1)}`);
    expect(stuck.body.data.docs.map((o: { _id: string }) => o._id)).not.toContain(stay._id);
    const confirmed = await call("PATCH", `hotel/order/${stay._id}`, { status: "confirmed" });
    expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.status).toBe("confirmed");
    const after = await dashboard();
    expect(ids(after.toConfirm)).not.toContain(stay._id);
    expect(after.badges["/hotel/bookings"] ?? 0).toBe(before - 1);
  });
});

describe("the right Vietnam day, around midnight", () => {
  it("a tour: to confirm until its day ends, on today's list from 00:00 of its day (Vietnam)", async () => {
    const day = addDays(today, 8);
    const t = await tour(day);
    const eve = await dashboard({ at: vn(addDays(day, -1), "23:59") });
    expect(eve.today).toBe(addDays(day, -1));
    expect(ids(eve.toConfirm)).toContain(t._id);
    expect(ids(eve.todayItems)).not.toContain(t._id);
    const morning = await dashboard({ at: vn(day, "00:01") });
    expect(morning.today).toBe(day);
    expect(ids(morning.toConfirm)).toContain(t._id);
    // paid, no operator yet: it cannot be confirmed nor started without one (tours-cruises §5)
    expect(morning.todayItems.find((i) => i.id === t._id)).toMatchObject({
      kind: "departure",
      time: null,
      blockers: ["not_confirmed", "no_operator"],
    });
    const next = await dashboard({ at: vn(addDays(day, 1), "00:01") });
    expect(ids(next.toConfirm)).not.toContain(t._id);
    expect(ids(next.todayItems)).not.toContain(t._id);
  });

  it("a transfer: to confirm only before its pickup time; on today's list with its time (hotels-bikes-transport §4)", async () => {
    const day = addDays(today, 9);
    const x = await transfer(vn(day, "08:00"));
    const before = await dashboard({ at: vn(day, "07:59") });
    expect(before.toConfirm.find((r) => r.id === x._id)).toMatchObject({ lastDay: day });
    const item = before.todayItems.find((i) => i.id === x._id);
    expect(item).toMatchObject({ service: "transport", kind: "transfer", time: "08:00" });
    expect(item!.blockers).toEqual(["not_confirmed", "no_operator", "no_driver"]);
    const past = await dashboard({ at: vn(day, "08:01") });
    expect(ids(past.toConfirm)).not.toContain(x._id);
  });

  it("a transfer confirmed without a complete driver shows its blocker; with one, none", async () => {
    const day = addDays(today, 10);
    const bare = await transfer(vn(day, "14:30"), { status: "confirmed", operator });
    const ready = await transfer(vn(day, "15:00"), { status: "confirmed", operator, driver });
    const d = await dashboard({ at: vn(day, "06:00"), lang: "en" });
    // the card's count is the day's events in all, the listed ones among them
    expect(d.todayCount).toBeGreaterThanOrEqual(d.todayItems.length);
    const plusOne = await transfer(vn(day, "16:00"), { status: "confirmed", operator, driver });
    const counted = await dashboard({ at: vn(day, "06:00"), lang: "en" });
    expect(counted.todayCount).toBe(d.todayCount + 1);
    expect(ids(counted.todayItems)).toContain(plusOne._id);
    expect(d.todayItems.find((i) => i.id === bare._id)).toMatchObject({ time: "14:30", blockers: ["no_driver"] });
    expect(d.todayItems.find((i) => i.id === ready._id)).toMatchObject({ time: "15:00", blockers: [] });
    // what cannot go ahead first, then the day in time order
    const blocked = d.todayItems.findIndex((i) => !i.blockers.length);
    expect(d.todayItems.slice(blocked).every((i) => !i.blockers.length)).toBe(true);
    for (const part of [d.todayItems.slice(0, blocked), d.todayItems.slice(blocked)]) {
      const times = part.map((i) => i.time ?? "");
      expect(times).toEqual([...times].sort());
    }
    expect(ids(d.todayItems).indexOf(bare._id)).toBeLessThan(ids(d.todayItems).indexOf(ready._id));
    // the page asks for the lines it draws: the first of each section, the counts whole
    const two = await call("GET", `dashboard?${new URLSearchParams({ lang: "en", at: vn(day, "06:00"), rows: "2" })}`);
    const short = DashboardSchema.parse(two.body.data);
    expect(ids(short.todayItems)).toEqual(ids(counted.todayItems).slice(0, 2));
    expect(short.todayItems[0]!.blockers.length).toBeGreaterThan(0);
    for (const section of ["toConfirm", "toComplete", "runningLow", "listings"] as const)
      expect(short[section]).toEqual(counted[section].slice(0, 2));
    expect(short.todayCount).toBe(counted.todayCount);
    expect(short.toConfirmCount).toBe(counted.toConfirmCount);
    expect(short.toCompleteCount).toBe(counted.toCompleteCount);
    expect(short.runningLowCount).toBe(counted.runningLow.length);
    expect(short.listingsCount).toBe(counted.listingsCount);
  });

  it("a bike rental: its pickup on its first day, its return on its last, each with its time", async () => {
    const pickup = addDays(today, 12);
    const r = await rent(pickup, addDays(pickup, 1), { status: "confirmed" });
    const first = await dashboard({ at: vn(pickup, "00:01"), lang: "en" });
    expect(first.todayItems.find((i) => i.id === r._id)).toMatchObject({ kind: "pickup", time: "09:00" });
    const last = await dashboard({ at: vn(addDays(pickup, 1), "23:59"), lang: "en" });
    expect(last.todayItems.find((i) => i.id === r._id)).toMatchObject({ kind: "return", time: "18:00" });
    expect(last.todayItems.find((i) => i.id === r._id && i.kind === "pickup")).toBeUndefined();
  });
});

describe("to complete", () => {
  it("a begun tour past its day waits there, oldest day first; completed, it leaves", async () => {
    const long = await tour(addDays(today, -900), { status: "begin" });
    const d = await dashboard();
    expect(d.toComplete[0]).toMatchObject({ id: long._id, service: "tour", day: addDays(today, -900) });
    const done = await call("PATCH", `order/${long._id}`, { actUpd: "udpStatus", status: "agency_completed" });
    expect(done.body.code, JSON.stringify(done.body)).toBe(200);
    const after = await dashboard();
    expect(ids(after.toComplete)).not.toContain(long._id);
    expect(after.toCompleteCount).toBe(d.toCompleteCount - 1);
  });

  it("a begun tour is not past its day until its day ends (Vietnam)", async () => {
    const day = addDays(today, -800);
    const begun = await tour(day, { status: "begin" });
    expect(ids((await dashboard({ at: vn(day, "23:59") })).toComplete)).not.toContain(begun._id);
    expect((await dashboard({ at: vn(addDays(day, 1), "00:01") })).toComplete[0]).toMatchObject({ id: begun._id, day });
  });
});

describe("calendars running low", () => {
  it("a calendar with sold-out days of the next 14 is one line naming them; an item with nothing scheduled shows too", async () => {
    await rent(bike.soldOut, bike.soldOut);
    await rent(addDays(bike.soldOut, 2), addDays(bike.soldOut, 2));
    const d = await dashboard({ lang: "en" });
    // one line per calendar, however many of its days run low (the card counts calendars, not days)
    const mine = d.runningLow.filter((l) => l.itemId === bike.option);
    expect(mine).toHaveLength(1);
    const keys = d.runningLow.map((l) => l.itemId);
    expect(new Set(keys).size).toBe(keys.length);
    expect(d.runningLowCount).toBe(d.runningLow.length);
    // the option's one bike is taken on each day a test rents it: every such day is sold out
    expect(mine[0]).toMatchObject({
      service: "bike",
      calendarKind: "option",
      listingId: bike._id,
      itemId: bike.option,
      itemName: "Xe bảng điều khiển (en)",
      listingName: expect.any(String),
      reason: "sold_out",
    });
    expect(mine[0]!.days.every((x) => x.reason === "sold_out" && x.left === 0 && x.total === 1)).toBe(true);
    const days = mine[0]!.days.map((x) => x.day);
    expect(days).toEqual(expect.arrayContaining([bike.soldOut, addDays(bike.soldOut, 2)]));
    expect(days).toEqual([...days].sort());
    // the soonest day first, items with nothing scheduled last
    const order = d.runningLow.map((l) => l.days[0]?.day ?? "9999-12-31");
    expect(order).toEqual([...order].sort());
    expect(d.runningLow.find((l) => l.itemId === bike.idle)).toMatchObject({ reason: "nothing_scheduled", days: [] });
    // beyond the next 14 days a sold-out day is not yet "running low"
    await rent(addDays(today, 16), addDays(today, 16));
    const again = (await dashboard()).runningLow.find((l) => l.itemId === bike.option)!.days.map((x) => x.day);
    expect(again).toContain(bike.soldOut);
    expect(again).not.toContain(addDays(today, 16));
    expect(again.every((x) => x <= addDays(today, 13))).toBe(true);
  });
});

describe("listings awaiting moderation", () => {
  it("a rejected listing shows as rejected; approved, it leaves", async () => {
    const moderate = (approve: boolean) =>
      marketplaceCall(api(), "POST", `dev/listing/transport/${transportId}/moderate`, { approve });
    expect((await moderate(false)).body.code).toBe(200);
    const rejected = await dashboard();
    const listed = rejected.listings.find((l) => l.id === transportId);
    expect(listed).toMatchObject({ service: "transport", state: "rejected", route: { route: expect.any(String) } });
    // the count is of all of them, the list of the newest
    expect(rejected.listingsCount).toBeGreaterThanOrEqual(rejected.listings.length);
    expect((await moderate(true)).body.code).toBe(200);
    const approved = await dashboard();
    expect(approved.listings.map((l) => l.id)).not.toContain(transportId);
    expect(approved.listingsCount).toBe(rejected.listingsCount - 1);
  });
});

describe("money", () => {
  it("equals the financial statistics' cards: this month's income, the balance, the last payout", async () => {
    await marketplaceCall(api(), "POST", "dev/payout", {
      agency: ALL,
      service: "transport",
      amount: 1_234_000,
      payment_date: new Date().toISOString(),
    });
    const d = await dashboard();
    const month = { start: `${today.slice(0, 7)}-01`, end: today };
    const revenue = async (p: string, range?: object) =>
      Number(
        (await call("GET", `${p}?perPage=-1${range ? `&date_range=${encodeURIComponent(JSON.stringify(range))}` : ""}`))
          .body.data.total,
      );
    const paths = [...new Set(allServices().map((s) => s.api.revenue))];
    const segments = [...new Set(allServices().map((s) => s.api.payments))];
    let monthIncome = 0;
    let income = 0;
    let paid = 0;
    for (const p of paths) {
      monthIncome += await revenue(p, month);
      income += await revenue(p);
    }
    for (const s of segments)
      paid += Number((await call("GET", `transaction/payment-statistic?service=${s}`)).body.data.total);
    expect(d.money).toEqual({
      currency: "VND",
      monthIncome,
      balance: income - paid,
      lastPayout: { amount: 1_234_000, date: expect.any(String) },
    });
  });
});
