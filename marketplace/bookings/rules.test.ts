// The status rules of the bookings contract as a table: every status × every target × today
// before / on / after the travel day, the other side's events, and "today" at Vietnam's midnight.
import { describe, expect, it } from "vitest";
import { decideEvent, decideInfoUpdate, decideTransition, EVENTS, ORDER_STATUSES, type EventName } from "./rules";
import { todayInVietnam } from "../shared/dates";
import { decideAction, SUPPLIER_ACTIONS } from "@contract/booking-transitions";
import { TOUR, transitionsOf } from "@contract/services";

const TRAVEL = "2025-03-15";
const WHEN = { before: "2025-03-14", on: "2025-03-15", after: "2025-03-16" } as const;
type When = keyof typeof WHEN;

const outcome = (current: string, target: string, when: When, service = "tour") => {
  const d = decideTransition(current, target, WHEN[when], TRAVEL, service);
  if (d.ok) return "ok";
  return `${d.code} ${d.message}${d.data ? ` ${d.data.status}` : ""}`;
};

// the full matrix of the rules is contract/booking-transitions.test.ts; here, that the marketplace
// decides by the contract's table and answers its refusals as 409s with the current status
describe("decideTransition answers from the contract's table", () => {
  it("every status × target × day, for tours and cruises", () => {
    for (const service of [undefined, "tour", "cruise"])
      for (const current of ORDER_STATUSES)
        for (const target of SUPPLIER_ACTIONS)
          for (const when of Object.keys(WHEN) as When[]) {
            const verdict = decideAction(transitionsOf(service ?? "tour"), target, current, WHEN[when], TRAVEL);
            const expected = verdict.ok ? "ok" : `409 ${verdict.message}${verdict.status ? ` ${verdict.status}` : ""}`;
            expect(outcome(current, target, when, service)).toBe(expected);
          }
  });

  it.each(ORDER_STATUSES.filter((s) => !(SUPPLIER_ACTIONS as readonly string[]).includes(s)))(
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
    expect(decideTransition("paid", "confirmed", "2025-01-01", "2024-12-31", "tour")).toMatchObject({
      ok: false,
      message: "warning_date_confirm",
    });
    expect(decideTransition("paid", "confirmed", "2024-12-31", "2025-01-01", "tour")).toEqual({ ok: true });
    expect(decideTransition("begin", "agency_completed", "2025-02-28", "2025-03-01", "tour")).toMatchObject({
      message: "warning_date_complete",
    });
    // a multi-day tour completes on its last day, or later
    expect(decideTransition("begin", "agency_completed", "2025-03-05", "2025-03-01", "tour")).toEqual({ ok: true });
  });
});

describe("decideInfoUpdate: the contact people lock once the booking is over", () => {
  const locked = ["completed", "agency_completed", "abandoned", "cancelled", "refunded"];
  it.each(ORDER_STATUSES)("%s", (status) => {
    const d = decideInfoUpdate(status, TOUR.contactsLocked);
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
      decideTransition("confirmed", "agency_begin", todayInVietnam(new Date("2025-05-31T16:59:59Z")), travel, "tour"),
    ).toMatchObject({ message: "warning_date_start" });
    expect(
      decideTransition("confirmed", "agency_begin", todayInVietnam(new Date("2025-05-31T17:00:00Z")), travel, "tour"),
    ).toEqual({ ok: true });
    // completing turns allowed at that same instant
    expect(
      decideTransition("begin", "agency_completed", todayInVietnam(new Date("2025-05-31T16:59:59Z")), travel, "tour"),
    ).toMatchObject({ message: "warning_date_complete" });
    expect(
      decideTransition("begin", "agency_completed", todayInVietnam(new Date("2025-05-31T17:00:00Z")), travel, "tour"),
    ).toEqual({ ok: true });
    // and the day after ends at the next 17:00 UTC: confirm and cancel are refused from then on
    expect(
      decideTransition("paid", "confirmed", todayInVietnam(new Date("2025-06-01T16:59:59Z")), travel, "tour"),
    ).toEqual({
      ok: true,
    });
    expect(
      decideTransition("paid", "cancelled", todayInVietnam(new Date("2025-06-01T17:00:00Z")), travel, "tour"),
    ).toMatchObject({ message: "warning_date_cancel" });
    expect(
      decideTransition("paid", "confirmed", todayInVietnam(new Date("2025-06-01T17:00:00Z")), travel, "tour"),
    ).toMatchObject({ message: "warning_date_confirm" });
  });
});
