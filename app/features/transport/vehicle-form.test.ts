// Every bound of the vehicle form (spec hotels-bikes-transport §5 "Vehicle form"), as Conform parses a post.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { toFormValues, toPayload, VehicleFormSchema } from "./vehicle-form";

const post = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return parseWithZod(fd, { schema: VehicleFormSchema });
};
const errors = (entries: Record<string, string>) => {
  const s = post(entries);
  return s.status === "success" ? {} : (s.reply().error ?? {});
};
const OK = { type: "Xe 7 chỗ", brand: "Toyota Innova", similar: "MINIVAN", doors: "5", ac: "yes", gearbox: "mt" };

describe("vehicle form", () => {
  it("takes a complete vehicle and sends the API body", () => {
    const s = post({ ...OK, year_of_manufacture: "2020" });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(toPayload(s.value)).toEqual({
        type: "Xe 7 chỗ",
        brand: "Toyota Innova",
        similar: "MINIVAN",
        year_of_manufacture: "2020",
        doors: 5,
        ac: true,
        gearbox: "mt",
        avatar: null,
      });
  });
  it("says every required field at once", () => {
    expect(errors({})).toEqual({
      type: ["required"],
      brand: ["required"],
      similar: ["required"],
      doors: ["required"],
      ac: ["required"],
      gearbox: ["required"],
    });
  });
  it("holds type and brand to 70, the year to 5 characters", () => {
    expect(errors({ ...OK, type: "x".repeat(71), brand: "x".repeat(71), year_of_manufacture: "123456" })).toEqual({
      type: ["max_string_length:70"],
      brand: ["max_string_length:70"],
      year_of_manufacture: ["max_string_length:5"],
    });
    expect(errors({ ...OK, type: "x".repeat(70), brand: "x".repeat(70), year_of_manufacture: "12345" })).toEqual({});
  });
  it("holds doors to whole numbers from 1 to 6", () => {
    expect(errors({ ...OK, doors: "0" })).toEqual({ doors: ["min_num:1"] });
    expect(errors({ ...OK, doors: "7" })).toEqual({ doors: ["max_num:6"] });
    expect(errors({ ...OK, doors: "2.5" })).toEqual({ doors: ["whole_number"] });
    expect(errors({ ...OK, doors: "1" })).toEqual({});
    expect(errors({ ...OK, doors: "6" })).toEqual({});
  });
  it("takes only the listed body styles and gearboxes", () => {
    expect(errors({ ...OK, similar: "TANK", gearbox: "cvt", ac: "maybe" })).toEqual({
      similar: ["required"],
      gearbox: ["required"],
      ac: ["required"],
    });
  });
  it("draws a stored vehicle back as the form's values", () => {
    const v = {
      _id: "v1",
      type: "T",
      brand: "B",
      similar: "SUV",
      year_of_manufacture: null,
      doors: 4,
      ac: false,
      gearbox: "at",
      avatar: null,
    };
    expect(toFormValues(v)).toMatchObject({ id: "v1", doors: "4", ac: "no", year_of_manufacture: "" });
  });
});
