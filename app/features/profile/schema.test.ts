// Every bound of spec §5 "Supplier profile", "Personal account" and "Change password", both sides.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { addDays, addYears, todayInVietnam } from "~/lib/dates";
import { ChangePasswordSchema, UserSchema, isAtLeast } from "./schema";
import { AgencySchema, toPayload } from "./agency-form/schema";
import { formDataOf } from "../../../tests/support/form-data";

type Entries = Record<string, string | string[]>;
const form = (entries: Entries) => {
  return formDataOf(entries);
};
function check(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Entries) {
  const s = parseWithZod(form(entries), { schema });
  return {
    ok: s.status === "success",
    errors: (s.status === "success" ? {} : (s.error ?? {})) as Record<string, string[] | null>,
    value: s.status === "success" ? s.value : undefined,
  };
}
const s = (n: number, c = "a") => c.repeat(n);

describe("ChangePasswordSchema", () => {
  const ok = { password: "old", newpassword: "new-pass", confirm: "new-pass" };
  it("accepts a complete form", () => expect(check(ChangePasswordSchema, ok).ok).toBe(true));
  it("old and new: required, max 100", () => {
    expect(check(ChangePasswordSchema, { ...ok, password: "" }).errors.password).toEqual(["required"]);
    expect(check(ChangePasswordSchema, { ...ok, password: s(100) }).ok).toBe(true);
    expect(check(ChangePasswordSchema, { ...ok, password: s(101) }).errors.password).toEqual(["max_string_length:100"]);
    expect(check(ChangePasswordSchema, { ...ok, newpassword: s(100), confirm: s(100) }).ok).toBe(true);
    expect(check(ChangePasswordSchema, { ...ok, newpassword: s(101), confirm: s(101) }).errors.newpassword).toEqual([
      "max_string_length:100",
    ]);
  });
  it("confirmation: required and equal", () => {
    expect(check(ChangePasswordSchema, { ...ok, confirm: "" }).errors.confirm).toEqual(["required"]);
    expect(check(ChangePasswordSchema, { ...ok, confirm: "other" }).errors.confirm).toEqual(["password_mismatch"]);
  });
});

describe("UserSchema", () => {
  const adult = addYears(todayInVietnam(), -30);
  const ok = { firstname: "Minh", lastname: "Nguyễn", sex: "male", dob: adult, dial_country: "VN", phone: "912345678" };
  it("accepts a complete form, and one without the optional fields", () => {
    expect(check(UserSchema, ok).ok).toBe(true);
    expect(check(UserSchema, { firstname: "Minh", lastname: "Nguyễn", sex: "other" }).ok).toBe(true);
  });
  it("first name: required, max 100; last name: required, max 30", () => {
    expect(check(UserSchema, { ...ok, firstname: "" }).errors.firstname).toEqual(["required"]);
    expect(check(UserSchema, { ...ok, firstname: s(100) }).ok).toBe(true);
    expect(check(UserSchema, { ...ok, firstname: s(101) }).errors.firstname).toEqual(["max_string_length:100"]);
    expect(check(UserSchema, { ...ok, lastname: "" }).errors.lastname).toEqual(["required"]);
    expect(check(UserSchema, { ...ok, lastname: s(30) }).ok).toBe(true);
    expect(check(UserSchema, { ...ok, lastname: s(31) }).errors.lastname).toEqual(["max_string_length:30"]);
  });
  it("gender: required, one of the three", () => {
    expect(check(UserSchema, { ...ok, sex: "" }).errors.sex).toEqual(["required"]);
    expect(check(UserSchema, { ...ok, sex: "robot" }).errors.sex).toEqual(["required"]);
  });
  it("date of birth: before today, and at least 18 on both sides of the birthday", () => {
    const today = todayInVietnam();
    expect(check(UserSchema, { ...ok, dob: today }).errors.dob).toEqual(["dob_not_past"]);
    expect(check(UserSchema, { ...ok, dob: addDays(today, 1) }).errors.dob).toEqual(["dob_not_past"]);
    const exactly18 = addYears(today, -18);
    const dayShort = addDays(exactly18, 1);
    expect(check(UserSchema, { ...ok, dob: exactly18 }).ok).toBe(true);
    expect(check(UserSchema, { ...ok, dob: dayShort }).errors.dob).toEqual(["min_age"]);
    expect(check(UserSchema, { ...ok, dob: "2001-02-30" }).errors.dob).toEqual(["invalid_date"]);
  });
  it("isAtLeast counts birthdays in Vietnam's calendar", () => {
    expect(isAtLeast("2008-11-22", 18, "2026-11-22")).toBe(true);
    expect(isAtLeast("2008-11-23", 18, "2026-11-22")).toBe(false);
    expect(isAtLeast("2008-02-29", 18, "2026-02-28")).toBe(true);
  });
  it("phone: 5–15 digits, no leading zero, valid for its country, with a real example in the message", () => {
    expect(check(UserSchema, { ...ok, phone: "0912345678" }).errors.phone).toEqual(["invalid_phone_example:912345678"]);
    expect(check(UserSchema, { ...ok, phone: "1234" }).errors.phone).toEqual(["invalid_phone_example:912345678"]);
    expect(check(UserSchema, { ...ok, phone: "9123456789012345" }).errors.phone).toEqual([
      "invalid_phone_example:912345678",
    ]);
    expect(check(UserSchema, { ...ok, phone: "91234abc" }).errors.phone).toEqual(["invalid_phone_example:912345678"]);
    expect(check(UserSchema, { ...ok, dial_country: "US", phone: "2015550123" }).ok).toBe(true);
    expect(check(UserSchema, { ...ok, dial_country: "US", phone: "912345678" }).errors.phone![0]).toMatch(
      /^invalid_phone_example:\d{10}$/,
    );
    expect(check(UserSchema, { ...ok, dial_country: "FR", phone: "612345678" }).ok).toBe(true);
  });
});

describe("AgencySchema", () => {
  const org: Entries = {
    name: "Saigon Discovery Travel",
    owner_name: "Nguyễn Văn Minh",
    type: "organisation",
    email: "info@sdt.vn",
    dial_country: "VN",
    phone: "2838234567",
    area: "a1",
    country: "c1",
    city: "t1",
    "contact_methods[0].name": "zalo",
    "contact_methods[0].value": "0912345678",
    bussiness_tax_code: "0312345678",
    bussiness_issue_by: "Sở KH&ĐT TP.HCM",
    bussiness_cer_file: "/api/v1/files/abc.pdf",
    company_verification_tour_docs: "c",
  };
  const ind: Entries = {
    ...org,
    type: "individual",
    bussiness_cer_file: "",
    company_verification_tour_docs: "",
    identity_card_code: "079123456789",
    identity_card_issue_by: "Cục CSQLHC",
  };
  const errorsOf = (e: Entries) => check(AgencySchema, e).errors;

  it("accepts a complete organisation and a complete individual", () => {
    expect(errorsOf(org)).toEqual({});
    expect(errorsOf(ind)).toEqual({});
  });
  it.each([
    ["name", 100],
    ["owner_name", 100],
    ["bussiness_tax_code", 30],
    ["bussiness_issue_by", 150],
  ])("%s: required, max %i", (field, max) => {
    expect(errorsOf({ ...org, [field]: "" })[field]).toEqual(["required"]);
    expect(errorsOf({ ...org, [field]: s(max) })).toEqual({});
    expect(errorsOf({ ...org, [field]: s(max + 1) })[field]).toEqual([`max_string_length:${max}`]);
  });
  it.each([
    ["address", 200],
    ["website", 200],
    ["summary", 1000],
    ["bank_name", 100],
    ["bank_branch_name", 100],
    ["account_number", 50],
    ["account_full_name", 64],
    ["account_full_name_upper", 64],
    ["bussiness_code", 50],
  ])("%s: optional, max %i", (field, max) => {
    expect(errorsOf({ ...org, [field]: s(max) })).toEqual({});
    expect(errorsOf({ ...org, [field]: s(max + 1) })[field]).toEqual([`max_string_length:${max}`]);
  });
  it("email: required and valid", () => {
    expect(errorsOf({ ...org, email: "" }).email).toEqual(["required"]);
    expect(errorsOf({ ...org, email: "info@" }).email).toEqual(["invalid_email"]);
  });
  it("phone: required, max 12, valid internationally ('Incorrect phone number!')", () => {
    expect(errorsOf({ ...org, phone: "" }).phone).toEqual(["required"]);
    expect(errorsOf({ ...org, phone: "1234567890123" }).phone).toEqual(["max_string_length:12"]);
    expect(errorsOf({ ...org, phone: "12345" }).phone).toEqual(["incorrect_phone"]);
    expect(errorsOf({ ...org, phone: "28-3823" }).phone).toEqual(["incorrect_phone"]);
    expect(errorsOf({ ...org, dial_country: "SG", phone: "61234567" })).toEqual({});
  });
  it("area, country and city: required", () => {
    expect(errorsOf({ ...org, area: "", country: "", city: "" })).toEqual({
      area: ["required"],
      country: ["required"],
      city: ["required"],
    });
  });
  it("type: required, organisation or individual", () => {
    expect(errorsOf({ ...org, type: "" }).type).toEqual(["required"]);
  });
  it("organisation: the PDF certificate and the verification document are required", () => {
    expect(errorsOf({ ...org, bussiness_cer_file: "", company_verification_tour_docs: "" })).toEqual({
      bussiness_cer_file: ["required_file"],
      company_verification_tour_docs: ["required"],
    });
    expect(errorsOf({ ...org, company_verification_tour_docs: "f" }).company_verification_tour_docs).toBeTruthy();
  });
  it("individual: ID code (max 50) and place of issue (max 150) are required", () => {
    expect(errorsOf({ ...ind, identity_card_code: "", identity_card_issue_by: "" })).toEqual({
      identity_card_code: ["required"],
      identity_card_issue_by: ["required"],
    });
    expect(errorsOf({ ...ind, identity_card_code: s(50), identity_card_issue_by: s(150) })).toEqual({});
    expect(errorsOf({ ...ind, identity_card_code: s(51) }).identity_card_code).toEqual(["max_string_length:50"]);
    expect(errorsOf({ ...ind, identity_card_issue_by: s(151) }).identity_card_issue_by).toEqual([
      "max_string_length:150",
    ]);
  });
  it("contact methods: at least one row, each with a known name and a value up to 50", () => {
    const none = { ...org };
    delete none["contact_methods[0].name"];
    delete none["contact_methods[0].value"];
    expect(errorsOf(none).contact_methods).toEqual(["required"]);
    expect(errorsOf({ ...org, "contact_methods[0].name": "fax" })["contact_methods[0].name"]).toEqual(["required"]);
    expect(errorsOf({ ...org, "contact_methods[0].value": s(50) })).toEqual({});
    expect(errorsOf({ ...org, "contact_methods[0].value": s(51) })["contact_methods[0].value"]).toEqual([
      "max_string_length:50",
    ]);
  });
  it("business images: at most 3", () => {
    expect(errorsOf({ ...org, images: ["/1.jpg", "/2.jpg", "/3.jpg"] })).toEqual({});
    expect(errorsOf({ ...org, images: ["/1.jpg", "/2.jpg", "/3.jpg", "/4.jpg"] }).images).toEqual(["max_items:3"]);
  });
  it("IBAN: 5–34 letters and digits, upper-cased; SWIFT: 8–11", () => {
    expect(errorsOf({ ...org, bank_iban_code: "ab12" }).bank_iban_code).toEqual(["min_string_length:5"]);
    expect(
      (check(AgencySchema, { ...org, bank_iban_code: "vn12 abcd" }).value as { bank_iban_code?: string })
        ?.bank_iban_code,
    ).toBe("VN12ABCD");
    expect(errorsOf({ ...org, bank_iban_code: s(34, "A") })).toEqual({});
    expect(errorsOf({ ...org, bank_iban_code: s(35, "A") }).bank_iban_code).toEqual(["max_string_length:34"]);
    expect(errorsOf({ ...org, bank_iban_code: "VN12-ABCD" }).bank_iban_code).toEqual(["letters_digits"]);
    expect(errorsOf({ ...org, bank_swift_code: "BFTVVNV" }).bank_swift_code).toEqual(["min_string_length:8"]);
    expect(errorsOf({ ...org, bank_swift_code: "BFTVVNVX" })).toEqual({});
    expect(errorsOf({ ...org, bank_swift_code: "BFTVVNVX123" })).toEqual({});
    expect(errorsOf({ ...org, bank_swift_code: "BFTVVNVX1234" }).bank_swift_code).toEqual(["max_string_length:11"]);
  });
  it("makes the marketplace payload", () => {
    const v = check(AgencySchema, { ...org, enterprise_type: ["dmc", "tour-operator"] }).value as Parameters<
      typeof toPayload
    >[0];
    const p = toPayload(v);
    expect(p).toMatchObject({
      type: true,
      dial_code: "84",
      enterprise_type: ["dmc", "tour-operator"],
      images: [],
      phone: "2838234567",
    });
    expect(p).not.toHaveProperty("dial_country");
    // a field posted empty (a removed logo, an erased website) is sent empty, so the stored value is
    // cleared; one not posted at all is not sent (kept as stored)
    const cleared = check(AgencySchema, { ...org, logo: "", website: "" }).value as Parameters<typeof toPayload>[0];
    expect(toPayload(cleared)).toMatchObject({ logo: "", website: "" });
    expect(toPayload(v)).not.toHaveProperty("identity_card_front");
  });
});

describe("every error at once", () => {
  it("personal account: names, sex, date of birth and phone in one parse", () => {
    const { errors } = check(UserSchema, { dob: todayInVietnam(), phone: "0123" });
    expect(errors.firstname).toEqual(["required"]);
    expect(errors.lastname).toEqual(["required"]);
    expect(errors.sex).toEqual(["required"]);
    expect(errors.dob).toEqual(["dob_not_past"]);
    expect(errors.phone?.[0]).toMatch(/^invalid_phone_example:/);
  });
  it("supplier profile: required fields, the phone and the type's documents in one parse", () => {
    const org = check(AgencySchema, { type: "organisation", phone: "12ab" }).errors;
    for (const f of [
      "name",
      "owner_name",
      "email",
      "area",
      "country",
      "city",
      "contact_methods",
      "bussiness_tax_code",
      "bussiness_issue_by",
      "company_verification_tour_docs",
    ]) {
      expect(org[f], f).toEqual(["required"]);
    }
    expect(org.phone).toEqual(["incorrect_phone"]);
    expect(org.bussiness_cer_file).toEqual(["required_file"]);
    const empty = check(AgencySchema, {}).errors;
    expect(empty.type).toEqual(["required"]);
    expect(empty.phone).toEqual(["required"]);
    const person = check(AgencySchema, { type: "individual" }).errors;
    expect(person.identity_card_code).toEqual(["required"]);
    expect(person.identity_card_issue_by).toEqual(["required"]);
    expect(person.name).toEqual(["required"]);
  });
  it("change password: a mismatch is reported beside a missing old password", () => {
    const { errors } = check(ChangePasswordSchema, { newpassword: "abc", confirm: "abd" });
    expect(errors.password).toEqual(["required"]);
    expect(errors.confirm).toEqual(["password_mismatch"]);
  });
});

describe("dates typed as DD-MM-YYYY (spec §9)", () => {
  it("reads the date of birth and the issue dates into YYYY-MM-DD, and refuses a wrong date with a message", () => {
    const ok = { firstname: "Minh", lastname: "Nguyễn", sex: "male" };
    expect(check(UserSchema, { ...ok, dob: "15-08-1990" }).value).toMatchObject({ dob: "1990-08-15" });
    expect(check(UserSchema, { ...ok, dob: "1990-08-15" }).value).toMatchObject({ dob: "1990-08-15" });
    expect(check(UserSchema, { ...ok, dob: "31-02-1990" }).errors.dob).toEqual(["invalid_date"]);
    expect(check(UserSchema, { ...ok, dob: "08/15/1990" }).errors.dob).toEqual(["invalid_date"]);
    expect(check(AgencySchema, { bussiness_issue_date: "01-13-2020" }).errors.bussiness_issue_date).toEqual([
      "invalid_date",
    ]);
    expect(
      check(AgencySchema, { identity_card_issue_date: "2/1/2020" }).errors.identity_card_issue_date,
    ).toBeUndefined();
  });
});
