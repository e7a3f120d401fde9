// Both sides of every bound of spec tours-cruises §5 "Supplier profile", as the marketplace enforces them.
import { describe, expect, it } from "vitest";
import { AgencyUpdateSchema } from "./agency";

const ok = (body: object) => AgencyUpdateSchema.safeParse(body).success;
const s = (n: number, c = "x") => c.repeat(n);

describe("AgencyUpdateSchema", () => {
  it.each([
    ["name", 100],
    ["owner_name", 100],
    ["address", 200],
    ["website", 200],
    ["summary", 1000],
    ["bussiness_tax_code", 30],
    ["bussiness_issue_by", 150],
    ["identity_card_code", 50],
    ["identity_card_issue_by", 150],
    ["bank_name", 100],
    ["bank_branch_name", 100],
    ["account_number", 50],
    ["account_full_name", 64],
    ["account_full_name_upper", 64],
  ] as const)("%s: %i characters pass, one more fails", (field, max) => {
    expect(ok({ [field]: s(max) })).toBe(true);
    expect(ok({ [field]: s(max + 1) })).toBe(false);
  });

  it("phone: valid internationally with its dial code", () => {
    expect(ok({ phone: "2838234567", dial_code: "84" })).toBe(true);
    expect(ok({ phone: "12345", dial_code: "84" })).toBe(false);
    expect(ok({ phone: "61234567", dial_code: "65" })).toBe(true);
  });
  it("phone: up to 12 digits, digits only", () => {
    expect(ok({ phone: "123456789012" })).toBe(true);
    expect(ok({ phone: "1234567890123" })).toBe(false);
    expect(ok({ phone: "+84 90" })).toBe(false);
  });

  it("SWIFT 8-11 and IBAN 5-34 letters or digits, stored upper-case", () => {
    expect(ok({ bank_swift_code: s(8, "A") })).toBe(true);
    expect(ok({ bank_swift_code: s(7, "A") })).toBe(false);
    expect(ok({ bank_swift_code: s(11, "A") })).toBe(true);
    expect(ok({ bank_swift_code: s(12, "A") })).toBe(false);
    expect(ok({ bank_iban_code: s(5, "1") })).toBe(true);
    expect(ok({ bank_iban_code: s(4, "1") })).toBe(false);
    expect(ok({ bank_iban_code: s(34, "1") })).toBe(true);
    expect(ok({ bank_iban_code: s(35, "1") })).toBe(false);
    expect(ok({ bank_iban_code: "VN12-3456" })).toBe(false);
    expect(AgencyUpdateSchema.parse({ bank_iban_code: "vn12 3456" }).bank_iban_code).toBe("VN123456");
  });

  it("contact methods, images, option lists", () => {
    expect(ok({ contact_methods: [{ name: "whatapp", value: s(50) }] })).toBe(true);
    expect(ok({ contact_methods: [{ name: "whatapp", value: s(51) }] })).toBe(false);
    expect(ok({ contact_methods: [{ name: "whatsapp", value: "1" }] })).toBe(false);
    expect(ok({ images: ["/a", "/b", "/c"] })).toBe(true);
    expect(ok({ images: ["/a", "/b", "/c", "/d"] })).toBe(false);
    expect(ok({ enterprise_type: ["cruise-agenct", "art-handicraft"] })).toBe(true);
    expect(ok({ enterprise_type: ["cruise-agent"] })).toBe(false);
    expect(ok({ company_scale: "200+" })).toBe(true);
    expect(ok({ company_scale: "201+" })).toBe(false);
    expect(ok({ company_verification_tour_docs: "e" })).toBe(true);
    expect(ok({ company_verification_tour_docs: "f" })).toBe(false);
    expect(ok({ language: "en" })).toBe(true);
    expect(ok({ language: "fr" })).toBe(false);
  });

  it("dates are real YYYY-MM-DD days; empty clears; flags are dropped", () => {
    expect(ok({ bussiness_issue_date: "2024-02-29" })).toBe(true);
    expect(ok({ bussiness_issue_date: "2023-02-29" })).toBe(false);
    expect(ok({ identity_card_issue_date: "29/02/2024" })).toBe(false);
    expect(AgencyUpdateSchema.parse({ address: "  ", is_verify: true, currency: "USD" })).toEqual({ address: null });
    expect(ok({ name: " " })).toBe(false);
    expect(ok({ email: "a@b" })).toBe(false);
  });
});
