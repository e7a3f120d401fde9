// The occupancy grid's URL and cells (contract/front-desk.ts "Occupancy at a glance"): 14 or 31 days
// from a day as DD-MM-YYYY, today otherwise; sold is for sale minus empty.
import { describe, expect, it } from "vitest";
import { gridCells, occupancyQuery, occupancySearch } from "./query";

const today = "2026-11-29";
const q = (query: string) => occupancyQuery(new URLSearchParams(query), today);

describe("the occupancy grid's URL", () => {
  it("14 days from today by default, 31 when asked, anything else 14", () => {
    expect(q("")).toMatchObject({ from: today, days: 14 });
    expect(q("").dates).toHaveLength(14);
    expect(q("days=31").dates.at(-1)).toBe("2026-12-29");
    expect(q("days=100").days).toBe(14);
    expect(q("days=31&days=14").days).toBe(31);
  });
  it("from as DD-MM-YYYY; unreadable or far away is today", () => {
    expect(q("from=04-12-2026").from).toBe("2026-12-04");
    expect(q("from=31-02-2026").from).toBe(today);
    expect(q("from=<script>").from).toBe(today);
    expect(q("from=01-01-9999").from).toBe(today);
    expect(occupancySearch("2026-12-04", 31)).toBe("?days=31&from=04-12-2026");
  });
  it("cells: unset days, sold as for sale minus empty, stop-sell", () => {
    const cells = gridCells(
      ["2026-12-01", "2026-12-02"],
      [{ date: "2026-12-02", room_available: 5, empty: 3, price: 900_000, stop_sell: true }],
    );
    expect(cells).toEqual([
      { date: "2026-12-01", set: false },
      { date: "2026-12-02", set: true, forSale: 5, sold: 2, empty: 3, price: 900_000, closed: true },
    ]);
  });
});
