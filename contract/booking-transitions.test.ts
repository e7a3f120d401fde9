// Every cell of the supplier's transition table: each action × each booking status × today
// before / on / after the travel day, what decideAction answers and whether the action is offered.
import { describe, expect, it } from "vitest";
import {
  bookedDays,
  decideAction,
  lastDayOf,
  dayAllows,
  offeredActions,
  SUPPLIER_ACTIONS,
  TOUR_TRANSITIONS,
  whyNoAction,
  type SupplierAction,
} from "./booking-transitions";
import { TRANSITIONS, transitionsOf } from "./services";

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

// written out by hand, not read from the table: spec tours-cruises §4 "Agent transitions" as the
// supplier sees them (confirm and cancel until the travel day, start on it, complete from it on).
// The one full matrix test: the marketplace and the back-office check only that they use this table
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

  it("a multi-day tour (5 days 4 nights) completes from its last day on, weeks later too", () => {
    const days = { first: TRAVEL, last: lastDayOf(TRAVEL, bookedDays({ minutes: 5 * 1440 })) };
    expect(days.last).toBe("2026-03-19");
    for (const today of ["2026-03-15", "2026-03-16", "2026-03-18"]) {
      expect(decideAction(TOUR_TRANSITIONS, "agency_completed", "begin", today, days)).toEqual(refused);
      expect(offeredActions(TOUR_TRANSITIONS, "begin", today, days)).toEqual([]);
    }
    for (const today of ["2026-03-19", "2026-04-30", "2027-01-01"]) {
      expect(decideAction(TOUR_TRANSITIONS, "agency_completed", "begin", today, days)).toEqual({ ok: true });
    }
  });
});

const refused = { ok: false, message: "warning_date_complete", status: null };

describe("complete is allowed from the booked service's last day on (travel day + its days − 1)", () => {
  const completes = (today: string, days: number) =>
    decideAction(TOUR_TRANSITIONS, "agency_completed", "begin", today, {
      first: TRAVEL,
      last: lastDayOf(TRAVEL, days),
    }).ok;

  it("a one-day service: from its travel day", () => {
    expect(bookedDays({ minutes: 8 * 60 })).toBe(1);
    expect(bookedDays({})).toBe(1);
    expect(completes(WHEN.before, 1)).toBe(false);
    expect(completes(WHEN.on, 1)).toBe(true);
    expect(completes(WHEN.after, 1)).toBe(true);
  });

  it("a two-day service: not on its first day, from its second", () => {
    expect(bookedDays({ minutes: 2 * 1440 })).toBe(2);
    expect(completes("2026-03-15", 2)).toBe(false);
    expect(completes("2026-03-16", 2)).toBe(true);
    expect(completes("2026-03-17", 2)).toBe(true);
  });

  it("a cruise of N nights lasts N + 1 days (3 nights: completes from day 4)", () => {
    expect(bookedDays({ nights: 1 })).toBe(2);
    expect(bookedDays({ nights: 3, minutes: 1440 })).toBe(4);
    expect(lastDayOf(TRAVEL, bookedDays({ nights: 3 }))).toBe("2026-03-18");
    expect(completes("2026-03-17", 4)).toBe(false);
    expect(completes("2026-03-18", 4)).toBe(true);
    expect(TRANSITIONS.cruise.agency_completed.day).toBe("last");
  });

  it("the last day crosses months and years", () => {
    expect(lastDayOf("2026-12-31", 2)).toBe("2027-01-01");
    expect(lastDayOf("2028-02-28", 2)).toBe("2028-02-29");
    expect(lastDayOf("2026-03-15", 0)).toBe("2026-03-15");
  });

  it("the other actions still read the travel day, not the last", () => {
    const days = { first: TRAVEL, last: "2026-03-18" };
    expect(offeredActions(TOUR_TRANSITIONS, "paid", "2026-03-16", days)).toEqual([]);
    expect(offeredActions(TOUR_TRANSITIONS, "confirmed", TRAVEL, days)).toEqual(["agency_begin"]);
  });

  it("transport still completes once the pickup has passed", () => {
    const moment = { now: "2026-03-15T05:00:00Z", at: "2026-03-15T04:00:00Z" };
    expect(offeredActions(TRANSITIONS.transport, "begin", TRAVEL, TRAVEL, moment)).toEqual(["agency_completed"]);
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
  it("cruises use tours' table; an unknown service has none (an error, never tours')", () => {
    expect(TRANSITIONS.cruise).toBe(TOUR_TRANSITIONS);
    expect(transitionsOf("cruise")).toBe(TOUR_TRANSITIONS);
    expect(() => transitionsOf(undefined)).toThrow();
    expect(() => transitionsOf("constructor")).toThrow();
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
  it("hotels set their own targets (hotel-transitions.test.ts has every cell)", () => {
    expect(offeredActions(TRANSITIONS.hotel, "wait_paid", WHEN.before, TRAVEL)).toEqual(["paid", "cancelled"]);
    for (const status of ["completed", "not-come", "refunded"])
      expect(offeredActions(TRANSITIONS.hotel, status, WHEN.before, TRAVEL)).toEqual([]);
  });

  it("bikes confirm or cancel a paid booking until the pickup day (bike-transitions.test.ts has every cell)", () => {
    expect(offeredActions(TRANSITIONS.bike, "paid", WHEN.on, TRAVEL)).toEqual(["confirmed", "cancelled"]);
    expect(offeredActions(TRANSITIONS.bike, "paid", WHEN.after, TRAVEL)).toEqual([]);
    expect(offeredActions(TRANSITIONS.bike, "confirmed", WHEN.on, TRAVEL)).toEqual(["agency_begin"]);
    expect(offeredActions(TRANSITIONS.bike, "begin", WHEN.after, TRAVEL)).toEqual(["agency_completed"]);
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

describe("whyNoAction: a reason whenever the table offers nothing", () => {
  const pickup = "2026-03-15T04:00:00Z";
  const before = { now: "2026-03-15T03:00:00Z", at: pickup };
  const after = { now: "2026-03-15T05:00:00Z", at: pickup };

  it("null whenever some action is offered", () => {
    expect(whyNoAction(TOUR_TRANSITIONS, "paid", WHEN.on, TRAVEL)).toBeNull();
  });

  it("a paid transfer whose pickup has passed: too late, contact support", () => {
    expect(whyNoAction(TRANSITIONS.transport, "paid", WHEN.on, TRAVEL, after)).toEqual({ reason: "late" });
    expect(whyNoAction(TOUR_TRANSITIONS, "paid", WHEN.after, TRAVEL)).toEqual({ reason: "late" });
    expect(whyNoAction(TOUR_TRANSITIONS, "confirmed", WHEN.after, TRAVEL)).toEqual({ reason: "late" });
  });

  it("too early: which action and from when (the travel day, the last day, the pickup)", () => {
    expect(whyNoAction(TOUR_TRANSITIONS, "confirmed", WHEN.before, TRAVEL)).toEqual({
      reason: "early",
      action: "agency_begin",
      at: TRAVEL,
    });
    expect(whyNoAction(TOUR_TRANSITIONS, "begin", WHEN.on, { first: TRAVEL, last: "2026-03-16" })).toEqual({
      reason: "early",
      action: "agency_completed",
      at: "2026-03-16",
    });
    expect(whyNoAction(TRANSITIONS.transport, "begin", WHEN.on, TRAVEL, before)).toEqual({
      reason: "early",
      action: "agency_completed",
      at: pickup,
    });
  });

  it("the other side's move: the customer's, the operator's, or none", () => {
    expect(whyNoAction(TOUR_TRANSITIONS, "agency_begin", WHEN.on, TRAVEL)).toEqual({ reason: "customer" });
    expect(whyNoAction(TOUR_TRANSITIONS, "agency_completed", WHEN.on, TRAVEL)).toEqual({ reason: "customer" });
    expect(whyNoAction(TOUR_TRANSITIONS, "wait_paid", WHEN.on, TRAVEL)).toEqual({ reason: "customer" });
    expect(whyNoAction(TOUR_TRANSITIONS, "cancelled", WHEN.on, TRAVEL)).toEqual({ reason: "operator" });
    expect(whyNoAction(TOUR_TRANSITIONS, "completed", WHEN.on, TRAVEL)).toEqual({ reason: "closed" });
    expect(whyNoAction({}, "paid", WHEN.on, TRAVEL)).toEqual({ reason: "none" });
  });

  it("every status of every table has either actions or a reason", () => {
    for (const table of Object.values(TRANSITIONS))
      for (const status of STATUSES)
        for (const when of Object.values(WHEN))
          for (const moment of [before, after])
            expect(
              offeredActions(table, status, when, TRAVEL, moment).length > 0 ||
                whyNoAction(table, status, when, TRAVEL, moment) !== null,
            ).toBe(true);
  });
});
