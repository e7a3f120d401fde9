import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { SERVICES, TOUR } from "@contract/services";
import { PersonSchema } from "@contract/api/bookings";
import {
  CancelSchema,
  cancelSchemaFor,
  ConfirmSchema,
  confirmSchema,
  ContactPersonSchema,
  contactUpdateSchema,
  DriverSchema,
} from "./schema";

const form = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
};
const person = (prefix: string, over: Record<string, string> = {}) => ({
  [`${prefix}.fullname`]: "Trần Văn Hùng",
  [`${prefix}.email`]: "hung@example.vn",
  [`${prefix}.contact_methods[0].name`]: "phone",
  [`${prefix}.contact_methods[0].value`]: "0901234567",
  [`${prefix}.note`]: "",
  ...over,
});
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const s = parseWithZod(form(entries), { schema });
  return s.status === "success" ? {} : (s.reply().error ?? {});
};
const ok = (n: number) => "x".repeat(n);

describe("contact person (spec §5 Booking actions)", () => {
  it("accepts the bounds and refuses one past them", () => {
    expect(
      errorsOf(ContactPersonSchema, {
        fullname: ok(64),
        email: `${ok(52)}@example.com`,
        "contact_methods[0].name": "zalo",
        "contact_methods[0].value": ok(50),
        note: ok(200),
      }),
    ).toEqual({});
    const e = errorsOf(ContactPersonSchema, {
      fullname: ok(65),
      email: `${ok(53)}@example.com`,
      "contact_methods[0].name": "zalo",
      "contact_methods[0].value": ok(51),
      note: ok(201),
    });
    expect(e.fullname).toEqual(["max_string_length:64"]);
    expect(e.email).toEqual(["max_string_length:64"]);
    expect(e["contact_methods[0].value"]).toEqual(["max_string_length:50"]);
    expect(e.note).toEqual(["max_string_length:200"]);
  });
  it("requires a name, a valid e-mail and at least one contact row with a value", () => {
    const e = errorsOf(ContactPersonSchema, { fullname: "", email: "not-an-email" });
    expect(e.fullname).toEqual(["required"]);
    expect(e.email).toEqual(["invalid_email"]);
    expect(e.contact_methods).toEqual(["min_items:1"]);
    expect(
      errorsOf(ContactPersonSchema, {
        fullname: "A",
        email: "a@b.vn",
        "contact_methods[0].name": "viber",
        "contact_methods[0].value": "",
      })["contact_methods[0].value"],
    ).toEqual(["required"]);
    expect(
      errorsOf(ContactPersonSchema, {
        fullname: "A",
        email: "a@b.vn",
        "contact_methods[0].name": "fax",
        "contact_methods[0].value": "1",
      })["contact_methods[0].name"],
    ).toEqual(["invalid_choice"]);
  });
  it("is the contract's rule: a method off the spec's list and an 11th row are refused here as there", () => {
    const rows = (n: number, name = "phone") =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [
          [`contact_methods[${i}].name`, name],
          [`contact_methods[${i}].value`, "0901"],
        ]).flat(),
      );
    const base = { fullname: "A", email: "a@b.vn" };
    expect(errorsOf(ContactPersonSchema, { ...base, ...rows(10) })).toEqual({});
    expect(errorsOf(ContactPersonSchema, { ...base, ...rows(11) }).contact_methods).toEqual(["max_items:10"]);
    expect(errorsOf(DriverSchema, { fullname: "A", license_plate: "51B", ...rows(11) }).contact_methods).toEqual([
      "max_items:10",
    ]);
    const contract = PersonSchema.safeParse({ ...base, contact_methods: [{ name: "telegram", value: "1" }] });
    expect(contract.error?.issues.map((i) => i.message)).toEqual(["invalid_choice"]);
    expect(errorsOf(ContactPersonSchema, { ...base, ...rows(1, "telegram") })["contact_methods[0].name"]).toEqual([
      "invalid_choice",
    ]);
  });
});

describe("driver", () => {
  it("needs a license plate of at most 64", () => {
    const base = { fullname: "Lê Văn Tài", "contact_methods[0].name": "phone", "contact_methods[0].value": "0901" };
    expect(errorsOf(DriverSchema, { ...base, license_plate: "" }).license_plate).toEqual(["required"]);
    expect(errorsOf(DriverSchema, { ...base, license_plate: ok(65) }).license_plate).toEqual(["max_string_length:64"]);
    expect(errorsOf(DriverSchema, { ...base, license_plate: ok(64) })).toEqual({});
  });
});

describe("confirm", () => {
  it("needs the operator; a blank guide and driver are absent", () => {
    const s = parseWithZod(
      form({
        ...person("tour_operator"),
        "tour_guide.fullname": "",
        "tour_guide.email": "",
        "tour_guide.contact_methods[0].name": "phone",
        "tour_guide.contact_methods[0].value": "",
        "tour_driver.fullname": "",
        "tour_driver.license_plate": "",
        "tour_driver.contact_methods[0].name": "phone",
        "tour_driver.contact_methods[0].value": "",
      }),
      { schema: ConfirmSchema },
    );
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value.tour_guide).toBeUndefined();
      expect(s.value.tour_driver).toBeUndefined();
      const operator = s.value.tour_operator as { contact_methods: unknown };
      expect(operator.contact_methods).toEqual([{ name: "phone", value: "0901234567" }]);
    }
    expect(errorsOf(ConfirmSchema, {})["tour_operator.fullname"]).toEqual(["required"]);
  });
  it("checks a guide or driver that is partly filled", () => {
    const e = errorsOf(ConfirmSchema, {
      ...person("tour_operator"),
      "tour_driver.fullname": "Tài",
      "tour_driver.contact_methods[0].name": "phone",
      "tour_driver.contact_methods[0].value": "",
    });
    expect(e["tour_driver.license_plate"]).toEqual(["required"]);
    expect(e["tour_driver.contact_methods[0].value"]).toEqual(["required"]);
    const g = errorsOf(ConfirmSchema, {
      ...person("tour_operator"),
      ...person("tour_guide", { "tour_guide.email": "" }),
    });
    expect(g["tour_guide.email"]).toEqual(["required"]);
  });
});

describe("cancel", () => {
  it("needs a reason of at most 200 (spec §8 messages)", () => {
    expect(errorsOf(CancelSchema, { reason_cancel: "  " }).reason_cancel).toEqual(["reason_cancel_required"]);
    // hotels-bikes-transport §8: a transfer asks with its own message (pleaseEnterReasonCancelTransport)
    expect(errorsOf(cancelSchemaFor({ id: "transport" }), { reason_cancel: "" }).reason_cancel).toEqual([
      "reason_cancel_transport_required",
    ]);
    expect(cancelSchemaFor({ id: "tour" })).toBe(CancelSchema);
    // each service's message is its descriptor's; an unknown service has no cancel form
    for (const s of Object.values(SERVICES))
      expect(errorsOf(cancelSchemaFor(s), { reason_cancel: "" }).reason_cancel).toEqual([s.cancelReasonRequired]);
    expect(() => cancelSchemaFor({ id: "boat" as never })).toThrow();
    expect(errorsOf(CancelSchema, { reason_cancel: ok(201) }).reason_cancel).toEqual(["reason_cancel_max"]);
    expect(errorsOf(CancelSchema, { reason_cancel: ok(200) })).toEqual({});
  });
});

describe("contact update", () => {
  it("validates the one block it updates", () => {
    expect(errorsOf(contactUpdateSchema(TOUR.contacts!, "tour_guide"), person("tour_guide"))).toEqual({});
    const driver = errorsOf(contactUpdateSchema(TOUR.contacts!, "tour_driver"), { "tour_driver.fullname": "A" });
    expect(driver["tour_driver.license_plate"]).toEqual(["required"]);
  });
  it("names the blocks after the service's contact fields (transport: operator, guide, driver)", () => {
    const transport = SERVICES.transport.contacts!;
    const driver = errorsOf(contactUpdateSchema(transport, "driver"), { "driver.fullname": "A" });
    expect(driver["driver.license_plate"]).toEqual(["required"]);
    expect(errorsOf(confirmSchema(transport), {})["operator.fullname"]).toEqual(["required"]);
    expect(confirmSchema(TOUR.contacts)).toBe(ConfirmSchema);
  });
});
