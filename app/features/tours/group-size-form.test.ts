// The passenger-group dialog's form (spec §5 Passenger-group list): every bound, both sides, and the
// stored group → form values → stored group round trip.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import type { PassengerGroup } from "./api.server";
import { PassengerGroupSchema, toFormValues, toPayload, type PassengerGroupValues } from "./group-size-form";

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  const s = parseWithZod(fd, { schema });
  return (s.status === "success" ? {} : (s.error ?? {})) as Record<string, string[] | null>;
};
const a = (n: number) => "a".repeat(n);

describe("PassengerGroupSchema (spec §5 Passenger-group list)", () => {
  const ok = {
    name: "Nhóm 2–4 khách",
    "translations.en.name": "2–4 guests",
    min: "2",
    max: "4",
    "options[0].name": "Xe 7 chỗ",
    "options[0].price": "2500000",
    "options[0].commission_type": "percent",
    "options[0].commission_value": "85",
    "options[0].min": "1",
    "options[0].max": "4",
  };
  const e = (x: Record<string, string>) => errorsOf(PassengerGroupSchema, { ...ok, ...x });
  it("accepts a complete group", () => expect(e({})).toEqual({}));
  it("name: required, max 200", () => {
    expect(e({ name: "" }).name).toEqual(["required"]);
    expect(e({ name: a(200) })).toEqual({});
    expect(e({ name: a(201) }).name).toEqual(["max_string_length:200"]);
  });
  it("English names (translations.en.name, style.md): optional; the group's ≤ 200, an option's 3–100", () => {
    expect(e({ "translations.en.name": "" })).toEqual({});
    expect(e({ "translations.en.name": a(200), "options[0].translations.en.name": a(100) })).toEqual({});
    expect(e({ "translations.en.name": a(201) })["translations.en.name"]).toEqual(["max_string_length:200"]);
    expect(e({ "options[0].translations.en.name": "ab" })["options[0].translations.en.name"]).toEqual([
      "min_string_length:3",
    ]);
    expect(e({ "options[0].translations.en.name": a(101) })["options[0].translations.en.name"]).toEqual([
      "max_string_length:100",
    ]);
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
    expect(e({ "options[0].commission_value": "101" })["options[0].commission_value"]).toEqual([
      "commission_percent_error",
    ]);
    expect(
      e({ "options[0].commission_type": "net", "options[0].commission_value": "2500001" })[
        "options[0].commission_value"
      ],
    ).toEqual(["commission_net_error"]);
  });
});

describe("every error at once", () => {
  it("passenger group: max below min and a bad commission beside a missing name", () => {
    const errors = errorsOf(PassengerGroupSchema, {
      min: "5",
      max: "2",
      "options[0].name": "Xe 7 chỗ",
      "options[0].price": "100",
      "options[0].commission_type": "net",
      "options[0].commission_value": "200",
    });
    expect(errors.name).toEqual(["required"]);
    expect(errors.max).toEqual(["min_num:5"]);
    expect(errors["options[0].commission_value"]).toEqual(["commission_net_error"]);
  });
});

describe("toFormValues and toPayload", () => {
  // the values as the browser posts them: dot and index paths
  const flat = (o: unknown, at = ""): [string, string][] =>
    Array.isArray(o)
      ? o.flatMap((x, i) => flat(x, `${at}[${i}]`))
      : o && typeof o === "object"
        ? Object.entries(o).flatMap(([k, x]) => flat(x, at ? `${at}.${k}` : k))
        : [[at, String(o)]];
  const parse = (values: object) => {
    const fd = new FormData();
    for (const [k, v] of flat(values)) if (v !== "") fd.set(k, v);
    const s = parseWithZod(fd, { schema: PassengerGroupSchema });
    if (s.status !== "success") throw new Error(JSON.stringify(s.error));
    return s.value as PassengerGroupValues;
  };
  const stored: PassengerGroup = {
    _id: "g1",
    name: "Nhóm 2–4 khách",
    translations: { en: { name: "2–4 guests" } },
    min: 2,
    max: 4,
    options: [
      {
        name: "Xe 7 chỗ",
        translations: { en: { name: "7-seat car" } },
        price: 2500000,
        commission_type: "percent",
        commission_value: 15,
        min: 1,
        max: 4,
      },
      {
        name: "Xe 16 chỗ",
        translations: { en: { name: "" } },
        price: 4200000,
        commission_type: "net",
        commission_value: 300000,
      },
    ],
  };
  it("shows a stored group with its percent as entered (100 − stored), and saves it back unchanged", () => {
    const values = toFormValues(stored, 3);
    expect(values).toMatchObject({ index: "3", translations: { en: { name: "2–4 guests" } } });
    expect(values.options[0]).toMatchObject({ commission_value: "85", translations: { en: { name: "7-seat car" } } });
    expect(toPayload(parse(values), stored)).toEqual(stored);
  });
  it("starts a new group at 1–4 guests with one percent option, and a new group has no id", () => {
    expect(toFormValues(null, null)).toEqual({ min: "1", max: "4", options: [{ commission_type: "percent" }] });
    const { _id, ...fresh } = stored;
    expect(toPayload(parse(toFormValues(stored, 0)))).toEqual(fresh);
  });
});
