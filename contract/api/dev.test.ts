// The dev calls' bodies (contract "Dev calls"): the customer's order and its lines, both sides of
// each bound.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CruiseItemSchema, devOrderSchema, TourItemSchema } from "./dev";

/** "path message" of each issue, or "ok". */
function issues(schema: z.ZodType, body: unknown) {
  const r = schema.safeParse(body);
  return r.success ? "ok" : r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
}
// the service's statuses come from the caller (the marketplace's ORDER_STATUSES)
const DevOrderSchema = devOrderSchema(["wait_paid", "paid", "confirmed", "completed", "cancelled"]);

describe("dev/order body", () => {
  const order = (change: Record<string, unknown> = {}) => ({
    service: "tour",
    tour: "t1",
    date_travel: "2025-06-01",
    items: [{ name: "Người lớn", quantity: 2, price: 1_000_000 }],
    contact: { fullname: "Lê Văn An", phone: "+84901111222", email: "an@example.com" },
    ...change,
  });
  it.each([
    [{}, "ok"],
    [{ status: "completed" }, "ok"],
    [{ status: "done" }, "status invalid_choice"],
    [{ service: "hotel" }, "service invalid_choice"],
    [{ date_travel: "2025-02-30" }, "date_travel invalid_date"],
    [{ items: [] }, "items min_items:1"],
    [{ contact: { fullname: "A", phone: "1", email: "nope" } }, "contact.email invalid_email"],
    [{ contact: undefined }, "contact required"],
    [
      {
        single_room_surcharge: 300_000,
        single_room_quantity: 1,
        single_room_commission_type: "percent",
        single_room_commission_value: 99,
      },
      "ok",
    ],
    [
      {
        single_room_surcharge: 300_000,
        single_room_quantity: 1,
        single_room_commission_type: "percent",
        single_room_commission_value: 100,
      },
      "single_room_commission_value commission_percent_error",
    ],
    [
      {
        extra_bed_surcharge: 300_000,
        extra_bed_quantity: 1,
        extra_bed_commission_type: "net",
        extra_bed_commission_value: 300_001,
      },
      "extra_bed_commission_value commission_net_error",
    ],
    [{ extra_bed_surcharge: 100_000_001 }, "extra_bed_surcharge max_num:100000000"],
    [{ created_at: "2025-05-01T08:00:00+07:00" }, "ok"],
    [{ created_at: "yesterday" }, "created_at invalid_date"],
  ])("%j → %s", (change, expected) => expect(issues(DevOrderSchema, order(change))).toBe(expected));

  it("reads a created_at with an offset as its instant", () => {
    expect(DevOrderSchema.parse(order({ created_at: "2025-05-01T08:00:00+07:00" })).created_at).toBe(
      "2025-05-01T01:00:00.000Z",
    );
  });

  it.each([
    [{ age: "a1", quantity: 2 }, "ok"],
    [{ name: "Người lớn", quantity: 1, price: 500 }, "ok"],
    [{ name: "Người lớn", quantity: 0, price: 500 }, "quantity min_num:1"],
    [{ name: "Người lớn", quantity: 1001, price: 500 }, "quantity max_num:1000"],
    [{ quantity: 1, price: 500 }, "name required"],
    [{ name: "Người lớn", quantity: 1 }, "price required"],
    [{ name: "A", quantity: 1, price: 500, commission_type: "percent", commission_value: 99 }, "ok"],
    [
      { name: "A", quantity: 1, price: 500, commission_type: "percent", commission_value: 100 },
      "commission_value commission_percent_error",
    ],
    [{ name: "A", quantity: 1, price: 500, commission_type: "net", commission_value: 500 }, "ok"],
    [
      { name: "A", quantity: 1, price: 500, commission_type: "net", commission_value: 501 },
      "commission_value commission_net_error",
    ],
  ])("tour item %j → %s", (item, expected) => expect(issues(TourItemSchema, item)).toBe(expected));

  it.each([
    [{ cabin: { name: "Deluxe" }, quantity: 1, price: 3_900_000 }, "ok"],
    [{ cabin: { name: "" }, quantity: 1, price: 1 }, "cabin.name required"],
    [{ quantity: 1, price: 1 }, "cabin required"],
    [{ cabin: { name: "D" }, quantity: 1, price: 1, quantity_extrabed: 101 }, "quantity_extrabed max_num:100"],
  ])("cruise item %j → %s", (item, expected) => expect(issues(CruiseItemSchema, item)).toBe(expected));
});
