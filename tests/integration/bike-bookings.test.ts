// Bike bookings over real HTTP with plain form posts (no scripts), on a fresh SQLite (hotels-bikes-
// transport §3 "Bike order", §4 "Bike booking statuses", §5 "Cancel reason", §9): a customer rents two
// days and the option calendar's empty count drops on both; a sold-out day refuses the rental; the
// supplier confirms, and cancels only with a reason (≤ 200); a refused action changes nothing; a
// cancelled rental gives its options back once; another supplier's booking is not found; statistics
// counts and revenue cards equal the bookings' own figures.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { revenueCardsMatch, statisticTabsMatch } from "../support/statistics";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const RENTER = "hotelbike@demo.vn";
const today = todayInVietnam();

const call = async (method: string, p: string, body?: unknown, email = RENTER) =>
  marketplaceCall(api(), method, p, body, await apiToken(api(), email));

let bike: { _id: string; name: string; rental_by_day: boolean; rental_by_hour: boolean };
let option: string;

/** The option's days on sale: date → {empty, price_day, price_hour}. */
async function days() {
  const { body } = await call("GET", `bike/calendar?option=${option}`);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return new Map(
    (body.data.calendars as { date: string; empty: number; price_day: number; price_hour: number }[]).map((d) => [
      d.date,
      d,
    ]),
  );
}

/** A customer's rental of the option (POST dev/order): pickup in `inDays` days at 09:00, `length` days later at 18:00. */
const rent = (over: { inDays?: number; length?: number; quantity?: number; status?: string; method?: string } = {}) => {
  const pickup = addDays(today, over.inDays ?? 10);
  return marketplaceCall(api(), "POST", "dev/order", {
    service: "bike",
    bike: bike._id,
    rental_method: over.method ?? "day",
    date_pickup: pickup,
    time_pickup: "09:00",
    date_return: addDays(pickup, over.length ?? 1),
    time_return: over.method === "hour" ? "13:30" : "18:00",
    items: [{ option, quantity: over.quantity ?? 1 }],
    contact: { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" },
    note: "Cần hai mũ bảo hiểm",
    status: over.status ?? "paid",
  });
};
async function rented(over: Parameters<typeof rent>[0] = {}) {
  const { body } = await rent(over);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as { _id: string; uid: string; status: string };
}
const record = async (id: string, email = RENTER) => (await call("GET", `bike/order/${id}`, undefined, email)).body;
const statusOf = (html: string) => /data-testid="booking-status"[\s\S]*?data-status="([^"]+)"/.exec(html)?.[1];
const offered = (html: string) => [...html.matchAll(/data-testid="action-([a-z_-]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  const bikes = (await call("GET", "bike/bike?perPage=-1")).body.data.docs as (typeof bike)[];
  bike = bikes.find((b) => b.rental_by_day && b.rental_by_hour) ?? bikes.find((b) => b.rental_by_day)!;
  const made = await call("POST", "bike/option", {
    bike: bike._id,
    name: "Xe thử nghiệm",
    description: "Xe mới",
    translations: { en: { name: "Test rental", description: "New" } },
    quantity_default: 6,
    price_day_default: 100_000,
    price_hour_default: 20_000,
    is_active: true,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  option = made.body.data._id;
  // its calendar, scheduled through the API: today and the next 40 days, 5 bikes, 150,000 a day, 30,000 an hour
  const set = await call("POST", "bike/calendar", {
    option,
    price_day: 150_000,
    price_hour: 30_000,
    dateStart: today,
    dateEnd: addDays(today, 40),
    available: 5,
    exclusion_date: [],
  });
  expect(set.body.code, JSON.stringify(set.body)).toBe(200);
});

describe("a customer's rental takes the option's days", () => {
  it("rents two days: each day's empty count drops; time, lines, total, commission and real income", async () => {
    const before = await days();
    const d1 = addDays(today, 10);
    const d2 = addDays(today, 11);
    const o = await rented({ quantity: 2 });
    expect(o.uid).toMatch(/^BIKE-[0-9A-Z]{8}$/);
    const after = await days();
    expect(after.get(d1)!.empty).toBe(before.get(d1)!.empty - 2);
    expect(after.get(d2)!.empty).toBe(before.get(d2)!.empty - 2);
    expect(after.get(addDays(today, 12))!.empty).toBe(before.get(addDays(today, 12))!.empty);

    const r = (await record(o._id)).data;
    // 09:00 to 18:00 the next day: 33 hours, two started days
    expect(r).toMatchObject({ date_pickup: d1, time_pickup: "09:00", date_return: d2, time_return: "18:00" });
    expect([r.rental_method, r.time_quantity]).toEqual(["day", 2]);
    expect(r.items[0]).toMatchObject({ quantity: 2, price: 150_000, amount: 2 * 150_000 * 2 });
    expect([r.subtotal, r.total]).toEqual([600_000, 600_000]);
    expect(r.total_amount_agency).toBe(510_000);

    const b = await loggedIn(server.url, RENTER);
    const page = await b.get(`/bike/booking/${o._id}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain(o.uid);
    expect(text).toContain("2 days");
    expect(text).toContain("Test rental");
    expect(text).toMatch(/Commission\s*90,000/);
    expect(text).toMatch(/Real income\s*510,000/);
    expect(text).not.toMatch(/\btour\b/i);
  });

  it("rents by the hour: started hours, the day's hour price", async () => {
    if (!bike.rental_by_hour) return;
    const o = await rented({ method: "hour", length: 0, inDays: 12 });
    const r = (await record(o._id)).data;
    // 09:00 to 13:30: four and a half hours, five started hours
    expect([r.rental_method, r.time_quantity]).toEqual(["hour", 5]);
    expect(r.items[0]).toMatchObject({ price: 30_000, amount: 150_000 });
  });

  it("refuses a day sold out and writes nothing", async () => {
    const before = await days();
    const d = addDays(today, 20);
    const { status, body } = await rent({ inDays: 19, length: 2, quantity: before.get(d)!.empty + 1 });
    expect([status, body.message]).toEqual([409, "sold_out"]);
    const after = await days();
    for (const day of [19, 20, 21])
      expect(after.get(addDays(today, day))!.empty).toBe(before.get(addDays(today, day))!.empty);
  });
});

describe("the supplier confirms and cancels", () => {
  it("confirms a paid rental (with the warning of what follows); then only the start on the pickup day", async () => {
    const b = await loggedIn(server.url, RENTER);
    const o = await rented({ inDays: 15 });
    const path = `/bike/booking/${o._id}`;
    expect(offered((await b.get(path)).html)).toEqual(["confirmed", "cancelled"]);
    const dialog = await b.get(`${path}?do=confirmed`);
    expect(visibleText(dialog.html)).toContain("it can no longer be cancelled here");
    const confirmed = await b.post(`${path}?do=confirmed`, { intent: "confirmed" });
    expect(statusOf(confirmed.html)).toBe("confirmed");
    // the start waits for the pickup day, and says so
    expect(offered(confirmed.html)).toEqual([]);
    const direct = await call("PATCH", `bike/order/${o._id}`, { actUpd: "udpStatus", status: "agency_begin" });
    expect([direct.status, direct.body.message]).toEqual([409, "warning_date_start"]);
    expect((await record(o._id)).data.status).toBe("confirmed");
  });

  it("starts a confirmed rental on its pickup day", async () => {
    const b = await loggedIn(server.url, RENTER);
    const o = await rented({ inDays: 0, status: "confirmed" });
    const path = `/bike/booking/${o._id}`;
    expect(offered((await b.get(path)).html)).toEqual(["agency_begin"]);
    const started = await b.post(`${path}?do=agency_begin`, { intent: "agency_begin" });
    expect(statusOf(started.html)).toBe("agency_begin");
  });

  it("cancels only with a reason of at most 200 characters; a refused cancel changes nothing; the options come back once", async () => {
    const b = await loggedIn(server.url, RENTER);
    const before = await days();
    const d = addDays(today, 25);
    const o = await rented({ inDays: 24, length: 2, quantity: 2 });
    expect((await days()).get(d)!.empty).toBe(before.get(d)!.empty - 2);
    const path = `/bike/booking/${o._id}`;
    const stamp = (await record(o._id)).data.updated_at;

    const blank = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: " \u200b " });
    expect(visibleText(blank.html)).toContain("Please enter the reason");
    const long = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "x".repeat(201) });
    expect(long.status).toBe(200);
    const direct = await call("PATCH", `bike/order/${o._id}`, { actUpd: "udpStatus", status: "cancelled" });
    expect([direct.status, direct.body.data.issues[0].path]).toEqual([422, "reason_cancel"]);
    expect((await record(o._id)).data).toMatchObject({ status: "paid", reason_cancel: null, updated_at: stamp });
    expect((await days()).get(d)!.empty).toBe(before.get(d)!.empty - 2);

    const done = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "Khách đổi kế hoạch" });
    expect(statusOf(done.html)).toBe("cancelled");
    expect(visibleText(done.html)).toContain("Khách đổi kế hoạch");
    const released = await days();
    for (const day of [24, 25, 26])
      expect(released.get(addDays(today, day))!.empty).toBe(before.get(addDays(today, day))!.empty);
    // a refund after the cancellation gives nothing more back
    await marketplaceCall(api(), "POST", `dev/order/${o._id}/refund`, {});
    expect((await days()).get(d)!.empty).toBe(before.get(d)!.empty);
    // nothing more to do, and the page says why
    expect(offered((await b.get(path)).html)).toEqual([]);
    const again = await call("PATCH", `bike/order/${o._id}`, { actUpd: "udpStatus", status: "confirmed" });
    expect([again.status, again.body.message]).toEqual([409, "invalid_transition"]);
  });

  it("answers not found for another supplier's booking, on both sides", async () => {
    const o = await rented({ inDays: 30 });
    expect((await record(o._id, "supplier@demo.vn")).code).toBe(404);
    const patched = await call(
      "PATCH",
      `bike/order/${o._id}`,
      { actUpd: "udpStatus", status: "confirmed" },
      "supplier@demo.vn",
    );
    expect(patched.status).toBe(404);
    const other = await loggedIn(server.url, "supplier@demo.vn");
    expect((await other.get(`/bike/booking/${o._id}`)).status).toBe(404);
    expect((await other.post(`/bike/booking/${o._id}`, { intent: "confirmed" })).status).toBe(404);
    expect((await record(o._id)).data.status).toBe("paid");
  });
});

describe("lists, statistics and revenue", () => {
  it("lists bike bookings by pickup day; the CSV names it", async () => {
    const b = await loggedIn(server.url, RENTER);
    const list = await b.get("/bike/bookings");
    expect(list.status).toBe(200);
    expect([...list.html.matchAll(/>[A-Z0-9]+-(BIKE-[0-9A-Z]{8})</g)]).toHaveLength(10);
    const text = visibleText(list.html);
    expect(text).toContain("Pickup ");
    expect(text).not.toContain("Departs ");
    const csv = await b.get("/bike/bookings.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.html.split("\r\n")[0]).toContain("Pickup date");
  });

  it("counts each status tab as the bookings of that status; the revenue cards add up the completed bookings", async () => {
    const b = await loggedIn(server.url, RENTER);
    const tabs = ["wait-paid", "paid", "confirmed", "completed", "refunded", "change", "cancelled", "abandoned"];
    const counts = await statisticTabsMatch(b, call, "bike", tabs);
    expect(Object.keys(counts).filter((k) => tabs.includes(k))).toEqual(tabs);
    // the seed's two bike payouts
    await revenueCardsMatch(b, call, "bike", 6_400_000 + 3_150_000);
  });
});

describe("the customer's side", () => {
  it("pays a rental waiting for its payment (wait-paid): then the supplier may confirm it", async () => {
    const o = await rented({ inDays: 31, status: "wait-paid" });
    const b = await loggedIn(server.url, RENTER);
    const waiting = await b.get(`/bike/booking/${o._id}`);
    expect(offered(waiting.html)).toEqual([]);
    expect(waiting.html).toContain('data-testid="booking-idle"');
    const paid = await marketplaceCall(api(), "POST", `dev/order/${o._id}/pay`, {});
    expect(paid.body.code, JSON.stringify(paid.body)).toBe(200);
    expect(offered((await b.get(`/bike/booking/${o._id}`)).html)).toEqual(["confirmed", "cancelled"]);
  });
});

describe("dev/scale", () => {
  it("adds bike_bookings more rentals to the supplier", async () => {
    const before = (await call("GET", "bike/order?perPage=1")).body.data.total as number;
    const { body } = await marketplaceCall(api(), "POST", "dev/scale", {
      agency: RENTER,
      tours: 0,
      bookings: 0,
      bike_bookings: 40,
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    expect(body.data.bike_bookings).toBe(40);
    expect((await call("GET", "bike/order?perPage=1")).body.data.total).toBe(before + 40);
  });
});
