// The bike's order parts without a server: the status rule against the pickup and return days, the
// days a rental holds (what an ended rental gives back), and the PATCH body (a cancel needs its reason).
import { describe, expect, it } from "vitest";
import { PatchBikeStatusSchema } from "@contract/api/bike-orders";
import type { OrderRow } from "../bookings/record.js";
import { decideBikeStatus, heldOptions } from "./orders.js";
import { BIKE_ENDED } from "./order-row.js";

// picked up on 1 December at 09:00 and returned on 3 December at 18:00, Vietnam time
const order = (status: string) =>
  ({
    status,
    date_travel: "2026-12-01",
    date_return: "2026-12-03T11:00:00.000Z",
    items: JSON.stringify([
      { option: { _id: "o1" }, quantity: 2 },
      { option: { _id: "" }, quantity: 1 },
    ]),
  }) as OrderRow;

describe("decideBikeStatus", () => {
  it("answers the bike table's verdicts against the pickup and return days", () => {
    expect(decideBikeStatus(order("paid"), "confirmed", "2026-12-01")).toEqual({ ok: true });
    expect(decideBikeStatus(order("paid"), "cancelled", "2026-12-02")).toEqual({
      ok: false,
      code: 409,
      message: "warning_date_cancel",
      data: null,
    });
    expect(decideBikeStatus(order("confirmed"), "agency_begin", "2026-12-01")).toEqual({ ok: true });
    expect(decideBikeStatus(order("begin"), "agency_completed", "2026-12-02")).toMatchObject({
      message: "warning_date_complete",
    });
    expect(decideBikeStatus(order("begin"), "agency_completed", "2026-12-03")).toEqual({ ok: true });
    expect(decideBikeStatus(order("cancelled"), "confirmed", "2026-11-01")).toEqual({
      ok: false,
      code: 409,
      message: "invalid_transition",
      data: { status: "cancelled" },
    });
  });
});

describe("the options a rental holds", () => {
  it("are its option lines on every day from the pickup day to the return day", () => {
    const held = heldOptions(order("paid"));
    expect(held.days).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
    expect(held.lines.map((l) => [l.option._id, l.quantity])).toEqual([["o1", 2]]);
  });
  it("are given back when the rental is cancelled, refunded, abandoned or trashed", () => {
    for (const s of ["cancelled", "refunded", "abandoned", "trash"]) expect(BIKE_ENDED.has(s)).toBe(true);
    for (const s of ["wait-paid", "paid", "confirmed", "completed", "change"]) expect(BIKE_ENDED.has(s)).toBe(false);
  });
});

describe("PATCH bike/order body", () => {
  it("needs a reason of at most 200 characters to cancel; invisible text is none", () => {
    const cancel = (reason_cancel?: string) =>
      PatchBikeStatusSchema.safeParse({ actUpd: "udpStatus", status: "cancelled", reason_cancel });
    expect(cancel().success).toBe(false);
    expect(cancel("\u200b ").success).toBe(false);
    expect(cancel("x".repeat(201)).success).toBe(false);
    expect(cancel("Khách đổi kế hoạch").success).toBe(true);
    expect(PatchBikeStatusSchema.safeParse({ actUpd: "udpStatus", status: "confirmed" }).success).toBe(true);
    expect(PatchBikeStatusSchema.safeParse({ status: "confirmed" }).success).toBe(false);
  });
});
