import { describe, expect, it } from "vitest";
import { todayInVietnam } from "~/lib/dates";
import { TOUR } from "@contract/services";
import { decideAction } from "@contract/booking-transitions";
import { transitionsOf } from "@contract/services";
import { BOOKING_ACTIONS, checkAction, contactsEditable, offeredActions, refusalFromApi } from "./rules";

const TRAVEL = "2026-11-22";
const BEFORE = "2026-11-21";
const AFTER = "2026-11-23";
const DAYS = { before: BEFORE, on: TRAVEL, after: AFTER } as const;

// the full matrix of the rules is contract/booking-transitions.test.ts; here, that the screen's
// answers are the contract table's, in the screen's words
describe("checkAction and offeredActions answer from the contract's table", () => {
  it("every action × status × day, for tours and cruises", () => {
    for (const service of ["tour", "cruise"])
      for (const action of BOOKING_ACTIONS)
        for (const status of TOUR.statuses.all)
          for (const day of Object.values(DAYS)) {
            const verdict = decideAction(transitionsOf(service), action, status, day, TRAVEL);
            const expected = verdict.ok ? null : refusalFromApi(verdict.message);
            expect(checkAction(action, status, day, TRAVEL, service)).toBe(expected);
            // the button is there exactly when the post would go through
            expect(offeredActions(status, day, TRAVEL, service).includes(action)).toBe(expected === null);
          }
  });

  it("a begun booking dated yesterday, or a 5-day package on its fifth day, offers Complete", () => {
    expect(offeredActions("begin", AFTER, TRAVEL, "tour")).toEqual(["agency_completed"]);
    expect(offeredActions("begin", "2026-11-26", TRAVEL, "tour")).toEqual(["agency_completed"]);
    expect(offeredActions("begin", "2026-11-24", TRAVEL, "cruise")).toEqual(["agency_completed"]);
  });

  it("a confirmed booking dated yesterday offers nothing (start is for the travel day)", () => {
    expect(offeredActions("confirmed", AFTER, TRAVEL, "tour")).toEqual([]);
  });
});

describe("the day boundary is midnight in Asia/Ho_Chi_Minh", () => {
  it("16:59:59 UTC is still the 21st in Vietnam, 17:00 UTC is the 22nd", () => {
    const before = todayInVietnam(new Date("2026-11-21T16:59:59Z"));
    const after = todayInVietnam(new Date("2026-11-21T17:00:00Z"));
    expect(before).toBe("2026-11-21");
    expect(after).toBe("2026-11-22");
    // a start or a complete on the 22nd is refused one second before Vietnam's midnight and allowed at it
    expect(checkAction("agency_begin", "confirmed", before, TRAVEL, "tour")).toBe("warningDateStart");
    expect(checkAction("agency_begin", "confirmed", after, TRAVEL, "tour")).toBeNull();
    expect(offeredActions("begin", before, TRAVEL, "tour")).toEqual([]);
    expect(offeredActions("begin", after, TRAVEL, "tour")).toEqual(["agency_completed"]);
    // and a cancel on the 21st's travel date turns late at that same instant
    expect(checkAction("cancelled", "paid", before, "2026-11-21", "tour")).toBeNull();
    expect(checkAction("cancelled", "paid", after, "2026-11-21", "tour")).toBe("warningDateCancel");
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
      expect(contactsEditable(s, "tour")).toBe(false);
    for (const s of ["paid", "confirmed", "agency_begin", "begin", "wait_paid"])
      expect(contactsEditable(s, "tour")).toBe(true);
  });
  it("follows the booking's service (transport locks the same statuses)", () => {
    expect(contactsEditable("cancelled", "transport")).toBe(false);
    expect(contactsEditable("confirmed", "transport")).toBe(true);
  });
});
