import { describe, expect, it } from "vitest";
import { loginUrl, safeBackPath } from "./safe-redirect";

describe("safeBackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeBackPath("/tour")).toBe("/tour");
    expect(safeBackPath("/tour/bookings?uid=ABC&page=2")).toBe("/tour/bookings?uid=ABC&page=2");
    expect(safeBackPath("/tour?date_range=%7B%22start%22%3A%222026-01-01%22%7D")).toBe(
      "/tour?date_range=%7B%22start%22%3A%222026-01-01%22%7D",
    );
  });
  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "/\t/evil.example",
    "/tour/ā",
    "/tour?name=Hà Nội",
    "/\u{1F600}",
    "/%09/evil.example",
    "evil.example",
    "",
    " //evil.example",
  ])("refuses %j", (hostile) => {
    expect(safeBackPath(hostile, "/")).toBe("/");
  });
  it("refuses non-strings and overlong values", () => {
    expect(safeBackPath(undefined)).toBe("/");
    expect(safeBackPath(42 as unknown)).toBe("/");
    expect(safeBackPath(`/${"a".repeat(2100)}`)).toBe("/");
  });
  it("builds /login?back= from the request", () => {
    expect(loginUrl(new Request("http://x/tour/bookings?uid=1"))).toBe("/login?back=%2Ftour%2Fbookings%3Fuid%3D1");
    expect(loginUrl(new Request("http://x/"))).toBe("/login");
  });
});
