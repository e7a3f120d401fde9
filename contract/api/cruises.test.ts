// spec tours-cruises §5 "Cruise" and "Cabin form", as the marketplace judges them: every bound on
// both sides, and persons = Σ bed type persons × quantity.
import { describe, expect, it } from "vitest";
import { CabinBodySchema, cabinPersons, CruiseBodySchema } from "./cruises";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const lang = (name = "Du thuyền vịnh Hạ Long", departure = "Cảng Tuần Châu, Hạ Long") => ({
  name,
  departure,
  content: [{ key: "overview", value: "<p>Hai ngày trên vịnh</p>" }],
});
const cruise = (change: Record<string, unknown> = {}) => ({
  type: "cruise",
  ...lang(),
  translations: { en: lang("Ha Long Bay cruise", "Tuan Chau port, Ha Long") },
  area: "a",
  country: "c",
  city: "t",
  durations_cruise: [1, 2],
  cruise_time_checkin: "12:00",
  cruise_time_checkout: "10:30",
  num_stars: 5,
  price: 3_900_000,
  commission_value: 85,
  ...change,
});
const judge = (change: Record<string, unknown>) => issues(CruiseBodySchema.safeParse(cruise(change)));

describe("the cruise body", () => {
  it("takes a whole valid form", () => {
    expect(judge({})).toEqual({});
  });
  it("name 10-100, address 10-200, start/end point up to 500", () => {
    expect(judge({ name: "a".repeat(9) }).name).toBe("min_string_length:10");
    expect(judge({ name: "a".repeat(10) }).name).toBeUndefined();
    expect(judge({ name: "a".repeat(100) }).name).toBeUndefined();
    expect(judge({ name: "a".repeat(101) }).name).toBe("max_string_length:100");
    expect(judge({ departure: "" }).departure).toBe("required");
    expect(judge({ departure: "a".repeat(9) }).departure).toBe("min_string_length:10");
    expect(judge({ departure: "a".repeat(200) }).departure).toBeUndefined();
    expect(judge({ departure: "a".repeat(201) }).departure).toBe("max_string_length:200");
    const point = (n: number) =>
      judge({ content: [...lang().content, { key: "departure_return", value: "x".repeat(n) }] });
    expect(point(500)["content.departure_return"]).toBeUndefined();
    expect(point(501)["content.departure_return"]).toBe("max_string_length:500");
  });
  it("checks the English texts unless they are auto-translated", () => {
    expect(judge({ translations: { en: { name: "short" } } })["translations.en.name"]).toBe("min_string_length:10");
    expect(judge({ translations: null, auto_translate_en: true })).toEqual({});
  });
  it("durations: 1-30 nights, at least one", () => {
    expect(judge({ durations_cruise: [] }).durations_cruise).toBe("required");
    expect(judge({ durations_cruise: [0] }).durations_cruise).toBe("invalid_choice");
    expect(judge({ durations_cruise: [1, 30] }).durations_cruise).toBeUndefined();
    expect(judge({ durations_cruise: [31] }).durations_cruise).toBe("invalid_choice");
    expect(CruiseBodySchema.parse(cruise({ durations_cruise: [3, "1", 3] })).durations_cruise).toEqual([1, 3]);
  });
  it("check-in and check-out times are required HH:mm", () => {
    expect(judge({ cruise_time_checkin: "" }).cruise_time_checkin).toBe("required");
    expect(judge({ cruise_time_checkout: "24:00" }).cruise_time_checkout).toBe("invalid_time");
    expect(judge({ cruise_time_checkout: "23:59" }).cruise_time_checkout).toBeUndefined();
  });
  it("stars 0-7, price required up to 1e9, stored commission 0-99, keywords up to 300", () => {
    expect(judge({ num_stars: 0 }).num_stars).toBeUndefined();
    expect(judge({ num_stars: 7 }).num_stars).toBeUndefined();
    expect(judge({ num_stars: 8 }).num_stars).toBe("max_num:7");
    expect(judge({ num_stars: -1 }).num_stars).toBe("min_num:0");
    expect(judge({ price: null }).price).toBe("required");
    expect(judge({ price: 1_000_000_000 }).price).toBeUndefined();
    expect(judge({ price: 1_000_000_001 }).price).toBe("max_num:1000000000");
    expect(judge({ commission_value: null }).commission_value).toBe("required");
    expect(judge({ commission_value: 0 }).commission_value).toBeUndefined();
    expect(judge({ commission_value: 99 }).commission_value).toBeUndefined();
    expect(judge({ commission_value: 100 }).commission_value).toBe("commission_percent_error");
    expect(judge({ key_words: "k".repeat(300) }).key_words).toBeUndefined();
    expect(judge({ key_words: "k".repeat(301) }).key_words).toBe("max_string_length:300");
  });
  it("up to 15 images; area, country and city required", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `img${i}`);
    expect(judge({ images: ids(15) }).images).toBeUndefined();
    expect(judge({ images: ids(16) }).images).toBe("max_items:15");
    expect(judge({ city: null }).city).toBe("required");
  });
});

const FILE = "0123456789abcdef01234567.jpg";
const cabinBody = (change: Record<string, unknown> = {}) => ({
  cruise: "cr",
  name: "Phòng Deluxe",
  note: "Hướng biển",
  translations: { en: { name: "Deluxe cabin", note: "Sea view" } },
  num_cabin: 10,
  beds: [{ type: "double", quantity: 1 }],
  acreage: 28,
  facilities: ["f1"],
  image: FILE,
  ...change,
});
const judgeCabin = (change: Record<string, unknown>) => issues(CabinBodySchema.safeParse(cabinBody(change)));

describe("the cabin body", () => {
  it("takes a whole valid form, images comma-joined", () => {
    expect(judgeCabin({})).toEqual({});
    expect(CabinBodySchema.parse(cabinBody({ image: `${FILE}, ${FILE}` })).images).toEqual([FILE]);
  });
  it("name required up to 100 in both languages (unless auto-translated), note up to 1000", () => {
    expect(judgeCabin({ name: "" }).name).toBe("required");
    expect(judgeCabin({ name: "n".repeat(100) }).name).toBeUndefined();
    expect(judgeCabin({ name: "n".repeat(101) }).name).toBe("max_string_length:100");
    expect(judgeCabin({ translations: { en: { name: "" } } })["translations.en.name"]).toBe("required");
    expect(judgeCabin({ translations: null, auto_translate_en: true })).toEqual({});
    expect(judgeCabin({ note: "n".repeat(1000) }).note).toBeUndefined();
    expect(judgeCabin({ note: "n".repeat(1001) }).note).toBe("max_string_length:1000");
  });
  it("beds: at least one, each a type and a quantity 1-100", () => {
    expect(judgeCabin({ beds: [] }).beds).toBe("required");
    expect(judgeCabin({ beds: [{ type: "", quantity: 1 }] })["beds.0.type"]).toBe("required");
    expect(judgeCabin({ beds: [{ type: "d", quantity: 0 }] })["beds.0.quantity"]).toBe("min_num:1");
    expect(judgeCabin({ beds: [{ type: "d", quantity: 100 }] })["beds.0.quantity"]).toBeUndefined();
    expect(judgeCabin({ beds: [{ type: "d", quantity: 101 }] })["beds.0.quantity"]).toBe("max_num:100");
  });
  it("cabins 1-100, acreage up to 1000, a facility, up to 11 images of ours", () => {
    expect(judgeCabin({ num_cabin: 0 }).num_cabin).toBe("min_num:1");
    expect(judgeCabin({ num_cabin: 100 }).num_cabin).toBeUndefined();
    expect(judgeCabin({ num_cabin: 101 }).num_cabin).toBe("max_num:100");
    expect(judgeCabin({ num_cabin: null }).num_cabin).toBe("required");
    expect(judgeCabin({ acreage: 1000 }).acreage).toBeUndefined();
    expect(judgeCabin({ acreage: 1001 }).acreage).toBe("max_num:1000");
    expect(judgeCabin({ facilities: [] }).facilities).toBe("required");
    const files = (n: number) => Array.from({ length: n }, (_, i) => `${String(i).padStart(24, "0")}.png`);
    expect(judgeCabin({ image: files(11) }).image).toBeUndefined();
    expect(judgeCabin({ image: files(12).join(",") }).image).toBe("max_items:11");
    expect(judgeCabin({ image: "../etc/passwd" }).image).toBe("foreign_file");
  });
});

describe("cabin persons", () => {
  it("is Σ bed type persons × quantity", () => {
    const persons: Record<string, number> = { double: 2, single: 1 };
    expect(cabinPersons([{ type: "double", quantity: 1 }], (t) => persons[t]!)).toBe(2);
    expect(
      cabinPersons(
        [
          { type: "double", quantity: 2 },
          { type: "single", quantity: 3 },
        ],
        (t) => persons[t]!,
      ),
    ).toBe(7);
  });
});
