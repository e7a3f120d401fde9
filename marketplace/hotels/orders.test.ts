// The hotel's order parts without a server: the status rule against the check-in day, the nights a
// booking holds (what an ended booking gives back), and the PATCH bodies it tells apart.
import { describe, expect, it } from "vitest";
import { isTransferCodeBody, PatchHotelStatusSchema, TransferCodeSchema } from "@contract/api/hotel-orders";
import type { OrderRow } from "../bookings/record.js";
import { decideHotelStatus, heldRooms } from "./orders.js";
import { HOTEL_ENDED } from "./order-row.js";

const order = (status: string, date_travel = "2026-12-01") => ({ status, date_travel }) as OrderRow;

describe("decideHotelStatus", () => {
  it("answers the hotel table's verdicts as 409s with the status where it is wrong", () => {
    expect(decideHotelStatus(order("wait_paid"), "paid", "2026-11-01")).toEqual({ ok: true });
    expect(decideHotelStatus(order("paid"), "completed", "2026-11-30")).toEqual({
      ok: false,
      code: 409,
      message: "warning_date_complete",
      data: null,
    });
    expect(decideHotelStatus(order("paid"), "completed", "2026-12-01")).toEqual({ ok: true });
    expect(decideHotelStatus(order("completed"), "refunded", "2026-12-05")).toEqual({
      ok: false,
      code: 409,
      message: "invalid_transition",
      data: { status: "completed" },
    });
    expect(decideHotelStatus(order("paid"), "paid", "2026-11-01")).toMatchObject({ message: "already_in_status" });
  });
});

describe("the rooms a booking holds", () => {
  it("are its room lines on every night from check-in to the day before check-out", () => {
    const held = heldRooms({
      date_travel: "2026-12-30",
      date_checkout: "2027-01-02",
      items: JSON.stringify([
        { room: { _id: "r1" }, quantity: 2 },
        { room: { _id: "" }, quantity: 1 },
        { room: { _id: "r2" }, quantity: 0 },
      ]),
    });
    expect(held.nights).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(held.lines.map((l) => [l.room._id, l.quantity])).toEqual([["r1", 2]]);
    expect(heldRooms({ date_travel: "2026-12-30", date_checkout: null, items: "not json" })).toEqual({
      nights: [],
      lines: [],
    });
  });

  it("are given back when the booking is cancelled, refunded, abandoned or a no-show", () => {
    for (const s of ["cancelled", "refunded", "abandoned", "not-come", "trash"]) expect(HOTEL_ENDED.has(s)).toBe(true);
    for (const s of ["wait_paid", "paid", "confirmed", "completed"]) expect(HOTEL_ENDED.has(s)).toBe(false);
  });
});

describe("PATCH hotel/order bodies", () => {
  it("a status is the one order path's change; a transfer code is trimmed and bounded", () => {
    expect(PatchHotelStatusSchema.parse({ status: "paid" })).toEqual({
      actUpd: "udpStatus",
      status: "paid",
      reason_cancel: null,
    });
    expect(isTransferCodeBody({ payment_id: "x" })).toBe(true);
    expect(isTransferCodeBody({ status: "paid", payment_id: "x" })).toBe(false);
    expect(TransferCodeSchema.parse({ payment_id: "  FT 1  " })).toEqual({ payment_id: "FT 1" });
    expect(TransferCodeSchema.safeParse({ payment_id: "\u200b " }).success).toBe(false);
    expect(TransferCodeSchema.safeParse({ payment_id: "x".repeat(65) }).success).toBe(false);
    expect(TransferCodeSchema.safeParse({ payment_id: "x", amount: 1 }).success).toBe(false);
  });
});
