// Every bound of the vehicle and service payloads (spec hotels-bikes-transport §3, §5): seats →
// guest and luggage choices, route by type, duration in minutes, text lengths, both languages.
import { describe, expect, it } from "vitest";
import { VehicleBodySchema, TransportBodySchema } from "./api/transport";
import { durationMinutes, durationParts, guestChoices, routesOf, validDuration } from "./transport";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const VEHICLE = { type: "Xe 4 chỗ", brand: "Toyota", similar: "SEDAN", doors: 4, ac: true, gearbox: "at" };
const SERVICE = {
  type: "airport",
  route: "hotel_innercity",
  duration_type: "hour",
  duration: 90,
  area: "a",
  country: "c",
  city: "t",
  option: "o",
  car_type: 7,
  max_guests: 6,
  max_luggages: 6,
  price: 350000,
  commission_value: 15,
  what_included: "Xăng",
  cancellation_policy: "Miễn phí",
  translations: { en: { what_included: "Fuel", cancellation_policy: "Free" } },
};

describe("vehicle payload", () => {
  it("takes a complete vehicle", () => expect(VehicleBodySchema.safeParse(VEHICLE).success).toBe(true));
  it("requires type, brand, body style, doors, ac and gearbox", () => {
    expect(issues(VehicleBodySchema.safeParse({}))).toMatchObject({
      type: "required",
      brand: "required",
      similar: "required",
      doors: "required",
      ac: "required",
      gearbox: "required",
    });
  });
  it("holds the bounds: brand 70, year 5, doors 1–6, a known body style and gearbox", () => {
    const bad = {
      ...VEHICLE,
      brand: "x".repeat(71),
      year_of_manufacture: "202122",
      doors: 7,
      similar: "TANK",
      gearbox: "cvt",
    };
    expect(issues(VehicleBodySchema.safeParse(bad))).toEqual({
      brand: "max_string_length:70",
      year_of_manufacture: "max_string_length:5",
      doors: "max_num:6",
      similar: "invalid_choice",
      gearbox: "invalid_choice",
    });
    expect(
      VehicleBodySchema.safeParse({ ...VEHICLE, brand: "x".repeat(70), year_of_manufacture: "20212", doors: 6 })
        .success,
    ).toBe(true);
    expect(issues(VehicleBodySchema.safeParse({ ...VEHICLE, doors: 0 }))).toEqual({ doors: "min_num:1" });
    expect(VehicleBodySchema.safeParse({ ...VEHICLE, doors: 1 }).success).toBe(true);
  });
});

describe("service rules", () => {
  it("offers guests and luggage from 1 to seats − 1, nothing for an unknown size", () => {
    expect(guestChoices(4)).toEqual([1, 2, 3]);
    expect(guestChoices(55)).toHaveLength(54);
    expect(guestChoices(17)).toEqual([]);
    expect(guestChoices(null)).toEqual([]);
  });
  it("routes by type", () => {
    expect(routesOf("airport")).toEqual(["hotel_innercity", "hotel_outsidecity", "custom"]);
    expect(routesOf("innercity")).toEqual(["2", "4", "6", "8", "10"]);
    expect(routesOf("sightseeing_day")).toEqual(["4", "6", "8", "10"]);
    expect(routesOf("sightseeing_days")).toEqual(["custom"]);
    expect(routesOf("boat")).toEqual([]);
  });
  it("stores a duration in minutes: days × 1440, or hours and 5-minute steps", () => {
    expect(durationMinutes("day", 3, 0, 0)).toBe(4320);
    expect(durationMinutes("hour", 3, 2, 35)).toBe(155);
    expect(durationParts("day", 4320)).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(durationParts("hour", 155)).toEqual({ days: 1, hours: 2, minutes: 35 });
    expect(validDuration("day", 1440)).toBe(true);
    expect(validDuration("day", 30 * 1440)).toBe(true);
    expect(validDuration("day", 31 * 1440)).toBe(false);
    expect(validDuration("day", 0)).toBe(false);
    expect(validDuration("hour", 5)).toBe(true);
    expect(validDuration("hour", 23 * 60 + 55)).toBe(true);
    expect(validDuration("hour", 24 * 60)).toBe(false);
    expect(validDuration("hour", 0)).toBe(false);
    expect(validDuration("hour", 92)).toBe(false);
  });
});

describe("service payload", () => {
  const parse = (patch: Record<string, unknown>) => issues(TransportBodySchema.safeParse({ ...SERVICE, ...patch }));
  it("takes a complete service", () => expect(parse({})).toEqual({}));
  it("requires what the form requires", () => {
    expect(issues(TransportBodySchema.safeParse({}))).toMatchObject({
      type: "required",
      route: "required",
      area: "required",
      country: "required",
      city: "required",
      option: "required",
      max_guests: "required",
      max_luggages: "required",
      price: "required",
      commission_value: "required",
    });
  });
  it("takes only the type's routes, and a custom route of 5–70 characters", () => {
    expect(parse({ route: "4" })).toEqual({ route: "invalid_choice" });
    expect(parse({ route: "custom" })).toMatchObject({ route_custom: "required" });
    expect(
      parse({
        route: "custom",
        route_custom: "abcd",
        translations: { en: { ...SERVICE.translations.en, route_custom: "abcde" } },
      }),
    ).toEqual({ route_custom: "min_string_length:5" });
    expect(parse({ route: "custom", route_custom: "x".repeat(71) })).toMatchObject({
      route_custom: "max_string_length:70",
    });
    expect(
      parse({
        type: "sightseeing_days",
        route: "custom",
        duration_type: "day",
        duration: 2880,
        route_custom: "abcde",
        translations: { en: { ...SERVICE.translations.en, route_custom: "abcde" } },
      }),
    ).toEqual({});
  });
  it("holds seats, guests and luggage to the seat size", () => {
    expect(parse({ car_type: 17 })).toMatchObject({ car_type: "invalid_choice" });
    expect(parse({ max_guests: 7 })).toEqual({ max_guests: "invalid_choice" });
    expect(parse({ max_luggages: 0 })).toEqual({ max_luggages: "invalid_choice" });
    expect(parse({ car_type: 4, max_guests: 3, max_luggages: 1 })).toEqual({});
  });
  it("holds the number bounds", () => {
    expect(parse({ price: 100_000_001, commission_value: 101, max_km: 10_001, age_driver: 17 })).toEqual({
      price: "max_num:100000000",
      commission_value: "max_num:100",
      max_km: "max_num:10000",
      age_driver: "min_num:18",
    });
    expect(parse({ price: 100_000_000, commission_value: 100, max_km: 10_000, age_driver: 65 })).toEqual({});
    expect(parse({ age_driver: 66, price: -1 })).toEqual({ age_driver: "max_num:65", price: "min_num:0" });
  });
  it("holds the text bounds", () => {
    expect(
      parse({
        what_included: "x".repeat(3001),
        additional_info: "x".repeat(2001),
        cancellation_policy: "x".repeat(1501),
        key_words: "x".repeat(301),
        language_driver: "x".repeat(101),
      }),
    ).toEqual({
      what_included: "max_string_length:3000",
      additional_info: "max_string_length:2000",
      cancellation_policy: "max_string_length:1500",
      key_words: "max_string_length:300",
      language_driver: "max_string_length:100",
    });
  });
  it("needs both languages unless the other is auto-translated", () => {
    expect(parse({ translations: {} })).toEqual({
      "translations.en.what_included": "required",
      "translations.en.cancellation_policy": "required",
    });
    expect(parse({ translations: {}, auto_translate_en: true })).toEqual({});
    expect(parse({ what_included: "", cancellation_policy: "", auto_translate_vi: true })).toEqual({});
  });
  it("refuses a duration the form cannot enter", () => {
    expect(parse({ duration: 92 })).toEqual({ duration: "invalid_duration" });
    expect(parse({ duration_type: "day", duration: 1500 })).toEqual({ duration: "invalid_duration" });
  });
});
