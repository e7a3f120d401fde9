// A field message's bound is written as the page writes numbers (spec tours-cruises §8 "max_num
// with the bound substituted"): 100.000.000 in Vietnamese, 100,000,000 in English; a phone example stays as is.
import { describe, expect, it } from "vitest";
import { messageText, msg } from "./validation";
import { monthName } from "./dates";

const t = (key: string, values: { bound?: string }) => `${key}=${values.bound}`;

describe("messageText", () => {
  it("formats a quantity bound with the page's number format", () => {
    expect(messageText(t, msg("max_num", 100_000_000), "vi")).toBe("max_num=100.000.000");
    expect(messageText(t, msg("max_num", 100_000_000), "en")).toBe("max_num=100,000,000");
    expect(messageText(t, msg("min_num", 1), "en")).toBe("min_num=1");
    expect(messageText(t, msg("max_string_length", 2000), "en")).toBe("max_string_length=2,000");
  });
  it("leaves a text bound and a plain key alone", () => {
    expect(messageText(t, msg("invalid_phone_example", "0901234567"), "vi")).toBe("invalid_phone_example=0901234567");
    expect(messageText(t, "required", "vi")).toBe("required=undefined");
  });
});

describe("monthName", () => {
  it("names a month in the page's language", () => {
    expect(monthName(12, "en")).toBe("December");
    expect(monthName(1, "en")).toBe("January");
    expect(monthName(12, "vi")).toBe("Tháng 12");
  });
});
