// The cabin form's schema (spec §5 "Cabin form") at every bound, the persons its beds sleep, and
// its payload (file names comma-joined, the cruise's currency, persons as computed).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CabinSchema, personsOf, toFormValues, toPayload } from "./schema";
import { formDataOf } from "../../../../tests/support/form-data";

const BEDS = [
  { _id: "double", name: "Double", numofperson: 2 },
  { _id: "single", name: "Single", numofperson: 1 },
];

function form(change: Record<string, string | string[] | null> = {}) {
  const fields: Record<string, string | string[]> = {
    "vi.name": "Phòng Deluxe",
    "en.name": "Deluxe cabin",
    "beds[0].type": "double",
    "beds[0].quantity": "1",
    num_cabin: "10",
    acreage: "28",
    facilities: ["f1"],
    is_active: "true",
  };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete fields[k];
    else fields[k] = v;
  }
  const fd = formDataOf(fields);
  return parseWithZod(fd, { schema: CabinSchema });
}
const errors = (change: Record<string, string | string[] | null>) => {
  const s = form(change);
  return s.status === "error" ? Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, v?.[0]])) : {};
};

describe("the cabin form", () => {
  it("takes a whole valid form and pays file names, the cruise's currency and the persons", () => {
    const s = form({ images: ["/api/v1/files/0123456789abcdef01234567.jpg"], all_board: "on" });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(toPayload(s.value, { cruise: "c1", currency: "USD", persons: 2 })).toMatchObject({
      cruise: "c1",
      currency: "USD",
      num_person: 2,
      image: "0123456789abcdef01234567.jpg",
      beds: [{ type: "double", quantity: 1 }],
      all_board: true,
      extrabed: false,
      is_active: true,
    });
  });
  it("names required up to 100 (English unless auto-translated), notes up to 1000", () => {
    expect(errors({ "vi.name": null })["vi.name"]).toBe("required");
    expect(errors({ "en.name": null })["en.name"]).toBe("required");
    expect(errors({ "en.name": null, auto_translate_en: "on" })).toEqual({});
    expect(errors({ "vi.name": "n".repeat(100) })).toEqual({});
    expect(errors({ "vi.name": "n".repeat(101) })["vi.name"]).toBe("max_string_length:100");
    expect(errors({ "vi.note": "n".repeat(1000) })).toEqual({});
    expect(errors({ "en.note": "n".repeat(1001) })["en.note"]).toBe("max_string_length:1000");
  });
  it("beds need a type and a quantity 1-100; cabins 1-100; acreage up to 1000; a facility; 11 images", () => {
    expect(errors({ "beds[0].type": "" })["beds[0].type"]).toBe("required");
    expect(errors({ "beds[0].quantity": "0" })["beds[0].quantity"]).toBe("min_num:1");
    expect(errors({ "beds[0].quantity": "100" })).toEqual({});
    expect(errors({ "beds[0].quantity": "101" })["beds[0].quantity"]).toBe("max_num:100");
    expect(errors({ num_cabin: "0" }).num_cabin).toBe("min_num:1");
    expect(errors({ num_cabin: "100" })).toEqual({});
    expect(errors({ num_cabin: "101" }).num_cabin).toBe("max_num:100");
    expect(errors({ acreage: "1000" })).toEqual({});
    expect(errors({ acreage: "1001" }).acreage).toBe("max_num:1000");
    expect(errors({ facilities: null }).facilities).toBe("required");
    expect(errors({ images: Array.from({ length: 11 }, (_, i) => `u${i}`) })).toEqual({});
    expect(errors({ images: Array.from({ length: 12 }, (_, i) => `u${i}`) }).images).toBe("max_items:11");
  });
  it("a new cabin starts with one bed row of quantity 1", () => {
    expect(toFormValues(null).beds).toEqual([{ type: "", quantity: "1" }]);
  });
});

describe("persons", () => {
  it("is Σ bed type persons × quantity, rows without a type or number counting nothing", () => {
    expect(personsOf([{ type: "double", quantity: 1 }], BEDS)).toBe(2);
    expect(
      personsOf(
        [
          { type: "double", quantity: "2" },
          { type: "single", quantity: "3" },
        ],
        BEDS,
      ),
    ).toBe(7);
    expect(personsOf([{ type: "", quantity: 2 }, { type: "single" }], BEDS)).toBe(0);
  });
});
