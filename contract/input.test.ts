// One reading of what was typed, for every text and number field of both sides: invisible
// characters are no text (so they never meet "required" or a minimum length), a number is a plain
// decimal, a currency is one the spec offers. Judged here through the very payload schemas the
// marketplace parses with.
import { describe, expect, it } from "vitest";
import { hasVisibleText, isKnownCurrency, readDecimal, visibleText } from "./input";
import { DriverSchema, TransactionBodySchema } from "./api/bookings";
import { CabinScheduleSchema } from "./api/cabin-calendar";
import { CabinBodySchema, CruiseBodySchema } from "./api/cruises";
import { TransportBodySchema, VehicleBodySchema } from "./api/transport";
import { sanitizeRich, textLength } from "./api/text";
import { driverComplete } from "./transport";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

const INVISIBLE = ["\u0000", "\u200b", "\u202e", "\ufeff", "\u2066\u2069", "\u00ad", "\u3164", " \u200d\t\n "];

describe("visible text", () => {
  it("removes control and format characters, then trims", () => {
    for (const s of INVISIBLE) expect(visibleText(s), JSON.stringify(s)).toBe("");
    expect(visibleText("\u202e51A-123.45\u0000")).toBe("51A-123.45");
    expect(visibleText("  Hạ\u200b Long  ")).toBe("Hạ Long");
    expect(hasVisibleText("\u0000\u0000")).toBe(false);
    expect(hasVisibleText(" a ")).toBe(true);
  });
  it("keeps the lines and tabs of a multi-line text (a carriage return is its line break)", () => {
    expect(visibleText("Dòng 1\r\n\tDòng 2\rDòng 3")).toBe("Dòng 1\n\tDòng 2\nDòng 3");
  });
  it("rich text with nothing visible is empty", () => {
    expect(sanitizeRich("<p>\u200b</p><p>\u0000</p>")).toBe("");
    expect(textLength("<p>\u202e\u200b</p>")).toBe(0);
    expect(sanitizeRich("<p>A\u200bB</p>")).toBe("<p>AB</p>");
  });
});

describe("invisible text is no text, in every payload", () => {
  const contact = [{ name: "phone", value: "0901234567" }];
  const driver = { fullname: "Nguyễn Văn A", license_plate: "51A-12345", contact_methods: contact };
  it("a driver's plate, name and contact value", () => {
    for (const s of INVISIBLE) {
      expect(issues(DriverSchema.safeParse({ ...driver, license_plate: s }))).toEqual({ license_plate: "required" });
      expect(issues(DriverSchema.safeParse({ ...driver, fullname: s }))).toEqual({ fullname: "required" });
      expect(issues(DriverSchema.safeParse({ ...driver, contact_methods: [{ name: "phone", value: s }] }))).toEqual({
        "contact_methods.0.value": "required",
      });
      expect(driverComplete({ ...driver, license_plate: s })).toBe(false);
    }
    expect(DriverSchema.parse({ ...driver, license_plate: "\u202e51A-12345\u200b" }).license_plate).toBe("51A-12345");
  });
  it("a vehicle's brand and type", () => {
    const vehicle = { type: "Xe 4 chỗ", brand: "Toyota", similar: "SEDAN", doors: 4, ac: true, gearbox: "at" };
    expect(issues(VehicleBodySchema.safeParse({ ...vehicle, brand: "\u0000", type: "\u200b" }))).toEqual({
      brand: "required",
      type: "required",
    });
  });
  it("a cruise's name: ten NULs do not reach the 10-character minimum", () => {
    const lang = { name: "Du thuyền vịnh Hạ Long", departure: "Cảng Tuần Châu, Hạ Long" };
    const body = {
      type: "cruise",
      ...lang,
      content: [{ key: "overview", value: "<p>\u200b</p>" }],
      translations: { en: { ...lang, name: "\u0000".repeat(10), content: [{ key: "overview", value: "<p>x</p>" }] } },
      area: "a",
      country: "c",
      city: "t",
      durations_cruise: [1],
      cruise_time_checkin: "12:00",
      cruise_time_checkout: "10:30",
      price: 1,
      commission_value: 10,
    };
    expect(issues(CruiseBodySchema.safeParse({ ...body, name: "\u0000".repeat(10) }))).toMatchObject({
      name: "required",
      "translations.en.name": "required",
      "content.overview": "required",
    });
    expect(issues(CruiseBodySchema.safeParse({ ...body, name: "\u200bHạ Long\u200b\u200b" })).name).toBe(
      "min_string_length:10",
    );
  });
  it("a cabin's name", () => {
    const cabin = {
      cruise: "cr",
      name: "\u0000",
      translations: { en: { name: "Deluxe" } },
      num_cabin: 1,
      beds: [{ type: "double", quantity: 1 }],
      facilities: ["f1"],
    };
    expect(issues(CabinBodySchema.safeParse(cabin))).toEqual({ name: "required" });
  });
  it("a transfer's custom route: five NULs are none", () => {
    const service = {
      type: "airport",
      route: "custom",
      route_custom: "\u0000".repeat(5),
      duration_type: "hour",
      duration: 90,
      area: "a",
      country: "c",
      city: "t",
      option: "o",
      car_type: 7,
      max_guests: 6,
      max_luggages: 6,
      price: 350000,
      commission_value: 15,
      what_included: "Xăng",
      cancellation_policy: "\u200b",
      translations: { en: { what_included: "Fuel", cancellation_policy: "Free", route_custom: "\u202e" } },
    };
    expect(issues(TransportBodySchema.safeParse(service))).toEqual({
      route_custom: "required",
      cancellation_policy: "required",
      "translations.en.route_custom": "required",
    });
  });
});

describe("numbers are plain decimals, currencies the spec's", () => {
  it("reads a decimal, and nothing else", () => {
    expect(readDecimal("350000")).toBe(350000);
    expect(readDecimal(" 12.5 ")).toBe(12.5);
    expect(readDecimal("-3")).toBe(-3);
    expect(readDecimal(7)).toBe(7);
    for (const s of [
      "0x10",
      "0b11",
      "0o7",
      "1e3",
      "1E3",
      "Infinity",
      "-Infinity",
      "NaN",
      "",
      " ",
      "1,000",
      ".5",
      "5.",
      "+5",
    ])
      expect(readDecimal(s), s).toBeUndefined();
    expect(readDecimal(Infinity)).toBeUndefined();
    expect(readDecimal(null)).toBeUndefined();
  });
  it("knows the spec's currencies only", () => {
    for (const c of ["VND", "USD", "EUR", "CHF", "CAD", "KRW", "JPY", "SGD"]) expect(isKnownCurrency(c)).toBe(true);
    for (const c of ["XXX", "ABC", "vnd", "", null]) expect(isKnownCurrency(c)).toBe(false);
  });
  const service = {
    type: "airport",
    route: "hotel_innercity",
    duration_type: "hour",
    duration: 90,
    area: "a",
    country: "c",
    city: "t",
    option: "o",
    car_type: 7,
    max_guests: 6,
    max_luggages: 6,
    price: 350000,
    commission_value: 15,
    what_included: "Xăng",
    cancellation_policy: "Miễn phí",
    translations: { en: { what_included: "Fuel", cancellation_policy: "Free" } },
  };
  it("a transport service refuses currency XXX and a price of 0x10", () => {
    expect(issues(TransportBodySchema.safeParse({ ...service, currency: "XXX" }))).toEqual({
      currency: "invalid_currency",
    });
    expect(issues(TransportBodySchema.safeParse({ ...service, price: "0x10" }))).toEqual({ price: "invalid_number" });
    expect(issues(TransportBodySchema.safeParse({ ...service, price: "1e5", commission_value: "Infinity" }))).toEqual({
      price: "invalid_number",
      commission_value: "invalid_number",
    });
    const ok = TransportBodySchema.parse({ ...service, currency: "usd", price: "350000.5" });
    expect([ok.currency, ok.price]).toEqual(["USD", 350000.5]);
  });
  it("a cruise's price (a loose number) and a deposit's currency", () => {
    const judged = CruiseBodySchema.safeParse({ type: "cruise", price: "0x10" });
    expect(issues(judged).price).toBe("invalid_number");
    expect(issues(TransactionBodySchema.safeParse({ order: "o", amount: 1, currency: "XXX" }))).toEqual({
      currency: "invalid_currency",
    });
  });
});

describe("excluded weekdays", () => {
  const schedule = {
    cabin: "c",
    prices: [{ nights: 1, price: 1 }],
    dateStart: "2030-01-01",
    dateEnd: "2030-01-02",
    cabin_available: 1,
  };
  it("0-6 only; any other answers invalid_choice on the field itself", () => {
    expect(CabinScheduleSchema.parse({ ...schedule, exclusion_date: [0, "6", 6] }).exclusion_date).toEqual([0, 6]);
    for (const bad of [[7], [-1], ["x"], [1.5], "3"])
      expect(issues(CabinScheduleSchema.safeParse({ ...schedule, exclusion_date: bad })), JSON.stringify(bad)).toEqual({
        exclusion_date: "invalid_choice",
      });
  });
});
