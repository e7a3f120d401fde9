// One transfer-code rule for every service that takes one (spec hotels-bikes-transport §4 "Recording a
// transfer code creates a completed deposit transaction", §7): the code already recorded is refused, a
// booking money already came in for is refused (never a second payment), an unpaid waiting booking
// becomes paid, one past its payment step (marked paid by hand) keeps its status.
import { describe, expect, it } from "vitest";
import { decideTransferCode, takesTransferCode } from "./transfer-code";

describe("the transfer-code rule", () => {
  it("refuses the recorded code first, then any code on a paid booking", () => {
    expect(decideTransferCode({ status: "paid", recorded: true, paid: true })).toEqual({
      ok: false,
      message: "transfer_code_recorded",
    });
    expect(decideTransferCode({ status: "paid", recorded: false, paid: true })).toEqual({
      ok: false,
      message: "order_already_paid",
    });
  });

  it("marks a booking waiting for its payment paid, as the customer's payment does", () => {
    for (const status of ["wait_paid", "wait-paid", "wait-confirm"])
      expect(decideTransferCode({ status, recorded: false, paid: false }), status).toEqual({ ok: true, to: "paid" });
    for (const status of ["paid", "confirmed", "completed"])
      expect(decideTransferCode({ status, recorded: false, paid: false }), status).toEqual({ ok: true, to: null });
  });

  it("is offered while no money came in: a completed payment or deposit closes it, a refund or a pending one does not", () => {
    expect(takesTransferCode([])).toBe(true);
    expect(takesTransferCode([{ type: "payment", status: "completed" }])).toBe(false);
    expect(takesTransferCode([{ type: "deposit", status: "completed" }])).toBe(false);
    expect(
      takesTransferCode([
        { type: "deposit", status: "created" },
        { type: "refund", status: "completed" },
      ]),
    ).toBe(true);
  });
});
