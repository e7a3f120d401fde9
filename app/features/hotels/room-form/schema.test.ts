// The room form's schema (spec hotels-bikes-transport §5 "Room form") at every bound, and its payload
// (file names comma-joined, the hotel's currency, the persons its beds sleep).
import { describe, expect, it } from "vitest";
import { RoomBodySchema } from "@contract/api/hotels";
import { personsOf } from "~/features/listing";
import { parseForm } from "~/lib/validation";
import { RoomSchema, toFormValues, toPayload } from "./schema";
import { formDataOf } from "../../../../tests/support/form-data";

const BEDS = [
  { _id: "double", name: "Double", numofperson: 2 },
  { _id: "single", name: "Single", numofperson: 1 },
];

function form(change: Record<string, string | string[] | null> = {}) {
  const fields: Record<string, string | string[]> = {
    "vi.name": "Phòng Deluxe",
    "en.name": "Deluxe room",
    price: "1500000",
    num_room: "10",
    "beds[0].type": "double",
    "beds[0].quantity": "1",
    acreage: "28",
    facilities: ["f1"],
    is_active: "true",
  };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete fields[k];
    else fields[k] = v;
  }
  const fd = formDataOf(fields);
  return parseForm(fd, { schema: RoomSchema });
}
const errors = (change: Record<string, string | string[] | null>) => {
  const s = form(change);
  return s.status === "error" ? Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, v?.[0]])) : {};
};

describe("the room form", () => {
  it("takes a whole form and pays file names, the hotel's currency and the persons", () => {
    const s = form({
      images: ["/api/v1/files/0123456789abcdef01234567.jpg"],
      breakfast: "on",
      "beds[1].type": "single",
      "beds[1].quantity": "2",
    });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const persons = personsOf(s.value.beds, BEDS);
    expect(persons).toBe(4);
    const body = toPayload(s.value, { hotel: "h1", currency: "USD", persons });
    expect(body).toMatchObject({
      hotel: "h1",
      name: "Phòng Deluxe",
      translations: { en: { name: "Deluxe room" } },
      beds: [
        { type: "double", quantity: 1 },
        { type: "single", quantity: 2 },
      ],
      breakfast: true,
      extrabed: false,
      num_person: 4,
      image: "0123456789abcdef01234567.jpg",
      currency: "USD",
      is_active: true,
    });
    expect(RoomBodySchema.safeParse(body).success).toBe(true);
    expect(toPayload(s.value, { hotel: null, currency: "USD", persons }).hotel).toBeUndefined();
  });
  it("name required ≤ 100 (English too unless auto-translated), note ≤ 1000", () => {
    expect(errors({ "vi.name": "a".repeat(100) })).toEqual({});
    expect(errors({ "vi.name": "a".repeat(101) })["vi.name"]).toBe("max_string_length:100");
    expect(errors({ "en.name": null })["en.name"]).toBe("required");
    expect(errors({ "en.name": null, auto_translate_en: "on" })).toEqual({});
    expect(errors({ "vi.note": "n".repeat(1000) })).toEqual({});
    expect(errors({ "en.note": "n".repeat(1001) })["en.note"]).toBe("max_string_length:1000");
  });
  it("price required ≤ 100,000,000; rooms ≤ 100; acreage ≤ 1000", () => {
    expect(errors({ price: "100000000" })).toEqual({});
    expect(errors({ price: "100000001" }).price).toBe("max_num:100000000");
    expect(errors({ price: null }).price).toBe("required");
    expect(errors({ num_room: "100" })).toEqual({});
    expect(errors({ num_room: "101" }).num_room).toBe("max_num:100");
    expect(errors({ acreage: "1000" })).toEqual({});
    expect(errors({ acreage: "1000.5" }).acreage).toBe("max_num:1000");
  });
  it("a bed row needs a type and a quantity 1–15; at least one row; at least one facility", () => {
    expect(errors({ "beds[0].quantity": "15" })).toEqual({});
    expect(errors({ "beds[0].quantity": "16" })["beds[0].quantity"]).toBe("max_num:15");
    expect(errors({ "beds[0].quantity": "0" })["beds[0].quantity"]).toBe("min_num:1");
    expect(errors({ "beds[0].type": "" })["beds[0].type"]).toBe("required");
    expect(errors({ "beds[0].type": null, "beds[0].quantity": null }).beds).toBe("required");
    expect(errors({ facilities: null }).facilities).toBe("required");
  });
  it("at most 11 images", () => {
    expect(errors({ images: Array.from({ length: 11 }, (_, i) => `u${i}`) })).toEqual({});
    expect(errors({ images: Array.from({ length: 12 }, (_, i) => `u${i}`) }).images).toBe("max_items:11");
  });
  it("reads the room's facilities whether named or bare ids", () => {
    const record = { beds: [], translations: { en: {} }, facilities: [{ _id: "f1", name: "Wi-Fi" }, "f2"] };
    expect(toFormValues(record as never).facilities).toEqual(["f1", "f2"]);
  });
  it("a new room starts with one bed row of one, operating", () => {
    expect(toFormValues(null)).toMatchObject({ beds: [{ type: "", quantity: "1" }], is_active: "true" });
  });
});
