// Kysely table types of the cruises' own records (a cruise itself is a `tours` row, tours/tables.ts).
import type { RoomTypeColumns } from "../calendars/tables.js";

/** spec tours-cruises §3 "Cabin type" (migration 0007). JSON columns hold text; cruises/record.ts parses them. */
export interface CabinsTable extends RoomTypeColumns {
  cruise_id: string; // tours._id of a cruise
  num_cabin: number;
  all_board: number;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface CruiseTables {
  cabins: CabinsTable;
}
