// The bike options' calendars over real HTTP (spec hotels-bikes-transport §3 "Bike option", §5 "Bike
// calendar setup", "Bike calendar day edit"; marketplace-api.md "bike/calendar"): a range scheduled
// with excluded weekdays links a new calendar to the option, a clash names its first date and writes
// nothing, a day's edit never goes below what is booked (booked through the calendar kit as a bike
// booking does), another supplier's option and calendar answer 404, an option links only its own
// calendar; the demo options come with 90 days of calendar.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, expandRange, todayInVietnam, weekdayOf } from "@contract/calendar";
import { openDatabase } from "../../marketplace/db/database";
import { takePlaces } from "../../marketplace/calendars/stock";
import { OPTION_CALENDAR } from "../../marketplace/bikes/calendar";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin, issuesOf } from "../support/api";
import { loggedIn, visibleText } from "../support/browserless";
import { formDataOf } from "../support/form-data";

type Account = { token: string };
type Day = { _id: string; date: string; available: number; empty: number; booked: number; price_day: number };
const server = serverForThisFile();
let a: Account; // supplier@demo.vn
let b: Account; // hotelbike@demo.vn
let bikeId: string;
let optionId: string;

const login = (email: string) => apiLogin(server.url, email);
const call = apiCaller(server, () => a);
const optionBody = (name: string) => ({
  bike: bikeId,
  name,
  description: "Xe mới",
  translations: { en: { name: `${name} (en)`, description: "New" } },
  quantity_default: 6,
  price_day_default: 100_000,
  price_hour_default: 20_000,
  is_active: true,
});
const newOption = async (name: string) => {
  const made = await call("POST", "bike/option", optionBody(name));
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  return made.body.data._id as string;
};
const days = async (option: string, q = "") =>
  (await call("GET", `bike/calendar?option=${option}${q}`)).body.data as { _id: string; calendars: Day[] };

beforeAll(async () => {
  [a, b] = await Promise.all([login("supplier@demo.vn"), login("hotelbike@demo.vn")]);
  bikeId = (await call("GET", "bike/bike?perPage=-1")).body.data.docs[0]._id;
  optionId = await newOption("Xe lịch");
});

describe("bike/calendar", () => {
  it("the demo options come with 90 days of calendar", async () => {
    const options = (await call("GET", `bike/option?bike=${bikeId}&perPage=-1`)).body.data.docs as {
      _id: string;
      calendar: string | null;
      quantity_default: number;
    }[];
    const seeded = options.find((o) => o._id !== optionId)!;
    expect(seeded.calendar).toBeTruthy();
    const cal = await days(seeded._id);
    expect(cal._id).toBe(seeded.calendar);
    const today = todayInVietnam();
    expect(cal.calendars[0]!.date).toBe(today);
    expect(cal.calendars.at(-1)!.date <= addDays(today, 89)).toBe(true);
    expect(cal.calendars.length).toBeGreaterThan(80);
    expect(cal.calendars[0]!.available).toBe(seeded.quantity_default);
    // seeded bike bookings may have taken some of a day: what is empty is what they left, and a
    // customer's rental of one bike that day takes exactly one more
    const day = cal.calendars.find((d) => d.empty > 0 && d.date >= addDays(today, 20))!;
    expect(day.empty).toBe(day.available - day.booked);
    const rented = await call("POST", "dev/order", {
      service: "bike",
      bike: bikeId,
      rental_method: "day",
      date_pickup: day.date,
      time_pickup: "09:00",
      date_return: day.date,
      time_return: "18:00",
      items: [{ option: seeded._id, quantity: 1 }],
      contact: { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" },
      status: "paid",
    });
    expect(rented.body.code, JSON.stringify(rented.body)).toBe(200);
    const after = (await days(seeded._id)).calendars.find((d) => d.date === day.date)!;
    expect(after).toMatchObject({ empty: day.empty - 1, booked: day.booked + 1, available: day.available });
  });

  it("schedules a range with excluded weekdays; the first schedule links a new calendar to the option", async () => {
    expect((await call("GET", `bike/option/${optionId}`)).body.data.calendar).toBeNull();
    const dateStart = addDays(todayInVietnam(), 5);
    const dateEnd = addDays(dateStart, 20);
    const reply = await call("POST", "bike/calendar", {
      option: optionId,
      price_day: 150_000,
      price_hour: 30_000,
      dateStart,
      dateEnd,
      available: 5,
      exclusion_date: [0, 6],
    });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    const set = reply.body.data.calendars as Day[];
    expect(set.map((d) => d.date)).toEqual(expandRange({ dateStart, dateEnd, exclusion_date: [0, 6] }));
    expect(set.some((d) => [0, 6].includes(weekdayOf(d.date)))).toBe(false);
    expect(set[0]).toMatchObject({ available: 5, empty: 5, booked: 0, price_day: 150_000, price_hour: 30_000 });
    expect((await call("GET", `bike/option/${optionId}`)).body.data.calendar).toBe(reply.body.data._id);
  });

  it("refuses the spec's bounds and a clash, naming the first clashing date and writing nothing", async () => {
    const today = todayInVietnam();
    const schedule = (over: Record<string, unknown>) =>
      call("POST", "bike/calendar", {
        option: optionId,
        price_day: 1,
        price_hour: 1,
        dateStart: addDays(today, 40),
        dateEnd: addDays(today, 41),
        available: 1,
        exclusion_date: [],
        ...over,
      });
    const big = await schedule({ available: 10_001, price_day: 10_000_001, price_hour: -1 });
    expect(issuesOf(big)).toEqual({
      available: "max_num:10000",
      price_day: "max_num:10000000",
      price_hour: "min_num:0",
    });
    expect(issuesOf(await schedule({ dateStart: addDays(today, -1) }))).toEqual({ dateStart: "date_in_past" });
    expect(issuesOf(await schedule({ dateEnd: addDays(today, 40 + 100) }))).toEqual({ dateEnd: "range_too_long" });
    expect((await schedule({ dateEnd: addDays(today, 40 + 99) })).body.code).toBe(200);
    const before = (await days(optionId)).calendars;
    // from a free day into the days set above: nothing is written, the first clash is named
    const clash = await schedule({ dateStart: addDays(today, 1), dateEnd: addDays(today, 10) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("schedule_same_date");
    expect(clash.body.data.existDate).toBe(before[0]!.date);
    expect((await days(optionId)).calendars).toEqual(before);
  });

  it("a day's edit may not go below what is booked, nor a booked day be removed; a free one may", async () => {
    const cal = await days(optionId);
    const day = cal.calendars[0]!;
    // three bikes booked that day, as a bike booking takes them (the shared calendar's stock)
    const { db } = await openDatabase(server.dataDir);
    try {
      await db.transaction().execute((trx) => takePlaces(trx, OPTION_CALENDAR, optionId, [day.date], 3));
    } finally {
      await db.destroy();
    }
    const patch = (available: number) =>
      call("PATCH", `bike/calendar/${cal._id}`, { cid: day._id, available, price_day: 170_000, price_hour: 35_000 });
    const low = await patch(2);
    expect(low.status).toBe(422);
    expect(low.body.data.issues[0]).toMatchObject({ path: "available", message: "below_booked:3" });
    // refused: the day is as it was (only the three bikes booked)
    expect((await days(optionId)).calendars[0]).toMatchObject({ available: 5, booked: 3, price_day: day.price_day });
    const fine = await patch(3);
    expect(fine.body.data.calendars[0]).toMatchObject({
      available: 3,
      empty: 0,
      booked: 3,
      price_day: 170_000,
      price_hour: 35_000,
    });
    const removed = await call("POST", "bike/calendar/delete-calendar", { cid: day._id, id: cal._id });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe("has_bookings");
    // an option with rentals still to come cannot be deleted
    const kept = await call("DELETE", `bike/option/${optionId}`);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe("option_has_bookings");
    const free = cal.calendars[1]!;
    expect((await call("POST", "bike/calendar/delete-calendar", { cid: free._id, id: cal._id })).body.code).toBe(200);
    expect((await days(optionId)).calendars.map((d) => d._id)).not.toContain(free._id);
  });

  it("links only the option's own calendar", async () => {
    const own = (await call("GET", `bike/option/${optionId}`)).body.data.calendar;
    expect((await call("PATCH", `bike/option/${optionId}`, { calendar: own })).body.code).toBe(200);
    const other = await newOption("Xe khác");
    const wrong = await call("PATCH", `bike/option/${other}`, { calendar: own });
    expect(issuesOf(wrong)).toEqual({ calendar: "invalid_calendar" });
    expect((await call("GET", `bike/option/${other}`)).body.data.calendar).toBeNull();
    const none = await call("PATCH", `bike/option/${other}`, { calendar: "0".repeat(24) });
    expect(issuesOf(none)).toEqual({ calendar: "invalid_calendar" });
  });

  it("another supplier's option and calendar answer 404 and change nothing", async () => {
    const cal = await days(optionId);
    const day = cal.calendars[2]!;
    expect((await call("GET", `bike/calendar?option=${optionId}`, undefined, b)).status).toBe(404);
    const edit = { cid: day._id, available: 9, price_day: 1, price_hour: 1 };
    expect((await call("PATCH", `bike/calendar/${cal._id}`, edit, b)).status).toBe(404);
    expect((await call("POST", "bike/calendar/delete-calendar", { cid: day._id, id: cal._id }, b)).status).toBe(404);
    const schedule = {
      option: optionId,
      price_day: 1,
      price_hour: 1,
      dateStart: addDays(todayInVietnam(), 300),
      dateEnd: addDays(todayInVietnam(), 301),
      available: 1,
      exclusion_date: [],
    };
    expect((await call("POST", "bike/calendar", schedule, b)).status).toBe(404);
    // b's own option may not link a's calendar
    const bBike = (await call("GET", "bike/bike?perPage=-1", undefined, b)).body.data.docs[0]._id;
    const bOption = (await call("GET", `bike/option?bike=${bBike}&perPage=-1`, undefined, b)).body.data.docs[0]._id;
    expect(issuesOf(await call("PATCH", `bike/option/${bOption}`, { calendar: cal._id }, b))).toEqual({
      calendar: "invalid_calendar",
    });
    expect(await days(optionId)).toEqual(cal);
  });
});

describe("the options page's calendar, as a browser without scripts posts it", () => {
  const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
  const slash = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const onceOf = (html: string) => /name="_once" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const post = (fields: Record<string, string | string[]>) => {
    return formDataOf(fields);
  };
  const start = addDays(todayInVietnam(), 12);
  const end = addDays(start, 20);
  const expected = expandRange({ dateStart: start, dateEnd: end, exclusion_date: [0, 6] });
  let formOption: string;
  let page: string;

  beforeAll(async () => {
    formOption = await newOption("Xe biểu mẫu");
    page = `/bike/${bikeId}/options?option=${formOption}`;
  });

  it("previews, then applies a schedule with weekends left out; the first schedule links the calendar", async () => {
    const b = await loggedIn(server.url);
    const shown = await b.get(page);
    expect(shown.html).toContain('data-testid="option-calendar-panel"');
    const fields = {
      intent: "schedule",
      dateStart: dmy(start),
      dateEnd: dmy(end),
      exclusion_date: ["0", "6"],
      available: "4",
      price_day: "120000",
      price_hour: "25000",
    };
    const preview = await b.post(`${page}&modal=schedule`, post({ ...fields, step: "preview" }));
    expect(visibleText(preview.html)).toContain(
      `${expected.length} days will be set, from ${slash(expected[0]!)} to ${slash(expected.at(-1)!)}`,
    );
    expect((await days(formOption)).calendars).toEqual([]);
    const applied = await b.post(
      `${page}&modal=schedule`,
      post({ ...fields, step: "apply", _once: onceOf(preview.html) }),
    );
    expect(visibleText(applied.html)).toContain("Calendar saved");
    const back = await days(formOption);
    expect(back.calendars.map((d) => d.date)).toEqual(expected);
    expect(back.calendars[0]).toMatchObject({ available: 4, empty: 4, price_day: 120_000, price_hour: 25_000 });
    expect((await call("GET", `bike/option/${formOption}`)).body.data.calendar).toBe(back._id);
  });

  it("a clash names its first date and writes nothing; above 10,000 is refused", async () => {
    const b = await loggedIn(server.url);
    const from = addDays(expected[1]!, -1);
    const to = addDays(from, 3);
    const clashing = expandRange({ dateStart: from, dateEnd: to }).filter((d) => expected.includes(d));
    const before = await days(formOption);
    const common = { intent: "schedule", step: "apply", price_day: "1", price_hour: "1" };
    const refused = await b.post(
      `${page}&modal=schedule`,
      post({ ...common, dateStart: dmy(from), dateEnd: dmy(to), available: "2" }),
    );
    expect(visibleText(refused.html)).toContain(`already has a setting on ${slash(clashing[0]!)}: nothing was saved`);
    const big = await b.post(
      `${page}&modal=schedule`,
      post({ ...common, dateStart: dmy(addDays(end, 5)), dateEnd: dmy(addDays(end, 6)), available: "10001" }),
    );
    expect(visibleText(big.html)).toContain("10,000");
    expect(await days(formOption)).toEqual(before);
  });

  it("a day's edit below what is booked names the bound and changes nothing; a booked day stays", async () => {
    const b = await loggedIn(server.url);
    const day = expected[0]!;
    const { db } = await openDatabase(server.dataDir);
    try {
      await db.transaction().execute((trx) => takePlaces(trx, OPTION_CALENDAR, formOption, [day], 2));
    } finally {
      await db.destroy();
    }
    const edit = (available: string) =>
      b.post(
        `${page}&modal=day&date=${day}`,
        post({ intent: "day-save", date: day, available, price_day: "130000", price_hour: "26000" }),
      );
    const low = await edit("1");
    // its own reason, once, and no "please enter all required information" (nothing is missing)
    expect(visibleText(low.html).split("At least 2: that many are already booked")).toHaveLength(2);
    expect(visibleText(low.html)).not.toContain("Please enter all required information");
    expect((await days(formOption, `&from=${day}&to=${day}`)).calendars[0]).toMatchObject({
      available: 4,
      booked: 2,
      price_day: 120_000,
    });
    expect(visibleText((await edit("2")).html)).toContain("Calendar saved");
    expect((await days(formOption, `&from=${day}&to=${day}`)).calendars[0]).toMatchObject({
      available: 2,
      empty: 0,
      price_day: 130_000,
      price_hour: 26_000,
    });
    const removed = await b.post(`${page}&modal=day&date=${day}`, post({ intent: "day-remove", date: day }));
    expect(visibleText(removed.html)).toContain("This day has bookings");
    expect((await days(formOption, `&from=${day}&to=${day}`)).calendars).toHaveLength(1);
    // the option itself stays while rented ahead: the page says why
    const kept = await b.post(
      `/bike/${bikeId}/options?confirm=delete&id=${formOption}`,
      post({ intent: "delete", id: formOption }),
    );
    expect(visibleText(kept.html)).toContain("This option has rentals still to come: it cannot be deleted.");
    expect((await call("GET", `bike/option/${formOption}`)).status).toBe(200);
  });

  it("another supplier's bike answers not found; an option of no bike of the page is refused", async () => {
    const other = await loggedIn(server.url, "hotelbike@demo.vn");
    const before = await days(formOption);
    const foreign = await other.post(
      `${page}&modal=schedule`,
      post({
        intent: "schedule",
        step: "apply",
        dateStart: dmy(addDays(end, 10)),
        dateEnd: dmy(addDays(end, 11)),
        available: "1",
        price_day: "1",
        price_hour: "1",
      }),
    );
    expect(foreign.url).toBe("/bike");
    const b = await loggedIn(server.url);
    const stray = await b.post(
      `/bike/${bikeId}/options?option=${"0".repeat(24)}&modal=day&date=${expected[2]}`,
      post({ intent: "day-remove", date: expected[2]! }),
    );
    expect(stray.status).toBe(404);
    expect(await days(formOption)).toEqual(before);
  });
});
