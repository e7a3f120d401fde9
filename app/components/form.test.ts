// Spec §8's "please enter all required information" is the warning of a failure of entry (a field left
// empty, a number that cannot be read); a refusal that is a rule's own reason (hotels-bikes-transport §5:
// a schedule over 100 days, a day below what is booked) says only that reason, beside its field.
import { describe, expect, it } from "vitest";
import { warnsToEnterAll } from "./form";

describe("warnsToEnterAll", () => {
  it("warns for a missing or unreadable entry, alone or beside a rule's reason", () => {
    expect(warnsToEnterAll({ available: ["required"] })).toBe(true);
    expect(warnsToEnterAll({ available: ["invalid_number"] })).toBe(true);
    expect(warnsToEnterAll({ dateEnd: ["range_too_long"], price: ["max_num:100000000"] })).toBe(true);
  });
  it("does not for a rule's own reason alone: a range too long, reversed, in the past or empty, below booked", () => {
    expect(warnsToEnterAll({ dateEnd: ["range_too_long"] })).toBe(false);
    expect(warnsToEnterAll({ dateEnd: ["range_reversed"], "": null })).toBe(false);
    expect(warnsToEnterAll({ dateStart: ["date_in_past"], dateEnd: ["range_no_days"] })).toBe(false);
    expect(warnsToEnterAll({ available: ["below_booked:3"] })).toBe(false);
  });
  it("a form-level message or no error is no failure of entry", () => {
    expect(warnsToEnterAll({ "": ["calendar:settingFailed"] })).toBe(false);
    expect(warnsToEnterAll(null)).toBe(false);
  });
});
