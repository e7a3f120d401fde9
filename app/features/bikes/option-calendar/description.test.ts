// A bike option's bulk schedule and day edit at every bound (spec hotels-bikes-transport §5 "Bike
// calendar setup", "Bike calendar day edit"): bikes for sale 0–10,000, prices per day and per hour
// 0–10,000,000, the range from today and at most 100 days, weekdays left out, the booked floor of a day.
import { describe, expect, it } from "vitest";
import { addDays } from "@contract/calendar";
import { OptionDaySchema, OptionScheduleSchema } from "@contract/api/bikes";
import { dayEditSchema, scheduleSchema, valuesOf } from "~/features/calendar";
import { parseForm } from "~/lib/validation";
import { optionDescription, toCalendarDay } from "./description";
import { formDataOf } from "../../../../tests/support/form-data";

const today = "2026-11-23";
const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const option = optionDescription("VND", 8);

function schedule(fields: Record<string, string | string[]>) {
  const all = {
    step: "apply",
    dateStart: dmy(today),
    dateEnd: dmy(addDays(today, 6)),
    available: "5",
    price_day: "150000",
    price_hour: "30000",
  };
  const fd = formDataOf({ ...all, ...fields });
  const s = parseForm(fd, { schema: scheduleSchema(option, today) });
  return { value: s.status === "success" ? s.value : null, errors: s.status === "error" ? s.error : null };
}
function dayEdit(fields: Record<string, string>, booked: number) {
  const fd = new FormData();
  const all = { date: today, available: "5", price_day: "150000", price_hour: "30000" };
  for (const [k, v] of Object.entries({ ...all, ...fields })) fd.append(k, v);
  const s = parseForm(fd, { schema: dayEditSchema(option, booked) });
  return s.status === "error" ? s.error : null;
}

describe("the bike option's sales calendar form", () => {
  it("bikes for sale 0–10,000 (the form's bound), whole numbers", () => {
    expect(schedule({ available: "0" }).value?.available).toBe(0);
    expect(schedule({ available: "10000" }).value?.available).toBe(10_000);
    expect(schedule({ available: "10001" }).errors?.available).toEqual(["max_num:10000"]);
    expect(schedule({ available: "-1" }).errors?.available).toEqual(["min_num:0"]);
    expect(schedule({ available: "" }).errors?.available).toEqual(["required"]);
  });
  it("prices per day and per hour 0–10,000,000, required; the payload's prices", () => {
    expect(valuesOf(option, schedule({ price_day: "0", price_hour: "10000000" }).value!)).toEqual({
      price_day: 0,
      price_hour: 10_000_000,
    });
    expect(schedule({ price_day: "10000001" }).errors?.price_day).toEqual(["max_num:10000000"]);
    expect(schedule({ price_hour: "-1" }).errors?.price_hour).toEqual(["min_num:0"]);
    expect(schedule({ price_day: "", price_hour: "" }).errors).toMatchObject({
      price_day: ["required"],
      price_hour: ["required"],
    });
  });
  it("the range: no past day, at most 100 days, weekdays left out", () => {
    expect(schedule({ dateStart: dmy(addDays(today, -1)) }).errors?.dateStart).toEqual(["date_in_past"]);
    expect(schedule({ dateEnd: dmy(addDays(today, 99)) }).value).not.toBeNull();
    expect(schedule({ dateEnd: dmy(addDays(today, 100)) }).errors?.dateEnd).toEqual(["range_too_long"]);
    expect(schedule({ exclusion_date: ["0", "6"] }).value?.exclusion_date).toEqual([0, 6]);
  });
  it("a day edit needs bikes for sale and both prices, never below what is booked (the message names it)", () => {
    expect(dayEdit({}, 0)).toBeNull();
    expect(dayEdit({ available: "0" }, 0)).toBeNull();
    expect(dayEdit({ available: "", price_day: "" }, 0)).toMatchObject({
      available: ["required"],
      price_day: ["required"],
    });
    expect(dayEdit({ available: "2" }, 3)?.available).toEqual(["below_booked:3"]);
    expect(dayEdit({ available: "3" }, 3)).toBeNull();
    expect(dayEdit({ price_hour: "10000001" }, 0)?.price_hour).toEqual(["max_num:10000000"]);
  });
  it("the marketplace's bodies hold the same bounds", () => {
    const body = {
      option: "o1",
      price_day: 0,
      price_hour: 10_000_000,
      dateStart: today,
      dateEnd: today,
      available: 10_000,
      exclusion_date: [1],
    };
    expect(OptionScheduleSchema.safeParse(body).success).toBe(true);
    const bad = OptionScheduleSchema.safeParse({ ...body, available: 10_001, price_day: -1, price_hour: 10_000_001 });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["price_day", "min_num:0"],
      ["price_hour", "max_num:10000000"],
      ["available", "max_num:10000"],
    ]);
    const day = { cid: "c1", available: 0, price_day: 1, price_hour: 1 };
    expect(OptionDaySchema.safeParse(day).success).toBe(true);
    expect(OptionDaySchema.safeParse({ ...day, available: 1.5 }).error?.issues[0]?.path).toEqual(["available"]);
  });
  it("reads a marketplace day into the grid's day", () => {
    const entry = { _id: "c1", date: today, available: 5, booked: 2, empty: 3, price_day: 150_000, price_hour: 30_000 };
    expect(toCalendarDay(entry)).toEqual({
      id: "c1",
      date: today,
      available: 5,
      empty: 3,
      values: { price_day: 150_000, price_hour: 30_000 },
    });
  });
});
