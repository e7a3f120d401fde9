// A room's bulk schedule and day edit at every bound (spec hotels-bikes-transport §5 "Hotel room
// schedule setup", "Hotel room date edit"): rooms for sale 1–100 ("number must be greater than 0"),
// price 1–100,000,000, the range from today and at most 100 days, the booked floor of a day.
import { describe, expect, it } from "vitest";
import { addDays } from "@contract/calendar";
import {
  dayEditSchema,
  dayFormValues,
  NO_RULES,
  rulesOfForm,
  scheduleSchema,
  valuesOf,
  weekdayPricesOf,
  type NightRuleForm,
} from "~/features/calendar";
import { parseForm } from "~/lib/validation";
import { roomDescription, toCalendarDay } from "./description";
import { formDataOf } from "../../../../tests/support/form-data";

const today = "2026-11-23";
const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const room = roomDescription("VND", 8);

function schedule(fields: Record<string, string | string[]>) {
  const all = {
    step: "apply",
    dateStart: dmy(today),
    dateEnd: dmy(addDays(today, 6)),
    available: "5",
    price: "900000",
  };
  const fd = formDataOf({ ...all, ...fields });
  const s = parseForm(fd, { schema: scheduleSchema(room, today) });
  return { value: s.status === "success" ? s.value : null, errors: s.status === "error" ? s.error : null };
}
function dayEdit(fields: Record<string, string>, booked: number) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ date: today, available: "5", price: "900000", ...fields })) fd.append(k, v);
  const s = parseForm(fd, { schema: dayEditSchema(room, booked) });
  return s.status === "error" ? s.error : null;
}

describe("the room's sales calendar", () => {
  it("rooms for sale 1–100: below 1 says the number must be greater than 0", () => {
    expect(schedule({ available: "1" }).value?.available).toBe(1);
    expect(schedule({ available: "100" }).value?.available).toBe(100);
    expect(schedule({ available: "0" }).errors?.available).toEqual(["positive_num"]);
    expect(schedule({ available: "101" }).errors?.available).toEqual(["max_num:100"]);
    expect(schedule({ available: "" }).errors?.available).toEqual(["required"]);
  });
  it("price 1–100,000,000, required; the payload's price", () => {
    expect(valuesOf(room, schedule({ price: "1" }).value!)).toEqual({ price: 1 });
    expect(schedule({ price: "100000000" }).value).not.toBeNull();
    expect(schedule({ price: "0" }).errors?.price).toEqual(["min_num:1"]);
    expect(schedule({ price: "100000001" }).errors?.price).toEqual(["max_num:100000000"]);
    expect(schedule({ price: "" }).errors?.price).toEqual(["required"]);
  });
  it("the range: no past day, at most 100 days, weekdays left out", () => {
    expect(schedule({ dateStart: dmy(addDays(today, -1)) }).errors?.dateStart).toEqual(["date_in_past"]);
    expect(schedule({ dateEnd: dmy(addDays(today, 99)) }).value).not.toBeNull();
    expect(schedule({ dateEnd: dmy(addDays(today, 100)) }).errors?.dateEnd).toEqual(["range_too_long"]);
    expect(schedule({ exclusion_date: ["0", "6"] }).value?.exclusion_date).toEqual([0, 6]);
  });
  it("weekday prices: optional, 1–100,000,000, keyed by weekday number (0 = Sunday)", () => {
    expect(weekdayPricesOf(schedule({}).value!)).toBeUndefined();
    const v = schedule({ weekday_price_5: "1200000", weekday_price_6: "1300000" }).value!;
    expect(weekdayPricesOf(v)).toEqual({ "5": 1_200_000, "6": 1_300_000 });
    expect(schedule({ weekday_price_0: "0" }).errors?.weekday_price_0).toEqual(["min_num:1"]);
    expect(schedule({ weekday_price_1: "100000001" }).errors?.weekday_price_1).toEqual(["max_num:100000000"]);
  });
  it("a day edit needs rooms for sale and price, never below what is booked", () => {
    expect(dayEdit({}, 0)).toBeNull();
    expect(dayEdit({ available: "", price: "" }, 0)).toMatchObject({ available: ["required"], price: ["required"] });
    expect(dayEdit({ available: "0" }, 0)?.available).toEqual(["positive_num"]);
    expect(dayEdit({ available: "2" }, 3)?.available).toEqual(["below_booked:3"]);
    expect(dayEdit({ available: "3" }, 3)).toBeNull();
  });
  it("a night's rules: stop-sell and the arrival flags are ticks, stays 1–30 or none, the maximum not below the minimum", () => {
    const rules = (fields: Record<string, string>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({ date: today, available: "5", price: "900000", ...fields })) fd.append(k, v);
      const s = parseForm(fd, { schema: dayEditSchema(room, 0) });
      return s.status === "success" ? { value: rulesOfForm(s.value as NightRuleForm) } : { errors: s.error };
    };
    expect(rules({}).value).toEqual(NO_RULES);
    expect(rules({ stop_sell: "on", min_stay: "2", closed_to_departure: "on" }).value).toEqual({
      ...NO_RULES,
      stop_sell: true,
      min_stay: 2,
      closed_to_departure: true,
    });
    expect(rules({ min_stay: "1", max_stay: "30" }).value).toMatchObject({ min_stay: 1, max_stay: 30 });
    expect(rules({ min_stay: "0" }).errors?.min_stay).toEqual(["min_num:1"]);
    expect(rules({ max_stay: "31" }).errors?.max_stay).toEqual(["max_num:30"]);
    expect(rules({ min_stay: "1.5" }).errors?.min_stay).toEqual(["whole_number"]);
    expect(rules({ min_stay: "3", max_stay: "2" }).errors?.max_stay).toEqual(["min_num:3"]);
    expect(rules({ stop_sell: "yes" }).errors?.stop_sell).toEqual(["invalid_choice"]);
  });
  it("a night's form starts from its rules", () => {
    const day = toCalendarDay({
      _id: "c1",
      date: today,
      room_available: 5,
      booked: 0,
      empty: 5,
      price: 1,
      ...NO_RULES,
      stop_sell: true,
      max_stay: 7,
    });
    expect(dayFormValues(day)).toEqual({ date: today, available: "5", price: "1", stop_sell: "on", max_stay: "7" });
  });
  it("reads a marketplace day into the grid's day", () => {
    const rules = {
      stop_sell: false,
      min_stay: null,
      max_stay: null,
      closed_to_arrival: false,
      closed_to_departure: false,
    };
    const day = { _id: "c1", date: today, room_available: 5, booked: 2, empty: 3, price: 900_000, ...rules };
    expect(toCalendarDay(day)).toEqual({
      id: "c1",
      date: today,
      available: 5,
      empty: 3,
      values: { price: 900_000 },
      rules,
    });
  });
});
