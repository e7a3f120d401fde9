// The transport transition table against the pickup instant (spec hotels-bikes-transport §4, §8):
// before it, on its day in Vietnam, after it, and across midnight in Vietnam; start needs a driver.
import { describe, expect, it } from "vitest";
import type { OrderRow } from "../bookings/record";
import { decideTransportStatus } from "./change";

// pickup 00:10 on 2 December in Vietnam = 17:10 UTC on 1 December
const PICKUP = "2026-12-01T17:10:00.000Z";
const DRIVER = { fullname: "Lộc", license_plate: "51H-123.45", contact_methods: [{ name: "zalo", value: "0909" }] };
const order = (status: string, driver: unknown = null) =>
  ({
    status,
    date_pickup: PICKUP,
    date_travel: "2026-12-02",
    tour_driver: driver ? JSON.stringify(driver) : null,
  }) as unknown as OrderRow;
const at = (iso: string) => new Date(iso);
const decide = (status: string, target: string, now: string, stored: unknown = DRIVER, posted?: unknown) =>
  decideTransportStatus(order(status, stored), target, posted as never, at(now));

describe("transport transitions against the pickup instant", () => {
  it("confirms and cancels only strictly before the pickup", () => {
    expect(decide("paid", "confirmed", "2026-12-01T17:09:59.000Z").ok).toBe(true);
    expect(decide("paid", "confirmed", PICKUP)).toMatchObject({ ok: false, message: "warning_date_confirm" });
    expect(decide("paid", "cancelled", "2026-11-20T00:00:00.000Z").ok).toBe(true);
    expect(decide("paid", "cancelled", "2026-12-01T17:11:00.000Z")).toMatchObject({
      ok: false,
      message: "warning_date_start",
    });
  });

  it("starts only on the pickup day in Vietnam: the midnight boundary", () => {
    // 23:59 on 1 December in Vietnam: the day before
    expect(decide("confirmed", "agency_begin", "2026-12-01T16:59:59.000Z")).toMatchObject({
      ok: false,
      message: "warning_date_start",
    });
    // 00:00 on 2 December in Vietnam: the pickup day, before the pickup time
    expect(decide("confirmed", "agency_begin", "2026-12-01T17:00:00.000Z").ok).toBe(true);
    // 23:59 on 2 December: still the day, after the pickup
    expect(decide("confirmed", "agency_begin", "2026-12-02T16:59:00.000Z").ok).toBe(true);
    // 00:00 on 3 December: the day after
    expect(decide("confirmed", "agency_begin", "2026-12-02T17:00:00.000Z")).toMatchObject({ ok: false });
  });

  it("refuses to start without a complete driver, stored or posted", () => {
    const now = "2026-12-01T18:00:00.000Z";
    expect(decide("confirmed", "agency_begin", now, null)).toMatchObject({ ok: false, message: "warning_driver" });
    expect(decide("confirmed", "agency_begin", now, { ...DRIVER, license_plate: "" })).toMatchObject({
      message: "warning_driver",
    });
    expect(decide("confirmed", "agency_begin", now, { ...DRIVER, contact_methods: [] })).toMatchObject({
      message: "warning_driver",
    });
    expect(decide("confirmed", "agency_begin", now, null, DRIVER).ok).toBe(true);
  });

  it("completes only once the pickup time has passed", () => {
    expect(decide("begin", "agency_completed", "2026-12-01T17:00:00.000Z")).toMatchObject({
      ok: false,
      message: "warning_date_complete",
    });
    expect(decide("begin", "agency_completed", PICKUP).ok).toBe(false);
    expect(decide("begin", "agency_completed", "2026-12-01T17:10:01.000Z").ok).toBe(true);
    expect(decide("begin", "agency_completed", "2026-12-09T00:00:00.000Z").ok).toBe(true);
  });

  it("refuses a wrong start status and a replay", () => {
    expect(decide("confirmed", "confirmed", "2026-11-01T00:00:00.000Z")).toMatchObject({
      ok: false,
      message: "already_in_status",
    });
    expect(decide("wait_paid", "confirmed", "2026-11-01T00:00:00.000Z")).toMatchObject({
      ok: false,
      message: "invalid_transition",
      data: { status: "wait_paid" },
    });
  });
});
