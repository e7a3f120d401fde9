import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "./nul-bytes.server";

describe("withoutNulBytes (React 18's NUL bytes at a chunk's end)", () => {
  it("drops every NUL byte and keeps the rest, Vietnamese included", () => {
    const text = "Đặt chỗ <b>mới</b> — tổng 1.500.000 ₫";
    const bytes = Buffer.from(text);
    const withNuls = Buffer.concat([
      Buffer.from([0]),
      bytes.subarray(0, 5),
      Buffer.from([0, 0]),
      bytes.subarray(5),
      Buffer.from([0]),
    ]);
    expect(withoutNulBytes(withNuls).toString()).toBe(text);
    expect(withoutNulBytes(bytes)).toBe(bytes); // nothing to drop: the same buffer
  });

  // A byte-by-byte filter cost ~1.5 ms on an 80 KB page (12% of its CPU)
  it("costs next to nothing on a page of megabytes", () => {
    const page = Buffer.alloc(4 * 1024 * 1024, "a");
    for (let i = 2047; i < page.length; i += 2048) page[i] = 0;
    const started = performance.now();
    const out = withoutNulBytes(page);
    expect(performance.now() - started).toBeLessThan(30);
    expect(out.length).toBe(page.length - 2048);
    expect(out.includes(0)).toBe(false);
  });
});
