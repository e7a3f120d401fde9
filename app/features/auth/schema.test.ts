// spec tours-cruises §5 "Login: email required valid; password required. Reset: code required
// max 32; new password required max 100; confirmation equal." Both sides of every bound.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { ForgotSchema, LoginSchema, ResetSchema } from "./schema";

const form = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  return fd;
};
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const s = parseWithZod(form(entries), { schema });
  return s.status === "success" ? {} : (s.error ?? {});
};

describe("LoginSchema", () => {
  it("accepts a valid email and any non-empty password", () => {
    expect(errorsOf(LoginSchema, { email: "supplier@demo.vn", password: "x" })).toEqual({});
  });
  it("requires both fields", () => {
    expect(errorsOf(LoginSchema, {})).toEqual({ email: ["required"], password: ["required"] });
    expect(errorsOf(LoginSchema, { email: "  ", password: "" })).toMatchObject({
      email: ["required"],
      password: ["required"],
    });
  });
  it("refuses an invalid email", () => {
    expect(errorsOf(LoginSchema, { email: "not-an-email", password: "x" })).toEqual({ email: ["invalid_email"] });
  });
  it("does not trim passwords", () => {
    const s = parseWithZod(form({ email: "a@b.vn", password: " pw " }), { schema: LoginSchema });
    expect(s.status === "success" && s.value.password).toBe(" pw ");
  });
});

describe("ForgotSchema", () => {
  it("requires a valid email", () => {
    expect(errorsOf(ForgotSchema, {})).toEqual({ email: ["required"] });
    expect(errorsOf(ForgotSchema, { email: "x@" })).toEqual({ email: ["invalid_email"] });
    expect(errorsOf(ForgotSchema, { email: "x@y.vn" })).toEqual({});
  });
});

describe("ResetSchema", () => {
  const ok = { email: "x@y.vn", code: "ABCD2345", password: "newpass", confirm: "newpass" };
  it("accepts a complete form", () => {
    expect(errorsOf(ResetSchema, ok)).toEqual({});
  });
  it("code: required, max 32", () => {
    expect(errorsOf(ResetSchema, { ...ok, code: "" })).toEqual({ code: ["required"] });
    expect(errorsOf(ResetSchema, { ...ok, code: "A".repeat(32) })).toEqual({});
    expect(errorsOf(ResetSchema, { ...ok, code: "A".repeat(33) })).toEqual({ code: ["max_string_length:32"] });
  });
  it("new password: required, max 100", () => {
    expect(errorsOf(ResetSchema, { ...ok, password: "", confirm: "" })).toMatchObject({ password: ["required"] });
    const p100 = "p".repeat(100);
    expect(errorsOf(ResetSchema, { ...ok, password: p100, confirm: p100 })).toEqual({});
    const p101 = "p".repeat(101);
    expect(errorsOf(ResetSchema, { ...ok, password: p101, confirm: p101 })).toEqual({
      password: ["max_string_length:100"],
    });
  });
  it("confirmation: required and equal", () => {
    expect(errorsOf(ResetSchema, { ...ok, confirm: "" })).toEqual({ confirm: ["required"] });
    expect(errorsOf(ResetSchema, { ...ok, confirm: "other" })).toEqual({ confirm: ["password_mismatch"] });
  });
  it("email: required and valid", () => {
    expect(errorsOf(ResetSchema, { ...ok, email: "" })).toEqual({ email: ["required"] });
    expect(errorsOf(ResetSchema, { ...ok, email: "nope" })).toEqual({ email: ["invalid_email"] });
  });
});

describe("every error at once", () => {
  it("reset: a mismatch is reported beside a missing code", () => {
    const errors = errorsOf(ResetSchema, { email: "a@b.vn", password: "abc", confirm: "abd" }) as Record<
      string,
      string[]
    >;
    expect(errors.code).toEqual(["required"]);
    expect(errors.confirm).toEqual(["password_mismatch"]);
  });
});
