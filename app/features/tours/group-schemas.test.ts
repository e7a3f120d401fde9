import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { DepartureSchema, PassengerGroupSchema } from "./group-schemas";

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  const s = parseWithZod(fd, { schema });
  return (s.status === "success" ? {} : s.error ?? {}) as Record<string, string[] | null>;
};
const a = (n: number) => "a".repeat(n);

describe("PassengerGroupSchema (spec §5 Passenger-group list)", () => {
  const ok = {
    name: "Nhóm 2–4 khách", name_en: "2–4 guests", min: "2", max: "4",
    "options[0].name": "Xe 7 chỗ", "options[0].price": "2500000", "options[0].commission_type": "percent", "options[0].commission_value": "85",
    "options[0].min": "1", "options[0].max": "4",
  };
  const e = (x: Record<string, string>) => errorsOf(PassengerGroupSchema, { ...ok, ...x });
  it("accepts a complete group", () => expect(e({})).toEqual({}));
  it("name: required, max 200", () => {
    expect(e({ name: "" }).name).toEqual(["required"]);
    expect(e({ name: a(200) })).toEqual({});
    expect(e({ name: a(201) }).name).toEqual(["max_string_length:200"]);
  });
  it("min: required, max 500; max: required, max 1000, not below min", () => {
    expect(e({ min: "" }).min).toEqual(["required"]);
    expect(e({ min: "500", max: "1000" })).toEqual({});
    expect(e({ min: "501", max: "1000" }).min).toEqual(["max_num:500"]);
    expect(e({ max: "" }).max).toEqual(["required"]);
    expect(e({ max: "1001" }).max).toEqual(["max_num:1000"]);
    expect(e({ min: "5", max: "4" }).max).toEqual(["min_num:5"]);
  });
  it("options: at least one; name 3–100; price ≤ 1e9; min and max ≤ 100; commission", () => {
    const none = errorsOf(PassengerGroupSchema, { name: "N", min: "1", max: "2" });
    expect(none.options).toEqual(["required"]);
    expect(e({ "options[0].name": "ab" })["options[0].name"]).toEqual(["min_string_length:3"]);
    expect(e({ "options[0].name": a(100) })).toEqual({});
    expect(e({ "options[0].name": a(101) })["options[0].name"]).toEqual(["max_string_length:100"]);
    expect(e({ "options[0].price": "1000000000" })).toEqual({});
    expect(e({ "options[0].price": "1000000001" })["options[0].price"]).toEqual(["max_num:1000000000"]);
    expect(e({ "options[0].max": "101" })["options[0].max"]).toEqual(["max_num:100"]);
    expect(e({ "options[0].min": "101" })["options[0].min"]).toEqual(["max_num:100"]);
    expect(e({ "options[0].commission_value": "101" })["options[0].commission_value"]).toEqual(["commission_percent_error"]);
    expect(e({ "options[0].commission_type": "net", "options[0].commission_value": "2500001" })["options[0].commission_value"]).toEqual(["commission_net_error"]);
  });
});

describe("DepartureSchema (spec §5 Group calendar)", () => {
  const ok = {
    departure_date: "2030-05-01T07:30", available: "20",
    "options[0].name": "Khách lẻ", "options[0].price": "3200000", "options[0].commission_type": "percent", "options[0].commission_value": "85",
    "options[0].min": "1", "options[0].sort": "1",
    single_room_surcharge: "500000", single_room_commission_type: "percent", single_room_commission_value: "90",
    extra_bed_surcharge: "300000", extra_bed_commission_type: "net", extra_bed_commission_value: "250000",
  };
  const e = (x: Record<string, string>) => errorsOf(DepartureSchema, { ...ok, ...x });
  it("accepts a complete departure", () => expect(e({})).toEqual({}));
  it("date and time required", () => {
    expect(e({ departure_date: "" }).departure_date).toEqual(["required"]);
    // spec §9: typed as DD/MM/YYYY HH:mm, given as the local YYYY-MM-DDTHH:mm
    expect(e({ departure_date: "01/05/2030 07:30" })).toEqual({});
    const fd = new FormData();
    for (const [k, v] of Object.entries({ ...ok, departure_date: "01/05/2030 07:30" })) fd.set(k, v);
    expect(parseWithZod(fd, { schema: DepartureSchema })).toMatchObject({ value: { departure_date: "2030-05-01T07:30" } });
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

describe("every error at once (issue 9 item 17)", () => {
  it("passenger group: max below min and a bad commission beside a missing name", () => {
    const errors = errorsOf(PassengerGroupSchema, {
      min: "5", max: "2", "options[0].name": "Xe 7 chỗ", "options[0].price": "100", "options[0].commission_type": "net", "options[0].commission_value": "200",
    });
    expect(errors.name).toEqual(["required"]);
    expect(errors.max).toEqual(["min_num:5"]);
    expect(errors["options[0].commission_value"]).toEqual(["commission_net_error"]);
  });
  it("departure: a bad commission beside a missing date", () => {
    const errors = errorsOf(DepartureSchema, {
      available: "10", "options[0].name": "Tiêu chuẩn", "options[0].price": "100", "options[0].commission_type": "percent", "options[0].commission_value": "150",
      "options[0].min": "1", "options[0].sort": "0",
      single_room_surcharge: "0", single_room_commission_type: "percent", single_room_commission_value: "0",
      extra_bed_surcharge: "0", extra_bed_commission_type: "percent", extra_bed_commission_value: "50",
    });
    expect(errors.departure_date).toEqual(["required"]);
    expect(errors["options[0].commission_value"]).toEqual(["commission_percent_error"]);
    expect(errors.single_room_commission_value).toEqual(["commission_percent_error"]);
  });
});
