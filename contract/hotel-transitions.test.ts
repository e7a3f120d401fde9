// The hotel's transition table as a table: every target × every hotel status × today before, on and
// after the check-in day (hotels-bikes-transport §4 "may manually set paid, completed, cancelled or
// refunded"; the rules are the safer reading marketplace/README.md writes down).
import { describe, expect, it } from "vitest";
import { decideAction, offeredActions, whyNoAction } from "./booking-transitions";
import { HOTEL } from "./services";

const CHECKIN = "2026-03-15";
const WHEN = { before: "2026-03-14", on: "2026-03-15", after: "2026-03-16" } as const;
type When = keyof typeof WHEN;
const T = HOTEL.transitions;

// written out by hand: the statuses each target starts from, and the day answers from them
const ROWS: Record<string, { from: string[] } & Record<When, string>> = {
  // spec §4 lists wait-confirm: the safer reading, the supplier confirms it, until the check-in day
  confirmed: { from: ["wait-confirm"], before: "ok", on: "ok", after: "warning_date_confirm" },
  paid: { from: ["wait_paid", "wait-confirm"], before: "ok", on: "ok", after: "ok" },
  completed: { from: ["paid", "confirmed"], before: "warning_date_complete", on: "ok", after: "ok" },
  cancelled: {
    from: ["wait_paid", "wait-confirm", "paid", "confirmed"],
    before: "ok",
    on: "ok",
    after: "warning_date_cancel",
  },
  refunded: { from: ["paid", "confirmed", "cancelled"], before: "ok", on: "ok", after: "ok" },
};

const answer = (target: string, status: string, when: When) => {
  const v = decideAction(T, target, status, WHEN[when], CHECKIN);
  return v.ok ? "ok" : `${v.message}${v.status ? ` ${v.status}` : ""}`;
};

describe("hotel transitions: every target × status × day", () => {
  const cells = Object.keys(ROWS).flatMap((target) =>
    HOTEL.statuses.all.flatMap((status) =>
      (Object.keys(WHEN) as When[]).map((when) => [target, status, when] as const),
    ),
  );

  it("names the four statuses a supplier may set by hand, and the confirmation of a stay waiting for it", () => {
    expect(Object.keys(T)).toEqual(["confirmed", "paid", "completed", "cancelled", "refunded"]);
    expect(cells).toHaveLength(5 * HOTEL.statuses.all.length * 3);
  });

  it.each(cells)("%s from %s, today %s the check-in day", (target, status, when) => {
    const row = ROWS[target]!;
    const expected =
      status === target
        ? `already_in_status ${status}`
        : !row.from.includes(status)
          ? `invalid_transition ${status}`
          : row[when];
    expect(answer(target, status, when)).toBe(expected);
    expect(offeredActions(T, status, WHEN[when], CHECKIN).includes(target)).toBe(expected === "ok");
  });

  it("nothing leaves a final status", () => {
    for (const status of ["completed", "not-come", "refunded", "abandoned", "trash"])
      for (const when of Object.values(WHEN)) expect(offeredActions(T, status, when, CHECKIN)).toEqual([]);
  });

  it("a status not in the table (the tours' start, complete) is never the hotel supplier's", () => {
    for (const target of ["agency_begin", "agency_completed", "not-come", "wait_paid", "__proto__"])
      expect(decideAction(T, target, "paid", WHEN.on, CHECKIN)).toEqual({
        ok: false,
        message: "invalid_transition",
        status: null,
      });
  });

  it("says why nothing is offered: completing waits for the check-in day; a final status is closed", () => {
    expect(whyNoAction(T, "completed", WHEN.on, CHECKIN)).toEqual({ reason: "closed" });
    expect(whyNoAction(T, "not-come", WHEN.on, CHECKIN)).toEqual({ reason: "closed" });
    expect(offeredActions(T, "paid", WHEN.before, CHECKIN)).toEqual(["cancelled", "refunded"]);
    expect(offeredActions(T, "confirmed", WHEN.after, CHECKIN)).toEqual(["completed", "refunded"]);
  });
});
