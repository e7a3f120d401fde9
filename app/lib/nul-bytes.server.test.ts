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

  // how fast it is belongs to the page CPU figures of `npm run bench`; here, that a page of
  // megabytes with a NUL byte every 2 KB comes out whole, in one copy
  it("filters a page of megabytes whole", () => {
    const page = Buffer.alloc(4 * 1024 * 1024, "a");
    for (let i = 2047; i < page.length; i += 2048) page[i] = 0;
    const out = withoutNulBytes(page);
    expect(out.length).toBe(page.length - 2048);
    expect(out.includes(0)).toBe(false);
    expect(out.every((b) => b === 0x61)).toBe(true);
  });
});
