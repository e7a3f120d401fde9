// The transport service form as Conform parses a post (spec hotels-bikes-transport §5): route by
// type, custom route 5–70 in both languages, duration in minutes, seats → guests and luggage,
// the supplier's share stored as 100 − it, every bound.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { ServiceFormSchema, toFormValues, toPayload } from "./schema";

const post = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return parseWithZod(fd, { schema: ServiceFormSchema });
};
const errors = (entries: Record<string, string>) => {
  const s = post(entries);
  return s.status === "success" ? {} : (s.reply().error ?? {});
};
const OK = {
  type: "airport",
  route: "hotel_innercity",
  duration_type: "hour",
  hours: "1",
  minutes: "30",
  area: "a",
  country: "c",
  city: "t",
  option: "o",
  car_type: "7",
  max_guests: "6",
  max_luggages: "4",
  price: "350000",
  commission: "85",
  what_included: "Xăng xe",
  what_included_en: "Fuel",
  cancellation_policy: "Miễn phí",
  cancellation_policy_en: "Free",
  is_active: "on",
};

describe("transport service form", () => {
  it("takes a complete service and sends minutes and the stored commission", () => {
    const s = post(OK);
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const body = toPayload(s.value, "VND");
    expect(body).toMatchObject({ duration_type: "hour", duration: 90, commission_value: 15, route_custom: null });
    expect(body.translations.en).toMatchObject({ what_included: "Fuel", cancellation_policy: "Free" });
  });
  it("takes only the routes of the type", () => {
    expect(errors({ ...OK, route: "4" })).toEqual({ route: ["required"] });
    expect(errors({ ...OK, type: "innercity", route: "4" })).toEqual({});
    expect(errors({ ...OK, type: "sightseeing_day", route: "2" })).toEqual({ route: ["required"] });
  });
  it("needs a custom route of 5–70 characters in both languages unless auto-translated", () => {
    const custom = { ...OK, route: "custom" };
    expect(errors(custom)).toEqual({ route_custom: ["required"], route_custom_en: ["required"] });
    expect(errors({ ...custom, route_custom: "abcd", route_custom_en: "abcde" })).toEqual({
      route_custom: ["min_string_length:5"],
    });
    expect(errors({ ...custom, route_custom: "x".repeat(71), route_custom_en: "abcde" })).toEqual({
      route_custom: ["max_string_length:70"],
    });
    expect(errors({ ...custom, route_custom: "abcde", auto_translate_en: "on" })).toEqual({});
    const days = {
      ...OK,
      type: "sightseeing_days",
      route: "custom",
      route_custom: "Sài Gòn – Đà Lạt",
      route_custom_en: "Saigon – Da Lat",
    };
    expect(errors({ ...days, duration_type: "day", days: "3" })).toEqual({});
  });
  it("stores days × 1440 and holds days 1–30, hours 0–23, minutes in steps of 5", () => {
    const d = post({ ...OK, duration_type: "day", days: "3" });
    expect(d.status === "success" && toPayload(d.value, "VND").duration).toBe(4320);
    expect(errors({ ...OK, duration_type: "day", days: "31" })).toEqual({ days: ["max_num:30"] });
    expect(errors({ ...OK, duration_type: "day", days: "0" })).toEqual({ days: ["min_num:1"] });
    expect(errors({ ...OK, duration_type: "day" })).toEqual({ days: ["required"] });
    expect(errors({ ...OK, hours: "24" })).toEqual({ hours: ["max_num:23"] });
    expect(errors({ ...OK, minutes: "7" })).toEqual({ minutes: ["minutes_step"] });
    expect(errors({ ...OK, hours: "0", minutes: "0" })).toEqual({ minutes: ["min_num:5"] });
    expect(errors({ ...OK, hours: "23", minutes: "55" })).toEqual({});
  });
  it("offers guests and luggage from 1 to seats − 1", () => {
    expect(errors({ ...OK, car_type: "4", max_guests: "4", max_luggages: "3" })).toEqual({ max_guests: ["required"] });
    expect(errors({ ...OK, car_type: "4", max_guests: "3", max_luggages: "1" })).toEqual({});
    expect(errors({ ...OK, car_type: "17" })).toMatchObject({ car_type: ["required"] });
    expect(errors({ ...OK, max_luggages: "0" })).toEqual({ max_luggages: ["required"] });
  });
  it("holds price, share, km, age and text bounds", () => {
    expect(
      errors({
        ...OK,
        price: "100000001",
        commission: "101",
        max_km: "10001",
        age_driver: "66",
        key_words: "x".repeat(301),
      }),
    ).toEqual({
      price: ["max_num:100000000"],
      commission: ["max_num:100"],
      max_km: ["max_num:10000"],
      age_driver: ["max_num:65"],
      key_words: ["max_string_length:300"],
    });
    expect(errors({ ...OK, price: "100000000", commission: "100", max_km: "10000", age_driver: "18" })).toEqual({});
    expect(errors({ ...OK, age_driver: "17" })).toEqual({ age_driver: ["min_num:18"] });
    expect(
      errors({
        ...OK,
        what_included: "x".repeat(3001),
        additional_info: "x".repeat(2001),
        cancellation_policy: "x".repeat(1501),
        language_driver: "x".repeat(101),
      }),
    ).toEqual({
      what_included: ["max_string_length:3000"],
      additional_info: ["max_string_length:2000"],
      cancellation_policy: ["max_string_length:1500"],
      language_driver: ["max_string_length:100"],
    });
  });
  it("needs the English texts unless auto-translated, and says every missing field at once", () => {
    expect(errors({ ...OK, what_included_en: "", cancellation_policy_en: "" })).toEqual({
      what_included_en: ["required"],
      cancellation_policy_en: ["required"],
    });
    expect(errors({ ...OK, what_included_en: "", cancellation_policy_en: "", auto_translate_en: "on" })).toEqual({});
    expect(Object.keys(errors({})).sort()).toEqual(
      [
        "area",
        "car_type",
        "city",
        "commission",
        "country",
        "duration_type",
        "max_guests",
        "max_luggages",
        "option",
        "price",
        "route",
        "type",
        "what_included",
        "what_included_en",
        "cancellation_policy",
        "cancellation_policy_en",
      ].sort(),
    );
  });
  it("draws a stored service back", () => {
    const s = post(OK);
    if (s.status !== "success") throw new Error("invalid");
    const stored = {
      _id: "s1",
      ...toPayload(s.value, "VND"),
      area: { _id: "a", name: "A" },
      country: { _id: "c", name: "C" },
      city: { _id: "t", name: "T" },
      city_des: null,
      option: { _id: "o", brand: "B", type: "T" },
      vi: { what_included: "Xăng xe", cancellation_policy: "Miễn phí" },
      translations: { en: { what_included: "Fuel", cancellation_policy: "Free" } },
      status: "pending",
    };
    expect(toFormValues(stored as never)).toMatchObject({
      hours: "1",
      minutes: "30",
      commission: "85",
      option: "o",
      car_type: "7",
    });
  });
});
