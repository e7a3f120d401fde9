// The hotel marketplace over real HTTP (hotels-bikes-transport §3 "Hotel", "Room", "Room calendar
// entry", §4 "Hotel and room", §5, §7 "Hotel"): hotels and rooms made, listed, filtered, edited and
// deleted; images the supplier's own only; a room calendar scheduled with excluded weekdays, a clash
// that writes nothing, a night's edit that may not go below what is booked; another supplier's ids
// answer 404, a supplier without hotels is refused, and bad input answers the spec's message keys.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { addDays, expandRange, todayInVietnam, weekdayOf } from "@contract/calendar";
import { openDatabase } from "../../marketplace/db/database";
import { takePlaces } from "../../marketplace/calendars/stock";
import { ROOM_CALENDAR } from "../../marketplace/hotels/calendar";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin, issuesOf } from "../support/api";

type Account = { token: string };
type Ref = { _id: string; name: string; numofperson?: number; slug?: string };
const APP_ID = "supplier-backoffice";
const server = serverForThisFile();
let a: Account; // supplier@demo.vn: every service
let b: Account; // hotelbike@demo.vn: hotels and bikes
let toursOnly: Account; // newsupplier@demo.vn: no hotels
const refs = {} as {
  area: Ref;
  country: Ref;
  city: Ref;
  type: Ref;
  hotelFacilities: Ref[];
  roomFacilities: Ref[];
  beds: Ref[];
};

const login = (email: string) => apiLogin(server.url, email);
const call = apiCaller(server, () => a);
const docs = async (p: string) => (await call("GET", p)).body.data.docs as Ref[];

beforeAll(async () => {
  [a, b, toursOnly] = await Promise.all([
    login("supplier@demo.vn"),
    login("hotelbike@demo.vn"),
    login("newsupplier@demo.vn"),
  ]);
  refs.area = (await docs("destination/area?perPage=-1&is_parent=true")).find((x) => x.slug === "chau-a")!;
  refs.country = (await docs(`destination/country?perPage=-1&area=${refs.area._id}`))[0]!;
  refs.city = (await docs(`destination/city?perPage=-1&country=${refs.country._id}`))[0]!;
  refs.type = (await docs("hotel/type?perPage=-1"))[0]!;
  refs.hotelFacilities = await docs("facility?perPage=-1&type=hotel");
  refs.roomFacilities = await docs("facility?perPage=-1&type=room");
  refs.beds = await docs("bedtype?perPage=-1");
});

async function upload(who: Account, type = "hotel") {
  const jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#0c8599" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "hotel.jpg");
  form.append("type", type);
  const res = await fetch(`${server.url}/api/v1/extra/upload/image`, {
    method: "POST",
    headers: { "X-App-Id": APP_ID, "X-Upload-Key": APP_ID, Authorization: `Bearer ${who.token}` },
    body: form,
  });
  const { filename } = ((await res.json()) as { data: { filename: string } }).data;
  expect((await call("POST", "extra/upload/save-file", { filename, type }, who)).body.code).toBe(200);
  return filename as string;
}
async function imageRecord(who: Account = a) {
  const reply = await call("POST", "hotel/image", { filename: await upload(who) }, who);
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data._id as string;
}

const texts = (name: string) => ({ name, description: `${name}: mô tả ngắn`, content: `<p>${name}, nội dung</p>` });
const hotelBody = (name: string, change: Record<string, unknown> = {}) => ({
  ...texts(name),
  translations: { en: texts(`${name} (en)`) },
  area: refs.area._id,
  country: refs.country._id,
  city: refs.city._id,
  type: refs.type._id,
  price: 1_200_000,
  price_extrabed: 300_000,
  service_fee: "5%",
  vat_fee: "10%",
  commission_value: 15,
  total_vote: 4,
  isolation: true,
  facilities: refs.hotelFacilities.slice(0, 2).map((f) => f._id),
  address: "1 Lê Lợi, Quận 1",
  loc: { type: "Point", coordinates: [106.7, 10.77] },
  ...change,
});
const roomBody = (hotel: string, change: Record<string, unknown> = {}) => {
  const double = refs.beds.find((x) => x.numofperson === 2)!;
  const single = refs.beds.find((x) => x.numofperson === 1)!;
  return {
    hotel,
    name: "Phòng đôi thử",
    translations: { en: { name: "Test double room" } },
    price: 900_000,
    num_room: 5,
    beds: [
      { type: double._id, quantity: 1 },
      { type: single._id, quantity: 2 },
    ],
    breakfast: true,
    extrabed: false,
    acreage: 25,
    num_person: 99, // not trusted: computed from the beds
    is_active: true,
    facilities: [refs.roomFacilities[0]!._id],
    ...change,
  };
};

describe("hotel/hotel", () => {
  let hotelId: string;

  it("creates a hotel awaiting moderation, with its images, location and stored commission", async () => {
    const images = [await imageRecord(), await imageRecord()];
    const made = await call("POST", "hotel/hotel", hotelBody("Khách sạn Thử Nghiệm", { images }));
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    const h = made.body.data;
    hotelId = h._id;
    expect(h).toMatchObject({
      name: "Khách sạn Thử Nghiệm",
      status: "pending",
      commission_value: 15,
      isolation: true,
      total_vote: 4,
      loc: { type: "Point", coordinates: [106.7, 10.77] },
      type: { _id: refs.type._id },
      rooms: [],
    });
    expect(h.images.map((i: { _id: string }) => i._id)).toEqual(images);
    expect(h.translations.en.name).toBe("Khách sạn Thử Nghiệm (en)");
  });

  it("lists the supplier's hotels, newest first, filtered by name, place and creation days", async () => {
    const all = (await call("GET", "hotel/hotel?perPage=10&page=1")).body.data;
    expect(all.docs[0]._id).toBe(hotelId);
    expect(all.total).toBeGreaterThanOrEqual(3); // two seeded and this one
    const byName = (await call("GET", `hotel/hotel?name=${encodeURIComponent("thử nghiệm")}`)).body.data;
    expect(byName.docs.map((h: { _id: string }) => h._id)).toEqual([hotelId]);
    const byCity = (await call("GET", `hotel/hotel?city=${refs.city._id}&country=${refs.country._id}`)).body.data;
    expect(byCity.docs.every((h: { city: { _id: string } }) => h.city._id === refs.city._id)).toBe(true);
    const today = todayInVietnam();
    const range = encodeURIComponent(JSON.stringify({ start: today, end: today }));
    const todays = (await call("GET", `hotel/hotel?date_range=${range}`)).body.data;
    expect(todays.docs.map((h: { _id: string }) => h._id)).toContain(hotelId);
    const old = encodeURIComponent(JSON.stringify({ start: "2020-01-01", end: "2020-01-02" }));
    expect((await call("GET", `hotel/hotel?date_range=${old}`)).body.data.total).toBe(0);
    const paged = (await call("GET", "hotel/hotel?perPage=1&page=2")).body.data;
    expect(paged.docs).toHaveLength(1);
  });

  it("edits a hotel (moderation again) and refuses bad input with the spec's keys, changing nothing", async () => {
    const edited = await call("PATCH", `hotel/hotel/${hotelId}`, hotelBody("Khách sạn Thử Nghiệm Mới"));
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Khách sạn Thử Nghiệm Mới", status: "pending", images: [] });
    const bad = await call(
      "PATCH",
      `hotel/hotel/${hotelId}`,
      hotelBody("x".repeat(101), { price: 100_000_001, description: "", type: null, commission_value: 100 }),
    );
    expect(bad.status).toBe(422);
    expect(issuesOf(bad)).toMatchObject({
      name: "max_string_length:100",
      description: "required",
      price: "max_num:100000000",
      type: "required",
      commission_value: "commission_percent_error",
    });
    const unknownFacility = await call("POST", "hotel/hotel", hotelBody("Khác", { facilities: ["nope"] }));
    expect(issuesOf(unknownFacility)).toEqual({ "facilities.0": "invalid_choice" });
    const roomFacility = await call(
      "POST",
      "hotel/hotel",
      hotelBody("Khác", { facilities: [refs.roomFacilities[0]!._id] }),
    );
    expect(issuesOf(roomFacility)).toEqual({ "facilities.0": "invalid_choice" });
    expect((await call("GET", `hotel/hotel/${hotelId}`)).body.data.name).toBe("Khách sạn Thử Nghiệm Mới");
  });

  it("takes only the supplier's own images", async () => {
    const theirs = await imageRecord(b);
    const reply = await call(
      "PATCH",
      `hotel/hotel/${hotelId}`,
      hotelBody("Khách sạn Thử Nghiệm Mới", { images: [theirs] }),
    );
    expect(issuesOf(reply)).toEqual({ "images.0": "foreign_file" });
    const tourUpload = await upload(a, "tour");
    expect((await call("POST", "hotel/image", { filename: tourUpload })).body.data.issues[0].message).toBe(
      "foreign_file",
    );
    expect((await call("POST", "hotel/image", { filename: tourUpload }, b)).status).toBe(404);
  });

  it("another supplier's hotel answers 404; a supplier without hotels is refused", async () => {
    expect((await call("GET", `hotel/hotel/${hotelId}`, undefined, b)).status).toBe(404);
    expect((await call("PATCH", `hotel/hotel/${hotelId}`, hotelBody("Chiếm đoạt"), b)).status).toBe(404);
    expect((await call("DELETE", `hotel/hotel/${hotelId}`, undefined, b)).status).toBe(404);
    const theirList = (await call("GET", "hotel/hotel?perPage=-1", undefined, b)).body.data.docs;
    expect(theirList.map((h: { _id: string }) => h._id)).not.toContain(hotelId);
    const refused = await call("POST", "hotel/hotel", hotelBody("Không được phép"), toursOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("service_not_enabled");
  });

  it("deletes a hotel: it leaves the list and its id answers 404", async () => {
    const made = (await call("POST", "hotel/hotel", hotelBody("Khách sạn Sẽ Xóa"))).body.data;
    expect((await call("DELETE", `hotel/hotel/${made._id}`)).body.code).toBe(200);
    const list = (await call("GET", "hotel/hotel?perPage=-1")).body.data.docs;
    expect(list.map((h: { _id: string }) => h._id)).not.toContain(made._id);
    expect((await call("GET", `hotel/hotel/${made._id}`)).status).toBe(404);
  });
});

describe("hotel/room and hotel/calendar", () => {
  let hotelId: string;
  let roomId: string;

  beforeAll(async () => {
    hotelId = (await call("POST", "hotel/hotel", hotelBody("Khách sạn Có Phòng"))).body.data._id;
  });

  it("creates a room with persons computed from its beds, its images the supplier's own", async () => {
    const filename = await upload(a);
    const made = await call("POST", "hotel/room", roomBody(hotelId, { image: filename }));
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    roomId = made.body.data._id;
    expect(made.body.data).toMatchObject({
      hotel: hotelId,
      num_person: 4,
      num_bed: 3,
      breakfast: true,
      calendar: null,
    });
    expect(made.body.data.images[0].filename).toBe(filename);
    const list = (await call("GET", `hotel/room?hotel=${hotelId}`)).body.data.docs;
    expect(list.map((r: { _id: string }) => r._id)).toEqual([roomId]);
    expect((await call("GET", `hotel/hotel/${hotelId}`)).body.data.rooms[0]._id).toBe(roomId);
    const foreign = await call("POST", "hotel/room", roomBody(hotelId, { image: await upload(b) }));
    expect(issuesOf(foreign)).toEqual({ "image.0": "foreign_file" });
  });

  it("edits a room and refuses bad input with the spec's keys", async () => {
    const edited = await call(
      "PATCH",
      `hotel/room/${roomId}`,
      roomBody(hotelId, { name: "Phòng đôi mới", is_active: false }),
    );
    expect(edited.body.data).toMatchObject({ name: "Phòng đôi mới", is_active: false });
    const bad = await call(
      "PATCH",
      `hotel/room/${roomId}`,
      roomBody(hotelId, { facilities: [], beds: [{ type: refs.beds[0]!._id, quantity: 16 }], num_room: 101 }),
    );
    expect(bad.status).toBe(422);
    expect(issuesOf(bad)).toMatchObject({
      facilities: "required",
      "beds.0.quantity": "max_num:15",
      num_room: "max_num:100",
    });
    const hotelFacility = await call(
      "PATCH",
      `hotel/room/${roomId}`,
      roomBody(hotelId, { facilities: [refs.hotelFacilities[0]!._id] }),
    );
    expect(issuesOf(hotelFacility)).toEqual({ "facilities.0": "invalid_choice" });
    expect((await call("GET", `hotel/room/${roomId}`)).body.data.name).toBe("Phòng đôi mới");
  });

  it("schedules a range with excluded weekdays; the first schedule links a new calendar to the room", async () => {
    const dateStart = addDays(todayInVietnam(), 10);
    const dateEnd = addDays(dateStart, 40);
    const reply = await call("POST", "hotel/calendar", {
      room: roomId,
      price: 1_100_000,
      dateStart,
      dateEnd,
      room_available: 4,
      exclusion_date: [0, 6],
    });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    const nights = reply.body.data.calendars as {
      date: string;
      room_available: number;
      empty: number;
      price: number;
    }[];
    expect(nights.map((d) => d.date)).toEqual(expandRange({ dateStart, dateEnd, exclusion_date: [0, 6] }));
    expect(nights.every((d) => ![0, 6].includes(weekdayOf(d.date)))).toBe(true);
    expect(nights[0]).toMatchObject({ room_available: 4, empty: 4, price: 1_100_000 });
    const room = (await call("GET", `hotel/room/${roomId}`)).body.data;
    expect(room.calendar._id).toBe(reply.body.data._id);
    expect(room.calendar.calendars).toHaveLength(nights.length);
    // a page that reads its month itself asks a shorter window (`days`): the record says which it holds
    const today = todayInVietnam();
    const windowOf = async (query: string) => {
      const { calendar } = (await call("GET", `hotel/room/${roomId}?${query}`)).body.data;
      return { from: calendar.from, to: calendar.to, dates: calendar.calendars.map((d: { date: string }) => d.date) };
    };
    expect(await windowOf("days=0")).toEqual({ from: today, to: today, dates: [] });
    const twenty = nights.map((d) => d.date).filter((d) => d <= addDays(today, 20));
    expect(await windowOf("days=20")).toEqual({ from: today, to: addDays(today, 20), dates: twenty });
    for (const unreadable of ["days=x", "days=-1", "days=101"])
      expect((await windowOf(unreadable)).dates).toHaveLength(nights.length);
    const hotelOf = (await call("GET", `hotel/hotel/${hotelId}?days=0`)).body.data;
    const listed = (await call("GET", `hotel/room?hotel=${hotelId}&days=0`)).body.data.docs;
    for (const r of [...hotelOf.rooms, ...listed].filter((x: { _id: string }) => x._id === roomId))
      expect(r.calendar).toMatchObject({ _id: reply.body.data._id, from: today, to: today, calendars: [] });
  });

  it("a clashing range answers 409 naming the first clashing date and writes nothing", async () => {
    const before = (await call("GET", `hotel/calendar?room=${roomId}`)).body.data.calendars as { date: string }[];
    const set = before[2]!.date;
    const reply = await call("POST", "hotel/calendar", {
      room: roomId,
      price: 1_000_000,
      dateStart: addDays(set, -1),
      dateEnd: addDays(set, 5),
      room_available: 2,
      exclusion_date: [],
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe("schedule_same_date");
    const first = expandRange({ dateStart: addDays(set, -1), dateEnd: addDays(set, 5) }).find((d) =>
      before.some((x) => x.date === d),
    );
    expect(reply.body.data.existDate).toBe(first);
    const after = (await call("GET", `hotel/calendar?room=${roomId}`)).body.data.calendars;
    expect(after).toEqual(before);
  });

  it("refuses the past, a span over 100 days, price and rooms out of bounds", async () => {
    const post = (change: object) =>
      call("POST", "hotel/calendar", {
        room: roomId,
        price: 1_000_000,
        dateStart: addDays(todayInVietnam(), 200),
        dateEnd: addDays(todayInVietnam(), 201),
        room_available: 3,
        exclusion_date: [],
        ...change,
      });
    const today = todayInVietnam();
    expect(issuesOf(await post({ dateStart: addDays(today, -1), dateEnd: today }))).toEqual({
      dateStart: "date_in_past",
    });
    expect(issuesOf(await post({ dateEnd: addDays(today, 300) }))).toEqual({ dateEnd: "range_too_long" });
    expect(issuesOf(await post({ price: 0, room_available: 101 }))).toEqual({
      price: "min_num:1",
      room_available: "max_num:100",
    });
    expect(
      (await call("GET", `hotel/calendar?room=${roomId}&from=${addDays(today, 200)}`)).body.data.calendars,
    ).toEqual([]);
  });

  it("a night's edit may not go below what is booked, nor a booked night be removed; a free one may", async () => {
    const cal = (await call("GET", `hotel/calendar?room=${roomId}`)).body.data;
    const night = cal.calendars[0]!;
    // two rooms booked that night, as a hotel booking takes them (the shared calendar's stock)
    const { db } = await openDatabase(server.dataDir);
    try {
      await db.transaction().execute((trx) => takePlaces(trx, ROOM_CALENDAR, roomId, [night.date], 2));
    } finally {
      await db.destroy();
    }
    const patch = (room_available: number) =>
      call("PATCH", `hotel/calendar/${cal._id}`, { cid: night._id, room_available, price: 1_300_000 });
    const low = await patch(1);
    expect(low.status).toBe(422);
    expect(low.body.data.issues[0]).toMatchObject({ path: "room_available", message: "below_booked:2" });
    const fine = await patch(2);
    expect(fine.body.data.calendars[0]).toMatchObject({ room_available: 2, empty: 0, booked: 2, price: 1_300_000 });
    const removed = await call("POST", "hotel/calendar/delete-calendar", { cid: night._id, id: cal._id });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe("has_bookings");
    const free = cal.calendars[1]!;
    expect((await call("POST", "hotel/calendar/delete-calendar", { cid: free._id, id: cal._id })).body.code).toBe(200);
    const left = (await call("GET", `hotel/calendar?room=${roomId}`)).body.data.calendars.map(
      (d: { _id: string }) => d._id,
    );
    expect(left).not.toContain(free._id);
    // a room with guests to come cannot be deleted, nor its hotel
    expect((await call("DELETE", `hotel/room/${roomId}`)).status).toBe(409);
    expect((await call("DELETE", `hotel/hotel/${hotelId}`)).status).toBe(409);
  });

  it("links only the room's own calendar", async () => {
    const own = (await call("GET", `hotel/room/${roomId}`)).body.data.calendar._id;
    expect((await call("PATCH", `hotel/room/${roomId}`, { calendar: own })).body.code).toBe(200);
    const other = (await call("POST", "hotel/room", roomBody(hotelId))).body.data._id;
    const wrong = await call("PATCH", `hotel/room/${other}`, { calendar: own });
    expect(issuesOf(wrong)).toEqual({ calendar: "invalid_calendar" });
  });

  it("another supplier's room and calendar answer 404; a supplier without hotels is refused", async () => {
    const cal = (await call("GET", `hotel/calendar?room=${roomId}`)).body.data;
    expect((await call("GET", `hotel/room/${roomId}`, undefined, b)).status).toBe(404);
    expect((await call("GET", `hotel/room?hotel=${hotelId}`, undefined, b)).status).toBe(404);
    expect((await call("PATCH", `hotel/room/${roomId}`, roomBody(hotelId), b)).status).toBe(404);
    expect((await call("DELETE", `hotel/room/${roomId}`, undefined, b)).status).toBe(404);
    expect((await call("POST", "hotel/room", roomBody(hotelId), b)).status).toBe(404);
    expect((await call("GET", `hotel/calendar?room=${roomId}`, undefined, b)).status).toBe(404);
    const night = cal.calendars[3]!;
    expect(
      (await call("PATCH", `hotel/calendar/${cal._id}`, { cid: night._id, room_available: 9, price: 1 }, b)).status,
    ).toBe(404);
    expect((await call("POST", "hotel/calendar/delete-calendar", { cid: night._id, id: cal._id }, b)).status).toBe(404);
    const schedule = {
      room: roomId,
      price: 1_000_000,
      dateStart: addDays(todayInVietnam(), 150),
      dateEnd: addDays(todayInVietnam(), 151),
      room_available: 1,
      exclusion_date: [],
    };
    expect((await call("POST", "hotel/calendar", schedule, b)).status).toBe(404);
    expect((await call("POST", "hotel/calendar", schedule, toursOnly)).status).toBe(403);
    expect((await call("POST", "hotel/room", roomBody(hotelId), toursOnly)).status).toBe(403);
  });

  it("serves the reference lists the forms use", async () => {
    expect(refs.type).toBeDefined();
    expect(refs.hotelFacilities.length).toBeGreaterThan(0);
    expect(refs.roomFacilities.length).toBeGreaterThan(0);
    expect(refs.beds.every((x) => typeof x.numofperson === "number")).toBe(true);
  });
});

describe("the demo seed", () => {
  it("gives each demo supplier with hotels its hotels, room types and 90 nights of calendar", async () => {
    for (const who of [a, b]) {
      const hotels = (await call("GET", "hotel/hotel?perPage=-1", undefined, who)).body.data.docs;
      const seeded = hotels.filter((h: { name: string }) => !/Thử|Có Phòng|Xóa/.test(h.name));
      expect(seeded.length).toBeGreaterThanOrEqual(2);
      const detail = (await call("GET", `hotel/hotel/${seeded[0]._id}`, undefined, who)).body.data;
      expect(detail.rooms.length).toBeGreaterThanOrEqual(2);
      expect(detail.images.length).toBeGreaterThan(0);
      const room = detail.rooms[0];
      expect(room.beds.length).toBeGreaterThan(0);
      expect(room.facilities.length).toBeGreaterThan(0);
      const nights = (
        await call(
          "GET",
          `hotel/calendar?room=${room._id}&from=${todayInVietnam()}&to=${addDays(todayInVietnam(), 89)}`,
          undefined,
          who,
        )
      ).body.data.calendars;
      expect(nights.length).toBeGreaterThan(80);
    }
  });
});
