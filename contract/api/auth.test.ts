// Both sides of every bound of spec tours-cruises §5 "Personal account", as the marketplace enforces them.
import { describe, expect, it } from "vitest";
import { latestAdultDob, userUpdateSchema } from "./auth";

const s = (n: number, c = "x") => c.repeat(n);

describe("userUpdateSchema", () => {
  const today = "2026-03-02"; // the caller's day in Vietnam (marketplace/shared/dates.test.ts: 2026-03-01T17:30Z is the 2nd)
  const base = { firstname: "A", lastname: "B", sex: "female" };
  const ok = (change: object) => userUpdateSchema(today).safeParse({ ...base, ...change }).success;

  it("names: first up to 100, last up to 30, both required", () => {
    expect(ok({ firstname: s(100), lastname: s(30) })).toBe(true);
    expect(ok({ firstname: s(101) })).toBe(false);
    expect(ok({ lastname: s(31) })).toBe(false);
    expect(ok({ lastname: "" })).toBe(false);
  });

  it("date of birth: before today in Vietnam, at least 18 years", () => {
    expect(latestAdultDob("2024-02-29")).toBe("2006-02-28");
    expect(ok({ dob: "2008-03-02" })).toBe(true); // 18 today
    expect(ok({ dob: "2008-03-03" })).toBe(false);
    expect(ok({ dob: "2026-03-02" })).toBe(false);
    expect(ok({ dob: "" })).toBe(true);
  });

  it("phone: 5 to 15 digits, no leading zero", () => {
    expect(ok({ phone: "12345" })).toBe(true);
    expect(ok({ phone: "1234" })).toBe(false);
    expect(ok({ phone: s(15, "9") })).toBe(true);
    expect(ok({ phone: s(16, "9") })).toBe(false);
    expect(ok({ phone: "0912345" })).toBe(false);
  });
});
