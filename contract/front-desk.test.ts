// The front desk's and the rate calendar's rules (contract/front-desk.ts): a stay against its nights'
// restrictions, the bulk update's plan, and the desk's steps by status and day.
import { describe, expect, it } from "vitest";
import {
  NO_RULES,
  bikeDeskActions,
  bikeDeskIdle,
  decideBikeDesk,
  deskStatusActions,
  hotelDeskIdle,
  hotelDeskStatusActions,
  decideHotelDesk,
  hotelDeskActions,
  planBulk,
  stayRefusal,
  type BulkDay,
  type NightRules,
} from "./front-desk";
import { RoomBulkSchema, ReturnSchema } from "./api/front-desk";
import { RoomScheduleSchema } from "./api/hotels";
import { HOTEL_TRANSITIONS, type TransitionTable } from "./booking-transitions";

const rules = (by: Record<string, Partial<NightRules>>) => (d: string) =>
  by[d] ? { ...NO_RULES, ...by[d] } : undefined;

describe("a stay against its nights' restrictions", () => {
  it("stop-sell on any night, the arrival night's rules, then the check-out day's", () => {
    const fri = "2030-03-01";
    expect(stayRefusal(fri, "2030-03-03", rules({ "2030-03-02": { stop_sell: true } }))).toEqual({
      rule: "stop_sell",
      date: "2030-03-02",
    });
    // the check-out day is not a night: its stop-sell does not refuse the stay
    expect(stayRefusal(fri, "2030-03-02", rules({ "2030-03-02": { stop_sell: true } }))).toBeNull();
    expect(stayRefusal(fri, "2030-03-02", rules({ [fri]: { min_stay: 2 } }))).toEqual({
      rule: "min_stay",
      date: fri,
      bound: 2,
    });
    expect(stayRefusal(fri, "2030-03-03", rules({ [fri]: { min_stay: 2 } }))).toBeNull();
    // a minimum stay is read on the arrival night only
    expect(stayRefusal("2030-02-28", "2030-03-01", rules({ [fri]: { min_stay: 2 } }))).toBeNull();
    expect(stayRefusal(fri, "2030-03-05", rules({ [fri]: { max_stay: 3 } }))).toMatchObject({ rule: "max_stay" });
    expect(stayRefusal(fri, "2030-03-02", rules({ [fri]: { closed_to_arrival: true } }))).toMatchObject({
      rule: "closed_to_arrival",
    });
    expect(stayRefusal(fri, "2030-03-02", rules({ "2030-03-02": { closed_to_departure: true } }))).toEqual({
      rule: "closed_to_departure",
      date: "2030-03-02",
    });
    expect(stayRefusal(fri, "2030-03-04", () => undefined)).toBeNull();
  });
});

describe("the bulk update's plan", () => {
  const day = (date: string, over: Partial<BulkDay> = {}): BulkDay => ({
    _id: `d-${date}`,
    date,
    room_available: 5,
    empty: 5,
    price: 100,
    ...NO_RULES,
    ...over,
  });
  // 2030-03-01 is a Friday, 03-02 a Saturday, 03-03 a Sunday
  const days = [day("2030-03-01"), day("2030-03-02", { empty: 1 }), day("2030-03-03", { price: 150 })];
  const dates = ["2030-03-01", "2030-03-02", "2030-03-03", "2030-03-04"];

  it("names the days it changes, those below what is booked, those unset and those already so", () => {
    const plan = planBulk(days, dates, { room_available: 3, price: 150 });
    expect(plan.changes.map((c) => [c.date, c.before, c.after])).toEqual([
      ["2030-03-01", { price: 100, room_available: 5 }, { price: 150, room_available: 3 }],
      ["2030-03-03", { room_available: 5 }, { room_available: 3 }],
    ]);
    expect(plan.refused).toEqual([{ date: "2030-03-02", reason: "below_booked", booked: 4 }]);
    expect(plan.unset).toEqual(["2030-03-04"]);
    expect(planBulk(days, dates, { price: 150 }).unchanged).toEqual(["2030-03-03"]);
  });

  it("weekday prices over the common price; stop-sell keeps price and count; null clears a stay rule", () => {
    const plan = planBulk(days, dates, { price: 120, weekday_prices: { "5": 200, "6": 210 } });
    expect(plan.changes.map((c) => [c.date, c.after.price])).toEqual([
      ["2030-03-01", 200],
      ["2030-03-02", 210],
      ["2030-03-03", 120],
    ]);
    const closed = planBulk(days, dates, { stop_sell: true });
    expect(closed.changes.every((c) => Object.keys(c.after).join() === "stop_sell")).toBe(true);
    const withMin = [day("2030-03-01", { min_stay: 2 })];
    expect(planBulk(withMin, ["2030-03-01"], { min_stay: null }).changes[0]?.after).toEqual({ min_stay: null });
  });

  it("the body: something to change, stay bounds in order, weekdays 0-6 only", () => {
    const base = { rooms: ["r"], dateStart: "2030-03-01", dateEnd: "2030-03-05" };
    const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues(RoomBulkSchema.safeParse(base))).toEqual([["price", "nothing_to_change"]]);
    expect(issues(RoomBulkSchema.safeParse({ ...base, min_stay: 3, max_stay: 2 }))).toEqual([
      ["max_stay", "min_num:3"],
    ]);
    expect(RoomBulkSchema.safeParse({ ...base, weekday_prices: { "7": 1 } }).success).toBe(false);
    expect(RoomBulkSchema.safeParse({ ...base, stop_sell: true, rooms: ["r", "r"] }).data?.rooms).toEqual(["r"]);
    expect(issues(ReturnSchema.safeParse({ deposit: "kept" }))).toEqual([["deposit_reason", "required"]]);
    const schedule = { room: "r", price: 100, dateStart: "2030-03-01", dateEnd: "2030-03-05", room_available: 2 };
    expect(RoomScheduleSchema.safeParse({ ...schedule, weekday_prices: { "6": 300 } }).success).toBe(true);
  });
});

/** A paid stay of two nights from 1 March 2030, nobody checked in yet. */
const STAY = {
  status: "paid",
  checkin: "2030-03-01",
  checkout: "2030-03-03",
  checked_in_at: null,
  checked_out_at: null,
};

/** A confirmed rental from 1 to 2 March 2030, not handed over yet. */
const RENTAL = {
  status: "confirmed",
  pickupDay: "2030-03-01",
  returnDay: "2030-03-02",
  handed_over_at: null,
  returned_at: null,
};

describe("the desk's steps", () => {
  const stay = STAY;
  it("check-in on the stay's days, once; not-come only from the day after the arrival day", () => {
    expect(hotelDeskActions(stay, "2030-02-28")).toEqual([]);
    expect(hotelDeskActions(stay, "2030-03-01")).toEqual(["check_in"]);
    expect(hotelDeskActions(stay, "2030-03-02")).toEqual(["check_in", "not_come"]);
    expect(decideHotelDesk("not_come", stay, "2030-03-01")).toEqual({ ok: false, message: "warning_date_not_come" });
    const inside = { ...stay, checked_in_at: "2030-03-01T07:00:00.000Z" };
    expect(hotelDeskActions(inside, "2030-03-02")).toEqual(["check_out"]);
    expect(decideHotelDesk("check_in", inside, "2030-03-01")).toEqual({ ok: false, message: "already_checked_in" });
    expect(decideHotelDesk("check_in", { ...stay, status: "wait_paid" }, "2030-03-01")).toMatchObject({
      message: "invalid_transition",
    });
    expect(decideHotelDesk("check_out", stay, "2030-03-01")).toMatchObject({ message: "not_checked_in" });
  });
  it("a rental is handed over once, confirmed, on its days; taken back once after", () => {
    const rental = RENTAL;
    expect(bikeDeskActions(rental, "2030-03-01")).toEqual(["handover"]);
    expect(decideBikeDesk("handover", { ...rental, status: "paid" }, "2030-03-01")).toMatchObject({
      message: "invalid_transition",
    });
    expect(decideBikeDesk("handover", rental, "2030-02-28")).toMatchObject({ message: "warning_date_handover" });
    const out = { ...rental, handed_over_at: "x" };
    expect(bikeDeskActions(out, "2030-03-05")).toEqual(["return"]);
    expect(decideBikeDesk("return", { ...out, returned_at: "y" }, "2030-03-05")).toMatchObject({
      message: "already_returned",
    });
    expect(decideBikeDesk("return", rental, "2030-03-01")).toMatchObject({ message: "not_handed_over" });
  });
});

describe("what the desk offers besides its steps", () => {
  const stay = STAY;
  it("of the hotel's table, confirm, complete and cancel: paid and refunded are money, the booking page's", () => {
    expect(deskStatusActions(HOTEL_TRANSITIONS)).toEqual(["confirmed", "completed", "cancelled"]);
  });

  it("is read from the rule and the target's traits, not a list: a new row is placed by what it is", () => {
    const table: TransitionTable = {
      ...HOTEL_TRANSITIONS,
      abandoned: { from: "paid", day: "before" },
      trash: { from: "paid", day: "any" },
      "not-come": { from: "paid", day: "until" },
    };
    // abandoned is called off before the start; trash any day is bookkeeping; a no-show gives back but is not called off
    expect(deskStatusActions(table)).toEqual(["confirmed", "completed", "cancelled", "abandoned"]);
  });

  it("offers confirm and cancel before the guest checked in, complete after; money stays on the booking page", () => {
    const offered = ["confirmed", "completed", "cancelled", "refunded", "paid"];
    expect(hotelDeskStatusActions(HOTEL_TRANSITIONS, offered, stay)).toEqual(["confirmed", "cancelled"]);
    expect(
      hotelDeskStatusActions(HOTEL_TRANSITIONS, offered, { ...stay, checked_in_at: "2030-03-01T07:00:00Z" }),
    ).toEqual(["completed"]);
  });

  it("says why a row offers nothing: the refusal of the step the stay or rental is at", () => {
    expect(hotelDeskIdle(stay, "2030-03-01")).toBeNull();
    expect(hotelDeskIdle(stay, "2030-02-27")).toBe("warning_date_checkin");
    expect(hotelDeskIdle({ ...stay, status: "wait_paid" }, "2030-03-02")).toBe("invalid_transition");
    const left = { ...stay, checked_in_at: "2030-03-01T07:00:00Z", checked_out_at: "2030-03-03T04:00:00Z" };
    expect(hotelDeskIdle(left, "2030-03-03")).toBe("already_checked_out");
    const rental = RENTAL;
    expect(bikeDeskIdle(rental, "2030-03-01")).toBeNull();
    expect(bikeDeskIdle({ ...rental, status: "completed" }, "2030-03-01")).toBe("invalid_transition");
    expect(bikeDeskIdle({ ...rental, handed_over_at: "x", returned_at: "y" }, "2030-03-02")).toBe("already_returned");
  });
});
