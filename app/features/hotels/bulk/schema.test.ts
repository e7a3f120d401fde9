// The bulk rate form at its bounds (contract/front-desk.ts "Bulk update of days already on sale",
// "Weekday prices"): the hotel's own room types only, the range from today and at most 100 days,
// price 1–100,000,000 (also per weekday), rooms for sale 1–100, stay rules keep / none / 1–30 with the
// maximum not below the minimum, and something to change.
import { describe, expect, it } from "vitest";
import { addDays } from "@contract/calendar";
import { parseForm } from "~/lib/validation";
import { bulkBody, bulkSchema } from "./schema";
import { formDataOf } from "../../../../tests/support/form-data";

const today = "2026-11-29";
const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

function bulk(fields: Record<string, string | string[]>) {
  const all = { rooms: ["r1"], dateStart: dmy(today), dateEnd: dmy(addDays(today, 6)), price: "900000" };
  const fd = formDataOf({ ...all, ...fields });
  const s = parseForm(fd, { schema: bulkSchema(["r1", "r2"], today) });
  return { value: s.status === "success" ? s.value : null, errors: s.status === "error" ? s.error : null };
}

describe("the bulk rate form", () => {
  it("several room types of the hotel, none of another's", () => {
    expect(bulk({ rooms: ["r1", "r2", "r1"] }).value?.rooms).toEqual(["r1", "r2"]);
    expect(bulk({ rooms: [] }).errors?.rooms).toEqual(["required"]);
    expect(bulk({ rooms: ["r1", "elsewhere"] }).errors?.rooms).toEqual(["invalid_choice"]);
  });
  it("the range: from today, at most 100 days, weekdays left out", () => {
    expect(bulk({ dateStart: dmy(addDays(today, -1)) }).errors?.dateStart).toEqual(["date_in_past"]);
    expect(bulk({ dateEnd: dmy(addDays(today, 100)) }).errors?.dateEnd).toEqual(["range_too_long"]);
    expect(bulk({ dateEnd: "31-02-2026" }).errors?.dateEnd).toEqual(["invalid_date"]);
    expect(bulk({ exclusion_date: ["1", "2"] }).value?.exclusion_date).toEqual([1, 2]);
    expect(bulk({ exclusion_date: ["7"] }).errors?.exclusion_date).toEqual(["invalid_choice"]);
  });
  it("price and weekday prices 1–100,000,000; rooms for sale 1–100", () => {
    expect(bulk({ price: "0" }).errors?.price).toEqual(["min_num:1"]);
    expect(bulk({ weekday_price_5: "100000001" }).errors?.weekday_price_5).toEqual(["max_num:100000000"]);
    expect(bulk({ room_available: "0" }).errors?.room_available).toEqual(["positive_num"]);
    expect(bulk({ room_available: "101" }).errors?.room_available).toEqual(["max_num:100"]);
    expect(bulk({ room_available: "2.5" }).errors?.room_available).toEqual(["whole_number"]);
  });
  it("nothing to change is said on the price", () => {
    expect(bulk({ price: "" }).errors?.price).toEqual(["nothing_to_change"]);
    expect(bulk({ price: "", stop_sell: "open" }).value).not.toBeNull();
  });
  it("stay rules: keep, none or 1–30; the maximum not below the minimum", () => {
    expect(bulk({ min_stay: "31" }).errors?.min_stay).toEqual(["invalid_choice"]);
    expect(bulk({ min_stay: "3", max_stay: "2" }).errors?.max_stay).toEqual(["min_num:3"]);
    expect(bulk({ closed_to_arrival: "maybe" }).errors?.closed_to_arrival).toEqual(["invalid_choice"]);
  });
  it("the marketplace body: only what is asked, none clears a stay rule, weekday prices by number", () => {
    const v = bulk({
      price: "",
      weekday_price_5: "1200000",
      weekday_price_6: "1300000",
      stop_sell: "close",
      min_stay: "none",
      max_stay: "7",
      closed_to_departure: "no",
    }).value!;
    expect(bulkBody(v, true)).toEqual({
      rooms: ["r1"],
      dateStart: today,
      dateEnd: addDays(today, 6),
      exclusion_date: [],
      weekday_prices: { "5": 1_200_000, "6": 1_300_000 },
      stop_sell: true,
      min_stay: null,
      max_stay: 7,
      closed_to_departure: false,
      preview: true,
    });
  });
});
