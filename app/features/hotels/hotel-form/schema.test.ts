// The hotel form's schema (spec hotels-bikes-transport §5 "Hotel form") at every bound, the share
// shown as 100 − stored and converted back, and its payload (GeoJSON point, images as ids, currency).
import { describe, expect, it } from "vitest";
import { HotelBodySchema } from "@contract/api/hotels";
import { parseForm } from "~/lib/validation";
import { HotelSchema, toFormValues, toPayload } from "./schema";
import { formDataOf } from "../../../../tests/support/form-data";

function form(change: Record<string, string | string[] | null> = {}) {
  const fields: Record<string, string | string[]> = {
    "vi.name": "Khách sạn Đồi Thông",
    "vi.description": "Khách sạn nhỏ giữa rừng thông",
    "vi.content.general": "<p>Yên tĩnh</p>",
    "en.name": "Pine Hill Hotel",
    "en.description": "A small hotel in the pines",
    "en.content.general": "<p>Quiet</p>",
    area: "a",
    country: "c",
    city: "t",
    type: "ty",
    price: "1200000",
    commission: "85",
    total_vote: "4",
    isolation: "false",
  };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete fields[k];
    else fields[k] = v;
  }
  const fd = formDataOf(fields);
  return parseForm(fd, { schema: HotelSchema });
}
const errors = (change: Record<string, string | string[] | null>) => {
  const s = form(change);
  return s.status === "error" ? Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, v?.[0]])) : {};
};

describe("the hotel form", () => {
  it("takes a whole form and pays the share as 100 − it, the point as GeoJSON, the supplier's currency", () => {
    const s = form({
      "loc.lat": "11.94",
      "loc.lng": "108.45",
      address: "1 Đường Hoa Hồng, Đà Lạt",
      facilities: ["f1"],
    });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const body = toPayload(s.value, ["i1"], (h) => h, "VND");
    expect(body).toMatchObject({
      name: "Khách sạn Đồi Thông",
      content: "<p>Yên tĩnh</p>",
      translations: { en: { name: "Pine Hill Hotel", description: "A small hotel in the pines" } },
      commission_value: 15,
      total_vote: 4,
      isolation: false,
      loc: { type: "Point", coordinates: [108.45, 11.94] },
      images: ["i1"],
      currency: "VND",
      facilities: ["f1"],
    });
    // the marketplace's own schema takes what the form pays
    expect(HotelBodySchema.safeParse(body).success).toBe(true);
  });
  it("name ≤ 100, short description ≤ 300, content ≤ 10,000, each required in both languages", () => {
    expect(errors({ "vi.name": "a".repeat(100) })).toEqual({});
    expect(errors({ "en.name": "a".repeat(101) })["en.name"]).toBe("max_string_length:100");
    expect(errors({ "vi.description": "d".repeat(300) })).toEqual({});
    expect(errors({ "vi.description": "d".repeat(301) })["vi.description"]).toBe("max_string_length:300");
    expect(errors({ "en.content.general": `<p>${"x".repeat(10_000)}</p>` })).toEqual({});
    expect(errors({ "en.content.general": `<p>${"x".repeat(10_001)}</p>` })["en.content.general"]).toBe(
      "max_string_length:10000",
    );
    expect(errors({ "vi.name": null, "vi.description": "\u200b", "vi.content.general": "<p></p>" })).toEqual({
      "vi.name": "required",
      "vi.description": "required",
      "vi.content.general": "required",
    });
  });
  it("auto-translate on create asks nothing of the other language", () => {
    expect(
      errors({ "en.name": null, "en.description": null, "en.content.general": null, auto_translate_en: "on" }),
    ).toEqual({});
    expect(errors({ auto_translate_en: "on", auto_translate_vi: "on" }).auto_translate_vi).toBe("one_source_language");
  });
  it("area, country, city and hotel type each ask to be selected", () => {
    expect(errors({ area: null, country: null, city: "", type: null })).toEqual({
      area: "select_area",
      country: "select_country",
      city: "select_city",
      type: "select_hotel_type",
    });
  });
  it("from price required 0–100,000,000; extra bed ≤ 100,000,000; share 1–100; stars 0–7", () => {
    expect(errors({ price: "0" })).toEqual({});
    expect(errors({ price: "100000000" })).toEqual({});
    expect(errors({ price: "100000001" }).price).toBe("max_num:100000000");
    expect(errors({ price: "-1" }).price).toBe("min_num:0");
    expect(errors({ price: null }).price).toBe("required");
    expect(errors({ price_extrabed: "100000000" })).toEqual({});
    expect(errors({ price_extrabed: "100000001" }).price_extrabed).toBe("max_num:100000000");
    expect(errors({ commission: "100" })).toEqual({});
    expect(errors({ commission: "1" })).toEqual({});
    expect(errors({ commission: "101" }).commission).toBe("max_num:100");
    expect(errors({ commission: "0" }).commission).toBe("min_num:1");
    expect(errors({ commission: null }).commission).toBe("required");
    expect(errors({ total_vote: "0" })).toEqual({});
    expect(errors({ total_vote: "-1" }).total_vote).toBe("min_num:0");
    expect(errors({ total_vote: "8" }).total_vote).toBe("max_num:7");
  });
  it("service fee and VAT are free text; at most 15 images; a point is both coordinates", () => {
    expect(errors({ service_fee: "5%", vat_fee: "10% (đã gồm)" })).toEqual({});
    expect(errors({ images: Array.from({ length: 15 }, (_, i) => `u${i}`) })).toEqual({});
    expect(errors({ images: Array.from({ length: 16 }, (_, i) => `u${i}`) }).images).toBe("max_items:15");
    expect(errors({ "loc.lat": "11.9" })["loc.lng"]).toBe("required");
    expect(errors({ "loc.lat": "91", "loc.lng": "1" })["loc.lat"]).toBe("max_num:90");
  });
  it("shows a stored share back as 100 − it, and the stored point as latitude and longitude", () => {
    const values = toFormValues({
      commission_value: 12,
      loc: { type: "Point", coordinates: [108.45, 11.94] },
      translations: { en: {} },
      images: [],
      facilities: [],
    } as never);
    expect(values.commission).toBe("88");
    expect(values.loc).toEqual({ lat: "11.94", lng: "108.45" });
  });
});
