import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  FULL_INFO_MESSAGE,
  PricePackageSchema,
  nextUid,
  toFormValues,
  toPayload,
  type PricePackageRecord,
} from "./schema";

// a complete 2 classes × 2 groups package with one child row, as the browser posts it
const ok: Record<string, string> = {
  "group[0].uid": "g0",
  "group[0].name": "1–2 khách",
  "group[0].translations.en.name": "1–2 guests",
  "group[0].min": "1",
  "group[0].max": "2",
  "group[1].uid": "g3",
  "group[1].name": "3–5 khách",
  "group[1].translations.en.name": "3–5 guests",
  "group[1].min": "3",
  "group[1].max": "5",
  "class[0].uid": "c0",
  "class[0].name": "Tiêu chuẩn",
  "class[0].single_room_surcharge": "900000",
  "class[0].extra_bed_surcharge": "0",
  "class[1].uid": "c1",
  "class[1].name": "Cao cấp",
  "class[1].single_room_surcharge": "",
  "class[1].extra_bed_surcharge": "",
  "cells.c0.g0.price": "5000000",
  "cells.c0.g0.commission_type": "percent",
  "cells.c0.g0.commission_value": "85",
  "cells.c0.g3.price": "4500000",
  "cells.c0.g3.commission_type": "net",
  "cells.c0.g3.commission_value": "4000000",
  "cells.c1.g0.price": "7000000",
  "cells.c1.g0.commission_type": "percent",
  "cells.c1.g0.commission_value": "100",
  "cells.c1.g3.price": "6500000",
  "cells.c1.g3.commission_type": "net",
  "cells.c1.g3.commission_value": "6500000",
  "price_ages[0].name": "Trẻ em 5–11 tuổi",
  "price_ages[0].translations.en.name": "Child 5–11",
  "price_ages[0].percent": "75",
};
const parse = (entries: Record<string, string | null>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) if (v !== null) fd.set(k, v);
  return parseWithZod(fd, { schema: PricePackageSchema });
};
const errorsOf = (changes: Record<string, string | null> = {}) => {
  const s = parse({ ...ok, ...changes });
  return (s.status === "success" ? {} : (s.error ?? {})) as Record<string, string[] | null>;
};

describe("PricePackageSchema (spec §5 Price package)", () => {
  it("accepts a complete 2×2 package", () => expect(errorsOf()).toEqual({}));

  it("groups: name required (max 200), min ≥ 1, max ≥ 1 and not below min, at most 1000", () => {
    expect(errorsOf({ "group[0].name": "" })["group[0].name"]).toEqual(["required"]);
    expect(errorsOf({ "group[0].name": "a".repeat(200) })).toEqual({});
    expect(errorsOf({ "group[0].name": "a".repeat(201) })["group[0].name"]).toEqual(["max_string_length:200"]);
    expect(errorsOf({ "group[0].min": "0", "group[0].max": "1" })["group[0].min"]).toEqual(["min_num:1"]);
    expect(errorsOf({ "group[0].min": "1", "group[0].max": "1" })).toEqual({});
    expect(errorsOf({ "group[0].min": "" })["group[0].min"]).toEqual(["required"]);
    expect(errorsOf({ "group[0].max": "0" })["group[0].max"]).toEqual(["min_num:1"]);
    expect(errorsOf({ "group[1].min": "3", "group[1].max": "2" })["group[1].max"]).toEqual(["min_num:3"]);
    expect(errorsOf({ "group[1].min": "3", "group[1].max": "3" })).toEqual({});
    expect(errorsOf({ "group[1].max": "1000" })).toEqual({});
    expect(errorsOf({ "group[1].max": "1001" })["group[1].max"]).toEqual(["max_num:1000"]);
    expect(errorsOf({ "group[1].max": "4.5" })["group[1].max"]).toEqual(["whole_number"]);
  });

  it("English names (translations.en.name, style.md): optional, 200 for groups and classes, 50 for children", () => {
    expect(errorsOf({ "group[0].translations.en.name": "" })).toEqual({});
    expect(
      errorsOf({ "group[0].translations.en.name": "a".repeat(200), "class[0].translations.en.name": "a".repeat(200) }),
    ).toEqual({});
    expect(errorsOf({ "group[0].translations.en.name": "a".repeat(201) })["group[0].translations.en.name"]).toEqual([
      "max_string_length:200",
    ]);
    expect(errorsOf({ "class[1].translations.en.name": "a".repeat(201) })["class[1].translations.en.name"]).toEqual([
      "max_string_length:200",
    ]);
    expect(
      errorsOf({ "price_ages[0].translations.en.name": "a".repeat(51) })["price_ages[0].translations.en.name"],
    ).toEqual(["max_string_length:50"]);
  });

  it("classes: name required; surcharges optional, 0 to 100,000,000", () => {
    expect(errorsOf({ "class[1].name": "" })["class[1].name"]).toEqual(["required"]);
    expect(errorsOf({ "class[0].single_room_surcharge": "0" })).toEqual({});
    expect(errorsOf({ "class[0].single_room_surcharge": "-1" })["class[0].single_room_surcharge"]).toEqual([
      "min_num:0",
    ]);
    expect(errorsOf({ "class[0].extra_bed_surcharge": "100000000" })).toEqual({});
    expect(errorsOf({ "class[0].extra_bed_surcharge": "100000001" })["class[0].extra_bed_surcharge"]).toEqual([
      "max_num:100000000",
    ]);
  });

  it("at least one group and one class", () => {
    const noGroups = Object.fromEntries(
      Object.keys(ok)
        .filter((k) => k.startsWith("group"))
        .map((k) => [k, null]),
    );
    expect(errorsOf(noGroups).group).toEqual(["at_least_one"]);
    const noClasses = Object.fromEntries(
      Object.keys(ok)
        .filter((k) => k.startsWith("class"))
        .map((k) => [k, null]),
    );
    expect(errorsOf(noClasses).class).toEqual(["at_least_one"]);
  });

  it("cells: a missing or zero price, type or value marks the cell and says enterFullInfoPrice", () => {
    const missing = errorsOf({ "cells.c1.g3.price": null });
    expect(missing["cells.c1.g3.price"]).toEqual(["required"]);
    expect(missing[""]).toEqual([FULL_INFO_MESSAGE]);
    const zero = errorsOf({ "cells.c0.g0.price": "0", "cells.c0.g3.commission_value": "0" });
    expect(zero["cells.c0.g0.price"]).toEqual(["positive_num"]);
    expect(zero["cells.c0.g3.commission_value"]).toEqual(["positive_num"]);
    expect(zero[""]).toEqual([FULL_INFO_MESSAGE]);
    expect(errorsOf({ "cells.c0.g0.commission_type": null })["cells.c0.g0.commission_type"]).toEqual(["required"]);
    expect(errorsOf({ "cells.c0.g0.commission_value": "" })[""]).toEqual([FULL_INFO_MESSAGE]);
    expect(errorsOf({ "cells.c0.g0.price": "1", "cells.c0.g0.commission_value": "1" })).toEqual({});
  });

  it("a new group without prices yet is an incomplete matrix", () => {
    const e = errorsOf({ "group[2].uid": "g4", "group[2].name": "6+", "group[2].min": "6", "group[2].max": "10" });
    expect(e["cells.c0.g4.price"]).toEqual(["required"]);
    expect(e["cells.c1.g4.commission_value"]).toEqual(["required"]);
    expect(e[""]).toEqual([FULL_INFO_MESSAGE]);
  });

  it("cells: price up to 1,000,000,000; percent up to 100; net not above the price", () => {
    expect(errorsOf({ "cells.c0.g0.price": "1000000000" })).toEqual({});
    expect(errorsOf({ "cells.c0.g0.price": "1000000001" })["cells.c0.g0.price"]).toEqual(["max_num:1000000000"]);
    expect(errorsOf({ "cells.c1.g0.commission_value": "100" })).toEqual({});
    expect(errorsOf({ "cells.c1.g0.commission_value": "101" })["cells.c1.g0.commission_value"]).toEqual([
      "commission_percent_error",
    ]);
    expect(errorsOf({ "cells.c1.g3.commission_value": "6500000" })).toEqual({});
    expect(errorsOf({ "cells.c1.g3.commission_value": "6500001" })["cells.c1.g3.commission_value"]).toEqual([
      "commission_net_error",
    ]);
    expect(errorsOf({ "cells.c1.g3.commission_type": "other" })["cells.c1.g3.commission_type"]).toEqual(["required"]);
  });

  it("child prices: name required (max 50), percent 0–100", () => {
    expect(errorsOf({ "price_ages[0].name": "" })["price_ages[0].name"]).toEqual(["required"]);
    expect(errorsOf({ "price_ages[0].name": "a".repeat(51) })["price_ages[0].name"]).toEqual(["max_string_length:50"]);
    expect(errorsOf({ "price_ages[0].percent": "" })["price_ages[0].percent"]).toEqual(["required"]);
    expect(errorsOf({ "price_ages[0].percent": "0" })).toEqual({});
    expect(errorsOf({ "price_ages[0].percent": "-1" })["price_ages[0].percent"]).toEqual(["min_num:0"]);
    expect(errorsOf({ "price_ages[0].percent": "100" })).toEqual({});
    expect(errorsOf({ "price_ages[0].percent": "101" })["price_ages[0].percent"]).toEqual(["max_num:100"]);
  });
});

describe("the package body and back (spec §7, §9)", () => {
  const tour = { _id: "t1", currency: "USD" };
  it("rebuilds price[class][group] from the uids and sends a percent as 100 − entered", () => {
    const s = parse(ok);
    if (s.status !== "success") throw new Error("expected a valid form");
    const body = toPayload(s.value, tour);
    expect(body.group.map((g) => [g.name, g.translations.en.name, g.min, g.max])).toEqual([
      ["1–2 khách", "1–2 guests", 1, 2],
      ["3–5 khách", "3–5 guests", 3, 5],
    ]);
    expect(body.class.map((c) => [c.name, c.single_room_surcharge, c.extra_bed_surcharge])).toEqual([
      ["Tiêu chuẩn", 900000, 0],
      ["Cao cấp", 0, 0],
    ]);
    expect(body.price).toEqual([
      [
        { price: 5000000, commission_type: "percent", commission_value: 15 },
        { price: 4500000, commission_type: "net", commission_value: 4000000 },
      ],
      [
        { price: 7000000, commission_type: "percent", commission_value: 0 },
        { price: 6500000, commission_type: "net", commission_value: 6500000 },
      ],
    ]);
    expect(body.price_ages).toEqual([
      { name: "Trẻ em 5–11 tuổi", translations: { en: { name: "Child 5–11" } }, percent: 75 },
    ]);
    expect(body).toMatchObject({ tour: "t1", currency: "USD", auto_translate_en: false, auto_translate_vi: false });
  });

  it("drops the column of a removed group", () => {
    const s = parse({
      ...ok,
      "group[1].uid": null,
      "group[1].name": null,
      "group[1].translations.en.name": null,
      "group[1].min": null,
      "group[1].max": null,
    });
    if (s.status !== "success") throw new Error("expected a valid form");
    expect(toPayload(s.value, tour).price.map((row) => row.map((c) => c.price))).toEqual([[5000000], [7000000]]);
  });

  it("shows a stored package back with entered percents, and starts a new one at 1×1", () => {
    const pkg: PricePackageRecord = {
      _id: "p1",
      group: [
        { name: "A", translations: { en: { name: "A en" } }, min: 1, max: 2 },
        { name: "B", min: 3, max: 4 },
      ],
      class: [{ name: "C", single_room_surcharge: 10, extra_bed_surcharge: 5 }],
      price: [
        [
          { price: 100, commission_type: "percent", commission_value: 15 },
          { price: 200, commission_type: "net", commission_value: 150 },
        ],
      ],
      price_ages: [{ name: "Trẻ em", percent: 50 }],
    };
    const form = toFormValues(pkg);
    expect(form.group.map((g) => g.uid)).toEqual(["g0", "g1"]);
    expect(form.group[0]).toMatchObject({ name: "A", translations: { en: { name: "A en" } }, min: "1", max: "2" });
    expect(form.cells.c0).toEqual({
      g0: { price: "100", commission_type: "percent", commission_value: "85" },
      g1: { price: "200", commission_type: "net", commission_value: "150" },
    });
    expect(form.price_ages).toEqual([{ name: "Trẻ em", translations: { en: { name: "" } }, percent: "50" }]);
    const fresh = toFormValues(null);
    expect([fresh.group.length, fresh.class.length, fresh.price_ages.length]).toEqual([1, 1, 0]);
  });

  it("gives a new row a uid no field still uses", () => {
    expect(nextUid("g", ["g0", "g1"])).toBe("g2");
    expect(nextUid("g", ["g0", "g7", "c9", undefined])).toBe("g8");
    expect(nextUid("c", [])).toBe("c0");
  });
});
