// Kysely table types of the cabins' sales calendars (spec tours-cruises §3 "Cabin type" calendar,
// "Cabin calendar entry"; migration 0010).
import type { CalendarColumns, CalendarDayColumns } from "../calendars/tables.js";

/** A cabin's calendar: created by its first schedule and linked to the cabin (one per cabin). */
export interface CabinCalendarsTable extends CalendarColumns {
  cabin_id: string;
}

/** One day of a cabin calendar: cabins for sale, how many are still empty, prices per duration. */
export interface CabinCalendarDaysTable extends CalendarDayColumns {
  cabin_available: number;
  prices: string; // JSON {nights, price, extrabed_price}[]
}

export interface CabinCalendarTables {
  cabin_calendars: CabinCalendarsTable;
  cabin_calendar_days: CabinCalendarDaysTable;
}
