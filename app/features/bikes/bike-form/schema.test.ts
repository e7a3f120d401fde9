// Every bound of the bike form and the rental option form (spec hotels-bikes-transport §5 "Bike
// form", "Bike option form"), as the action parses a post (parseForm: the browser's check too).
import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/validation";
import { BikeSchema, toPayload } from "./schema";
import { OptionSchema, toPayload as optionPayload } from "../option-form";

const form = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
};
const errorsOf = (schema: typeof BikeSchema | typeof OptionSchema, entries: Record<string, string>) => {
  const s = parseForm(form(entries), { schema });
  return s.status === "success" ? {} : (s.reply().error ?? {});
};
const x = (n: number) => "x".repeat(n);

const BIKE = {
  "vi.name": "Thuê xe máy Đà Lạt",
  "vi.description": "Xe tay ga đời mới",
  "vi.content.overview": "<p>Khám phá Đà Lạt</p>",
  "en.name": "Da Lat motorbike rental",
  "en.description": "New scooters",
  "en.content.overview": "<p>Explore Da Lat</p>",
  area: "a1",
  country: "c1",
  city: "ci1",
  type: "motorbike",
  rental_by_day: "on",
  from_price: "120000",
  opening: "07:00",
  close: "21:00",
};
const bike = (over: Record<string, string>) => errorsOf(BikeSchema, { ...BIKE, ...over });

describe("bike form", () => {
  it("takes a whole bike and sends the marketplace body (a GeoJSON point, lng first)", () => {
    const s = parseForm(form({ ...BIKE, "loc.lat": "11.94", "loc.lng": "108.44", rental_by_hour: "on" }), {
      schema: BikeSchema,
    });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const body = toPayload(s.value, ["i1"], (h) => h);
    expect(body).toMatchObject({
      name: "Thuê xe máy Đà Lạt",
      overview: "<p>Khám phá Đà Lạt</p>",
      translations: { en: { name: "Da Lat motorbike rental" } },
      loc: { type: "Point", coordinates: [108.44, 11.94] },
      type: "motorbike",
      rental_by_day: true,
      rental_by_hour: true,
      from_price: 120000,
      opening: "07:00",
      close: "21:00",
      is_active: false,
      images: ["i1"],
    });
  });
  it.each([
    ["name", 70],
    ["description", 300],
  ])("%s: required, at most %i, in each language shown", (key, max) => {
    expect(bike({ [`vi.${key}`]: x(max), [`en.${key}`]: x(max) })).toEqual({});
    expect(bike({ [`vi.${key}`]: x(max + 1) })).toEqual({ [`vi.${key}`]: [`max_string_length:${max}`] });
    expect(bike({ [`en.${key}`]: x(max + 1) })).toEqual({ [`en.${key}`]: [`max_string_length:${max}`] });
    expect(bike({ [`en.${key}`]: "\u200b" })).toEqual({ [`en.${key}`]: ["required"] });
    // English filled by auto-translation on create: not judged
    expect(bike({ [`en.${key}`]: "", auto_translate_en: "on" })).toEqual({});
  });
  it.each([
    ["overview", 10_000],
    ["what_included", 1_000],
    ["additional_info", 500],
    ["cancellation_policy", 500],
  ])("content %s: at most %i characters of text", (key, max) => {
    expect(bike({ [`vi.content.${key}`]: `<p>${x(max)}</p>` })).toEqual({});
    expect(bike({ [`vi.content.${key}`]: `<p>${x(max + 1)}</p>` })).toEqual({
      [`vi.content.${key}`]: [`max_string_length:${max}`],
    });
  });
  it("the overview is required", () => {
    expect(bike({ "vi.content.overview": "<p></p>" })).toEqual({ "vi.content.overview": ["required"] });
  });
  it("area, country, city, type and from price are required; price 0 to 100,000,000", () => {
    expect(bike({ area: "", country: "", city: "", type: "", from_price: "" })).toEqual({
      area: ["required"],
      country: ["required"],
      city: ["required"],
      type: ["required"],
      from_price: ["required"],
    });
    expect(bike({ from_price: "0" })).toEqual({});
    expect(bike({ from_price: "100000000" })).toEqual({});
    expect(bike({ from_price: "100000001" })).toEqual({ from_price: ["max_num:100000000"] });
    expect(bike({ from_price: "-1" })).toEqual({ from_price: ["min_num:0"] });
  });
  it("rents by day and/or by hour", () => {
    expect(bike({ rental_by_day: "", rental_by_hour: "on" })).toEqual({});
    expect(bike({ rental_by_day: "" })).toEqual({ rental_by_day: ["required"] });
  });
  it("opening and closing: required, 5-minute steps, closing after opening", () => {
    expect(bike({ opening: "", close: "" })).toEqual({ opening: ["required"], close: ["required"] });
    expect(bike({ opening: "07:02" })).toEqual({ opening: ["time_step:5"] });
    expect(bike({ close: "21:58" })).toEqual({ close: ["time_step:5"] });
    expect(bike({ opening: "21:00", close: "21:00" })).toEqual({ close: ["close_after_opening"] });
    expect(bike({ opening: "06:55", close: "07:00" })).toEqual({});
  });
  it("the address finder's point: latitude −90..90 and longitude −180..180, both or neither", () => {
    expect(bike({ "loc.lat": "-90", "loc.lng": "180" })).toEqual({});
    expect(bike({ "loc.lat": "90.1", "loc.lng": "0" })).toEqual({ "loc.lat": ["max_num:90"] });
    expect(bike({ "loc.lat": "0", "loc.lng": "-180.5" })).toEqual({ "loc.lng": ["min_num:-180"] });
    expect(bike({ "loc.lat": "10" })).toEqual({ "loc.lng": ["required"] });
    expect(bike({ "loc.lng": "10" })).toEqual({ "loc.lat": ["required"] });
  });
  it("up to 15 images", () => {
    const images = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`images[${i}]`, `/u/${i}`]));
    expect(bike(images(15))).toEqual({});
    expect(bike(images(16))).toEqual({ images: ["max_items:15"] });
  });
});

const OPTION = {
  "vi.name": "Xe tay ga 125cc",
  "vi.description": "Có mũ bảo hiểm",
  "en.name": "125cc scooter",
  "en.description": "Helmet included",
  quantity_default: "10",
  price_day_default: "150000",
  price_hour_default: "30000",
  is_active: "on",
};
const option = (over: Record<string, string>) => errorsOf(OptionSchema, { ...OPTION, ...over });

describe("rental option form", () => {
  it("takes a whole option and sends the marketplace body", () => {
    const s = parseForm(form({ ...OPTION, is_active: "off" }), { schema: OptionSchema });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(optionPayload(s.value, "b1")).toMatchObject({
        bike: "b1",
        name: "Xe tay ga 125cc",
        translations: { en: { name: "125cc scooter", description: "Helmet included" } },
        quantity_default: 10,
        price_day_default: 150000,
        price_hour_default: 30000,
        is_active: false,
        avatar: null,
      });
  });
  it.each([
    ["name", 100],
    ["description", 300],
  ])("%s: required, at most %i, in both languages", (key, max) => {
    expect(option({ [`vi.${key}`]: x(max) })).toEqual({});
    expect(option({ [`vi.${key}`]: x(max + 1) })).toEqual({ [`vi.${key}`]: [`max_string_length:${max}`] });
    expect(option({ [`en.${key}`]: "" })).toEqual({ [`en.${key}`]: ["required"] });
  });
  it("quantity 0 to 10,000 (whole), prices 0 to 10,000,000, all required", () => {
    expect(option({ quantity_default: "", price_day_default: "", price_hour_default: "" })).toEqual({
      quantity_default: ["required"],
      price_day_default: ["required"],
      price_hour_default: ["required"],
    });
    expect(option({ quantity_default: "0", price_day_default: "0", price_hour_default: "0" })).toEqual({});
    expect(
      option({ quantity_default: "10000", price_day_default: "10000000", price_hour_default: "10000000" }),
    ).toEqual({});
    expect(option({ quantity_default: "10001" })).toEqual({ quantity_default: ["max_num:10000"] });
    expect(option({ quantity_default: "2.5" })).toEqual({ quantity_default: ["whole_number"] });
    expect(option({ price_day_default: "10000001" })).toEqual({ price_day_default: ["max_num:10000000"] });
    expect(option({ price_hour_default: "-1" })).toEqual({ price_hour_default: ["min_num:0"] });
  });
  it("operating or closed", () => {
    expect(option({ is_active: "maybe" })).toEqual({ is_active: ["required"] });
  });
  it("an avatar only as an upload's url", () => {
    expect(option({ avatar: "/api/v1/files/0123456789abcdef01234567.png" })).toEqual({});
    expect(option({ avatar: "https://evil.example/a.png" })).toEqual({ avatar: ["foreign_file"] });
  });
});
