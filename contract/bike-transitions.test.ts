// The bike booking's status rules as a table (spec hotels-bikes-transport §4 "Bike booking statuses"):
// every action from every status on each day against a rental picked up on the 15th and returned on
// the 17th, and what the table answers.
import { describe, expect, it } from "vitest";
import { BIKE_TRANSITIONS, decideAction, offeredActions, whyNoAction } from "./booking-transitions";
import { BIKE } from "./services";

const RENTAL = { first: "2026-03-15", last: "2026-03-17" };
const DAYS = {
  before: "2026-03-14",
  pickup: "2026-03-15",
  between: "2026-03-16",
  return: "2026-03-17",
  after: "2026-03-18",
};
type Day = keyof typeof DAYS;

// [status, day, the actions offered]
const OFFERED: [string, Day, string[]][] = [
  ["paid", "before", ["confirmed", "cancelled"]],
  ["paid", "pickup", ["confirmed", "cancelled"]],
  ["paid", "between", []],
  ["confirmed", "before", []],
  ["confirmed", "pickup", ["agency_begin"]],
  ["confirmed", "between", []],
  ["agency_begin", "pickup", []],
  ["begin", "pickup", []],
  ["begin", "between", []],
  ["begin", "return", ["agency_completed"]],
  ["begin", "after", ["agency_completed"]],
  ["wait-paid", "before", []],
  ["wait_paid", "before", []],
  ["agency_completed", "after", []],
  ["completed", "after", []],
  ["cancelled", "before", []],
  ["refunded", "before", []],
  ["change", "before", []],
  ["abandoned", "before", []],
];

describe("bike transition table", () => {
  it("is the descriptor's", () => expect(BIKE.transitions).toBe(BIKE_TRANSITIONS));

  it.each(OFFERED)("%s on the %s day offers %j", (status, day, actions) => {
    expect(offeredActions(BIKE_TRANSITIONS, status, DAYS[day], RENTAL)).toEqual(actions);
  });

  // [action, status, day, the verdict's message or ok]
  const VERDICTS: [string, string, Day, string][] = [
    ["confirmed", "paid", "pickup", "ok"],
    ["confirmed", "paid", "between", "warning_date_confirm"],
    ["cancelled", "paid", "between", "warning_date_cancel"],
    ["cancelled", "confirmed", "before", "invalid_transition"],
    ["cancelled", "cancelled", "before", "already_in_status"],
    ["agency_begin", "confirmed", "before", "warning_date_start"],
    ["agency_begin", "confirmed", "between", "warning_date_start"],
    ["agency_completed", "begin", "between", "warning_date_complete"],
    ["agency_completed", "begin", "return", "ok"],
    ["completed", "begin", "after", "invalid_transition"],
    ["refunded", "paid", "before", "invalid_transition"],
  ];
  it.each(VERDICTS)("%s from %s on the %s day: %s", (action, status, day, expected) => {
    const v = decideAction(BIKE_TRANSITIONS, action, status, DAYS[day], RENTAL);
    expect(v.ok ? "ok" : v.message).toBe(expected);
  });

  it("says why nothing is offered", () => {
    expect(whyNoAction(BIKE_TRANSITIONS, "confirmed", DAYS.before, RENTAL)).toEqual({
      reason: "early",
      action: "agency_begin",
      at: RENTAL.first,
    });
    expect(whyNoAction(BIKE_TRANSITIONS, "begin", DAYS.between, RENTAL)).toEqual({
      reason: "early",
      action: "agency_completed",
      at: RENTAL.last,
    });
    expect(whyNoAction(BIKE_TRANSITIONS, "paid", DAYS.after, RENTAL)).toEqual({ reason: "late" });
    expect(whyNoAction(BIKE_TRANSITIONS, "agency_begin", DAYS.pickup, RENTAL)).toEqual({ reason: "customer" });
    // a rental waiting for its payment waits for the customer
    expect(whyNoAction(BIKE_TRANSITIONS, "wait-paid", DAYS.before, RENTAL)).toEqual({ reason: "customer" });
    expect(whyNoAction(BIKE_TRANSITIONS, "completed", DAYS.after, RENTAL)).toEqual({ reason: "closed" });
  });
});
