// A hotel booking read through the one booking path (hotels-bikes-transport §2, §4, §9): its row names
// the hotel and the stay (check-in, check-out, nights), its money is the marketplace's (commission =
// total − real income), the list has no surcharge column, and the page offers exactly the hotel
// table's statuses against the check-in day.
import { describe, expect, it } from "vitest";
import { HOTEL, TOUR, TRANSPORT } from "@contract/services";
import { bookingRow, rowNights, travelDays } from "./rows";
import { bookingMoney } from "./money";
import { listColumns } from "./booking-table";
import { actionsOfService, checkAction, idleReason, offeredActions } from "./rules";
import type { Booking } from "./types";

const stay = {
  _id: "h1",
  uid: "HOTEL-ABCD1234",
  service: "hotel",
  hotel: { _id: "x", name: "Khách sạn Đồi Thông", address: null },
  contact: { fullname: "Hà", phone: "0901", email: "ha@example.vn" },
  date_checkin: "2026-12-01",
  date_checkout: "2026-12-04",
  date_end: "2026-12-04",
  total_date: 3,
  items: [
    { room: { _id: "r", name: "Deluxe" }, quantity: 1, price: 3_000_000, quantity_extrabed: 0, amount: 3_000_000 },
  ],
  price_extrabed: 300_000,
  subtotal: 3_000_000,
  service_fee: 150_000,
  vat_fee: 315_000,
  total: 3_465_000,
  total_amount_agency: 2_945_250,
  commission_value: 15,
  currency: "VND",
  rate_payment: 1,
  status: "paid",
  payment_id: null,
  note: null,
  reason_cancel: null,
  created_at: "2026-11-20T03:00:00Z",
} as unknown as Booking;

describe("a hotel booking's row", () => {
  it("names the hotel and the stay: check-in, check-out, nights", () => {
    const row = bookingRow(stay);
    expect(row).toMatchObject({ itemName: "Khách sạn Đồi Thông", travelDay: "2026-12-01", lastDay: "2026-12-04" });
    expect(rowNights(row)).toBe(3);
    expect(travelDays(stay)).toEqual({ first: "2026-12-01", last: "2026-12-04" });
  });

  it("shows the marketplace's figures: commission = total − real income, no surcharge", () => {
    expect(bookingMoney(stay)).toMatchObject({
      total: 3_465_000,
      realIncome: 2_945_250,
      commission: 519_750,
      surcharge: 0,
    });
  });

  it("lists no surcharge column for a stay or a transfer; tours keep theirs", () => {
    expect(listColumns(HOTEL)).not.toContain("surcharge");
    expect(listColumns(TRANSPORT)).not.toContain("surcharge");
    expect(listColumns(TOUR)).toContain("surcharge");
  });
});

describe("a hotel booking's actions", () => {
  it("are the hotel table's own statuses, offered and checked alike", () => {
    expect(actionsOfService("hotel")).toEqual(["confirmed", "paid", "completed", "cancelled", "refunded"]);
    const days = travelDays(stay);
    // a stay waiting for confirmation is the supplier's to confirm, until the check-in day (spec §4)
    expect(offeredActions("wait-confirm", "2026-11-30", days, "hotel")).toEqual(["confirmed", "paid", "cancelled"]);
    expect(checkAction("confirmed", "wait-confirm", "2026-12-02", days, "hotel")).toBe("warningDateConfirm");
    expect(checkAction("confirmed", "paid", "2026-11-30", days, "hotel")).toBe("invalidTransition");
    expect(offeredActions("paid", "2026-11-30", days, "hotel")).toEqual(["cancelled", "refunded"]);
    expect(checkAction("completed", "paid", "2026-11-30", days, "hotel")).toBe("warningDateComplete");
    expect(idleReason("paid", "2026-11-30", days, "hotel")).toBeNull();
    expect(offeredActions("paid", "2026-12-01", days, "hotel")).toEqual(["completed", "cancelled", "refunded"]);
    expect(offeredActions("completed", "2026-12-05", days, "hotel")).toEqual([]);
    expect(idleReason("completed", "2026-12-05", days, "hotel")).toEqual({ reason: "closed" });
    // a tour's start is never a stay's
    expect(checkAction("agency_begin", "confirmed", "2026-12-01", days, "hotel")).toBe("invalidTransition");
  });
});
