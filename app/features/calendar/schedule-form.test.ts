import { describe, expect, it } from "vitest";
import { addDays } from "@contract/calendar";
import { parseForm } from "~/lib/validation";
import type { CalendarDescription } from "./description";
import { dayEditSchema, previewSchedule, scheduleSchema, valuesOf } from "./schedule-form";

// a cabin's fields (spec tours-cruises §5 "Cabin schedule"): 1–100 for sale, a price per duration 1–1e8, extra bed ≤ 1e8
const cabin: CalendarDescription = {
  id: "cabin",
  currency: "VND",
  availability: { label: "calendar:cabin.available", min: 1, max: 100 },
  values: [
    { name: "price_1", label: "p", min: 1, max: 100_000_000, required: true, money: true, inCell: true },
    { name: "price_2", label: "p", min: 1, max: 100_000_000, required: true, money: true, inCell: false },
    { name: "extrabed_price", label: "e", min: 0, max: 100_000_000, required: false, money: true, inCell: true },
  ],
};
const today = "2026-11-23";
const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

function schedule(fields: Record<string, string | string[]>) {
  const fd = new FormData();
  const all = {
    step: "preview",
    dateStart: dmy(today),
    dateEnd: dmy(addDays(today, 6)),
    available: "10",
    price_1: "1500000",
    price_2: "2500000",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) for (const one of ([] as string[]).concat(v)) fd.append(k, one);
  const s = parseForm(fd, { schema: scheduleSchema(cabin, today) });
  return {
    ok: s.status === "success",
    errors: s.status === "error" ? s.error : null,
    value: s.status === "success" ? s.value : null,
  };
}

describe("scheduleSchema: the bulk schedule at every bound", () => {
  it("takes a week from today with the required values, DD-MM-YYYY read as the API's day", () => {
    const r = schedule({});
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({
      dateStart: today,
      dateEnd: "2026-11-29",
      exclusion_date: [],
      available: 10,
      price_1: 1_500_000,
    });
    expect(valuesOf(cabin, r.value!)).toEqual({ price_1: 1_500_000, price_2: 2_500_000, extrabed_price: undefined });
  });
  it("cabins for sale 1–100, whole", () => {
    expect(schedule({ available: "1" }).ok).toBe(true);
    expect(schedule({ available: "100" }).ok).toBe(true);
    expect(schedule({ available: "0" }).errors?.available).toEqual(["min_num:1"]);
    expect(schedule({ available: "101" }).errors?.available).toEqual(["max_num:100"]);
    expect(schedule({ available: "2.5" }).errors?.available).toEqual(["whole_number"]);
    expect(schedule({ available: "" }).errors?.available).toEqual(["required"]);
  });
  it("excluded weekdays 0–6 only: any other is refused on the field the checkboxes show", () => {
    expect(schedule({ exclusion_date: ["0", "6"] }).value?.exclusion_date).toEqual([0, 6]);
    for (const bad of ["7", "-1", "x", "1.5"])
      expect(schedule({ exclusion_date: ["1", bad] }).errors?.exclusion_date, bad).toEqual(["invalid_choice"]);
  });
  it("numbers are plain decimals: hex, exponents and Infinity are refused as not valid, not read nor 'required'", () => {
    for (const bad of ["0x10", "1e3", "Infinity", "12abc"]) {
      expect(schedule({ price_1: bad }).errors?.price_1, bad).toEqual(["invalid_number"]);
      expect(schedule({ available: bad }).errors?.available, bad).toEqual(["invalid_number"]);
      expect(schedule({ extrabed_price: bad }).errors?.extrabed_price, bad).toEqual(["invalid_number"]);
    }
    expect(valuesOf(cabin, schedule({ price_1: " 1500000 " }).value!).price_1).toBe(1_500_000);
  });
  it("a field of invisible characters is an empty one", () => {
    expect(schedule({ available: "\u200b" }).errors?.available).toEqual(["required"]);
  });
  it("a price for each duration 1–100,000,000; extra bed optional ≤ 100,000,000", () => {
    expect(schedule({ price_1: "1", price_2: "100000000", extrabed_price: "100000000" }).ok).toBe(true);
    expect(schedule({ price_1: "0" }).errors?.price_1).toEqual(["min_num:1"]);
    expect(schedule({ price_2: "100000001" }).errors?.price_2).toEqual(["max_num:100000000"]);
    expect(schedule({ price_2: "" }).errors?.price_2).toEqual(["required"]);
    expect(schedule({ extrabed_price: "100000001" }).errors?.extrabed_price).toEqual(["max_num:100000000"]);
    expect(schedule({ extrabed_price: "0" }).ok).toBe(true);
  });
  it("the range: not before today, in order, at most 100 days, some day left", () => {
    expect(schedule({ dateStart: dmy(addDays(today, -1)) }).errors?.dateStart).toEqual(["date_in_past"]);
    expect(schedule({ dateEnd: dmy(addDays(today, 99)) }).ok).toBe(true);
    expect(schedule({ dateEnd: dmy(addDays(today, 100)) }).errors?.dateEnd).toEqual(["range_too_long"]);
    expect(schedule({ dateStart: dmy(addDays(today, 3)), dateEnd: dmy(addDays(today, 2)) }).errors?.dateEnd).toEqual([
      "range_reversed",
    ]);
    expect(schedule({ dateStart: "", dateEnd: "31-02-2027" }).errors).toMatchObject({
      dateStart: ["required"],
      dateEnd: ["invalid_date"],
    });
    // 28–29 Nov 2026 are a Saturday and a Sunday
    expect(
      schedule({ dateStart: "28-11-2026", dateEnd: "29-11-2026", exclusion_date: ["0", "6"] }).errors?.dateEnd,
    ).toEqual(["range_no_days"]);
  });
  it("excluded weekdays: none, one, several, 0–6 only", () => {
    expect(schedule({ exclusion_date: "0" }).value?.exclusion_date).toEqual([0]);
    expect(schedule({ exclusion_date: ["1", "3"] }).value?.exclusion_date).toEqual([1, 3]);
    expect(schedule({ exclusion_date: "7" }).ok).toBe(false);
  });
  it("every error at once: a wrong range beside wrong values", () => {
    const r = schedule({ dateStart: dmy(addDays(today, -1)), available: "0", price_1: "" });
    expect(Object.keys(r.errors ?? {}).sort()).toEqual(["available", "dateStart", "price_1"]);
  });
});

describe("dayEditSchema: availability not below the booked count", () => {
  const edit = (booked: number, available: string) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ date: today, available, price_1: "1", price_2: "1" })) fd.append(k, v);
    const s = parseForm(fd, { schema: dayEditSchema(cabin, booked) });
    return s.status === "success" ? null : s.error?.available;
  };
  it("names the smallest allowed value", () => {
    expect(edit(4, "4")).toBeNull();
    expect(edit(4, "3")).toEqual(["below_booked:4"]);
    expect(edit(0, "0")).toEqual(["min_num:1"]);
    expect(edit(0, "1")).toBeNull();
    expect(edit(4, "101")).toEqual(["max_num:100"]);
  });
  it("an empty availability is required; one that is no plain decimal is not a valid number", () => {
    expect(edit(4, "")).toEqual(["required"]);
    expect(edit(4, "0x10")).toEqual(["invalid_number"]);
  });
});

describe("previewSchedule", () => {
  it("counts the days, names first and last and every clash", () => {
    const p = previewSchedule({ dateStart: "2026-11-30", dateEnd: "2026-12-06", exclusion_date: [0] }, [
      "2026-12-01",
      "2026-12-06",
      "2026-12-03",
    ]);
    expect(p).toEqual({ count: 6, first: "2026-11-30", last: "2026-12-05", clashes: ["2026-12-01", "2026-12-03"] });
  });
});
