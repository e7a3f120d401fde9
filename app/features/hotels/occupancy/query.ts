// The occupancy grid's URL (contract/front-desk.ts "Occupancy at a glance"): `days` 14 or 31 (14
// otherwise), `from` a day as DD-MM-YYYY (ISO read too), today in Vietnam when absent or unreadable;
// the grid shows `days` days from there. What is not understood is read as the default, never a 500.
import { addDays, daysBetween, YEAR_RANGE } from "@contract/calendar";
import { parseInputDate, toInputDate } from "~/lib/dates";

export const GRID_SPANS = [14, 31] as const;
export type GridSpan = (typeof GRID_SPANS)[number];

export type OccupancyQuery = { from: string; days: GridSpan; dates: string[] };

export function occupancyQuery(params: URLSearchParams, today: string): OccupancyQuery {
  const days: GridSpan = params.get("days") === "31" ? 31 : 14;
  const asked = parseInputDate(params.get("from") ?? "");
  // the calendars' year range (spec tours-cruises §2, ±10 years): a day past it is today's grid
  const from = asked && Math.abs(daysBetween(today, asked)) <= YEAR_RANGE * 366 ? asked : today;
  return { from, days, dates: Array.from({ length: days }, (_, i) => addDays(from, i)) };
}

/** The query of a grid: `from` as the URL writes it (DD-MM-YYYY). */
export const occupancySearch = (from: string, days: GridSpan) =>
  `?${new URLSearchParams({ days: String(days), from: toInputDate(from) })}`;

/** A room type's day in the grid: unset (no setting), or its count, sold, price and stop-sell. */
export type GridCell =
  | { date: string; set: false }
  | { date: string; set: true; forSale: number; sold: number; empty: number; price: number; closed: boolean };

type StoredDay = { date: string; room_available: number; empty: number; price: number; stop_sell: boolean };

/** The grid's cells of one room type over the dates, from its stored days. */
export function gridCells(dates: readonly string[], stored: readonly StoredDay[]): GridCell[] {
  const byDate = new Map(stored.map((d) => [d.date, d]));
  return dates.map((date) => {
    const d = byDate.get(date);
    if (!d) return { date, set: false };
    const sold = Math.max(0, d.room_available - d.empty);
    return { date, set: true, forSale: d.room_available, sold, empty: d.empty, price: d.price, closed: d.stop_sell };
  });
}
