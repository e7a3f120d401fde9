// The price setups of a tour over real HTTP (spec tours-cruises §3 Age price, Group calendar,
// Option group size, Price package; §5 their rules; §7 commissions in stored form): each one
// saved, read back in the tour detail, bounded, and scoped to its supplier.
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
const ZONE = "Asia/Ho_Chi_Minh";

type Account = { token: string; userId: string };
type Issue = { path: string; message: string };
const server = serverForThisFile();
let a: Account; // supplier@demo.vn
let b: Account; // newsupplier@demo.vn
let tourId: string; // one of a's tours, made here
let seeded: { _id: string; type: string; optional_type: string | null }[];

const login = (email: string) => apiLogin(server.url, email);
const call = apiCaller(server, () => a);
const detail = async (id = tourId) => (await call("GET", `tour/tour/${id}`, undefined)).body.data;
const issues = (reply: { body: { data: { issues?: Issue[] } } }) =>
  (reply.body.data.issues ?? []).map((i) => `${i.path} ${i.message}`);

beforeAll(async () => {
  a = await login("supplier@demo.vn");
  b = await login("newsupplier@demo.vn");
  seeded = (await call("GET", "tour/tour?perPage=-1", undefined)).body.data.docs;
  // a new tour of the demo supplier, copied from a seeded one's references
  const source = await detail(seeded[0]!._id);
  const created = await call("POST", "tour/tour", {
    name: "Tour thử bảng giá",
    duration_type: "day",
    duration: 1440,
    area: source.area._id,
    country: source.country._id,
    city: source.city._id,
    categories: source.categories.map((c: { _id: string }) => c._id),
    interests: source.interests.map((c: { _id: string }) => c._id),
    type: "group",
    group_type: "viet-nam",
    price: 1_000_000,
    content: [{ key: "overview", value: "<p>Thử</p>" }],
    auto_translate_en: true,
  });
  expect(created.body.code, JSON.stringify(created.body)).toBe(200);
  tourId = created.body.data._id;
});

describe("the seeded price pages", () => {
  it("have data for each type's price page", async () => {
    const of = (pred: (t: (typeof seeded)[number]) => boolean) => seeded.find(pred)!._id;
    expect(
      (await detail(of((t) => t.type === "default" && t.optional_type === "default"))).ages.length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      (await detail(of((t) => t.optional_type === "group_size"))).option_group_size.groups.length,
    ).toBeGreaterThanOrEqual(2);
    const pkg = (await detail(of((t) => t.type === "package"))).price_package;
    expect(pkg.price).toHaveLength(pkg.class.length);
    expect(pkg.price[0]).toHaveLength(pkg.group.length);
    expect((await detail(of((t) => t.optional_type === "flexi"))).price_package).not.toBeNull();
    const group = (await detail(of((t) => t.type === "group"))).group_calendar.calendars;
    expect(group.length).toBeGreaterThanOrEqual(3);
    expect(group.every((d: { departure_date: string }) => Date.parse(d.departure_date) > Date.now())).toBe(true);
    expect(group[0]).toMatchObject({ orders: 1, available: 20, empty: 17 });
  });
});

describe("age prices", () => {
  const age = (change: Record<string, unknown> = {}) => ({
    tour: tourId,
    name: "Người lớn",
    translations: { en: { name: "Adult" } },
    price: 1_000_000,
    min: 12,
    max: 99,
    commission_type: "percent",
    commission_value: 85,
    currency: "USD",
    ...change,
  });

  it("are added, edited and deleted, in the tour's currency", async () => {
    const added = await call("POST", "tour/age", age());
    expect(added.body.data).toMatchObject({
      tour: tourId,
      name: "Người lớn",
      translations: { en: { name: "Adult" } },
      currency: "VND",
      commission_value: 85,
    });
    const id = added.body.data._id;
    const edited = await call(
      "PATCH",
      `tour/age/${id}`,
      age({
        name: "Người cao tuổi",
        auto_translate_en: true,
        min: 60,
        max: 99,
        commission_type: "net",
        commission_value: 100_000,
      }),
    );
    expect(edited.body.data).toMatchObject({
      name: "Người cao tuổi",
      translations: { en: { name: "Người cao tuổi" } },
      translation_pending: { en: true },
      commission_type: "net",
    });
    expect((await detail()).ages.map((x: { _id: string }) => x._id)).toEqual([id]);
    expect((await call("DELETE", `tour/age/${id}`, undefined)).body.code).toBe(200);
    expect((await detail()).ages).toEqual([]);
    expect((await call("PATCH", `tour/age/${id}`, age())).body.message).toBe("age_not_found");
  });

  it("keep to the bounds of spec §5 and the stored commission form", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: "x".repeat(51) }, ["name max_string_length:50"]],
      [{ translations: { en: { name: "" } } }, ["translations.en.name required"]],
      [{ price: 1_000_000_001 }, ["price max_num:1000000000"]],
      [{ price: undefined }, ["price required"]],
      [{ min: 1001 }, ["min max_num:1000"]],
      [{ max: 0 }, ["max min_num:1"]],
      [{ min: 20, max: 10 }, ["max min_num:20"]],
      [{ commission_type: "bribe" }, ["commission_type invalid_choice"]],
      [{ commission_value: undefined }, ["commission_value required"]],
      [{ commission_value: 100 }, ["commission_value commission_percent_error"]], // entered 0%
      [{ commission_type: "net", commission_value: 1_000_001 }, ["commission_value commission_net_error"]],
    ];
    for (const [change, expected] of cases) {
      const reply = await call("POST", "tour/age", age(change));
      expect(reply.status, JSON.stringify(change)).toBe(422);
      expect(issues(reply), JSON.stringify(change)).toEqual(expected);
    }
    for (const change of [
      { name: "x".repeat(50), price: 1_000_000_000, min: 1000, max: 1000, commission_value: 0 },
      { commission_value: 99 },
      { commission_type: "net", commission_value: 1_000_000 },
    ]) {
      expect((await call("POST", "tour/age", age(change))).body.code, JSON.stringify(change)).toBe(200);
    }
  });

  it("belong to their supplier", async () => {
    const mine = (await call("POST", "tour/age", age())).body.data._id;
    expect((await call("POST", "tour/age", age(), b)).body).toMatchObject({ code: 404, message: "tour_not_found" });
    expect((await call("PATCH", `tour/age/${mine}`, age(), b)).body.code).toBe(404);
    expect((await call("DELETE", `tour/age/${mine}`, undefined, b)).body.code).toBe(404);
    expect((await detail()).ages.some((x: { _id: string }) => x._id === mine)).toBe(true);
  });
});

describe("passenger-group lists", () => {
  const group = (change: Record<string, unknown> = {}, option: Record<string, unknown> = {}) => ({
    name: "Nhóm 2–4 khách",
    translations: { en: { name: "Group of 2–4" } },
    min: 2,
    max: 4,
    options: [
      {
        name: "Xe riêng",
        translations: { en: { name: "Private car" } },
        price: 2_000_000,
        commission_type: "percent",
        commission_value: 90,
        min: 1,
        max: 4,
        ...option,
      },
    ],
    ...change,
  });

  it("are saved whole; groups keep their _id across edits", async () => {
    const { _id } = (await detail()).option_group_size;
    const saved = await call("PATCH", `tour/option-group-size/${_id}`, {
      groups: [group(), group({ name: "Nhóm 5–10 khách", min: 5, max: 10 })],
    });
    expect(saved.body.data.groups).toHaveLength(2);
    const [first, second] = saved.body.data.groups;
    expect(first).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: "Nhóm 2–4 khách",
      options: [{ name: "Xe riêng", price: 2_000_000 }],
    });
    // delete the first, copy the second: the list sent is the truth
    const next = await call("PATCH", `tour/option-group-size/${_id}`, {
      groups: [second, { ...second, _id: undefined, name: "Bản sao" }],
    });
    expect(next.body.data.groups.map((g: { _id: string; name: string }) => g.name)).toEqual([
      "Nhóm 5–10 khách",
      "Bản sao",
    ]);
    expect(next.body.data.groups[0]._id).toBe(second._id);
    expect((await detail()).option_group_size.groups).toEqual(next.body.data.groups);
  });

  it("keep to the bounds of spec §5 and their supplier", async () => {
    const { _id } = (await detail()).option_group_size;
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ name: "x".repeat(201) }, {}, "groups.0.name max_string_length:200"],
      [{ name: "" }, {}, "groups.0.name required"],
      [{ min: 501 }, {}, "groups.0.min max_num:500"],
      [{ max: 1001 }, {}, "groups.0.max max_num:1000"],
      [{ min: 5, max: 4 }, {}, "groups.0.max min_num:5"],
      [{}, { name: "ab" }, "groups.0.options.0.name min_string_length:3"],
      [{}, { name: "x".repeat(101) }, "groups.0.options.0.name max_string_length:100"],
      [{}, { price: 1_000_000_001 }, "groups.0.options.0.price max_num:1000000000"],
      [{}, { max: 101 }, "groups.0.options.0.max max_num:100"],
      [
        {},
        { commission_type: "net", commission_value: 2_000_001 },
        "groups.0.options.0.commission_value commission_net_error",
      ],
    ];
    for (const [change, option, expected] of cases) {
      const reply = await call("PATCH", `tour/option-group-size/${_id}`, { groups: [group(change, option)] });
      expect(issues(reply), expected).toEqual([expected]);
    }
    expect(
      (
        await call("PATCH", `tour/option-group-size/${_id}`, {
          groups: [group({ name: "x".repeat(200), min: 500, max: 1000 })],
        })
      ).body.code,
    ).toBe(200);
    expect((await call("PATCH", `tour/option-group-size/${_id}`, { groups: [] }, b)).body).toMatchObject({ code: 404 });
  });
});

describe("the group calendar", () => {
  const at = (days: number, hour = 8) =>
    dayjs().tz(ZONE).add(days, "day").hour(hour).minute(0).second(0).millisecond(0);
  const departure = (when: dayjs.Dayjs, change: Record<string, unknown> = {}) => ({
    tour: tourId,
    departure_date: when.toISOString(),
    available: 10,
    options: [
      {
        name: "Người lớn",
        translations: { en: { name: "Adult" } },
        price: 1_000_000,
        commission_type: "percent",
        commission_value: 85,
        min: 1,
        sort: 1,
      },
    ],
    single_room_surcharge: 300_000,
    single_room_commission_type: "percent",
    single_room_commission_value: 90,
    extra_bed_surcharge: 200_000,
    extra_bed_commission_type: "net",
    extra_bed_commission_value: 20_000,
    ...change,
  });
  const calendarOf = async () =>
    (await detail()).group_calendar as {
      _id: string;
      calendars: { _id: string; departure_date: string; empty: number; orders: number; available: number }[];
    };

  it("adds departures, one per Vietnamese calendar day, none in the past", async () => {
    const first = await call("POST", "tour/group-calendar", departure(at(10, 8)));
    expect(first.body.code, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.calendars[0]).toMatchObject({
      available: 10,
      empty: 10,
      orders: 0,
      options: [{ optionId: expect.any(String), name: "Người lớn" }],
    });
    // 02:00 in Vietnam is the evening before in UTC: still the same Vietnamese day
    const clash = await call("POST", "tour/group-calendar", departure(at(10, 2)));
    expect(clash.body).toEqual({
      code: 409,
      message: "exist_departure_date",
      data: { existDate: at(10).format("YYYY-MM-DD") },
    });
    expect((await call("POST", "tour/group-calendar", departure(at(11, 0)))).body.code).toBe(200);
    const past = await call("POST", "tour/group-calendar", departure(dayjs().subtract(1, "hour")));
    expect(past.body.message).toBe("departure_in_past");
    expect((await calendarOf()).calendars).toHaveLength(2);
  });

  it("keeps to the bounds of spec §5", async () => {
    const when = at(40);
    const option = (change: Record<string, unknown>) => ({ options: [{ ...departure(when).options[0], ...change }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ available: 0 }, "available min_num:1"],
      [{ available: 1001 }, "available max_num:1000"],
      [{ departure_date: "not a date" }, "departure_date invalid_date"],
      [{ departure_date: undefined }, "departure_date required"],
      [option({ name: "ab" }), "options.0.name min_string_length:3"],
      [option({ price: 1_000_000_001 }), "options.0.price max_num:1000000000"],
      [option({ price: undefined }), "options.0.price required"],
      [option({ min: 101 }), "options.0.min max_num:100"],
      [option({ sort: undefined }), "options.0.sort required"],
      [option({ commission_type: undefined }), "options.0.commission_type required"],
      [{ single_room_surcharge: 100_000_001 }, "single_room_surcharge max_num:100000000"],
      [{ extra_bed_commission_type: undefined }, "extra_bed_commission_type required"],
      [{ extra_bed_commission_value: 200_001 }, "extra_bed_commission_value commission_net_error"],
    ];
    for (const [change, expected] of cases) {
      const reply = await call("POST", "tour/group-calendar", departure(when, change));
      expect(issues(reply), expected).toEqual([expected]);
    }
    const edge = await call(
      "POST",
      "tour/group-calendar",
      departure(when, {
        available: 1000,
        single_room_surcharge: 100_000_000,
        ...option({ price: 1_000_000_000, min: 100 }),
      }),
    );
    expect(edge.body.code).toBe(200);
  });

  it("edits a future departure, never below its bookings; deletes only one without orders", async () => {
    const calendar = await calendarOf();
    const target = calendar.calendars[0]!;
    const order = await marketplaceCall(server.url, "POST", "dev/order", {
      service: "tour",
      tour: tourId,
      dateId: target._id,
      date_travel: at(10).format("YYYY-MM-DD"),
      items: [{ name: "Người lớn", quantity: 3, price: 1_000_000 }],
      contact: { fullname: "Lê Văn An", phone: "+84901111222", email: "an@example.com" },
      status: "paid",
    });
    expect(order.body.data).toMatchObject({
      _id: expect.any(String),
      uid: expect.stringMatching(/^TOUR-[A-Z0-9]{8}$/),
    });
    const listed = await call("POST", "tour/order-by-tour-group", { dateId: target._id, calendarId: calendar._id });
    expect(listed.body.data.orders).toEqual([
      expect.objectContaining({ uid: order.body.data.uid, total: 3_000_000, currency: "VND", status: "paid" }),
    ]);
    expect((await calendarOf()).calendars[0]).toMatchObject({ orders: 1, empty: 7 });

    const patch = (change: Record<string, unknown>) =>
      call("PATCH", `tour/group-calendar/${calendar._id}`, {
        ...departure(dayjs(target.departure_date), change),
        dateId: target._id,
      });
    expect(issues(await patch({ available: 2 }))).toEqual(["available min_num:3"]);
    const moved = await patch({ available: 12, departure_date: at(12, 9).toISOString() });
    expect(moved.body.code).toBe(200);
    expect(moved.body.data.calendars.find((d: { _id: string }) => d._id === target._id)).toMatchObject({
      available: 12,
      empty: 9,
    });
    // moving onto another departure's day clashes
    expect((await patch({ departure_date: at(11, 15).toISOString() })).body).toMatchObject({
      code: 409,
      data: { existDate: at(11).format("YYYY-MM-DD") },
    });

    const del = (dateId: string) =>
      call("POST", "tour/group-calendar/delete-calendar", { dateId, calendarId: calendar._id });
    expect((await del(target._id)).body).toMatchObject({ code: 409, message: "has_orders" });
    const other = (await calendarOf()).calendars.find((d) => d._id !== target._id && d.orders === 0)!;
    expect((await del(other._id)).body.code).toBe(200);
    expect((await calendarOf()).calendars.some((d) => d._id === other._id)).toBe(false);
  });

  it("refuses to edit a departure that has passed", async () => {
    // no call makes a departure in the past: time passes for one, played here in the database
    const calendar = await calendarOf();
    const target = calendar.calendars.at(-1)!;
    const db = new SQLite(path.join(server.dataDir, "marketplace.db"));
    db.prepare("update group_departures set departure_date = ? where _id = ?").run(
      dayjs().subtract(1, "hour").toISOString(),
      target._id,
    );
    db.close();
    const reply = await call("PATCH", `tour/group-calendar/${calendar._id}`, {
      ...departure(at(60)),
      dateId: target._id,
    });
    expect(reply.body).toMatchObject({ code: 409, message: "departure_passed" });
  });

  it("belongs to its supplier", async () => {
    const calendar = await calendarOf();
    const dateId = calendar.calendars[0]!._id;
    expect((await call("POST", "tour/group-calendar", departure(at(50)), b)).body.code).toBe(404);
    expect(
      (await call("PATCH", `tour/group-calendar/${calendar._id}`, { ...departure(at(50)), dateId }, b)).body.code,
    ).toBe(404);
    expect(
      (await call("POST", "tour/group-calendar/delete-calendar", { dateId, calendarId: calendar._id }, b)).body.code,
    ).toBe(404);
    expect((await call("POST", "tour/order-by-tour-group", { dateId, calendarId: calendar._id }, b)).body.code).toBe(
      404,
    );
  });
});

describe("the price package", () => {
  const pkg = (change: Record<string, unknown> = {}) => ({
    tour: tourId,
    group: [
      { name: "1–2 khách", min: 1, max: 2 },
      { name: "3–5 khách", min: 3, max: 5 },
    ],
    class: [{ name: "Tiêu chuẩn", single_room_surcharge: 500_000, extra_bed_surcharge: 300_000 }],
    price: [
      [
        { price: 2_000_000, commission_type: "percent", commission_value: 88 },
        { price: 1_800_000, commission_type: "net", commission_value: 200_000 },
      ],
    ],
    price_ages: [{ name: "Trẻ em", percent: 75 }],
    currency: "USD",
    ...change,
  });

  it("is created once per tour, then edited", async () => {
    const created = await call("POST", "tour/price-package", pkg());
    expect(created.body.data).toMatchObject({
      tour: tourId,
      currency: "VND",
      group: [{ name: "1–2 khách", min: 1, max: 2 }, { min: 3 }],
      price_ages: [{ name: "Trẻ em", percent: 75 }],
    });
    expect((await call("POST", "tour/price-package", pkg())).body).toMatchObject({
      code: 409,
      message: "package_exists",
    });
    const id = created.body.data._id;
    const edited = await call(
      "PATCH",
      `tour/price-package/${id}`,
      pkg({
        class: [{ name: "Tiêu chuẩn" }, { name: "Cao cấp" }],
        // stored 0 = the supplier keeps 100% (spec §9 percent stored as 100 − entered)
        price: [
          [
            { price: 1, commission_type: "percent", commission_value: 0 },
            { price: 2, commission_type: "net", commission_value: 2 },
          ],
          [
            { price: 3, commission_type: "percent", commission_value: 1 },
            { price: 4, commission_type: "net", commission_value: 1 },
          ],
        ],
      }),
    );
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect((await detail()).price_package).toMatchObject({
      _id: id,
      class: [{ name: "Tiêu chuẩn" }, { name: "Cao cấp" }],
      price: [
        [{ price: 1 }, { price: 2 }],
        [{ price: 3 }, { price: 4 }],
      ],
    });
    expect((await call("PATCH", `tour/price-package/${id}`, pkg(), b)).body.code).toBe(404);
  });

  it("refuses an incomplete matrix or a commission out of bounds, naming the cell", async () => {
    const id = (await detail()).price_package._id;
    const patch = (change: Record<string, unknown>) => call("PATCH", `tour/price-package/${id}`, pkg(change));
    const cell = (c: Record<string, unknown>) => ({
      price: [[{ price: 2_000_000, commission_type: "percent", commission_value: 88 }, c]],
    });
    expect((await patch(cell({ price: 0, commission_type: "net", commission_value: 1 }))).body).toMatchObject({
      code: 422,
      message: "enter_full_info_price",
      data: { cell: { class: 0, group: 1 } },
    });
    expect((await patch({ price: [[{ price: 1, commission_type: "net", commission_value: 1 }]] })).body.message).toBe(
      "enter_full_info_price",
    );
    expect((await patch(cell({ price: 100, commission_type: "percent", commission_value: 101 }))).body).toMatchObject({
      message: "commission_percent_error",
      data: { cell: { class: 0, group: 1 } },
    });
    // stored 100 would be an entered share of 0%: not a commission at all
    expect((await patch(cell({ price: 100, commission_type: "percent", commission_value: 100 }))).body.message).toBe(
      "commission_percent_error",
    );
    expect((await patch(cell({ price: 100, commission_type: "net", commission_value: 101 }))).body.message).toBe(
      "commission_net_error",
    );
    const invalid: [Record<string, unknown>, string][] = [
      [{ group: [] }, "group required"],
      [{ class: [], price: [] }, "class required"],
      [
        {
          group: [
            { name: "", min: 1, max: 2 },
            { name: "3–5", min: 3, max: 5 },
          ],
        },
        "group.0.name required",
      ],
      [
        {
          group: [
            { name: "a", min: 0, max: 2 },
            { name: "b", min: 3, max: 5 },
          ],
        },
        "group.0.min min_num:1",
      ],
      [
        {
          group: [
            { name: "a", min: 3, max: 2 },
            { name: "b", min: 3, max: 5 },
          ],
        },
        "group.0.max min_num:3",
      ],
      [{ class: [{ name: "" }] }, "class.0.name required"],
      [{ price_ages: [{ name: "", percent: 50 }] }, "price_ages.0.name required"],
      [{ price_ages: [{ name: "Trẻ em", percent: 101 }] }, "price_ages.0.percent max_num:100"],
    ];
    for (const [change, expected] of invalid) {
      const reply = await patch(change);
      expect(reply.body.message, expected).toBe("validation_failed");
      expect(issues(reply), expected).toContain(expected);
    }
  });
});
