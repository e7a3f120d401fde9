// Both sides of every bound of spec tours-cruises §5 "Booking actions" as the marketplace
// enforces them (the bookings contract's messages).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DriverSchema, PatchOrderSchema, PersonSchema } from "./bookings";

const s = (n: number, c = "x") => c.repeat(n);
/** An e-mail of exactly n characters. */
const mail = (n: number) => `${s(n - "@example.com".length, "a")}@example.com`;
/** "path message" of each issue, or "ok". */
function issues(schema: z.ZodType, body: unknown) {
  const r = schema.safeParse(body);
  return r.success ? "ok" : r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
}

const person = (change: Record<string, unknown> = {}) => ({
  fullname: "Trần Văn Hùng",
  email: "hung@example.vn",
  contact_methods: [{ name: "zalo", value: "0901234567" }],
  note: "",
  ...change,
});
const driver = (change: Record<string, unknown> = {}) => ({
  fullname: "Võ Văn Tài",
  license_plate: "51B-123.45",
  contact_methods: [{ name: "phone", value: "0908" }],
  note: null,
  ...change,
});

describe("contact person (operator, guide)", () => {
  it("is valid as filled in", () => expect(issues(PersonSchema, person())).toBe("ok"));
  it.each([
    [{ fullname: s(64) }, "ok"],
    [{ fullname: s(65) }, "fullname max_string_length:64"],
    [{ fullname: "" }, "fullname required"],
    [{ fullname: "   " }, "fullname required"],
    [{ fullname: undefined }, "fullname required"],
    [{ email: mail(64) }, "ok"],
    [{ email: mail(65) }, "email max_string_length:64"],
    [{ email: "" }, "email required"],
    [{ email: undefined }, "email required"],
    [{ email: "not-an-email" }, "email invalid_email"],
    [{ note: s(200) }, "ok"],
    [{ note: s(201) }, "note max_string_length:200"],
    [{ note: undefined }, "ok"],
    [{ contact_methods: [] }, "contact_methods min_items:1"],
    [{ contact_methods: undefined }, "contact_methods min_items:1"],
    [{ contact_methods: [{ name: "viber", value: s(50) }] }, "ok"],
    [{ contact_methods: [{ name: s(51), value: "1" }] }, "contact_methods.0.name max_string_length:50"],
    [{ contact_methods: [{ name: "fax", value: "1" }] }, "contact_methods.0.name invalid_choice"],
    [{ contact_methods: Array.from({ length: 10 }, () => ({ name: "phone", value: "1" })) }, "ok"],
    [
      { contact_methods: Array.from({ length: 11 }, () => ({ name: "phone", value: "1" })) },
      "contact_methods max_items:10",
    ],
    [{ contact_methods: [{ name: "phone", value: s(51) }] }, "contact_methods.0.value max_string_length:50"],
    [{ contact_methods: [{ name: "", value: "1" }] }, "contact_methods.0.name required"],
    [{ contact_methods: [{ name: "phone", value: "1" }, { name: "zalo" }] }, "contact_methods.1.value required"],
  ])("%j → %s", (change, expected) => expect(issues(PersonSchema, person(change))).toBe(expected));

  it("stores an empty note as null and the e-mail in lower case", () => {
    expect(PersonSchema.parse(person({ email: " Hung@Example.VN ", note: "  " }))).toMatchObject({
      email: "hung@example.vn",
      note: null,
    });
  });
});

describe("driver", () => {
  it.each([
    [{}, "ok"],
    [{ fullname: s(64) }, "ok"],
    [{ fullname: s(65) }, "fullname max_string_length:64"],
    [{ fullname: "" }, "fullname required"],
    [{ license_plate: s(64) }, "ok"],
    [{ license_plate: s(65) }, "license_plate max_string_length:64"],
    [{ license_plate: "" }, "license_plate required"],
    [{ note: s(200) }, "ok"],
    [{ note: s(201) }, "note max_string_length:200"],
    [{ contact_methods: [] }, "contact_methods min_items:1"],
  ])("%j → %s", (change, expected) => expect(issues(DriverSchema, driver(change))).toBe(expected));
});

describe("PATCH order/{id}", () => {
  it.each([
    [{ actUpd: "udpStatus", status: "cancelled", reason_cancel: s(200) }, "ok"],
    [{ actUpd: "udpStatus", status: "cancelled", reason_cancel: s(201) }, "reason_cancel max_string_length:200"],
    [{ actUpd: "udpStatus", status: "cancelled" }, "reason_cancel required"],
    [{ actUpd: "udpStatus", status: "cancelled", reason_cancel: "  " }, "reason_cancel required"],
    [{ actUpd: "udpStatus", status: "confirmed", tour_operator: person() }, "ok"],
    [
      {
        actUpd: "udpStatus",
        status: "confirmed",
        tour_operator: person(),
        tour_guide: person(),
        tour_driver: driver(),
      },
      "ok",
    ],
    [{ actUpd: "udpStatus", status: "confirmed" }, "tour_operator required"],
    [
      { actUpd: "udpStatus", status: "confirmed", tour_operator: person({ email: "x" }) },
      "tour_operator.email invalid_email",
    ],
    [
      { actUpd: "udpStatus", status: "confirmed", tour_operator: person(), tour_driver: driver({ license_plate: "" }) },
      "tour_driver.license_plate required",
    ],
    [{ actUpd: "udpStatus", status: "agency_begin" }, "ok"],
    // an unknown target is the rules' 409, not a field error
    [{ actUpd: "udpStatus", status: "completed" }, "ok"],
    [{ actUpd: "udpStatus" }, "status required"],
    [{ actUpd: "updInfo", tour_guide: person() }, "ok"],
    [{ actUpd: "updInfo", tour_driver: driver() }, "ok"],
    [{ actUpd: "updInfo" }, "tour_operator required"],
    [{ actUpd: "updInfo", tour_guide: person({ contact_methods: [] }) }, "tour_guide.contact_methods min_items:1"],
    [{ status: "confirmed" }, "actUpd required"],
    [{ actUpd: "delete" }, "actUpd invalid_choice"],
  ])("%j → %s", (body, expected) => expect(issues(PatchOrderSchema, body)).toBe(expected));
});
