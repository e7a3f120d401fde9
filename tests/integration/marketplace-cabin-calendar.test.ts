// The cabin calendar over real HTTP (spec tours-cruises §4 "Cabin calendar day", §5 "Cabin
// schedule"): a range with excluded weekdays written and read back day by day, a clashing range
// that writes nothing and names the date, the booked floor, no removal of a booked day, scoping, and
// a cruise booking that takes its cabins off the day (sold out refused).
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, expandRange, todayInVietnam, weekdayOf } from "@contract/calendar";
import { createSupplier } from "../../marketplace/agency/create";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin } from "../support/api";
import { marketplaceCall } from "../support/browserless";

type Account = { token: string };
type Day = {
  _id: string;
  date: string;
  cabin_available: number;
  empty: number;
  prices: { nights: number; price: number; extrabed_price: number | null }[];
};
const server = serverForThisFile();
let a: Account; // supplier@demo.vn
let b: Account; // another cruise line (created below)
let cruise: { _id: string; durations_cruise: number[] };
let cabinId: string;

const login = (email: string) => apiLogin(server.url, email);
const call = apiCaller(server, () => a);
const daysOf = async (cabin = cabinId, from?: string, to?: string) => {
  const q = new URLSearchParams({ cabin, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return (await call("GET", `cruise/cabin-calendar?${q}`)).body.data as { _id: string | null; calendars: Day[] };
};
const prices = (price = 2_000_000) =>
  cruise.durations_cruise.map((nights) => ({ nights, price: price * nights, extrabed_price: 500_000 }));
const today = () => todayInVietnam();

beforeAll(async () => {
  a = await login("supplier@demo.vn");
  // a second supplier that sells cruises, made as the operator makes one (create-supplier)
  await createSupplier(server.dataDir, {
    email: "othercruise@example.vn",
    name: "Other Cruise Line",
    password: "Demo@12345",
    services: ["tour", "cruise"],
    verified: true,
  });
  b = await login("othercruise@example.vn");
  const cruises = (await call("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs;
  cruise = (await call("GET", `tour/tour/${cruises[0]._id}`)).body.data;
  // a fresh cabin type, copied from a seeded one, so the range below meets no seeded day
  const seeded = (await call("GET", `cruise/cabin?cruise=${cruise._id}&perPage=-1`)).body.data.docs[0];
  const made = await call("POST", "cruise/cabin", {
    cruise: cruise._id,
    name: "Cabin thử lịch bán",
    translations: { en: { name: "Calendar test cabin" } },
    price: 1_000_000,
    num_cabin: 10,
    beds: seeded.beds.map((x: { type: string; quantity: number }) => ({ type: x.type, quantity: x.quantity })),
    all_board: false,
    extrabed: true,
    acreage: 20,
    is_active: true,
    facilities: seeded.facilities.map((f: { _id: string }) => f._id),
    image: seeded.image,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  cabinId = made.body.data._id;
});

describe("cruise/cabin-calendar", () => {
  it("schedules a range crossing a month with excluded weekdays, and every day reads back", async () => {
    expect((await daysOf()).calendars).toEqual([]);
    const dateStart = addDays(today(), 20);
    const dateEnd = addDays(dateStart, 40);
    const reply = await call("POST", "cruise/cabin-calendar", {
      cabin: cabinId,
      prices: prices(),
      dateStart,
      dateEnd,
      cabin_available: 8,
      exclusion_date: [0, 6],
    });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    const expected = expandRange({ dateStart, dateEnd, exclusion_date: [0, 6] });
    const back = await daysOf(cabinId, dateStart, dateEnd);
    expect(back.calendars.map((d) => d.date)).toEqual(expected);
    expect(back.calendars.every((d) => ![0, 6].includes(weekdayOf(d.date)))).toBe(true);
    expect(back.calendars.every((d) => d.cabin_available === 8 && d.empty === 8)).toBe(true);
    expect(back.calendars[0]!.prices).toEqual(prices());
    // the first schedule created the calendar and linked it to the cabin (spec §4/§7)
    const cabin = (await call("GET", `cruise/cabin/${cabinId}`)).body.data;
    expect(cabin.calendar._id).toBe(back._id);
  });

  it("refuses a clashing range with 409 existDate and writes nothing", async () => {
    const before = (await daysOf()).calendars.length;
    const set = (await daysOf()).calendars[3]!.date;
    const reply = await call("POST", "cruise/cabin-calendar", {
      cabin: cabinId,
      prices: prices(),
      dateStart: set,
      dateEnd: addDays(set, 30),
      cabin_available: 5,
      exclusion_date: [],
    });
    expect(reply.status).toBe(409);
    expect(reply.body.data.existDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reply.body.data.dates).toContain(set);
    expect((await daysOf()).calendars.length).toBe(before);
  });

  it("refuses the past, a span over 100 days, a duration the cruise lacks, and a missing one", async () => {
    const post = (body: object) =>
      call("POST", "cruise/cabin-calendar", {
        cabin: cabinId,
        prices: prices(),
        cabin_available: 5,
        exclusion_date: [],
        ...body,
      });
    const yesterday = await post({ dateStart: addDays(today(), -1), dateEnd: addDays(today(), 1) });
    expect(yesterday.status).toBe(422);
    expect(yesterday.body.data.issues[0]).toMatchObject({ path: "dateStart", message: "date_in_past" });
    const far = addDays(today(), 200);
    const long = await post({ dateStart: far, dateEnd: addDays(far, 100) });
    expect(long.body.data.issues[0]).toMatchObject({ path: "dateEnd", message: "range_too_long" });
    const ok = await post({
      dateStart: far,
      dateEnd: addDays(far, 99),
      prices: [...prices(), { nights: 29, price: 1 }],
    });
    expect(ok.body.data.issues[0].message).toBe("invalid_choice");
    const missing = await post({ dateStart: far, dateEnd: far, prices: prices().slice(1) });
    if (cruise.durations_cruise.length > 1)
      expect(missing.body.data.issues[0]).toMatchObject({ path: "prices", message: "required" });
    expect((await daysOf(cabinId, far, addDays(far, 120))).calendars).toEqual([]);
  });

  it("a booking takes cabins; the day edit may not go below booked, nor the day be removed; sold out refuses", async () => {
    const cal = await daysOf();
    const day = cal.calendars[0]!;
    const book = (quantity: number) =>
      marketplaceCall(server.url, "POST", "dev/order", {
        service: "cruise",
        tour: cruise._id,
        date_travel: day.date,
        status: "paid",
        contact: { fullname: "Khách Thử", phone: "0900000000", email: "khach@example.com" },
        items: [
          {
            cabin: { _id: cabinId, name: "Cabin thử lịch bán" },
            quantity,
            price: 2_000_000,
            quantity_extrabed: 0,
            extrabed_price: 0,
          },
        ],
      });
    const first = await book(3);
    expect(first.body.code, JSON.stringify(first.body)).toBe(200);
    expect((await daysOf(cabinId, day.date, day.date)).calendars[0]).toMatchObject({ cabin_available: 8, empty: 5 });

    const patch = (cabin_available: number) =>
      call("PATCH", `cruise/cabin-calendar/${cal._id}`, { cid: day._id, cabin_available, prices: prices(3_000_000) });
    const low = await patch(2);
    expect(low.status).toBe(422);
    expect(low.body.data.issues[0]).toMatchObject({ path: "cabin_available", message: "below_booked:3" });
    expect(low.body.data.min).toBe(3);
    const fine = await patch(3);
    expect(fine.body.code).toBe(200);
    expect(fine.body.data.calendars[0]).toMatchObject({ cabin_available: 3, empty: 0 });

    const removed = await call("POST", "cruise/cabin-calendar/delete-calendar", { cid: day._id, id: cal._id });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe("has_bookings");

    const sold = await book(1);
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe("sold_out");
    expect((await daysOf(cabinId, day.date, day.date)).calendars[0]!.empty).toBe(0);
  });

  it("a cruise booking that is cancelled gives its cabins back to the day; a second cancel gives nothing more", async () => {
    const cal = await daysOf();
    const day = cal.calendars[1]!;
    const before = (await daysOf(cabinId, day.date, day.date)).calendars[0]!;
    const made = await marketplaceCall(server.url, "POST", "dev/order", {
      service: "cruise",
      tour: cruise._id,
      date_travel: day.date,
      status: "paid",
      contact: { fullname: "Khách Hủy", phone: "0900000001", email: "huy@example.com" },
      items: [
        { cabin: { _id: cabinId, name: "Cabin thử lịch bán" }, quantity: 2, price: 2_000_000 },
        { cabin: { _id: cabinId, name: "Cabin thử lịch bán" }, quantity: 1, price: 2_000_000 },
      ],
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    expect((await daysOf(cabinId, day.date, day.date)).calendars[0]!.empty).toBe(before.empty - 3);
    const cancel = { actUpd: "udpStatus", status: "cancelled", reason_cancel: "Tàu bảo dưỡng" };
    const done = await call("PATCH", `order/${made.body.data._id}`, cancel);
    expect(done.body.code, JSON.stringify(done.body)).toBe(200);
    expect((await daysOf(cabinId, day.date, day.date)).calendars[0]!.empty).toBe(before.empty);
    const again = await call("PATCH", `order/${made.body.data._id}`, cancel);
    expect(again.status).toBe(409);
    expect((await daysOf(cabinId, day.date, day.date)).calendars[0]!.empty).toBe(before.empty);
  });

  it("refuses to delete a cabin type while a day from today on is booked, and keeps it", async () => {
    const refused = await call("DELETE", `cruise/cabin/${cabinId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("cabin_has_bookings");
    expect((await call("GET", `cruise/cabin/${cabinId}`)).body.code).toBe(200);
  });

  it("removes a day without bookings", async () => {
    const cal = await daysOf();
    const day = cal.calendars.at(-1)!;
    const reply = await call("POST", "cruise/cabin-calendar/delete-calendar", { cid: day._id, id: cal._id });
    expect(reply.body.code).toBe(200);
    expect((await daysOf(cabinId, day.date, day.date)).calendars).toEqual([]);
  });

  it("another supplier's cabin and calendar answer 404", async () => {
    const cal = await daysOf();
    expect((await call("GET", `cruise/cabin-calendar?cabin=${cabinId}`, undefined, b)).status).toBe(404);
    const post = await call(
      "POST",
      "cruise/cabin-calendar",
      {
        cabin: cabinId,
        prices: prices(),
        dateStart: addDays(today(), 300),
        dateEnd: addDays(today(), 301),
        cabin_available: 1,
      },
      b,
    );
    expect(post.status).toBe(404);
    const patch = await call(
      "PATCH",
      `cruise/cabin-calendar/${cal._id}`,
      { cid: cal.calendars[1]!._id, cabin_available: 9, prices: prices() },
      b,
    );
    expect(patch.status).toBe(404);
    const del = await call(
      "POST",
      "cruise/cabin-calendar/delete-calendar",
      { cid: cal.calendars[1]!._id, id: cal._id },
      b,
    );
    expect(del.status).toBe(404);
    expect((await daysOf(cabinId, cal.calendars[1]!.date, cal.calendars[1]!.date)).calendars[0]!.cabin_available).toBe(
      8,
    );
  });
});

describe("the demo cruises' calendars", () => {
  it("cover the next 90 days of every seeded cabin type, some days sold out, some partly booked, a few unset", async () => {
    const cabins = (await call("GET", `cruise/cabin?cruise=${cruise._id}&perPage=-1`)).body.data.docs.filter(
      (c: { _id: string }) => c._id !== cabinId,
    );
    expect(cabins.length).toBeGreaterThanOrEqual(2);
    for (const c of cabins) {
      const days = (await daysOf(c._id, today(), addDays(today(), 89))).calendars;
      expect(days.length).toBeGreaterThan(75);
      expect(days.length).toBeLessThan(90);
      expect(days.some((d) => d.empty === 0)).toBe(true);
      expect(days.some((d) => d.empty > 0 && d.empty < d.cabin_available)).toBe(true);
      expect(days[0]!.prices.map((p) => p.nights)).toEqual(cruise.durations_cruise);
    }
  });
});
