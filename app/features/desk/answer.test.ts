// The desk's answers in words (contract/front-desk.ts): every refusal the desk's rules can give has its
// words in both languages and is said as a warning (an "already done" as news); the marketplace's other
// answers become a success, a 404, the handover's unit count or "try again". A row's dialog opens only
// for an action the row offers.
import { describe, expect, it } from "vitest";
import {
  BIKE_DESK_ACTIONS,
  decideBikeDesk,
  decideHotelDesk,
  HOTEL_DESK_ACTIONS,
  type DeskVerdict,
} from "@contract/front-desk";
import en from "../../../locales/en/desk.json";
import vi from "../../../locales/vi/desk.json";
import { DESK_REFUSALS, deskToast } from "./answer";
import { dialogOf } from "./dialog";

const DAYS = ["2026-05-09", "2026-05-10", "2026-05-11", "2026-05-12", "2026-05-13"];
const STATUSES = ["wait_paid", "paid", "confirmed", "agency_begin", "begin", "completed", "cancelled"];
const AT = [null, "2026-05-10T07:00:00.000Z"];

/** Every refusal the desk's rules give over statuses, days and steps already done. */
function everyRefusal(): Set<string> {
  const found = new Set<string>();
  const keep = (v: DeskVerdict) => (v.ok ? null : found.add(v.message));
  for (const status of STATUSES)
    for (const today of DAYS)
      for (const first of AT)
        for (const second of AT) {
          const stay = {
            status,
            checkin: "2026-05-10",
            checkout: "2026-05-12",
            checked_in_at: first,
            checked_out_at: second,
          };
          for (const a of HOTEL_DESK_ACTIONS) keep(decideHotelDesk(a, stay, today));
          const rental = {
            status,
            pickupDay: "2026-05-10",
            returnDay: "2026-05-12",
            handed_over_at: first,
            returned_at: second,
          };
          for (const a of BIKE_DESK_ACTIONS) keep(decideBikeDesk(a, rental, today));
        }
  return found;
}

const words = (tree: unknown, path: string) =>
  path.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);
const reply = (code: number, message = "", data: unknown = null) => ({ code, message, data });

describe("the desk's refusals", () => {
  it("knows every refusal of the desk's rules, and words each in both languages", () => {
    const refusals = everyRefusal();
    expect(refusals.size).toBeGreaterThan(5);
    for (const key of refusals) expect(DESK_REFUSALS, key).toContain(key);
    for (const key of [...DESK_REFUSALS, "units_count", "invalid"])
      for (const [lang, tree] of [
        ["vi", vi],
        ["en", en],
      ] as const)
        expect(typeof words(tree, `refused.${key}`), `${lang} refused.${key}`).toBe("string");
  });

  it("says a step done, refused, already done, or the handover's count; a booking not found is a 404", () => {
    expect(deskToast(reply(200), "check_in")).toEqual({ kind: "success", message: "desk:done.check_in" });
    expect(deskToast(reply(409, "already_checked_in"), "check_in").kind).toBe("info");
    expect(deskToast(reply(409, "warning_date_checkin"), "check_in")).toMatchObject({
      kind: "warning",
      message: "desk:refused.warning_date_checkin",
    });
    expect(deskToast(reply(409, "unit_out", { unit: "u1", label: "43-B1 234.58" }), "handover")).toMatchObject({
      message: "desk:refused.unit_out",
      values: { unit: "43-B1 234.58" },
    });
    expect(
      deskToast(reply(422, "validation", { issues: [{ path: "units", message: "units_count:2" }] }), "handover"),
    ).toMatchObject({ message: "desk:refused.units_count", values: { count: 2 } });
    expect(deskToast(reply(409, "something_new"), "return").message).toBe("bookings:action.errorTryAgain");
    expect(() => deskToast(reply(404, "not_found"), "return")).toThrow(Response);
  });
});

describe("a row's dialog", () => {
  const rows = [{ _id: "a1", uid: "HOTEL-A1", actions: ["cancelled"], desk: ["not_come"] }];
  const at = (query: string) => dialogOf(new URL(`http://x/hotel/today?${query}`), rows);
  it("opens for an action the row offers, and for nothing else", () => {
    expect(at("confirm=not_come&id=a1")).toEqual({ intent: "not_come", id: "a1", uid: "HOTEL-A1" });
    expect(at("confirm=cancelled&id=a1")).toMatchObject({ intent: "cancelled" });
    expect(at("confirm=check_in&id=a1")).toBeNull();
    expect(at("confirm=not_come&id=b2")).toBeNull();
    expect(at("id=a1")).toBeNull();
  });
});
