// spec hotels-bikes-transport §5 "Bike form", "Bike option form", §9: every bound the marketplace
// enforces on a bike and an option, and the opening hours (5-minute steps, closing after opening).
import { describe, expect, it } from "vitest";
import { BikeOptionBodySchema, bikeBodySchema, openingHoursIssues } from "./bikes";
import { textLength } from "./text";

const BikeBody = bikeBodySchema(textLength);
const texts = {
  name: "Thuê xe máy",
  description: "Xe tay ga",
  overview: "<p>Tổng quan</p>",
  what_included: "",
  additional_info: "",
  cancellation_policy: "",
};
const bike = (over: Record<string, unknown> = {}) => ({
  ...texts,
  translations: { en: { ...texts, name: "Motorbike rental" } },
  address: "12 Bùi Thị Xuân",
  loc: { type: "Point", coordinates: [108.44, 11.94] },
  area: "a",
  country: "c",
  city: "ci",
  type: "motorbike",
  from_price: 100_000,
  rental_by_day: true,
  rental_by_hour: false,
  opening: "07:00",
  close: "21:00",
  images: [],
  ...over,
});
const issues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v);
  if (r.success) return {};
  return Object.fromEntries(
    (r.error as { issues: { path: (string | number)[]; message: string }[] }).issues.map((i) => [
      i.path.join("."),
      i.message,
    ]),
  );
};
const x = (n: number) => "x".repeat(n);

describe("bike body (§5 Bike form)", () => {
  it("takes a whole form", () => {
    expect(issues(BikeBody, bike())).toEqual({});
  });
  it.each([
    ["name", 70],
    ["description", 300],
    ["what_included", 1000],
    ["additional_info", 500],
    ["cancellation_policy", 500],
  ])("%s: at most %i characters, in both languages", (key, max) => {
    expect(issues(BikeBody, bike({ [key]: x(max) }))).toEqual({});
    expect(issues(BikeBody, bike({ [key]: x(max + 1) }))).toEqual({ [key]: `max_string_length:${max}` });
    const en = { ...texts, [key]: x(max + 1) };
    expect(issues(BikeBody, bike({ translations: { en } }))).toEqual({
      [`translations.en.${key}`]: `max_string_length:${max}`,
    });
  });
  it("overview: required, at most 10,000 characters of text (tags not counted)", () => {
    expect(issues(BikeBody, bike({ overview: `<p>${x(10_000)}</p>` }))).toEqual({});
    expect(issues(BikeBody, bike({ overview: `<p>${x(10_001)}</p>` }))).toEqual({
      overview: "max_string_length:10000",
    });
    expect(issues(BikeBody, bike({ overview: "<p>\u200b</p>" }))).toEqual({ overview: "required" });
  });
  it("name, description and overview are required in each language not auto-translated", () => {
    const empty = { name: "", description: " ", overview: "" };
    expect(issues(BikeBody, bike(empty))).toEqual({ name: "required", description: "required", overview: "required" });
    expect(issues(BikeBody, bike({ ...empty, auto_translate_vi: true }))).toEqual({});
    expect(issues(BikeBody, bike({ translations: { en: {} }, auto_translate_en: true }))).toEqual({});
    expect(issues(BikeBody, bike({ translations: { en: {} } }))).toMatchObject({
      "translations.en.name": "required",
      "translations.en.overview": "required",
    });
  });
  it("area, country, city and type are required; type is one of motorbike, bike, ebike", () => {
    expect(issues(BikeBody, bike({ area: "", country: null, city: undefined, type: "" }))).toEqual({
      area: "required",
      country: "required",
      city: "required",
      type: "required",
    });
    for (const type of ["motorbike", "bike", "ebike"]) expect(issues(BikeBody, bike({ type }))).toEqual({});
    expect(issues(BikeBody, bike({ type: "car" }))).toEqual({ type: "invalid_choice" });
  });
  it("from price: required, 0 to 100,000,000", () => {
    expect(issues(BikeBody, bike({ from_price: 0 }))).toEqual({});
    expect(issues(BikeBody, bike({ from_price: 100_000_000 }))).toEqual({});
    expect(issues(BikeBody, bike({ from_price: 100_000_001 }))).toEqual({ from_price: "max_num:100000000" });
    expect(issues(BikeBody, bike({ from_price: -1 }))).toEqual({ from_price: "min_num:0" });
    expect(issues(BikeBody, bike({ from_price: null }))).toEqual({ from_price: "required" });
  });
  it("rents by day and/or by hour: at least one", () => {
    expect(issues(BikeBody, bike({ rental_by_day: false, rental_by_hour: true }))).toEqual({});
    expect(issues(BikeBody, bike({ rental_by_day: false, rental_by_hour: false }))).toEqual({
      rental_by_day: "required",
    });
  });
  it("a point: latitude −90..90, longitude −180..180", () => {
    expect(issues(BikeBody, bike({ loc: null }))).toEqual({});
    expect(issues(BikeBody, bike({ loc: { type: "Point", coordinates: [180, -90] } }))).toEqual({});
    expect(issues(BikeBody, bike({ loc: { type: "Point", coordinates: [181, 0] } }))).toEqual({
      "loc.coordinates.0": "max_num:180",
    });
    expect(issues(BikeBody, bike({ loc: { type: "Point", coordinates: [0, -91] } }))).toEqual({
      "loc.coordinates.1": "min_num:-90",
    });
  });
  it("up to 15 images", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `img${i}`);
    expect(issues(BikeBody, bike({ images: ids(15) }))).toEqual({});
    expect(issues(BikeBody, bike({ images: ids(16) }))).toEqual({ images: "max_items:15" });
  });
  it("opening and closing times in the body", () => {
    expect(issues(BikeBody, bike({ opening: "07:03" }))).toEqual({ opening: "time_step:5" });
    expect(issues(BikeBody, bike({ opening: "21:00", close: "07:00" }))).toEqual({ close: "close_after_opening" });
  });
});

describe("opening hours (§5: required, 5-minute steps, closing after opening)", () => {
  it.each([
    ["07:00", "21:00", {}],
    ["00:00", "23:55", {}],
    ["", "21:00", { opening: "required" }],
    ["07:00", null, { close: "required" }],
    ["7:00", "21:00", { opening: "invalid_time" }],
    ["24:00", "21:00", { opening: "invalid_time" }],
    ["07:01", "21:00", { opening: "time_step:5" }],
    ["07:00", "21:59", { close: "time_step:5" }],
    ["09:00", "09:00", { close: "close_after_opening" }],
    ["09:05", "09:00", { close: "close_after_opening" }],
    ["09:00", "09:05", {}],
  ])("%s – %s", (opening, close, expected) => {
    expect(openingHoursIssues(opening, close)).toEqual(expected);
  });
});

describe("option body (§5 Bike option form)", () => {
  const option = (over: Record<string, unknown> = {}) => ({
    bike: "b1",
    name: "Xe tay ga",
    description: "125cc",
    translations: { en: { name: "Scooter", description: "125cc" } },
    avatar: null,
    quantity_default: 10,
    price_day_default: 150_000,
    price_hour_default: 30_000,
    is_active: true,
    ...over,
  });
  it("takes a whole form", () => {
    expect(issues(BikeOptionBodySchema, option())).toEqual({});
  });
  it.each([
    ["name", 100],
    ["description", 300],
  ])("%s: required, at most %i, in both languages", (key, max) => {
    expect(issues(BikeOptionBodySchema, option({ [key]: x(max) }))).toEqual({});
    expect(issues(BikeOptionBodySchema, option({ [key]: x(max + 1) }))).toEqual({ [key]: `max_string_length:${max}` });
    expect(issues(BikeOptionBodySchema, option({ [key]: "" }))).toEqual({ [key]: "required" });
    expect(
      issues(BikeOptionBodySchema, option({ translations: { en: { name: "a", description: "b", [key]: "" } } })),
    ).toEqual({
      [`translations.en.${key}`]: "required",
    });
  });
  it("quantity: required whole number 0 to 10,000", () => {
    expect(issues(BikeOptionBodySchema, option({ quantity_default: 0 }))).toEqual({});
    expect(issues(BikeOptionBodySchema, option({ quantity_default: 10_000 }))).toEqual({});
    expect(issues(BikeOptionBodySchema, option({ quantity_default: 10_001 }))).toEqual({
      quantity_default: "max_num:10000",
    });
    expect(issues(BikeOptionBodySchema, option({ quantity_default: -1 }))).toEqual({ quantity_default: "min_num:0" });
    expect(issues(BikeOptionBodySchema, option({ quantity_default: 1.5 }))).toEqual({
      quantity_default: "invalid_number",
    });
    expect(issues(BikeOptionBodySchema, option({ quantity_default: null }))).toEqual({ quantity_default: "required" });
  });
  it.each(["price_day_default", "price_hour_default"])("%s: required, 0 to 10,000,000", (key) => {
    expect(issues(BikeOptionBodySchema, option({ [key]: 0 }))).toEqual({});
    expect(issues(BikeOptionBodySchema, option({ [key]: 10_000_000 }))).toEqual({});
    expect(issues(BikeOptionBodySchema, option({ [key]: 10_000_001 }))).toEqual({ [key]: "max_num:10000000" });
    expect(issues(BikeOptionBodySchema, option({ [key]: -0.5 }))).toEqual({ [key]: "min_num:0" });
    expect(issues(BikeOptionBodySchema, option({ [key]: "" }))).toEqual({ [key]: "required" });
  });
  it("the avatar is an uploaded image's url", () => {
    expect(issues(BikeOptionBodySchema, option({ avatar: "/api/v1/files/0123456789abcdef01234567.jpg" }))).toEqual({});
    expect(issues(BikeOptionBodySchema, option({ avatar: "https://evil.example/x.jpg" }))).toEqual({
      avatar: "foreign_file",
    });
  });
});
