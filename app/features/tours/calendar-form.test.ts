import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { DepartureSchema, toFormValues, toPayload } from "./calendar-form";
import type { Departure } from "./api.server";

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  const s = parseWithZod(fd, { schema });
  return (s.status === "success" ? {} : (s.error ?? {})) as Record<string, string[] | null>;
};

describe("DepartureSchema (spec §5 Group calendar)", () => {
  const ok = {
    departure_date: "2030-05-01T07:30",
    available: "20",
    "options[0].name": "Khách lẻ",
    "options[0].price": "3200000",
    "options[0].commission_type": "percent",
    "options[0].commission_value": "85",
    "options[0].min": "1",
    "options[0].sort": "1",
    single_room_surcharge: "500000",
    single_room_commission_type: "percent",
    single_room_commission_value: "90",
    extra_bed_surcharge: "300000",
    extra_bed_commission_type: "net",
    extra_bed_commission_value: "250000",
  };
  const e = (x: Record<string, string>) => errorsOf(DepartureSchema, { ...ok, ...x });
  it("accepts a complete departure", () => expect(e({})).toEqual({}));
  it("date and time required", () => {
    expect(e({ departure_date: "" }).departure_date).toEqual(["required"]);
    // spec §9: typed as DD/MM/YYYY HH:mm, given as the local YYYY-MM-DDTHH:mm
    expect(e({ departure_date: "01/05/2030 07:30" })).toEqual({});
    const fd = new FormData();
    for (const [k, v] of Object.entries({ ...ok, departure_date: "01/05/2030 07:30" })) fd.set(k, v);
    expect(parseWithZod(fd, { schema: DepartureSchema })).toMatchObject({
      value: { departure_date: "2030-05-01T07:30" },
    });
    expect(e({ departure_date: "05/31/2030 07:30" }).departure_date).toEqual(["invalid_date_time"]);
    expect(e({ departure_date: "01/05/2030" }).departure_date).toEqual(["invalid_date_time"]);
  });
  it("available 1–1000", () => {
    expect(e({ available: "0" }).available).toEqual(["min_num:1"]);
    expect(e({ available: "1000" })).toEqual({});
    expect(e({ available: "1001" }).available).toEqual(["max_num:1000"]);
  });
  it("options: name 3–100, price required 0–1e9, min required ≤ 100, sort required", () => {
    expect(e({ "options[0].name": "ab" })["options[0].name"]).toEqual(["min_string_length:3"]);
    expect(e({ "options[0].price": "" })["options[0].price"]).toEqual(["required"]);
    expect(e({ "options[0].price": "1000000001" })["options[0].price"]).toEqual(["max_num:1000000000"]);
    expect(e({ "options[0].min": "" })["options[0].min"]).toEqual(["required"]);
    expect(e({ "options[0].min": "101" })["options[0].min"]).toEqual(["max_num:100"]);
    expect(e({ "options[0].sort": "" })["options[0].sort"]).toEqual(["required"]);
  });
  it("surcharges required ≤ 100,000,000, each with its commission", () => {
    expect(e({ single_room_surcharge: "" }).single_room_surcharge).toEqual(["required"]);
    expect(e({ single_room_surcharge: "100000000", single_room_commission_value: "90" })).toEqual({});
    expect(e({ extra_bed_surcharge: "100000001" }).extra_bed_surcharge).toEqual(["max_num:100000000"]);
    expect(e({ single_room_commission_type: "" }).single_room_commission_type).toEqual(["required"]);
    expect(e({ extra_bed_commission_value: "300001" }).extra_bed_commission_value).toEqual(["commission_net_error"]);
  });
});

describe("every error at once", () => {
  it("departure: a bad commission beside a missing date", () => {
    const errors = errorsOf(DepartureSchema, {
      available: "10",
      "options[0].name": "Tiêu chuẩn",
      "options[0].price": "100",
      "options[0].commission_type": "percent",
      "options[0].commission_value": "150",
      "options[0].min": "1",
      "options[0].sort": "0",
      single_room_surcharge: "0",
      single_room_commission_type: "percent",
      single_room_commission_value: "0",
      extra_bed_surcharge: "0",
      extra_bed_commission_type: "percent",
      extra_bed_commission_value: "50",
    });
    expect(errors.departure_date).toEqual(["required"]);
    expect(errors["options[0].commission_value"]).toEqual(["commission_percent_error"]);
    expect(errors.single_room_commission_value).toEqual(["commission_percent_error"]);
  });
});

describe("the departure dialog's values and payload", () => {
  const flat = (o: unknown, at = ""): [string, string][] =>
    Array.isArray(o)
      ? o.flatMap((x, i) => flat(x, `${at}[${i}]`))
      : o && typeof o === "object"
        ? Object.entries(o).flatMap(([k, x]) => flat(x, at ? `${at}.${k}` : k))
        : [[at, String(o)]];
  const stored: Departure = {
    _id: "d1",
    departure_date: "2030-05-01T00:30:00.000Z",
    available: 20,
    options: [
      {
        optionId: "o1",
        name: "Khách lẻ",
        translations: { en: { name: "Single traveller" } },
        price: 3200000,
        commission_type: "percent",
        commission_value: 15,
        min: 1,
        sort: 1,
      },
    ],
    single_room_surcharge: 500000,
    single_room_commission_type: "percent",
    single_room_commission_value: 10,
    extra_bed_surcharge: 300000,
    extra_bed_commission_type: "net",
    extra_bed_commission_value: 250000,
  };
  it("shows an edited departure in Vietnam time with entered percents, and saves it back as stored", () => {
    const values = toFormValues(stored, "edit");
    expect(values).toMatchObject({
      dateId: "d1",
      departure_date: "2030-05-01T07:30",
      single_room_commission_value: "90",
    });
    expect(values.options[0]).toMatchObject({
      optionId: "o1",
      commission_value: "85",
      translations: { en: { name: "Single traveller" } },
    });
    const fd = new FormData();
    for (const [k, v] of flat(values)) fd.set(k, v);
    const s = parseWithZod(fd, { schema: DepartureSchema });
    if (s.status !== "success") throw new Error(JSON.stringify(s.error));
    const { _id, ...rest } = stored;
    expect(toPayload(s.value, "t1")).toEqual({ tour: "t1", dateId: _id, ...rest });
  });
  it("copies a departure without its ids and date", () => {
    const copy = toFormValues(stored, "add");
    expect(copy).not.toHaveProperty("dateId");
    expect(copy).not.toHaveProperty("departure_date");
    expect(copy.options[0]).not.toHaveProperty("optionId");
  });
  it("an option's English name is translations.en.name, 3–100 (style.md)", () => {
    const ok = {
      departure_date: "2030-05-01T07:30",
      available: "20",
      "options[0].name": "Khách lẻ",
      "options[0].price": "1",
      "options[0].commission_type": "percent",
      "options[0].commission_value": "85",
      "options[0].min": "1",
      "options[0].sort": "1",
      single_room_surcharge: "0",
      single_room_commission_type: "percent",
      single_room_commission_value: "90",
      extra_bed_surcharge: "0",
      extra_bed_commission_type: "percent",
      extra_bed_commission_value: "90",
    };
    expect(
      errorsOf(DepartureSchema, { ...ok, "options[0].translations.en.name": "ab" })["options[0].translations.en.name"],
    ).toEqual(["min_string_length:3"]);
    expect(errorsOf(DepartureSchema, { ...ok, "options[0].translations.en.name": "abc" })).toEqual({});
  });
});
