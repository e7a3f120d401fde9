// spec hotels-bikes-transport §5 "Hotel form", "Room form", "Hotel room schedule setup", "Hotel room
// date edit", §9, as the marketplace judges them: every bound on both sides.
import { describe, expect, it } from "vitest";
import { HotelBodySchema, RoomBodySchema, RoomDaySchema, RoomScheduleSchema, roomPersons } from "./hotels";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const texts = (name = "Khách sạn Bờ Sông") => ({
  name,
  description: "Khách sạn bên sông",
  content: "<p>Phòng đẹp</p>",
});
const hotel = (change: Record<string, unknown> = {}) => ({
  ...texts(),
  translations: { en: texts("Riverside Hotel") },
  area: "a",
  country: "c",
  city: "t",
  type: "h",
  price: 1_200_000,
  commission_value: 15,
  ...change,
});
const judgeHotel = (change: Record<string, unknown>) => issues(HotelBodySchema.safeParse(hotel(change)));

describe("the hotel body", () => {
  it("takes a whole valid form", () => {
    expect(judgeHotel({})).toEqual({});
  });
  it("name ≤100, description ≤300, content ≤10,000 visible characters, all required", () => {
    expect(judgeHotel({ name: "a".repeat(100) }).name).toBeUndefined();
    expect(judgeHotel({ name: "a".repeat(101) }).name).toBe("max_string_length:100");
    expect(judgeHotel({ name: "\u200b " }).name).toBe("required");
    expect(judgeHotel({ description: "a".repeat(301) }).description).toBe("max_string_length:300");
    expect(judgeHotel({ description: "" }).description).toBe("required");
    expect(judgeHotel({ content: `<p>${"a".repeat(10_000)}</p>` }).content).toBeUndefined();
    expect(judgeHotel({ content: `<p>${"a".repeat(10_001)}</p>` }).content).toBe("max_string_length:10000");
    expect(judgeHotel({ content: "<p>\u200b</p>" }).content).toBe("required");
    expect(judgeHotel({ translations: { en: texts("") } })["translations.en.name"]).toBe("required");
  });
  it("an auto-translated language is not judged", () => {
    expect(judgeHotel({ translations: null, auto_translate_en: true })).toEqual({});
  });
  it("area, country, city and hotel type are required", () => {
    expect(judgeHotel({ area: null, country: "", city: undefined, type: null })).toEqual({
      area: "required",
      country: "required",
      city: "required",
      type: "required",
    });
  });
  it("from price 0–100,000,000 required; extra bed ≤100,000,000; stars ≥0", () => {
    expect(judgeHotel({ price: undefined }).price).toBe("required");
    expect(judgeHotel({ price: 0 }).price).toBeUndefined();
    expect(judgeHotel({ price: -1 }).price).toBe("min_num:0");
    expect(judgeHotel({ price: 100_000_001 }).price).toBe("max_num:100000000");
    expect(judgeHotel({ price_extrabed: 100_000_000 }).price_extrabed).toBeUndefined();
    expect(judgeHotel({ price_extrabed: 100_000_001 }).price_extrabed).toBe("max_num:100000000");
    expect(judgeHotel({ total_vote: -1 }).total_vote).toBe("min_num:0");
    expect(judgeHotel({ total_vote: "abc" }).total_vote).toBe("invalid_number");
  });
  it("commission is its stored form 0–99, required", () => {
    expect(judgeHotel({ commission_value: 0 }).commission_value).toBeUndefined();
    expect(judgeHotel({ commission_value: 99 }).commission_value).toBeUndefined();
    expect(judgeHotel({ commission_value: 100 }).commission_value).toBe("commission_percent_error");
    expect(judgeHotel({ commission_value: undefined }).commission_value).toBe("required");
  });
  it("service fee and VAT are free text, cleaned", () => {
    const r = HotelBodySchema.parse(hotel({ service_fee: "<b>5%</b>", vat_fee: "10%" }));
    expect([r.service_fee, r.vat_fee]).toEqual(["5%", "10%"]);
  });
  it("up to 15 images, duplicates once", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `img${i}`);
    expect(judgeHotel({ images: list(15) }).images).toBeUndefined();
    expect(judgeHotel({ images: list(16) }).images).toBe("max_items:15");
    expect(HotelBodySchema.parse(hotel({ images: ["a", "a", "b"] })).images).toEqual(["a", "b"]);
  });
  it("the location is a GeoJSON point [lng, lat]", () => {
    expect(judgeHotel({ loc: { type: "Point", coordinates: [105.85, 21.02] } })).toEqual({});
    expect(Object.keys(judgeHotel({ loc: { type: "Point", coordinates: [105.85, 91] } }))).toEqual([
      "loc.coordinates.1",
    ]);
    expect(Object.keys(judgeHotel({ loc: { type: "Polygon", coordinates: [1, 2] } }))).toEqual(["loc.type"]);
  });
});

const room = (change: Record<string, unknown> = {}) => ({
  name: "Phòng đôi",
  translations: { en: { name: "Double room" } },
  hotel: "h",
  price: 900_000,
  num_room: 10,
  beds: [{ type: "double", quantity: 1 }],
  facilities: ["wifi"],
  ...change,
});
const judgeRoom = (change: Record<string, unknown>) => issues(RoomBodySchema.safeParse(room(change)));

describe("the room body", () => {
  it("takes a whole valid form", () => {
    expect(judgeRoom({})).toEqual({});
  });
  it("name ≤100 required, note ≤1000", () => {
    expect(judgeRoom({ name: "a".repeat(101) }).name).toBe("max_string_length:100");
    expect(judgeRoom({ name: "" }).name).toBe("required");
    expect(judgeRoom({ note: "a".repeat(1000) }).note).toBeUndefined();
    expect(judgeRoom({ note: "a".repeat(1001) }).note).toBe("max_string_length:1000");
  });
  it("default price ≤100,000,000 required; rooms ≤100; acreage ≤1000", () => {
    expect(judgeRoom({ price: undefined }).price).toBe("required");
    expect(judgeRoom({ price: 100_000_001 }).price).toBe("max_num:100000000");
    expect(judgeRoom({ num_room: 101 }).num_room).toBe("max_num:100");
    expect(judgeRoom({ acreage: 1001 }).acreage).toBe("max_num:1000");
  });
  it("each bed line needs a type and a quantity 1–15; at least one line, at most 100", () => {
    expect(judgeRoom({ beds: [] }).beds).toBe("required");
    expect(judgeRoom({ beds: [{ type: "", quantity: 1 }] })["beds.0.type"]).toBe("required");
    expect(judgeRoom({ beds: [{ type: "x", quantity: 0 }] })["beds.0.quantity"]).toBe("min_num:1");
    expect(judgeRoom({ beds: [{ type: "x", quantity: 16 }] })["beds.0.quantity"]).toBe("max_num:15");
    expect(judgeRoom({ beds: Array.from({ length: 101 }, () => ({ type: "x", quantity: 1 })) }).beds).toBe(
      "max_items:100",
    );
  });
  it("at least one facility; up to 11 images, own upload names only", () => {
    expect(judgeRoom({ facilities: [] }).facilities).toBe("required");
    const names = (n: number) => Array.from({ length: n }, (_, i) => `${String(i).padStart(24, "0")}.jpg`);
    expect(judgeRoom({ image: names(11).join(",") }).image).toBeUndefined();
    expect(judgeRoom({ image: names(12) }).image).toBe("max_items:11");
    expect(judgeRoom({ image: "../etc/passwd" }).image).toBe("foreign_file");
  });
  it("persons = Σ bed persons × quantity", () => {
    const persons = { single: 1, double: 2 } as Record<string, number>;
    expect(
      roomPersons(
        [
          { type: "single", quantity: 2 },
          { type: "double", quantity: 3 },
        ],
        (t) => persons[t] ?? 0,
      ),
    ).toBe(8);
  });
});

describe("the room calendar bodies", () => {
  const schedule = (change: Record<string, unknown> = {}) =>
    issues(
      RoomScheduleSchema.safeParse({
        room: "r",
        price: 500_000,
        dateStart: "2030-01-01",
        dateEnd: "2030-01-31",
        room_available: 5,
        exclusion_date: [0, 6],
        ...change,
      }),
    );
  it("price 1–100,000,000, rooms for sale 1–100, real dates, weekdays 0–6", () => {
    expect(schedule()).toEqual({});
    expect(schedule({ price: 0 }).price).toBe("min_num:1");
    expect(schedule({ price: 100_000_001 }).price).toBe("max_num:100000000");
    expect(schedule({ room_available: 0 }).room_available).toBe("min_num:1");
    expect(schedule({ room_available: 101 }).room_available).toBe("max_num:100");
    expect(schedule({ dateStart: "2030-02-30" }).dateStart).toBe("invalid_date");
    expect(schedule({ exclusion_date: [7] }).exclusion_date).toBe("invalid_choice");
  });
  it("a day edit needs rooms for sale and price", () => {
    expect(issues(RoomDaySchema.safeParse({ cid: "c" }))).toEqual({
      room_available: "required",
      price: "required",
    });
  });
});
