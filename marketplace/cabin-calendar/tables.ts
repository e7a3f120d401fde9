// Kysely table types of the cabins' sales calendars (spec tours-cruises §3 "Cabin type" calendar,
// "Cabin calendar entry"; migration 0010).

/** A cabin's calendar: created by its first schedule and linked to the cabin (one per cabin). */
export interface CabinCalendarsTable {
  _id: string;
  cabin_id: string;
  created_at: string;
}

/** One day of a cabin calendar: cabins for sale, how many are still empty, prices per duration. */
export interface CabinCalendarDaysTable {
  _id: string;
  calendar_id: string;
  date: string; // YYYY-MM-DD, a day in Vietnam; unique per calendar
  cabin_available: number;
  empty: number; // cabin_available minus the cabins booked on that day
  prices: string; // JSON {nights, price, extrabed_price}[]
  created_at: string;
  updated_at: string;
}

export interface CabinCalendarTables {
  cabin_calendars: CabinCalendarsTable;
  cabin_calendar_days: CabinCalendarDaysTable;
}
