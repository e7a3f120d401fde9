// The one order path: statistics rank each service by its own statuses (tours-cruises §9,
// hotels-bikes-transport §9), a service's side effects are hooks it registers (run only when a
// booking enters an ended status), the orders columns are named in one place, and the generic order
// code names no service.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOUR, TRANSPORT } from "@contract/services";
import { CONTACT_COLUMN, contactColumns } from "./columns";
import { onOrderEnded, runOrderHooks } from "./order-hooks";
import type { OrderRow } from "./record";
import { rankOf } from "./statistics";
import type { DB } from "../db/database";

describe("statistics rank each service by its own statuses", () => {
  const ranked = (d: typeof TOUR | typeof TRANSPORT, statuses: string[]) =>
    [...statuses].sort((a, b) => rankOf(d)(a) - rankOf(d)(b));

  it.each([
    [
      "tours: their tabs, then refunded and trash, an unknown status last",
      TOUR,
      ["zzz", "trash", "completed", "agency_begin", "wait_paid"],
      ["wait_paid", "agency_begin", "completed", "trash", "zzz"],
    ],
    [
      "transport: its own tabs (hotel's plus abandoned), then its other statuses",
      TRANSPORT,
      ["agency_begin", "abandoned", "completed", "begin", "wait_paid"],
      ["wait_paid", "completed", "abandoned", "begin", "agency_begin"],
    ],
  ] as const)("%s", (_name, d, statuses, expected) => {
    expect(ranked(d, [...statuses])).toEqual(expected);
  });
});

describe("a service's hooks", () => {
  const row = (service: string) => ({ service }) as OrderRow;
  const trx = {} as DB;

  it("run when one of its bookings enters an ended status, never again from one, never for another service", async () => {
    const seen: string[] = [];
    onOrderEnded("test-service", async (_trx, order) => {
      seen.push(order.service);
    });
    await runOrderHooks(trx, row("test-service"), "paid", "cancelled");
    await runOrderHooks(trx, row("test-service"), "cancelled", "refunded");
    await runOrderHooks(trx, row("test-service"), "paid", "confirmed");
    await runOrderHooks(trx, row("other-service"), "paid", "cancelled");
    expect(seen).toEqual(["test-service"]);
  });

  it("a service may name its own ended statuses (a no-show ends it too), still once", async () => {
    const seen: string[] = [];
    onOrderEnded("own-ends", async (_trx, order) => void seen.push(order.status), new Set(["cancelled", "not-come"]));
    await runOrderHooks(trx, { service: "own-ends", status: "a" } as OrderRow, "confirmed", "not-come");
    await runOrderHooks(trx, { service: "own-ends", status: "b" } as OrderRow, "not-come", "cancelled");
    await runOrderHooks(trx, { service: "own-ends", status: "c" } as OrderRow, "paid", "refunded");
    expect(seen).toEqual(["a"]);
  });
});

describe("the orders columns", () => {
  it("pair each service's contact fields with the one column holding them", () => {
    expect(contactColumns(TRANSPORT.contacts)).toEqual([
      ["operator", CONTACT_COLUMN.operator],
      ["guide", CONTACT_COLUMN.guide],
      ["driver", CONTACT_COLUMN.driver],
    ]);
    expect(contactColumns(TOUR.contacts).map(([field]) => field)).toEqual([
      "tour_operator",
      "tour_guide",
      "tour_driver",
    ]);
    expect(contactColumns(null)).toEqual([]);
  });
});

describe("the generic order code", () => {
  it.each(["order-routes.ts", "change.ts", "query.ts", "statistics.ts", "order-parts.ts", "order-hooks.ts"])(
    "%s names no service: what differs is the service's parts and hooks",
    (file) => {
      const source = readFileSync(path.join(__dirname, file), "utf8").replace(/^\s*(\/\/|\*).*$/gm, "");
      expect(source).not.toMatch(/["'`](tour|cruise|transport|hotel|bike)["'`]/);
    },
  );
});
