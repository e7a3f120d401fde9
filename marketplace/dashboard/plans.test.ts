// Every query of the dashboard reads one supplier's rows through an index — no table or index scanned
// whole — so its cost follows what the supplier has today, not its 10,000s of bookings: to confirm
// and to complete (their counts from the index alone), today's events, calendars, listings and money.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/database";
import { CABIN_CALENDAR } from "../cabin-calendar/record";
import { ROOM_CALENDAR } from "../hotels/calendar";
import { OPTION_CALENDAR } from "../bikes/calendar";
import { BIKE, HOTEL, TOUR, TRANSPORT, type ServiceDescriptor } from "@contract/services";
import { dueSelection, GOING_AHEAD, type Selection } from "../bookings/due";
import { BIKE_ORDERS } from "../bikes/orders";
import { HOTEL_ORDERS } from "../hotels/orders";
import { TRANSPORT_ORDERS } from "../transport/orders";
import { sectionQueries, type Scope } from "./bookings";
import { daysQuery, itemsQuery } from "./calendars";
import { listingsCountQuery, listingsQuery } from "./listings";
import { incomeQuery, payoutQueries } from "./money";
import { MODERATED, type ModeratedKind } from "../shared/moderated";

let dir: string;
let db: DB;
let scope: Scope;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "dashboard-plans-"));
  ({ db } = await openDatabase(dir));
  const clock = {
    now: "2026-03-01T05:00:00.000Z",
    today: "2026-03-01",
    dayStart: "2026-02-28T17:00:00.000Z",
    dayEnd: "2026-03-01T17:00:00.000Z",
  };
  scope = { db, agencyId: "agency-1", lang: "vi", clock };
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

type Compilable = { compile(db: DB): CompiledQuery };
async function plan(query: Compilable) {
  const { sql, parameters } = query.compile(db);
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return rows.map((r) => r.detail).join(" | ");
}
/** No step walks a table or an index whole: each is a SEARCH on a key (or a list's own temporary sort). */
const searchesOnly = (steps: string) => expect(steps).not.toMatch(/\bSCAN (?!CONSTANT)/);

const selection = (s: Selection | null) => {
  if (!s) throw new Error("no such section for this service");
  return s;
};

describe("the dashboard's queries", () => {
  it("to confirm: the count from a covering index, the first rows by an index search", async () => {
    const sel = selection(dueSelection("confirm", TRANSPORT, TRANSPORT_ORDERS.agenda, scope.clock));
    const { count, ids } = sectionQueries(db, "agency-1", "transport", sel);
    expect(await plan(count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_status_day/);
    searchesOnly(await plan(ids));
  });

  it("to complete: begun before today, count and rows by the status-and-day index", async () => {
    const { count, ids } = sectionQueries(
      db,
      "agency-1",
      "tour",
      selection(dueSelection("complete", TOUR, undefined, scope.clock)),
    );
    expect(await plan(count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_status_day/);
    const steps = await plan(ids);
    searchesOnly(steps);
    expect(steps).toMatch(/orders_agency_status_day/);
  });

  it("to complete: stays past their check-out, rentals past their return, by those days' indexes", async () => {
    const complete = (d: ServiceDescriptor, agenda: typeof HOTEL_ORDERS.agenda) =>
      selection(dueSelection("complete", d, agenda, scope.clock));
    const stays = sectionQueries(db, "agency-1", "hotel", complete(HOTEL, HOTEL_ORDERS.agenda));
    const rentals = sectionQueries(db, "agency-1", "bike", complete(BIKE, BIKE_ORDERS.agenda));
    expect(await plan(stays.count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_checkout/);
    expect(await plan(rentals.count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_return/);
    for (const q of [stays.ids, rentals.ids]) {
      const steps = await plan(q);
      searchesOnly(steps);
      // walked in the day's order: only ties on the day are sorted apart
      expect(steps).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  it("today: the day's starts, check-outs and returns each by their own index", async () => {
    const today = (due: "start" | "end", service: string, d: ServiceDescriptor, agenda?: typeof HOTEL_ORDERS.agenda) =>
      sectionQueries(db, "agency-1", service, selection(dueSelection(due, d, agenda, scope.clock)));
    const starts = today("start", "tour", TOUR);
    expect(await plan(starts.ids)).toMatch(
      /SEARCH orders USING (COVERING )?INDEX orders_agency_status_day \(agency_id=\? AND status=\? AND date_travel=\?/,
    );
    const checkout = today("end", "hotel", HOTEL, HOTEL_ORDERS.agenda);
    expect(await plan(checkout.ids)).toMatch(/SEARCH orders USING (COVERING )?INDEX orders_agency_checkout/);
    const back = today("end", "bike", BIKE, BIKE_ORDERS.agenda);
    expect(await plan(back.ids)).toMatch(/SEARCH orders USING (COVERING )?INDEX orders_agency_return/);
    // the card's count of the day's events reads the same indexes
    for (const q of [starts, checkout, back]) {
      searchesOnly(await plan(q.ids));
      searchesOnly(await plan(q.count));
    }
    expect(GOING_AHEAD).toContain("paid");
  });

  it("stuck: waiting for confirmation past its day, by the status-and-day index", async () => {
    const { count, ids } = sectionQueries(
      db,
      "agency-1",
      "bike",
      selection(dueSelection("stuck", BIKE, BIKE_ORDERS.agenda, scope.clock)),
    );
    expect(await plan(count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_status_day/);
    searchesOnly(await plan(ids));
  });

  it.each([CABIN_CALENDAR, ROOM_CALENDAR, OPTION_CALENDAR])(
    "calendars: $items by the supplier, days by calendar",
    async (s) => {
      const items = await plan(itemsQuery(scope, s));
      expect(items).toMatch(new RegExp(`SEARCH i USING INDEX ${s.items}_agency`));
      searchesOnly(items);
      searchesOnly(await plan(daysQuery(scope, s, ["c1", "c2"])));
    },
  );

  it.each(Object.keys(MODERATED) as ModeratedKind[])("listings of kind %s: by the supplier's index", async (kind) => {
    for (const q of [listingsQuery(scope, kind), listingsCountQuery(scope, kind)]) {
      const steps = await plan(q);
      expect(steps).toMatch(/SEARCH \w+ USING INDEX/);
      searchesOnly(steps);
    }
  });

  it("money: income from a covering index, payouts by the supplier's index", async () => {
    const month = { from: "2026-02-28T17:00:00.000Z", to: "2026-03-31T17:00:00.000Z" };
    expect(await plan(incomeQuery(scope, ["tour", "hotel"], month))).toMatch(/SEARCH orders USING COVERING INDEX/);
    expect(await plan(incomeQuery(scope, ["tour", "hotel"]))).toMatch(/SEARCH orders USING COVERING INDEX/);
    const p = payoutQueries(scope, ["tour", "hotel"]);
    for (const q of [p.sum, p.last]) expect(await plan(q)).toMatch(/SEARCH payments USING INDEX payments_agency/);
  });
});
