import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { AgePriceSchema } from "./age-form";
import { toEnteredCommission, toStoredCommission } from "~/features/listing";

const errorsOf = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  const s = parseWithZod(fd, { schema: AgePriceSchema });
  return (s.status === "success" ? {} : (s.error ?? {})) as Record<string, string[] | null>;
};
const ok = {
  name: "Người lớn",
  "translations.en.name": "Adult",
  price: "1200000",
  min: "1",
  max: "10",
  commission_type: "percent",
  commission_value: "85",
};

describe("AgePriceSchema (spec §5 Age price)", () => {
  it("accepts a complete age price", () => expect(errorsOf(ok)).toEqual({}));
  it("name: required, max 50, in both languages unless translated", () => {
    expect(errorsOf({ ...ok, name: "" }).name).toEqual(["required"]);
    expect(errorsOf({ ...ok, name: "a".repeat(50) })).toEqual({});
    expect(errorsOf({ ...ok, name: "a".repeat(51) }).name).toEqual(["max_string_length:50"]);
    expect(errorsOf({ ...ok, "translations.en.name": "" })["translations.en.name"]).toEqual(["required"]);
    expect(errorsOf({ ...ok, "translations.en.name": "a".repeat(51) })["translations.en.name"]).toEqual([
      "max_string_length:50",
    ]);
    expect(errorsOf({ ...ok, "translations.en.name": "", auto_translate_en: "on" })).toEqual({});
  });
  it("price: required, 0 to 1,000,000,000", () => {
    expect(errorsOf({ ...ok, price: "" }).price).toEqual(["required"]);
    expect(errorsOf({ ...ok, price: "1000000000" })).toEqual({});
    expect(errorsOf({ ...ok, price: "1000000001" }).price).toEqual(["max_num:1000000000"]);
  });
  it("guests: min 0–1000, max 1–1000 and not below min", () => {
    expect(errorsOf({ ...ok, min: "" }).min).toEqual(["required"]);
    expect(errorsOf({ ...ok, min: "1000", max: "1000" })).toEqual({});
    expect(errorsOf({ ...ok, min: "1001", max: "1000" }).min).toEqual(["max_num:1000"]);
    expect(errorsOf({ ...ok, max: "" }).max).toEqual(["required"]);
    expect(errorsOf({ ...ok, min: "0", max: "0" }).max).toEqual(["min_num:1"]);
    expect(errorsOf({ ...ok, max: "1001" }).max).toEqual(["max_num:1000"]);
    expect(errorsOf({ ...ok, min: "5", max: "4" }).max).toEqual(["min_num:5"]);
  });
  it("commission: type and value required; percent 1–100; net not above the price", () => {
    expect(errorsOf({ ...ok, commission_type: "" }).commission_type).toEqual(["required"]);
    expect(errorsOf({ ...ok, commission_value: "" }).commission_value).toEqual(["required"]);
    expect(errorsOf({ ...ok, commission_value: "0" }).commission_value).toEqual(["commission_percent_error"]);
    expect(errorsOf({ ...ok, commission_value: "1" })).toEqual({});
    expect(errorsOf({ ...ok, commission_value: "100" })).toEqual({});
    expect(errorsOf({ ...ok, commission_value: "101" }).commission_value).toEqual(["commission_percent_error"]);
    expect(errorsOf({ ...ok, commission_type: "net", commission_value: "1200000" })).toEqual({});
    expect(errorsOf({ ...ok, commission_type: "net", commission_value: "1200001" }).commission_value).toEqual([
      "commission_net_error",
    ]);
  });
});

describe("commission (spec §9)", () => {
  it("stores a percent as 100 minus the entered share and shows it back", () => {
    expect(toStoredCommission("percent", 85)).toBe(15);
    expect(toEnteredCommission("percent", 15)).toBe(85);
    expect(toStoredCommission("net", 200000)).toBe(200000);
    expect(toEnteredCommission("net", 200000)).toBe(200000);
  });
});

describe("every error at once", () => {
  it("an empty age price reports every required field, the English name included, in one parse", () => {
    const errors = errorsOf({});
    for (const f of ["name", "translations.en.name", "price", "min", "max", "commission_type", "commission_value"])
      expect(errors[f], f).toEqual(["required"]);
  });
  it("max below min and a bad commission are reported beside a missing name", () => {
    const errors = errorsOf({ ...ok, name: "", min: "5", max: "2", commission_value: "101" });
    expect(errors.name).toEqual(["required"]);
    expect(errors.max).toEqual(["min_num:5"]);
    expect(errors.commission_value).toEqual(["commission_percent_error"]);
  });
});
