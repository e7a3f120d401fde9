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
import { GOING_AHEAD, sectionQueries, todayQueries, todayQuery, type Scope } from "./bookings";
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

const window = { from: "2026-03-01", after: { column: "date_pickup" as const, now: "2026-03-01T05:00:00.000Z" } };

describe("the dashboard's queries", () => {
  it("to confirm: the count from a covering index, the first rows by an index search", async () => {
    const { count, ids } = sectionQueries(db, "agency-1", "transport", ["paid"], window, "created");
    expect(await plan(count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_status_day/);
    searchesOnly(await plan(ids));
  });

  it("to complete: begun before today, count and rows by the status-and-day index", async () => {
    const before = { column: "date_travel" as const, value: "2026-03-01" };
    const { count, ids } = sectionQueries(db, "agency-1", "tour", ["begin"], { before }, "day");
    expect(await plan(count)).toMatch(/SEARCH orders USING COVERING INDEX orders_agency_status_day/);
    const steps = await plan(ids);
    searchesOnly(steps);
    expect(steps).toMatch(/orders_agency_status_day/);
  });

  it("to complete: stays past their check-out, rentals past their return, by those days' indexes", async () => {
    const stays = sectionQueries(
      db,
      "agency-1",
      "hotel",
      ["paid", "confirmed"],
      { before: { column: "date_checkout", value: "2026-03-01" } },
      "day",
    );
    const rentals = sectionQueries(
      db,
      "agency-1",
      "bike",
      ["begin"],
      { before: { column: "date_return", value: "2026-02-28T17:00:00.000Z" } },
      "day",
    );
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
    expect(await plan(todayQuery(scope, "tour"))).toMatch(
      /SEARCH orders USING INDEX orders_agency_status_day \(agency_id=\? AND status=\? AND date_travel=\?/,
    );
    const checkout = await plan(
      todayQuery(scope, "hotel", { kind: "checkout", column: "date_checkout", holds: "day" }),
    );
    expect(checkout).toMatch(/SEARCH orders USING INDEX orders_agency_checkout/);
    const back = await plan(todayQuery(scope, "bike", { kind: "return", column: "date_return", holds: "instant" }));
    expect(back).toMatch(/SEARCH orders USING INDEX orders_agency_return/);
    for (const steps of [checkout, back]) searchesOnly(steps);
    // the card's count of the day's events reads the same indexes
    searchesOnly(await plan(todayQueries(scope, "tour").count));
    searchesOnly(
      await plan(todayQueries(scope, "bike", { kind: "return", column: "date_return", holds: "instant" }).count),
    );
    expect(GOING_AHEAD).toContain("paid");
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
