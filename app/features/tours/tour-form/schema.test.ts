// The tour form: every bound of spec §5 "Tour", both sides, the type-driven rules of §4, duration arithmetic,
// and the record → form values → payload round trip.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { textLength } from "~/features/listing";
import { durationMinutes, durationParts } from "../schema";
import { toFormValues, toPayload, TourSchema, type TourValues } from "./schema";
import type { TourRecord } from "../api.server";
import { formDataOf } from "../../../../tests/support/form-data";

type Entries = Record<string, string | string[]>;
const form = (entries: Entries) => {
  return formDataOf(entries);
};
const run = (entries: Entries) => parseWithZod(form(entries), { schema: TourSchema });
const errorsOf = (entries: Entries) => {
  const s = run(entries);
  return (s.status === "success" ? {} : (s.error ?? {})) as Record<string, string[] | null>;
};
const s = (n: number, c = "a") => c.repeat(n);

const ok: Entries = {
  "vi.name": "Tour Hạ Long 2 ngày 1 đêm",
  "vi.content.overview": "<p>Vịnh Hạ Long</p>",
  "en.name": "Ha Long Bay 2 days 1 night",
  "en.content.overview": "<p>Ha Long Bay</p>",
  area: "a",
  country: "c",
  city: "t",
  categories: ["k1"],
  interests: ["i1", "i2"],
  type: "default",
  optional_type: "default",
  duration_type: "day",
  days: "2",
  price: "1500000",
  price_type: "person",
};

describe("TourSchema", () => {
  it("accepts a complete default tour", () => expect(errorsOf(ok)).toEqual({}));

  it("name: required 10–100 in both languages", () => {
    for (const lng of ["vi", "en"]) {
      expect(errorsOf({ ...ok, [`${lng}.name`]: "" })[`${lng}.name`]).toEqual(["required"]);
      expect(errorsOf({ ...ok, [`${lng}.name`]: s(9) })[`${lng}.name`]).toEqual(["min_string_length:10"]);
      expect(errorsOf({ ...ok, [`${lng}.name`]: s(10) })).toEqual({});
      expect(errorsOf({ ...ok, [`${lng}.name`]: s(100) })).toEqual({});
      expect(errorsOf({ ...ok, [`${lng}.name`]: s(101) })[`${lng}.name`]).toEqual(["max_string_length:100"]);
    }
  });
  it("departure and end location: 3–50", () => {
    for (const f of ["vi.departure", "vi.endpoint", "en.departure"]) {
      expect(errorsOf({ ...ok, [f]: "ab" })[f]).toEqual(["min_string_length:3"]);
      expect(errorsOf({ ...ok, [f]: "abc" })).toEqual({});
      expect(errorsOf({ ...ok, [f]: s(50) })).toEqual({});
      expect(errorsOf({ ...ok, [f]: s(51) })[f]).toEqual(["max_string_length:50"]);
    }
  });
  it.each([
    ["vi.pickup_detail", 500],
    ["vi.promotion", 100],
    ["vi.language_guide", 100],
    ["key_words", 300],
    ["en.promotion", 100],
  ])("%s: max %i", (field, max) => {
    expect(errorsOf({ ...ok, [field]: s(max) })).toEqual({});
    expect(errorsOf({ ...ok, [field]: s(max + 1) })[field]).toEqual([`max_string_length:${max}`]);
  });
  it.each([
    ["overview", 10_000],
    ["what_included", 3_000],
    ["departure_return", 200],
    ["what_to_expect", 10_000],
    ["additional_info", 2_000],
    ["cancellation_policy", 2_000],
  ])("content %s: max %i characters of text (markup not counted)", (key, max) => {
    const field = `vi.content.${key}`;
    expect(errorsOf({ ...ok, [field]: `<p>${s(max)}</p>` })).toEqual({});
    expect(errorsOf({ ...ok, [field]: `<p>${s(max + 1)}</p>` })[field]).toEqual([`max_string_length:${max}`]);
  });
  it("overview is required", () => {
    expect(errorsOf({ ...ok, "vi.content.overview": "" })["vi.content.overview"]).toEqual(["required"]);
    expect(errorsOf({ ...ok, "vi.content.overview": "<p></p>" })["vi.content.overview"]).toEqual(["required"]);
  });
  it("auto-translation: the filled language is not required; only one source", () => {
    expect(errorsOf({ ...ok, "en.name": "", "en.content.overview": "", auto_translate_en: "on" })).toEqual({});
    expect(errorsOf({ ...ok, "vi.name": "", "vi.content.overview": "", auto_translate_vi: "on" })).toEqual({});
    expect(errorsOf({ ...ok, auto_translate_en: "on", auto_translate_vi: "on" }).auto_translate_vi).toEqual([
      "one_source_language",
    ]);
  });
  it("area, country, city, categories, interests, type, duration type and price type are required", () => {
    const e = errorsOf({
      "vi.name": s(12),
      "vi.content.overview": "x",
      "en.name": s(12),
      "en.content.overview": "x",
      price: "0",
    });
    for (const f of ["area", "country", "city", "categories", "interests", "type", "duration_type", "price_type"])
      expect(e[f], f).toEqual(["required"]);
  });
  it("price: required, 0 to 100,000,000", () => {
    expect(errorsOf({ ...ok, price: "" }).price).toEqual(["required"]);
    expect(errorsOf({ ...ok, price: "0" })).toEqual({});
    expect(errorsOf({ ...ok, price: "-1" }).price).toEqual(["min_num:0"]);
    expect(errorsOf({ ...ok, price: "100000000" })).toEqual({});
    expect(errorsOf({ ...ok, price: "100000001" }).price).toEqual(["max_num:100000000"]);
  });
  it("duration: days 0–30; hours 0–23 and minutes in steps of 5", () => {
    expect(errorsOf({ ...ok, days: "30" })).toEqual({});
    expect(errorsOf({ ...ok, days: "31" }).days).toEqual(["max_num:30"]);
    expect(errorsOf({ ...ok, days: "" }).days).toEqual(["required"]);
    const hourly = { ...ok, duration_type: "hour", days: "", hours: "23", minutes: "55" };
    expect(errorsOf(hourly)).toEqual({});
    expect(errorsOf({ ...hourly, hours: "24" }).hours).toEqual(["max_num:23"]);
    expect(errorsOf({ ...hourly, minutes: "60" }).minutes).toEqual(["max_num:55"]);
    expect(errorsOf({ ...hourly, minutes: "7" }).minutes).toEqual(["minutes_step"]);
  });
  it("type controls (spec §4): price list for default and combo, group type for group", () => {
    expect(errorsOf({ ...ok, optional_type: "" }).optional_type).toEqual(["required"]);
    expect(errorsOf({ ...ok, optional_type: "flexi" }).optional_type).toEqual(["invalid_for_type"]);
    expect(errorsOf({ ...ok, type: "combo", optional_type: "flexi" })).toEqual({});
    expect(errorsOf({ ...ok, type: "combo", optional_type: "" }).optional_type).toEqual(["required"]);
    expect(errorsOf({ ...ok, type: "group", optional_type: "" }).group_type).toEqual(["required"]);
    expect(errorsOf({ ...ok, type: "group", optional_type: "", group_type: "foreign" })).toEqual({});
    expect(errorsOf({ ...ok, type: "ticket", optional_type: "", is_fast_track: "on" })).toEqual({});
  });
  it("images: at most 15", () => {
    expect(errorsOf({ ...ok, images: Array.from({ length: 15 }, (_, i) => `/f/${i}.jpg`) })).toEqual({});
    expect(errorsOf({ ...ok, images: Array.from({ length: 16 }, (_, i) => `/f/${i}.jpg`) }).images).toEqual([
      "max_items:15",
    ]);
  });
});

describe("duration arithmetic (spec §3)", () => {
  it("minutes = days×1440 + hours×60 + minutes, and back", () => {
    expect(durationMinutes({ duration_type: "day", days: 3 })).toBe(4320);
    expect(durationMinutes({ duration_type: "hour", hours: 2, minutes: 35 })).toBe(155);
    expect(durationMinutes({ duration_type: "hour", hours: 0, minutes: 0 })).toBe(0);
    expect(durationParts(4320, "day")).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(durationParts(155, "hour")).toEqual({ days: 0, hours: 2, minutes: 35 });
  });
  it("measures rich text by its text", () => {
    expect(textLength("<p>Xin <strong>chào</strong></p>")).toBe(8);
  });
});

describe("toPayload", () => {
  it("maps the form to the marketplace's fields", () => {
    const v = (
      run({ ...ok, type: "ticket", is_fast_track: "on", optional_type: "group_size" }) as { value: TourValues }
    ).value;
    const p = toPayload(v, ["img1"], (h) => h.replace(/<script.*?<\/script>/g, ""));
    expect(p).toMatchObject({
      name: "Tour Hạ Long 2 ngày 1 đêm",
      translations: { en: { name: "Ha Long Bay 2 days 1 night" } },
      type: "ticket",
      optional_type: null,
      is_fast_track: true,
      duration: 2880,
      images: ["img1"],
      price: 1500000,
    });
    expect(p.content).toHaveLength(6);
    expect(p.content[0]).toEqual({ key: "overview", value: "<p>Vịnh Hạ Long</p>" });
  });
});

describe("toFormValues", () => {
  it("gives a new tour its defaults, and a saved one back as the payload it was saved from", () => {
    expect(toFormValues(null)).toMatchObject({
      duration_type: "day",
      days: "1",
      price_type: "person",
      optional_type: "default",
    });
    const v = (
      run({ ...ok, duration_type: "hour", hours: "4", minutes: "30", "vi.time": "4 giờ" }) as { value: TourValues }
    ).value;
    const saved = toPayload(v, [], (h) => h);
    const ref = (_id: string) => ({ _id, name: _id });
    const record = {
      ...saved,
      _id: "t1",
      area: ref("a"),
      country: ref("c"),
      city: ref("t"),
      categories: [ref("k1")],
      interests: [ref("i1"), ref("i2")],
      images: [{ _id: "img1", url: "/files/a.jpg" }],
    } as unknown as TourRecord;
    const values = toFormValues(record) as Record<string, unknown>;
    expect(values).toMatchObject({
      duration_type: "hour",
      hours: "4",
      minutes: "30",
      images: ["/files/a.jpg"],
      categories: ["k1"],
    });
    // the values as the browser posts them: dot paths for the languages' texts
    const flat = (o: Record<string, unknown>, at = ""): [string, string | string[]][] =>
      Object.entries(o).flatMap(([k, x]) =>
        x && typeof x === "object" && !Array.isArray(x)
          ? flat(x as Record<string, unknown>, `${at}${k}.`)
          : [[`${at}${k}`, x as string]],
      );
    const again = run(Object.fromEntries(flat(values).filter(([, x]) => x !== "")));
    expect(again.status).toBe("success");
    expect(toPayload((again as { value: TourValues }).value, [], (h) => h)).toEqual(saved);
  });
});

describe("every error at once", () => {
  it("an empty submission reports every required field in one parse", () => {
    const errors = errorsOf({});
    for (const f of [
      "vi.name",
      "vi.content.overview",
      "en.name",
      "en.content.overview",
      "area",
      "country",
      "city",
      "categories",
      "interests",
      "type",
      "duration_type",
      "price",
      "price_type",
    ]) {
      expect(errors[f], f).toEqual(["required"]);
    }
  });
  it("names and overviews are reported beside a bad number", () => {
    const errors = errorsOf({ ...ok, "vi.name": "", "en.content.overview": "", price: "abc", days: "31" });
    expect(errors["vi.name"]).toEqual(["required"]);
    expect(errors["en.content.overview"]).toEqual(["required"]);
    expect(errors.price).toEqual(["required"]);
    expect(errors.days).toEqual(["max_num:30"]);
  });
  it("the type-driven and duration rules run beside missing fields", () => {
    const errors = errorsOf({ type: "group", duration_type: "hour" });
    expect(errors.group_type).toEqual(["required"]);
    expect(errors.hours).toEqual(["required"]);
    expect(errors["vi.name"]).toEqual(["required"]);
  });
});
