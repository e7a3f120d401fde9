// The status rules of the bookings contract as a table: every status × every target × today
// before / on / after the travel day, the other side's events, and "today" at Vietnam's midnight.
import { describe, expect, it } from "vitest";
import { decideEvent, decideInfoUpdate, decideTransition, EVENTS, ORDER_STATUSES, type EventName } from "./rules";
import { todayInVietnam } from "../shared/dates";

const TRAVEL = "2025-03-15";
const WHEN = { before: "2025-03-14", on: "2025-03-15", after: "2025-03-16" } as const;
type When = keyof typeof WHEN;

// the one status each target starts from, and what the day decides there (contract "Rules", issue 9:
// confirm and cancel until the travel day, start on it, complete from it on)
const ALLOWED: Record<string, { from: string } & Record<When, string>> = {
  confirmed: { from: "paid", before: "ok", on: "ok", after: "warning_date_confirm" },
  cancelled: { from: "paid", before: "ok", on: "ok", after: "warning_date_cancel" },
  agency_begin: { from: "confirmed", before: "warning_date_start", on: "ok", after: "warning_date_start" },
  agency_completed: { from: "begin", before: "warning_date_complete", on: "ok", after: "ok" },
};

const outcome = (current: string, target: string, when: When, service?: string) => {
  const d = decideTransition(current, target, WHEN[when], TRAVEL, service);
  if (d.ok) return "ok";
  return `${d.code} ${d.message}${d.data ? ` ${d.data.status}` : ""}`;
};

describe("decideTransition: every status × target × day", () => {
  const rows = ORDER_STATUSES.flatMap((current) =>
    Object.keys(ALLOWED).flatMap((target) =>
      (Object.keys(WHEN) as When[]).map((when) => [current, target, when] as const),
    ),
  );

  it.each(rows)("%s → %s, today %s the travel day", (current, target, when) => {
    const rule = ALLOWED[target]!;
    const expected =
      current === target
        ? `409 already_in_status ${current}`
        : current !== rule.from
          ? `409 invalid_transition ${current}`
          : rule[when] === "ok"
            ? "ok"
            : `409 ${rule[when]}`;
    expect(outcome(current, target, when)).toBe(expected);
    // a cruise follows the tours' rules
    expect(outcome(current, target, when, "cruise")).toBe(expected);
  });

  it("covers 13 statuses × 4 targets × 3 days", () => {
    expect(rows).toHaveLength(13 * 4 * 3);
  });

  it.each(ORDER_STATUSES.filter((s) => !(s in ALLOWED)))(
    "target %s is never the supplier's to set, even from itself",
    (target) => {
      for (const current of ORDER_STATUSES) {
        for (const when of Object.keys(WHEN) as When[])
          expect(outcome(current, target, when)).toBe("409 invalid_transition");
      }
    },
  );

  it("an unknown target is refused before anything else", () => {
    expect(outcome("paid", "", "on")).toBe("409 invalid_transition");
    expect(outcome("paid", "toString", "on")).toBe("409 invalid_transition");
  });

  it("compares whole days across months and years", () => {
    expect(decideTransition("paid", "confirmed", "2025-01-01", "2024-12-31")).toMatchObject({
      ok: false,
      message: "warning_date_confirm",
    });
    expect(decideTransition("paid", "confirmed", "2024-12-31", "2025-01-01")).toEqual({ ok: true });
    expect(decideTransition("begin", "agency_completed", "2025-02-28", "2025-03-01")).toMatchObject({
      message: "warning_date_complete",
    });
    // a multi-day tour completes on its last day, or later
    expect(decideTransition("begin", "agency_completed", "2025-03-05", "2025-03-01", "tour")).toEqual({ ok: true });
  });
});

describe("decideInfoUpdate: the contact people lock once the booking is over", () => {
  const locked = ["completed", "agency_completed", "abandoned", "cancelled", "refunded"];
  it.each(ORDER_STATUSES)("%s", (status) => {
    const d = decideInfoUpdate(status);
    if (locked.includes(status))
      expect(d).toEqual({ ok: false, code: 409, message: "contact_locked", data: { status } });
    else expect(d).toEqual({ ok: true });
  });
});

describe("decideEvent: the customer's and the operator's events", () => {
  const FROM: Record<EventName, string[]> = {
    pay: ["wait_paid", "wait-confirm"],
    "confirm-start": ["agency_begin"],
    "confirm-complete": ["agency_completed"],
    abandon: ["wait_paid", "wait-confirm", "paid", "confirmed"],
    refund: ["paid", "confirmed", "cancelled", "abandoned"],
    "not-come": ["confirmed", "agency_begin"],
  };
  const TO: Record<EventName, string> = {
    pay: "paid",
    "confirm-start": "begin",
    "confirm-complete": "completed",
    abandon: "abandoned",
    refund: "refunded",
    "not-come": "not-come",
  };
  const rows = (Object.keys(FROM) as EventName[]).flatMap((event) =>
    ORDER_STATUSES.map((status) => [event, status] as const),
  );
  it.each(rows)("%s from %s", (event, status) => {
    expect(EVENTS[event].to).toBe(TO[event]);
    const d = decideEvent(status, event);
    if (FROM[event].includes(status)) expect(d).toEqual({ ok: true });
    else expect(d).toEqual({ ok: false, code: 409, message: "invalid_transition", data: { status } });
  });
});

describe("todayInVietnam: the day changes at 17:00 UTC (midnight in Vietnam)", () => {
  it.each([
    ["2025-05-31T16:59:59Z", "2025-05-31"],
    ["2025-05-31T17:00:00Z", "2025-06-01"],
    ["2024-12-31T16:59:59.999Z", "2024-12-31"],
    ["2024-12-31T17:00:00Z", "2025-01-01"],
    ["2025-06-01T00:00:00Z", "2025-06-01"],
  ])("%s is %s in Vietnam", (instant, day) => {
    expect(todayInVietnam(new Date(instant))).toBe(day);
  });

  it("the travel day flips with it: agency_begin refused at 16:59:59Z the day before, allowed at 17:00:00Z", () => {
    const travel = "2025-06-01";
    expect(
      decideTransition("confirmed", "agency_begin", todayInVietnam(new Date("2025-05-31T16:59:59Z")), travel),
    ).toMatchObject({ message: "warning_date_start" });
    expect(
      decideTransition("confirmed", "agency_begin", todayInVietnam(new Date("2025-05-31T17:00:00Z")), travel),
    ).toEqual({ ok: true });
    // completing turns allowed at that same instant
    expect(
      decideTransition("begin", "agency_completed", todayInVietnam(new Date("2025-05-31T16:59:59Z")), travel),
    ).toMatchObject({ message: "warning_date_complete" });
    expect(
      decideTransition("begin", "agency_completed", todayInVietnam(new Date("2025-05-31T17:00:00Z")), travel),
    ).toEqual({ ok: true });
    // and the day after ends at the next 17:00 UTC: confirm and cancel are refused from then on
    expect(decideTransition("paid", "confirmed", todayInVietnam(new Date("2025-06-01T16:59:59Z")), travel)).toEqual({
      ok: true,
    });
    expect(
      decideTransition("paid", "cancelled", todayInVietnam(new Date("2025-06-01T17:00:00Z")), travel),
    ).toMatchObject({ message: "warning_date_cancel" });
    expect(
      decideTransition("paid", "confirmed", todayInVietnam(new Date("2025-06-01T17:00:00Z")), travel),
    ).toMatchObject({ message: "warning_date_confirm" });
  });
});
