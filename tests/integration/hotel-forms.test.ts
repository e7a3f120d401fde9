// The hotel listing pages as a browser without scripts uses them (real server, fresh SQLite, plain
// form posts): the hotel list and its cascading filters; the hotel form with a ~900 KB photo and an
// address point (found by the embedded geocoder); a room type with its bed rows; its sales calendar
// scheduled with excluded weekdays, a clash writing nothing; bad input answered with the message and
// nothing changed; another supplier's hotel and room not found.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, expandRange, todayInVietnam } from "@contract/calendar";
import { apiToken } from "../support/api";
import { expectTexts } from "../support/pages";
import { serverForThisFile } from "../support/server";
import { supplierWith } from "../support/suppliers";
import { noiseJpeg } from "../support/images";
import {
  type Browserless,
  checkboxIds,
  loggedIn,
  marketplaceCall,
  optionId,
  pageForm,
  visibleText,
} from "../support/browserless";
import { formDataOf } from "../support/form-data";

const server = serverForThisFile();
let token: string;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
const hotelForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "hotel");
const roomForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "room");
const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const slash = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const onceOf = (html: string) => /name="_once" value="([^"]+)"/.exec(html)?.[1] ?? "";
const hotelCount = async () => (await api("GET", "hotel/hotel?perPage=-1")).body.data.total as number;

/** The name and value of a Conform intent button (add or remove a row) found by its test id. */
function intentOf(html: string, testId: string, nth = 0) {
  const tag = [...html.matchAll(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`, "g"))][nth]![0];
  const attr = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`)
      .exec(tag)?.[1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  return { [attr("name")!]: attr("value")! };
}

beforeAll(async () => {
  token = await apiToken(server.url);
});

describe("the hotel list", () => {
  it("shows the supplier's hotels with edit, rooms and delete, filtered by name in the URL", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get("/hotel");
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain("Hotel manager");
    expect(text).toContain("Blue Sea Resort Nha Trang");
    expect(page.html).toMatch(/href="\/hotel\/[a-f0-9]{24}\/rooms"/);
    expect(page.html).toMatch(/href="\/hotel\/action\/[a-f0-9]{24}"/);
    expect(page.html).not.toContain('data-testid="coming-soon"');
    const blue = visibleText((await b.get("/hotel?name=blue")).html);
    expect(blue).toContain("Blue Sea Resort Nha Trang");
    expect(blue).not.toContain("Ben Thanh Riverside");
    // the created date's header sorts: newest first, then oldest first
    const order = (html: string) => visibleText(html).indexOf("Blue Sea") < visibleText(html).indexOf("Ben Thanh");
    expect(order(page.html)).toBe(true);
    const header = /<a[^>]*data-testid="sort-created"[^>]*>/.exec(page.html)![0];
    expect(header).toContain('href="/hotel?sort=created_asc"');
    const oldest = await b.get("/hotel?sort=created_asc");
    expect(order(oldest.html)).toBe(false);
    expect(oldest.html).toContain('<input type="hidden" name="sort" value="created_asc"/>');
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    expect(visibleText((await vi.get("/hotel")).html)).toContain("Khu nghỉ dưỡng Biển Xanh Nha Trang");
  });

  it("cascades area → country → city without scripts: a changed area clears country and city", async () => {
    const b = await loggedIn(server.url);
    const page = (await b.get("/hotel")).html;
    const asia = optionId(page, "Asia")!;
    const withArea = await b.get(`/hotel?area=${asia}&prev_area=&prev_country=&start=&end=`);
    expect(withArea.url).toBe(`/hotel?area=${asia}`);
    const vietnam = optionId(withArea.html, "Vietnam")!;
    const withCountry = await b.get(`/hotel?area=${asia}&prev_area=${asia}&country=${vietnam}&prev_country=`);
    expect(withCountry.url).toBe(`/hotel?area=${asia}&country=${vietnam}`);
    const dalat = optionId(withCountry.html, "Nha Trang")!;
    const inDalat = await b.get(`/hotel?area=${asia}&country=${vietnam}&city=${dalat}`);
    expect(visibleText(inDalat.html)).toContain("Blue Sea Resort Nha Trang");
    expect(visibleText(inDalat.html)).not.toContain("Ben Thanh Riverside");
    const europe = optionId(page, "Europe")!;
    const moved = await b.get(
      `/hotel?area=${europe}&prev_area=${asia}&country=${vietnam}&prev_country=${vietnam}&city=${dalat}`,
    );
    expect(moved.url).toBe(`/hotel?area=${europe}`);
    expect(visibleText(moved.html)).toContain("No hotel matches these filters.");
  });
});

/** Walks the places without scripts, then fills a complete hotel. */
async function newHotelForm(b: Browserless, extra: Record<string, string | string[] | null> = {}) {
  let html = (await b.get("/hotel/action")).html;
  html = (await b.post("/hotel/action", hotelForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
  html = (await b.post("/hotel/action", hotelForm(html, { country: optionId(html, "Vietnam")!, intent: "places" })))
    .html;
  return {
    html,
    form: hotelForm(html, {
      city: optionId(html, "Da Lat")!,
      type: /<select[^>]*name="type"[\s\S]*?<option value="([^"]+)"/.exec(html.replace(/<option value="">/g, ""))![1]!,
      "vi.name": "Khách sạn Thung Lũng Tình Yêu",
      "vi.description": "Khách sạn nhỏ bên hồ",
      "vi.content.general": "Yên tĩnh, gần hồ.",
      "en.name": "Valley of Love Hotel",
      "en.description": "A small hotel by the lake",
      "en.content.general": "Quiet, near the lake.",
      price: "1350000",
      price_extrabed: "250000",
      service_fee: "5%",
      vat_fee: "10%",
      commission: "85",
      total_vote: "3",
      isolation: "true",
      facilities: checkboxIds(html, "facilities").slice(0, 2),
      intent: "save",
      ...extra,
    }),
  };
}

describe("the hotel form", () => {
  it("creates a hotel with a ~900 KB photo and an address point found without scripts, back to the list", async () => {
    const b = await loggedIn(server.url);
    const before = await hotelCount();
    const { form } = await newHotelForm(b, { address: "Da Lat", intent: "find-address" });
    // "find": the page comes back with the places found as choices, nothing saved
    const found = await b.post("/hotel/action", form);
    expect(found.url).toBe("/hotel/action");
    const choice = /name="address_choice"[^>]*value="([^"]+)"/.exec(found.html)?.[1]?.replace(/&quot;/g, '"');
    expect(choice, "a place found for Da Lat").toBeTruthy();
    expect(await hotelCount()).toBe(before);

    const save = hotelForm(found.html, { address_choice: choice!, intent: "save" });
    const photo = await noiseJpeg(900 * 1024);
    expect(photo.byteLength).toBeGreaterThan(850 * 1024);
    expect(photo.byteLength).toBeLessThan(1024 * 1024);
    save.append("images_file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
    const saved = await b.post("/hotel/action", save);
    expect(saved.url).toBe("/hotel");
    expect(visibleText(saved.html)).toContain("Hotel added.");
    expect(visibleText(saved.html)).toContain("Valley of Love Hotel");
    expect(await hotelCount()).toBe(before + 1);

    const list = (await api("GET", "hotel/hotel?name=Valley")).body.data.docs;
    const record = (await api("GET", `hotel/hotel/${list[0]._id}`)).body.data;
    expect(record).toMatchObject({ commission_value: 15, total_vote: 3, isolation: true, price: 1_350_000 });
    expect(record.translations.en.name).toBe("Valley of Love Hotel");
    const picked = JSON.parse(choice!) as { label: string; lat: number; lng: number };
    expect(record.address).toBe(picked.label);
    expect(record.loc).toEqual({ type: "Point", coordinates: [picked.lng, picked.lat] });
    expect(Math.abs(picked.lat - 11.94)).toBeLessThan(0.2); // Da Lat
    expect(record.images).toHaveLength(1);
    const bytes = Buffer.from(await (await fetch(`${server.url}${record.images[0].url}`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(1.328125, 3); // spec §5: hotel images at 1.328125

    // edit: the share shows as entered, the point as typed numbers; a save returns to the list
    const edit = await b.get(`/hotel/action/${record._id}`);
    expect(edit.html).toContain('value="85"');
    expect(edit.html).toContain(`value="${picked.lat}"`);
    const edited = await b.post(
      `/hotel/action/${record._id}`,
      hotelForm(edit.html, { price: "1400000", intent: "save" }),
    );
    expect(edited.url).toBe("/hotel");
    expect((await api("GET", `hotel/hotel/${record._id}`)).body.data.price).toBe(1_400_000);
  });

  it("every seeded hotel saves unchanged from its edit page (the form reads back what it shows)", async () => {
    const b = await loggedIn(server.url);
    for (const hotel of (await api("GET", "hotel/hotel?perPage=-1")).body.data.docs as { _id: string }[]) {
      const edit = await b.get(`/hotel/action/${hotel._id}`);
      const saved = await b.post(`/hotel/action/${hotel._id}`, hotelForm(edit.html, { intent: "save" }));
      expect(saved.url, visibleText(saved.html).slice(-800)).toBe("/hotel");
    }
  });

  it("an action the form does not offer changes nothing and says so", async () => {
    const b = await loggedIn(server.url);
    const hotel = (await api("GET", "hotel/hotel?perPage=1")).body.data.docs[0] as { _id: string; price: number };
    const edit = await b.get(`/hotel/action/${hotel._id}`);
    const refused = await b.post(
      `/hotel/action/${hotel._id}`,
      hotelForm(edit.html, { price: "1234000", intent: "drop" }),
    );
    expect(refused.status).toBe(400);
    expectTexts(refused.html, ["The form could not be read", "nothing was changed"]);
    expect((await api("GET", `hotel/hotel/${hotel._id}`)).body.data.price).toBe(hotel.price);

    const before = await hotelCount();
    const { form } = await newHotelForm(b, {});
    form.set("intent", "drop");
    expect((await b.post("/hotel/action", form)).status).toBe(400);
    expect(await hotelCount()).toBe(before);
  });

  it("bad input gets the messages and changes nothing", async () => {
    const b = await loggedIn(server.url);
    const before = await hotelCount();
    const { form } = await newHotelForm(b, { "vi.name": "", price: "100000001", type: "", commission: "101" });
    const refused = await b.post("/hotel/action", form);
    expect(refused.url).toBe("/hotel/action");
    expectTexts(refused.html, [
      "Please enter all required information",
      "This field is required",
      "Maximum value is 100,000,000",
      "Please select a hotel type",
      "Maximum value is 100",
    ]);
    expect(await hotelCount()).toBe(before);
  });
});

describe("a crafted image on the hotel form", () => {
  // images[N] names an upload that does not exist: the save is refused naming it, and nothing is stored
  const crafted = "/api/v1/files/aaaaaaaaaaaaaaaaaaaaaaaa.jpg";

  it("a new hotel is refused naming the image; no hotel is added", async () => {
    const b = await loggedIn(server.url);
    const before = await hotelCount();
    const { form } = await newHotelForm(b, { "images[0]": crafted });
    const refused = await b.post("/hotel/action", form);
    expect(refused.url).toBe("/hotel/action");
    expect(visibleText(refused.html)).toContain(
      "The image aaaaaaaaaaaaaaaaaaaaaaaa.jpg is not one of your uploads: remove it and upload it again",
    );
    expect(refused.html).toContain(`name="images[0]" value="${crafted}"`); // kept, so it can be removed
    expect(await hotelCount()).toBe(before);
  });

  it("an edit naming a bare file name beside the hotel's own images is refused naming it; the hotel is unchanged", async () => {
    const b = await loggedIn(server.url);
    const hotel = (await api("GET", "hotel/hotel?name=Blue")).body.data.docs[0];
    const stored = (await api("GET", `hotel/hotel/${hotel._id}`)).body.data;
    const edit = await b.get(`/hotel/action/${hotel._id}`);
    const n = stored.images.length as number;
    expect(edit.html).toContain(`name="images[${n - 1}]"`);
    const refused = await b.post(
      `/hotel/action/${hotel._id}`,
      hotelForm(edit.html, {
        "vi.name": "Tên mới không lưu",
        [`images[${n}]`]: "bbbbbbbbbbbbbbbbbbbbbbbb.png",
        intent: "save",
      }),
    );
    expect(refused.url).toBe(`/hotel/action/${hotel._id}`);
    expect(visibleText(refused.html)).toContain("The image bbbbbbbbbbbbbbbbbbbbbbbb.png is not one of your uploads");
    const after = (await api("GET", `hotel/hotel/${hotel._id}`)).body.data;
    expect(after.name).toBe(stored.name);
    expect(after.images).toEqual(stored.images);
  });
});

describe("deleting a hotel", () => {
  it("asks first (a URL state without scripts), then deletes and returns to the same list", async () => {
    const b = await loggedIn(server.url);
    const list = await b.get("/hotel?name=Valley");
    const id = /href="\/hotel\/action\/([a-f0-9]{24})"/.exec(list.html)![1]!;
    const confirm = await b.get(`/hotel?name=Valley&confirm=delete&id=${id}`);
    expect(visibleText(confirm.html)).toContain("Delete this hotel?");
    const done = await b.post(`/hotel?name=Valley&confirm=delete&id=${id}`, { intent: "delete", id });
    expect(done.url).toBe("/hotel?name=Valley");
    expect(visibleText(done.html)).toContain("No hotel matches these filters.");
    expect((await api("GET", `hotel/hotel/${id}`)).body.code).toBe(404);
  });
});

describe("a room type and its sales calendar", () => {
  let hotelId: string;
  let roomId: string;
  let b: Browserless;
  const rooms = () => `/hotel/${hotelId}/rooms?room=${roomId}`;

  beforeAll(async () => {
    b = await loggedIn(server.url);
    hotelId = (await api("GET", "hotel/hotel?name=Blue")).body.data.docs[0]._id;
  });

  it("adds a room with two bed rows (added without scripts); guests are worked out and stored", async () => {
    const open = await b.get(`/hotel/${hotelId}/room/action`);
    expect(open.html.match(/data-testid="bed-row"/g)).toHaveLength(1);
    const double = /<option value="([^"]+)"[^>]*>[^<]*\(2 people\)/.exec(open.html)![1]!;
    const single = /<option value="([^"]+)"[^>]*>[^<]*\(1 person\)/.exec(open.html)![1]!;
    const added = await b.post(
      `/hotel/${hotelId}/room/action`,
      roomForm(open.html, { "beds[0].type": double, ...intentOf(open.html, "bed-add") }),
    );
    expect(added.html.match(/data-testid="bed-row"/g)).toHaveLength(2);
    const saved = await b.post(
      `/hotel/${hotelId}/room/action`,
      roomForm(added.html, {
        "vi.name": "Phòng hướng hồ",
        "en.name": "Lake view room",
        "beds[1].type": single,
        "beds[1].quantity": "2",
        price: "990000",
        num_room: "4",
        acreage: "24",
        breakfast: "on",
        facilities: checkboxIds(added.html, "facilities").slice(0, 1),
        intent: "save",
      }),
    );
    expect(saved.url).toBe(`/hotel/${hotelId}/rooms`);
    expect(visibleText(saved.html)).toContain("Room type added.");
    expect(visibleText(saved.html)).toContain("Lake view room");
    const hotel = (await api("GET", `hotel/hotel/${hotelId}`)).body.data;
    const room = hotel.rooms.find((r: { name: string }) => r.name === "Phòng hướng hồ");
    expect(room).toMatchObject({
      num_person: 4,
      num_room: 4,
      breakfast: true,
      currency: hotel.currency,
      price: 990_000,
    });
    expect(room.beds).toHaveLength(2);
    roomId = room._id;
  });

  it("a room keeps up to 11 images, cropped to 1200:628; at 11 the upload control is gone", async () => {
    const edit = await b.get(`/hotel/${hotelId}/room/action/${roomId}`);
    expect(edit.html).toContain('name="images_file"');
    const form = roomForm(edit.html, { intent: "save" });
    const small = await sharp({
      create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 11; i++)
      form.append("images_file", new Blob([new Uint8Array(small)], { type: "image/jpeg" }), `r${i}.jpg`);
    const saved = await b.post(`/hotel/${hotelId}/room/action/${roomId}`, form);
    expect(saved.url, visibleText(saved.html).slice(-1500)).toBe(`/hotel/${hotelId}/rooms`);
    const room = (await api("GET", `hotel/room/${roomId}`)).body.data;
    expect(room.images).toHaveLength(11);
    const bytes = Buffer.from(await (await fetch(`${server.url}${room.images[0].url}`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 628]);
    const full = await b.get(`/hotel/${hotelId}/room/action/${roomId}`);
    expect(full.html).not.toContain('name="images_file"');
  });

  it("every seeded room of the hotel saves unchanged from its edit page", async () => {
    for (const room of (await api("GET", `hotel/hotel/${hotelId}`)).body.data.rooms as { _id: string }[]) {
      const edit = await b.get(`/hotel/${hotelId}/room/action/${room._id}`);
      const saved = await b.post(`/hotel/${hotelId}/room/action/${room._id}`, roomForm(edit.html, { intent: "save" }));
      expect(saved.url, visibleText(saved.html).slice(-800)).toBe(`/hotel/${hotelId}/rooms`);
    }
  });

  it("a room without a facility is refused with the message; nothing is added", async () => {
    const count = (await api("GET", `hotel/hotel/${hotelId}`)).body.data.rooms.length;
    const open = await b.get(`/hotel/${hotelId}/room/action`);
    const refused = await b.post(
      `/hotel/${hotelId}/room/action`,
      roomForm(open.html, { "vi.name": "Phòng thiếu", "en.name": "Missing", price: "100", intent: "save" }),
    );
    expect(visibleText(refused.html)).toContain("Please enter all required information");
    expect(visibleText(refused.html)).toContain("This field is required");
    expect((await api("GET", `hotel/hotel/${hotelId}`)).body.data.rooms.length).toBe(count);
  });

  const start = addDays(todayInVietnam(), 12);
  const end = addDays(start, 20);
  const expected = expandRange({ dateStart: start, dateEnd: end, exclusion_date: [0, 6] });
  const days = async (from: string, to: string) =>
    (await api("GET", `hotel/calendar?room=${roomId}&from=${from}&to=${to}`)).body.data as {
      _id: string | null;
      calendars: { date: string; room_available: number; empty: number; price: number }[];
    };
  const schedule = (fields: Record<string, string | string[]>) => {
    const all = { intent: "schedule", available: "3", price: "1100000", ...fields };
    return formDataOf(all);
  };

  it("schedules the room with weekends left out after a preview; the first schedule links its calendar", async () => {
    expect((await days(start, end)).calendars).toEqual([]);
    const fields = { dateStart: dmy(start), dateEnd: dmy(end), exclusion_date: ["0", "6"] };
    const preview = await b.post(`${rooms()}&modal=schedule`, schedule({ ...fields, step: "preview" }));
    expect(visibleText(preview.html)).toContain(
      `${expected.length} days will be set, from ${slash(expected[0]!)} to ${slash(expected.at(-1)!)}`,
    );
    expect((await days(start, end)).calendars).toEqual([]);
    const fd = schedule({ ...fields, step: "apply" });
    fd.append("_once", onceOf(preview.html));
    const applied = await b.post(`${rooms()}&modal=schedule`, fd);
    expect(visibleText(applied.html)).toContain("Calendar saved");
    const back = await days(start, end);
    expect(back.calendars.map((d) => d.date)).toEqual(expected);
    expect(back.calendars.every((d) => d.room_available === 3 && d.empty === 3 && d.price === 1_100_000)).toBe(true);
    const room = (await api("GET", `hotel/room/${roomId}`)).body.data;
    expect(room.calendar?._id).toBe(back._id);
  });

  it("a clash writes nothing and names the date; rooms for sale 0 says it must be greater than 0", async () => {
    const from = addDays(expected[1]!, -1);
    const to = addDays(from, 3);
    const clashing = expandRange({ dateStart: from, dateEnd: to }).filter((d) => expected.includes(d));
    const before = (await days(addDays(from, -30), addDays(to, 30))).calendars.length;
    const refused = await b.post(
      `${rooms()}&modal=schedule`,
      schedule({ dateStart: dmy(from), dateEnd: dmy(to), step: "apply" }),
    );
    expect(visibleText(refused.html)).toContain(`already has a setting on ${slash(clashing[0]!)}: nothing was saved`);
    expect((await days(addDays(from, -30), addDays(to, 30))).calendars.length).toBe(before);
    const zero = await b.post(
      `${rooms()}&modal=schedule`,
      schedule({ dateStart: dmy(addDays(end, 5)), dateEnd: dmy(addDays(end, 6)), available: "0", step: "apply" }),
    );
    expect(visibleText(zero.html)).toContain("Must be greater than 0");
    expect((await days(addDays(end, 5), addDays(end, 6))).calendars).toEqual([]);
  });

  it("rooms for sale 0x10 is not a valid number; a range over 100 days says so once, no 'enter all' warning", async () => {
    const times = (html: string, text: string) => visibleText(html).split(text).length - 1;
    const from = addDays(end, 40);
    const hex = await b.post(
      `${rooms()}&modal=schedule`,
      schedule({ dateStart: dmy(from), dateEnd: dmy(addDays(from, 2)), available: "0x10", step: "preview" }),
    );
    expect(times(hex.html, "Please enter a number (digits, with a dot for decimals)")).toBe(1);
    expect(visibleText(hex.html)).not.toContain("This field is required");
    const long = await b.post(
      `${rooms()}&modal=schedule`,
      schedule({ dateStart: dmy(from), dateEnd: dmy(addDays(from, 100)), step: "apply" }),
    );
    expect(times(long.html, "A schedule spans at most 100 days")).toBe(1);
    expect(visibleText(long.html)).not.toContain("Please enter all required information");
    expect((await days(from, addDays(from, 100))).calendars).toEqual([]);
  });

  it("edits a day (rooms for sale and price) and removes one", async () => {
    const day = expected[0]!;
    const fd = new FormData();
    for (const [k, v] of Object.entries({ intent: "day-save", date: day, available: "5", price: "1250000" }))
      fd.append(k, v);
    const saved = await b.post(`${rooms()}&modal=day&date=${day}`, fd);
    expect(visibleText(saved.html)).toContain("Calendar saved");
    expect((await days(day, day)).calendars[0]).toMatchObject({ room_available: 5, price: 1_250_000 });
    const remove = new FormData();
    remove.append("intent", "day-remove");
    remove.append("date", expected[1]!);
    const removed = await b.post(`${rooms()}&modal=day&date=${expected[1]}`, remove);
    expect(visibleText(removed.html)).toContain("Setting removed");
    expect((await days(expected[1]!, expected[1]!)).calendars).toEqual([]);
  });
});

describe("another supplier's hotel and room", () => {
  it("answer not found: back to the list with hotelNotExist, nothing changed", async () => {
    const other = await supplierWith(server, "otherhotel@example.com", ["hotel"]);
    const b = await loggedIn(server.url, other);
    const hotel = (await api("GET", "hotel/hotel?name=Blue")).body.data.docs[0];
    const detail = (await api("GET", `hotel/hotel/${hotel._id}`)).body.data;
    for (const path of [
      `/hotel/action/${hotel._id}`,
      `/hotel/${hotel._id}/rooms`,
      `/hotel/${hotel._id}/room/action/${detail.rooms[0]._id}`,
    ]) {
      const page = await b.get(path);
      expect(page.url, path).toBe("/hotel");
      expect(visibleText(page.html), path).toContain("This hotel does not exist or is not yours.");
    }
    const post = await b.post(`/hotel/${hotel._id}/rooms`, { intent: "delete", id: detail.rooms[0]._id });
    expect(post.url).toBe("/hotel");
    expect((await api("GET", `hotel/hotel/${hotel._id}`)).body.data.rooms).toHaveLength(detail.rooms.length);
    // the supplier's own hotel, another hotel's room: roomDoesNotExist
    const own = await loggedIn(server.url);
    const list = (await api("GET", "hotel/hotel?perPage=10")).body.data.docs;
    const second = list.find((h: { _id: string }) => h._id !== hotel._id);
    const page = await own.get(`/hotel/${second._id}/room/action/${detail.rooms[0]._id}`);
    expect(page.url).toBe(`/hotel/${second._id}/rooms`);
    expect(visibleText(page.html)).toContain("This room type does not exist.");
  });
});
