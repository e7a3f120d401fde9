import { describe, expect, it } from "vitest";
import { todayInVietnam } from "~/lib/dates";
import { TOUR } from "@contract/services";
import { checkAction, contactsEditable, offeredActions, refusalFromApi, type BookingAction } from "./rules";

const TRAVEL = "2026-11-22";
const BEFORE = "2026-11-21";
const AFTER = "2026-11-23";
const DAYS = { before: BEFORE, on: TRAVEL, after: AFTER } as const;

// issue 9: confirm and cancel until the travel day, start on it, complete from it on
const RULES: Record<BookingAction, { from: string } & Record<keyof typeof DAYS, string | null>> = {
  confirmed: { from: "paid", before: null, on: null, after: "warningDateConfirm" },
  cancelled: { from: "paid", before: null, on: null, after: "warningDateCancel" },
  agency_begin: { from: "confirmed", before: "warningDateStart", on: null, after: "warningDateStart" },
  agency_completed: { from: "begin", before: "warningDateComplete", on: null, after: null },
};

describe("checkAction and offeredActions: every action × status × day (spec §4, issue 9)", () => {
  const cells = (Object.keys(RULES) as BookingAction[]).flatMap((action) =>
    TOUR.statuses.all.flatMap((status: string) =>
      (Object.keys(DAYS) as (keyof typeof DAYS)[]).map((day) => [action, status, day] as const),
    ),
  );

  it.each(cells)("%s from %s, today %s the travel day", (action, status, day) => {
    const rule = RULES[action];
    const expected = status === action ? "alreadyInStatus" : status !== rule.from ? "invalidTransition" : rule[day];
    expect(checkAction(action, status, DAYS[day], TRAVEL)).toBe(expected);
    expect(checkAction(action, status, DAYS[day], TRAVEL, "cruise")).toBe(expected);
    // the button is there exactly when the post would go through
    expect(offeredActions(status, DAYS[day], TRAVEL).includes(action)).toBe(expected === null);
  });

  it("a begun booking dated yesterday, or a 5-day package on its fifth day, offers Complete", () => {
    expect(offeredActions("begin", AFTER, TRAVEL)).toEqual(["agency_completed"]);
    expect(offeredActions("begin", "2026-11-26", TRAVEL, "tour")).toEqual(["agency_completed"]);
    expect(offeredActions("begin", "2026-11-24", TRAVEL, "cruise")).toEqual(["agency_completed"]);
  });

  it("a confirmed booking dated yesterday offers nothing (start is for the travel day)", () => {
    expect(offeredActions("confirmed", AFTER, TRAVEL)).toEqual([]);
  });
});

describe("the day boundary is midnight in Asia/Ho_Chi_Minh", () => {
  it("16:59:59 UTC is still the 21st in Vietnam, 17:00 UTC is the 22nd", () => {
    const before = todayInVietnam(new Date("2026-11-21T16:59:59Z"));
    const after = todayInVietnam(new Date("2026-11-21T17:00:00Z"));
    expect(before).toBe("2026-11-21");
    expect(after).toBe("2026-11-22");
    // a start or a complete on the 22nd is refused one second before Vietnam's midnight and allowed at it
    expect(checkAction("agency_begin", "confirmed", before, TRAVEL)).toBe("warningDateStart");
    expect(checkAction("agency_begin", "confirmed", after, TRAVEL)).toBeNull();
    expect(offeredActions("begin", before, TRAVEL)).toEqual([]);
    expect(offeredActions("begin", after, TRAVEL)).toEqual(["agency_completed"]);
    // and a cancel on the 21st's travel date turns late at that same instant
    expect(checkAction("cancelled", "paid", before, "2026-11-21")).toBeNull();
    expect(checkAction("cancelled", "paid", after, "2026-11-21")).toBe("warningDateCancel");
  });
});

describe("refusalFromApi", () => {
  it("maps every 409 the marketplace answers, and nothing else", () => {
    expect(refusalFromApi("already_in_status")).toBe("alreadyInStatus");
    expect(refusalFromApi("warning_date_cancel")).toBe("warningDateCancel");
    expect(refusalFromApi("warning_date_complete")).toBe("warningDateComplete");
    expect(refusalFromApi("contact_locked")).toBe("contactLocked");
    expect(refusalFromApi("toString")).toBeNull();
    expect(refusalFromApi("order_busy")).toBeNull();
  });
});

describe("contactsEditable (spec §4)", () => {
  it("hides the update links once the booking is finished or dropped", () => {
    for (const s of ["completed", "agency_completed", "abandoned", "cancelled", "refunded"])
      expect(contactsEditable(s)).toBe(false);
    for (const s of ["paid", "confirmed", "agency_begin", "begin", "wait_paid"]) expect(contactsEditable(s)).toBe(true);
  });
  it("follows the booking's service (transport locks the same statuses)", () => {
    expect(contactsEditable("cancelled", "transport")).toBe(false);
    expect(contactsEditable("confirmed", "transport")).toBe(true);
  });
});
