// Every cell of the supplier's transition table: each action × each booking status × today
// before / on / after the travel day, what decideAction answers and whether the action is offered.
import { describe, expect, it } from "vitest";
import {
  decideAction,
  dayAllows,
  offeredActions,
  SUPPLIER_ACTIONS,
  TOUR_TRANSITIONS,
  TRANSITIONS,
  transitionsOf,
  type SupplierAction,
} from "./booking-transitions";

// spec tours-cruises §4 "Booking statuses"
const STATUSES = [
  "wait_paid",
  "wait-confirm",
  "paid",
  "confirmed",
  "agency_begin",
  "begin",
  "agency_completed",
  "completed",
  "not-come",
  "cancelled",
  "abandoned",
  "refunded",
  "trash",
];
const TRAVEL = "2026-03-15";
const WHEN = { before: "2026-03-14", on: "2026-03-15", after: "2026-03-16" } as const;
type When = keyof typeof WHEN;

// written out by hand, not read from the table: the rules of issue 9 as the supplier sees them
const EXPECTED: Record<SupplierAction, { from: string } & Record<When, string>> = {
  confirmed: { from: "paid", before: "ok", on: "ok", after: "warning_date_confirm" },
  cancelled: { from: "paid", before: "ok", on: "ok", after: "warning_date_cancel" },
  agency_begin: { from: "confirmed", before: "warning_date_start", on: "ok", after: "warning_date_start" },
  agency_completed: { from: "begin", before: "warning_date_complete", on: "ok", after: "ok" },
};

const answer = (action: string, status: string, when: When) => {
  const v = decideAction(TOUR_TRANSITIONS, action, status, WHEN[when], TRAVEL);
  return v.ok ? "ok" : `${v.message}${v.status ? ` ${v.status}` : ""}`;
};

describe("decideAction and offeredActions: every action × status × day", () => {
  const cells = SUPPLIER_ACTIONS.flatMap((action) =>
    STATUSES.flatMap((status) => (Object.keys(WHEN) as When[]).map((when) => [action, status, when] as const)),
  );

  it("has 4 actions × 13 statuses × 3 days", () => expect(cells).toHaveLength(4 * 13 * 3));

  it.each(cells)("%s from %s, today %s the travel day", (action, status, when) => {
    const row = EXPECTED[action];
    const expected =
      status === action
        ? `already_in_status ${status}`
        : status !== row.from
          ? `invalid_transition ${status}`
          : row[when];
    expect(answer(action, status, when)).toBe(expected);
    // a button is shown exactly when the post would succeed
    expect(offeredActions(TOUR_TRANSITIONS, status, WHEN[when], TRAVEL).includes(action)).toBe(expected === "ok");
  });

  it("offers them in one order: confirm, cancel, start, complete", () => {
    expect(offeredActions(TOUR_TRANSITIONS, "paid", WHEN.on, TRAVEL)).toEqual(["confirmed", "cancelled"]);
    expect(offeredActions(TOUR_TRANSITIONS, "begin", WHEN.after, TRAVEL)).toEqual(["agency_completed"]);
  });

  it("a target that is not the supplier's is refused without a status, even from itself", () => {
    for (const target of ["completed", "begin", "paid", "refunded", "", "toString", "__proto__"]) {
      for (const status of [...STATUSES, target]) {
        expect(decideAction(TOUR_TRANSITIONS, target, status, WHEN.on, TRAVEL)).toEqual({
          ok: false,
          message: "invalid_transition",
          status: null,
        });
      }
    }
  });

  it("a multi-day tour (5 days 4 nights) completes on any later day, weeks later too", () => {
    for (const today of ["2026-03-16", "2026-03-19", "2026-04-30", "2027-01-01"]) {
      expect(decideAction(TOUR_TRANSITIONS, "agency_completed", "begin", today, TRAVEL)).toEqual({ ok: true });
    }
  });
});

describe("dayAllows compares whole days across months and years", () => {
  it.each([
    ["until", "2025-12-31", "2026-01-01", true],
    ["until", "2026-01-01", "2026-01-01", true],
    ["until", "2026-01-02", "2026-01-01", false],
    ["on", "2025-12-31", "2026-01-01", false],
    ["on", "2026-01-01", "2026-01-01", true],
    ["on", "2026-01-02", "2026-01-01", false],
    ["from", "2026-02-28", "2026-03-01", false],
    ["from", "2026-03-01", "2026-03-01", true],
    ["from", "2026-03-02", "2026-03-01", true],
  ] as const)("%s: today %s, travel %s → %s", (rule, today, travel, allowed) => {
    expect(dayAllows(rule, today, travel)).toBe(allowed);
  });
});

describe("one table per service", () => {
  it("cruises use tours' table; an unknown service falls back to it", () => {
    expect(TRANSITIONS.cruise).toBe(TOUR_TRANSITIONS);
    expect(transitionsOf("cruise")).toBe(TOUR_TRANSITIONS);
    expect(transitionsOf(undefined)).toBe(TOUR_TRANSITIONS);
    expect(transitionsOf("constructor")).toBe(TOUR_TRANSITIONS);
  });

  it("an action a service's table lacks is never offered nor allowed", () => {
    const onlyConfirm = { confirmed: TOUR_TRANSITIONS.confirmed };
    expect(offeredActions(onlyConfirm, "paid", WHEN.on, TRAVEL)).toEqual(["confirmed"]);
    expect(decideAction(onlyConfirm, "cancelled", "paid", WHEN.on, TRAVEL)).toEqual({
      ok: false,
      message: "invalid_transition",
      status: null,
    });
  });
});

describe("hotel, bike and transport tables (spec hotels-bikes-transport §4)", () => {
  it("hotels offer no action: their transitions are not shown in the spec", () => {
    for (const status of STATUSES) expect(offeredActions(TRANSITIONS.hotel, status, WHEN.before, TRAVEL)).toEqual([]);
  });

  it("bikes confirm or cancel a paid booking until the pickup day, nothing else", () => {
    expect(offeredActions(TRANSITIONS.bike, "paid", WHEN.on, TRAVEL)).toEqual(["confirmed", "cancelled"]);
    expect(offeredActions(TRANSITIONS.bike, "paid", WHEN.after, TRAVEL)).toEqual([]);
    expect(offeredActions(TRANSITIONS.bike, "confirmed", WHEN.on, TRAVEL)).toEqual([]);
    expect(offeredActions(TRANSITIONS.bike, "begin", WHEN.after, TRAVEL)).toEqual([]);
  });

  describe("transport compares the pickup instant", () => {
    const pickup = "2026-03-15T08:00:00.000Z"; // 15:00 in Vietnam, on the travel day
    const before = { now: "2026-03-15T07:59:00.000Z", at: pickup };
    const after = { now: "2026-03-15T08:01:00.000Z", at: pickup };
    const T = TRANSITIONS.transport;

    it("confirms and cancels only before the pickup time, the same day too", () => {
      expect(offeredActions(T, "paid", WHEN.on, TRAVEL, before)).toEqual(["confirmed", "cancelled"]);
      expect(offeredActions(T, "paid", WHEN.on, TRAVEL, after)).toEqual([]);
      const refused = (message: string) => ({ ok: false, message, status: null });
      expect(decideAction(T, "cancelled", "paid", WHEN.on, TRAVEL, after)).toEqual(refused("warning_date_start"));
      expect(decideAction(T, "confirmed", "paid", WHEN.on, TRAVEL, after)).toEqual(refused("warning_date_confirm"));
    });

    it("starts on the pickup day only; completes once the pickup time has passed", () => {
      expect(offeredActions(T, "confirmed", WHEN.on, TRAVEL, after)).toEqual(["agency_begin"]);
      expect(offeredActions(T, "confirmed", WHEN.after, TRAVEL, after)).toEqual([]);
      expect(offeredActions(T, "begin", WHEN.on, TRAVEL, before)).toEqual([]);
      expect(decideAction(T, "agency_completed", "begin", WHEN.on, TRAVEL, before)).toEqual({
        ok: false,
        message: "warning_date_complete",
        status: null,
      });
      expect(offeredActions(T, "begin", WHEN.on, TRAVEL, after)).toEqual(["agency_completed"]);
    });

    it("without the instants an instant rule refuses (no pickup time, no action)", () => {
      expect(offeredActions(T, "paid", WHEN.before, TRAVEL)).toEqual([]);
      expect(dayAllows("before", WHEN.before, TRAVEL, { now: "not a time", at: pickup })).toBe(false);
    });
  });
});
