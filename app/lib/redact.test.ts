import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact";

describe("redactUrl (request log lines carry no secrets)", () => {
  it("hides the reset code in the path", () => {
    expect(redactUrl("/api/v1/auth/get-password/ABCD2345")).toBe("/api/v1/auth/get-password/[redacted]");
    expect(redactUrl("/api/v1/auth/get-password/ABCD2345?x=1")).toBe("/api/v1/auth/get-password/[redacted]?x=1");
  });
  it("hides secret query values and keeps the others", () => {
    expect(redactUrl("/x?token=abc&page=2")).toBe("/x?token=%5Bredacted%5D&page=2");
    expect(redactUrl("/x?code=123&password=p&refreshToken=r")).not.toMatch(/123|=p|=r\b/);
  });
  it("leaves plain paths alone", () => {
    expect(redactUrl("/tour/bookings")).toBe("/tour/bookings");
  });
});
