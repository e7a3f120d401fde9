import { describe, expect, it } from "vitest";
import { todayInVietnam } from "~/lib/dates";
import { BOOKING_STATUSES, checkAction, contactsEditable, offeredActions, type BookingAction } from "./rules";

const TRAVEL = "2026-11-22";
const BEFORE = "2026-11-21";
const AFTER = "2026-11-23";

describe("checkAction: status × today vs travel date (spec §4)", () => {
  // [action, status, today, expected]
  const table: [BookingAction, string, string, string | null][] = [
    ["confirmed", "paid", BEFORE, null],
    ["confirmed", "paid", TRAVEL, null],
    ["confirmed", "paid", AFTER, "warningDateConfirm"],
    ["cancelled", "paid", BEFORE, null],
    ["cancelled", "paid", TRAVEL, null],
    ["cancelled", "paid", AFTER, "warningDateComplete"],
    ["agency_begin", "confirmed", BEFORE, "warningDateStart"],
    ["agency_begin", "confirmed", TRAVEL, null],
    ["agency_begin", "confirmed", AFTER, "warningDateStart"],
    ["agency_completed", "begin", BEFORE, "warningDateNotYet"],
    ["agency_completed", "begin", TRAVEL, null],
    ["agency_completed", "begin", AFTER, "warningDateComplete"],
  ];
  it.each(table)("%s from %s on %s → %s", (action, status, today, expected) => {
    expect(checkAction(action, status, today, TRAVEL)).toBe(expected);
  });

  it("refuses every action from any other status, and calls a replay done", () => {
    const from: Record<BookingAction, string> = { confirmed: "paid", cancelled: "paid", agency_begin: "confirmed", agency_completed: "begin" };
    for (const action of Object.keys(from) as BookingAction[]) {
      for (const status of BOOKING_STATUSES) {
        const got = checkAction(action, status, TRAVEL, TRAVEL);
        if (status === action) expect(got).toBe("done");
        else if (status === from[action]) expect(got).toBeNull();
        else expect(got).toBe("invalidTransition");
      }
    }
  });
});

describe("offeredActions", () => {
  it("offers confirm and cancel on a paid booking up to the travel day, not after", () => {
    expect(offeredActions("paid", BEFORE, TRAVEL)).toEqual(["confirmed", "cancelled"]);
    expect(offeredActions("paid", TRAVEL, TRAVEL)).toEqual(["confirmed", "cancelled"]);
    expect(offeredActions("paid", AFTER, TRAVEL)).toEqual([]);
  });
  it("offers start and complete on or after the travel date", () => {
    expect(offeredActions("confirmed", BEFORE, TRAVEL)).toEqual([]);
    expect(offeredActions("confirmed", TRAVEL, TRAVEL)).toEqual(["agency_begin"]);
    expect(offeredActions("confirmed", AFTER, TRAVEL)).toEqual(["agency_begin"]);
    expect(offeredActions("begin", BEFORE, TRAVEL)).toEqual([]);
    expect(offeredActions("begin", AFTER, TRAVEL)).toEqual(["agency_completed"]);
  });
  it("offers nothing for statuses the supplier does not move", () => {
    for (const s of ["wait_paid", "wait-confirm", "agency_begin", "agency_completed", "completed", "cancelled", "abandoned", "refunded", "not-come", "trash"]) {
      expect(offeredActions(s, TRAVEL, TRAVEL)).toEqual([]);
    }
  });
});

describe("the day boundary is midnight in Asia/Ho_Chi_Minh", () => {
  it("16:59:59 UTC is still the 21st in Vietnam, 17:00 UTC is the 22nd", () => {
    const before = todayInVietnam(new Date("2026-11-21T16:59:59Z"));
    const after = todayInVietnam(new Date("2026-11-21T17:00:00Z"));
    expect(before).toBe("2026-11-21");
    expect(after).toBe("2026-11-22");
    // a start on the 22nd is refused one second before Vietnam's midnight and allowed at it
    expect(checkAction("agency_begin", "confirmed", before, TRAVEL)).toBe("warningDateStart");
    expect(checkAction("agency_begin", "confirmed", after, TRAVEL)).toBeNull();
    // and a cancel on the 21st's travel date turns late at that same instant
    expect(checkAction("cancelled", "paid", before, "2026-11-21")).toBeNull();
    expect(checkAction("cancelled", "paid", after, "2026-11-21")).toBe("warningDateComplete");
  });
});

describe("contactsEditable (spec §4)", () => {
  it("hides the update links once the booking is finished or dropped", () => {
    for (const s of ["completed", "agency_completed", "abandoned", "cancelled", "refunded"]) expect(contactsEditable(s)).toBe(false);
    for (const s of ["paid", "confirmed", "agency_begin", "begin", "wait_paid"]) expect(contactsEditable(s)).toBe(true);
  });
});
