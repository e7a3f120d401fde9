// The cruise form's schema (spec §5 "Cruise") at every bound, and its payload: the commission is the
// supplier's share, stored as 100 − it (spec §9); durations sorted, once each.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CruiseSchema, toFormValues, toPayload } from "./schema";
import { formDataOf } from "../../../../tests/support/form-data";

function form(change: Record<string, string | string[] | null> = {}) {
  const fields: Record<string, string | string[]> = {
    "vi.name": "Du thuyền vịnh Hạ Long",
    "vi.departure": "Cảng Tuần Châu, Hạ Long",
    "vi.content.overview": "<p>Hai ngày</p>",
    "en.name": "Ha Long Bay cruise",
    "en.departure": "Tuan Chau port, Ha Long",
    "en.content.overview": "<p>Two days</p>",
    area: "a",
    country: "c",
    city: "t",
    durations_cruise: ["2", "1"],
    cruise_time_checkin: "12:00",
    cruise_time_checkout: "10:30",
    num_stars: "5",
    price: "3900000",
    commission: "85",
  };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete fields[k];
    else fields[k] = v;
  }
  const fd = formDataOf(fields);
  return parseWithZod(fd, { schema: CruiseSchema });
}
const errors = (change: Record<string, string | string[] | null>) => {
  const s = form(change);
  return s.status === "error" ? Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, v?.[0]])) : {};
};

describe("the cruise form", () => {
  it("takes a whole valid form and pays the share as 100 − it", () => {
    const s = form();
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const body = toPayload(s.value, ["i1"], (h) => h);
    expect(body).toMatchObject({ type: "cruise", commission_value: 15, durations_cruise: [1, 2], images: ["i1"] });
    expect(body.content.find((c) => c.key === "departure_return")).toEqual({ key: "departure_return", value: "" });
  });
  it("name 10-100, address 10-200 in each language", () => {
    expect(errors({ "vi.name": "a".repeat(9) })["vi.name"]).toBe("min_string_length:10");
    expect(errors({ "vi.name": "a".repeat(100) })["vi.name"]).toBeUndefined();
    expect(errors({ "en.name": "a".repeat(101) })["en.name"]).toBe("max_string_length:100");
    expect(errors({ "en.departure": null })["en.departure"]).toBe("required");
    expect(errors({ "vi.departure": "a".repeat(200) })["vi.departure"]).toBeUndefined();
    expect(errors({ "vi.departure": "a".repeat(201) })["vi.departure"]).toBe("max_string_length:200");
    expect(errors({ "vi.content.departure_return": "x".repeat(500) })).toEqual({});
    expect(errors({ "vi.content.departure_return": "x".repeat(501) })["vi.content.departure_return"]).toBe(
      "max_string_length:500",
    );
    expect(
      errors({ "en.name": null, "en.departure": null, "en.content.overview": null, auto_translate_en: "on" }),
    ).toEqual({});
  });
  it("durations 1-30 nights, times, stars 0-7, price ≤ 1e9, share 1-100, keywords ≤ 300", () => {
    expect(errors({ durations_cruise: null }).durations_cruise).toBe("required");
    expect(errors({ durations_cruise: ["30"] })).toEqual({});
    expect(errors({ durations_cruise: ["31"] })["durations_cruise[0]"]).toBe("max_num:30");
    expect(errors({ durations_cruise: ["0"] })["durations_cruise[0]"]).toBe("min_num:1");
    expect(errors({ cruise_time_checkin: null }).cruise_time_checkin).toBe("required");
    expect(errors({ cruise_time_checkout: "25:00" }).cruise_time_checkout).toBe("invalid_time");
    expect(errors({ num_stars: "7" })).toEqual({});
    expect(errors({ num_stars: "8" }).num_stars).toBe("max_num:7");
    expect(errors({ price: "1000000000" })).toEqual({});
    expect(errors({ price: "1000000001" }).price).toBe("max_num:1000000000");
    expect(errors({ price: null }).price).toBe("required");
    expect(errors({ commission: "100" })).toEqual({});
    expect(errors({ commission: "1" })).toEqual({});
    expect(errors({ commission: "0" }).commission).toBe("min_num:1");
    expect(errors({ commission: "101" }).commission).toBe("max_num:100");
    expect(errors({ key_words: "k".repeat(300) })).toEqual({});
    expect(errors({ key_words: "k".repeat(301) }).key_words).toBe("max_string_length:300");
    expect(errors({ images: Array.from({ length: 16 }, (_, i) => `u${i}`) }).images).toBe("max_items:15");
  });
  it("shows a stored commission back as the share", () => {
    expect(toFormValues({ commission_value: 12 } as never).commission).toBe("88");
  });
});
