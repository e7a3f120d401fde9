// Inputs that pass the rules without meaning anything, over real HTTP on a fresh SQLite: a text made
// only of invisible characters is no text (a transfer cannot start with an invisible plate), a money
// field holds a plain decimal in a currency the spec offers, every refusal the forms show is a
// translated sentence (a body of the wrong shape answers message keys, never zod's English), and a cabin record tells the truth about its calendar (spec tours-cruises §3
// "Cabin type": calendar {_id, calendars}).
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();
type Issue = { path: string; message: string };
let token: string;
const api = (method: string, p: string, body?: unknown) =>
  marketplaceCall(server.marketplaceUrl, method, p, body, token);
const issuesOf = (reply: { body: { data: unknown } }) =>
  Object.fromEntries(((reply.body.data as { issues?: Issue[] })?.issues ?? []).map((i) => [i.path, i.message]));
const INVISIBLE = ["\u0000", "\u200b", "\u202e"];

beforeAll(async () => {
  const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "auth/login", {
    type: 0,
    role: "agency",
    email: "supplier@demo.vn",
    password: "Demo@12345",
  });
  token = body.data.token.accessToken;
});

async function transportService() {
  const { body } = await api("GET", "transport/transport?perPage=-1");
  // a demo service with a fixed route (airport – hotel in the city), as the booking tests use
  return body.data.docs.find((s: { route: string }) => s.route === "hotel_innercity") as {
    _id: string;
    option: { _id: string };
    area: { _id: string };
  };
}

/** A stored service as the body that saves it unchanged. */
async function serviceBody(id: string) {
  const stored = (await api("GET", `transport/transport/${id}`)).body.data;
  const body = {
    type: stored.type,
    route: stored.route,
    duration_type: stored.duration_type,
    duration: stored.duration,
    area: stored.area._id,
    country: stored.country._id,
    city: stored.city._id,
    option: stored.option._id,
    car_type: stored.car_type,
    max_guests: stored.max_guests,
    max_luggages: stored.max_luggages,
    price: stored.price,
    commission_value: stored.commission_value,
    what_included: stored.vi.what_included,
    cancellation_policy: stored.vi.cancellation_policy,
    translations: stored.translations,
  };
  return { stored, body };
}

describe("invisible characters are no text", () => {
  it("a transfer does not start with an invisible plate, driver name or contact value", async () => {
    const service = await transportService();
    const made = await api("POST", "dev/order", {
      service: "transport",
      transport: service._id,
      date_pickup: new Date(Date.now() + 60_000).toISOString(),
      pickup: { name: "Sân bay Tân Sơn Nhất" },
      drop_off: { name: "Khách sạn Rex" },
      contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
      status: "confirmed",
      operator: {
        fullname: "Trần Văn Hùng",
        email: "hung@example.vn",
        contact_methods: [{ name: "zalo", value: "0901234567" }],
      },
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data._id as string;
    const driver = {
      fullname: "Đặng Văn Lộc",
      license_plate: "51H-123.45",
      contact_methods: [{ name: "zalo", value: "0909555666" }],
    };
    const start = (d: object) =>
      api("PATCH", `transport/order/${id}`, { actUpd: "udpStatus", status: "agency_begin", driver: d });
    for (const s of INVISIBLE) {
      expect(issuesOf(await start({ ...driver, license_plate: s })), JSON.stringify(s)).toEqual({
        "driver.license_plate": "required",
      });
      expect(issuesOf(await start({ ...driver, fullname: s }))).toEqual({ "driver.fullname": "required" });
      expect(issuesOf(await start({ ...driver, contact_methods: [{ name: "zalo", value: s }] }))).toEqual({
        "driver.contact_methods.0.value": "required",
      });
    }
    const order = (await api("GET", `transport/order/${id}`)).body.data;
    expect([order.status, order.driver]).toEqual(["confirmed", null]);
    // a plate wrapped in invisible characters is stored as the plate a reader sees
    const started = await start({ ...driver, license_plate: "\u202e51H-123.45\u200b" });
    expect(started.body.code, JSON.stringify(started.body)).toBe(200);
    expect((await api("GET", `transport/order/${id}`)).body.data.driver.license_plate).toBe("51H-123.45");
  });

  it("a vehicle brand, a cruise name of ten NULs, a cabin name and a custom route of five NULs are refused", async () => {
    const vehicle = await api("POST", "transport/option", {
      type: "Xe 4 chỗ",
      brand: "\u0000",
      similar: "SEDAN",
      doors: 4,
      ac: true,
      gearbox: "at",
    });
    expect([vehicle.status, issuesOf(vehicle)]).toEqual([422, { brand: "required" }]);
    const cruise = await api("POST", "tour/tour", { type: "cruise", name: "\u0000".repeat(10) });
    expect(cruise.status, JSON.stringify(cruise.body)).toBe(422);
    expect(issuesOf(cruise).name, JSON.stringify(cruise.body)).toBe("required");
    const cruises = (await api("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs;
    const cabin = await api("POST", "cruise/cabin", { cruise: cruises[0]._id, name: "\u0000" });
    expect(cabin.status).toBe(422);
    expect(issuesOf(cabin).name).toBe("required");
    const { body } = await serviceBody((await transportService())._id);
    const route = await api("POST", "transport/transport", {
      ...body,
      route: "custom",
      route_custom: "\u0000".repeat(5),
      translations: { en: { ...body.translations.en, route_custom: "Airport to Vung Tau" } },
    });
    expect([route.status, issuesOf(route)]).toEqual([422, { route_custom: "required" }]);
  });

  it("the vehicle form answers a brand of invisible characters with its translated message, adding nothing", async () => {
    const b = await loggedIn(server.url);
    const count = async () => (await api("GET", "transport/option?perPage=-1")).body.data.total as number;
    const before = await count();
    const page = await b.post("/transport/options?vehicle=new", {
      intent: "save",
      id: "",
      type: "Xe 4 chỗ",
      brand: "\u200b\u202e",
      similar: "SEDAN",
      doors: "4",
      ac: "yes",
      gearbox: "at",
      avatar: "",
    });
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain("This field is required");
    expect(await count()).toBe(before);
  });
});

describe("money fields", () => {
  it("refuses currency XXX and a price of 0x10 on a transport service, changing nothing", async () => {
    const service = await transportService();
    const { stored, body } = await serviceBody(service._id);
    const xxx = await api("PATCH", `transport/transport/${service._id}`, { ...body, currency: "XXX" });
    expect([xxx.status, issuesOf(xxx)]).toEqual([422, { currency: "invalid_currency" }]);
    for (const price of ["0x10", "1e3", "Infinity"]) {
      const hex = await api("PATCH", `transport/transport/${service._id}`, { ...body, price });
      expect([hex.status, issuesOf(hex)], price).toEqual([422, { price: "invalid_number" }]);
    }
    const after = (await api("GET", `transport/transport/${service._id}`)).body.data;
    expect([after.currency, after.price]).toEqual([stored.currency, stored.price]);
    // the form and the API agree: the same body with a plain decimal is taken
    const ok = await api("PATCH", `transport/transport/${service._id}`, { ...body, price: "350000", currency: "usd" });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    expect([ok.body.data.price, ok.body.data.currency]).toEqual([350000, "USD"]);
  });

  it("the service form refuses a price of 0x10 with a translated sentence", async () => {
    const b = await loggedIn(server.url);
    const service = await transportService();
    const form = await b.get(`/transport/service/action/${service._id}`);
    const fields = Object.fromEntries(
      [...form.html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(fields.price).toBeTruthy();
    const page = await b.post(`/transport/service/action/${service._id}`, {
      ...fields,
      price: "0x10",
      intent: "save",
    });
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain("Please enter a number");
    expect((await api("GET", `transport/transport/${service._id}`)).body.data.price).not.toBe(16);
  });
});

describe("every refusal is a translated sentence", () => {
  it("a bogus area on the service form shows a sentence, never the raw key", async () => {
    const b = await loggedIn(server.url);
    const service = await transportService();
    const stored = (await api("GET", `transport/transport/${service._id}`)).body.data;
    const page = await b.post(`/transport/service/action/${service._id}`, {
      id: service._id,
      type: stored.type,
      route: stored.route,
      duration_type: stored.duration_type,
      hours: "1",
      minutes: "30",
      days: "1",
      area: "bogus-area",
      prev_area: "bogus-area",
      country: stored.country._id,
      prev_country: stored.country._id,
      city: stored.city._id,
      option: stored.option._id,
      car_type: String(stored.car_type),
      max_guests: String(stored.max_guests),
      max_luggages: String(stored.max_luggages),
      price: "350000",
      commission: "85",
      what_included: "Xăng",
      what_included_en: "Fuel",
      cancellation_policy: "Miễn phí",
      cancellation_policy_en: "Free",
      intent: "save",
    });
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).not.toContain("unknown_area");
    expect(text).toContain("This area does not exist");
  });

  it("a schedule excluding weekday 7 or -1 is refused with its message on the cabin calendar", async () => {
    const b = await loggedIn(server.url);
    const cruises = (await api("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs;
    const cruise = (await api("GET", `tour/tour/${cruises[0]._id}`)).body.data;
    const cabin = (await api("GET", `cruise/cabin?cruise=${cruise._id}&perPage=-1`)).body.data.docs[0];
    const far = addDays(todayInVietnam(), 300);
    const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
    for (const bad of ["7", "-1"]) {
      const fd = new FormData();
      const all: Record<string, string> = {
        intent: "schedule",
        step: "preview",
        dateStart: dmy(far),
        dateEnd: dmy(addDays(far, 3)),
        available: "5",
        exclusion_date: bad,
      };
      for (const n of cruise.durations_cruise as number[]) all[`price_${n}`] = String(2_000_000 * n);
      for (const [k, v] of Object.entries(all)) fd.append(k, v);
      const page = await b.post(`/cruise/${cruise._id}/cabins?cabin=${cabin._id}&modal=schedule`, fd);
      expect(page.status, bad).toBe(200);
      expect(visibleText(page.html), bad).toContain("Please choose one of the options");
    }
    // the marketplace says the same on the same field
    const direct = await api("POST", "cruise/cabin-calendar", {
      cabin: cabin._id,
      prices: (cruise.durations_cruise as number[]).map((nights) => ({ nights, price: 1_000_000 })),
      dateStart: far,
      dateEnd: addDays(far, 3),
      cabin_available: 5,
      exclusion_date: [7],
    });
    expect([direct.status, issuesOf(direct)]).toEqual([422, { exclusion_date: "invalid_choice" }]);
  });
});

describe("a body of the wrong shape is refused with message keys", () => {
  const texts = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/validation.json`, "utf8")) as object;
  const [vi, en] = [texts("vi"), texts("en")];
  const translated = (message: string) => message.split(":")[0]! in vi && message.split(":")[0]! in en;

  it("translations: [], a bed row that is a list or a number, and other misshapen fields: every issue a key both locales have", async () => {
    const hotel = (await api("GET", "hotel/hotel?perPage=1")).body.data.docs[0]._id;
    const cruise = (await api("GET", "tour/tour?perPage=1&type=cruise")).body.data.docs[0]._id;
    const calls: [string, string, unknown][] = [
      ["POST", "hotel/room", { hotel, translations: [] }],
      ["POST", "hotel/room", { hotel, beds: [[], 1, "x", { type: 5, quantity: [] }] }],
      ["POST", "hotel/room", { hotel, translations: { en: [] }, facilities: "x", price: {}, image: 5, name: 5 }],
      ["POST", "hotel/room", []],
      ["POST", "hotel/hotel", { translations: [], loc: [], facilities: {} }],
      ["POST", "cruise/cabin", { cruise, beds: [[]], translations: [] }],
      ["POST", "tour/tour", { translations: [], images: {} }],
      ["POST", "bike/bike", { translations: [] }],
      ["POST", "transport/transport", { translations: [] }],
      ["POST", "auth/login", { email: [], password: {} }],
    ];
    const english: string[] = [];
    for (const [method, path, body] of calls) {
      const reply = await api(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(422);
      const issues = (reply.body.data as { issues: Issue[] }).issues;
      expect(issues.length, `${method} ${path}`).toBeGreaterThan(0);
      english.push(...issues.filter((i) => !translated(i.message)).map((i) => `${path} ${i.path}: ${i.message}`));
    }
    expect(english).toEqual([]);
    const room = await api("POST", "hotel/room", { hotel, translations: [], beds: [[]] });
    expect(issuesOf(room)).toMatchObject({ translations: "invalid_type", "beds.0": "invalid_type" });
  });
});

describe("a cabin record tells the truth about its calendar", () => {
  it("GET cruise/cabin/{id} carries the days of its window, the same the calendar's month reads give", async () => {
    const cruises = (await api("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs;
    const cabins = (await api("GET", `cruise/cabin?cruise=${cruises[0]._id}&perPage=-1`)).body.data.docs as {
      _id: string;
      calendar: { _id: string; from: string; to: string; calendars: { date: string }[] } | null;
    }[];
    const withCalendar = cabins.find((c) => c.calendar);
    expect(withCalendar, "a demo cabin has its days set").toBeTruthy();
    const one = (await api("GET", `cruise/cabin/${withCalendar!._id}`)).body.data;
    const { from, to, calendars } = one.calendar;
    expect(from).toBe(todayInVietnam());
    expect(to).toBe(addDays(from, 100));
    const read = (await api("GET", `cruise/cabin-calendar?cabin=${one._id}&from=${from}&to=${to}`)).body.data;
    expect(read.calendars.length).toBeGreaterThan(0);
    expect(calendars).toEqual(read.calendars);
    // the list says the same
    expect(cabins.find((c) => c._id === one._id)!.calendar!.calendars).toEqual(read.calendars);
  });

  it("links only the cabin's own calendar", async () => {
    const cruises = (await api("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs;
    const cabins = (await api("GET", `cruise/cabin?cruise=${cruises[0]._id}&perPage=-1`)).body.data.docs as {
      _id: string;
      calendar: { _id: string } | null;
    }[];
    const [a, other] = cabins.filter((c) => c.calendar);
    expect(other, "two demo cabins with calendars").toBeTruthy();
    for (const calendar of [other!.calendar!._id, "doesnotexist", "<b>x</b>"]) {
      const reply = await api("PATCH", `cruise/cabin/${a!._id}`, { calendar });
      expect([reply.status, issuesOf(reply)], calendar).toEqual([422, { calendar: "invalid_calendar" }]);
    }
    expect((await api("GET", `cruise/cabin/${a!._id}`)).body.data.calendar._id).toBe(a!.calendar!._id);
    const own = await api("PATCH", `cruise/cabin/${a!._id}`, { calendar: a!.calendar!._id });
    expect(own.body.code).toBe(200);
  });
});
