// What the kinds of sales calendar store alike (calendars/store.ts reads them through a CalendarStore):
// a calendar per item, a row per day on sale with how many are still empty, and the room types sold
// from one (a hotel's rooms, a cruise's cabins: spec hotels-bikes-transport §3 "Room", tours-cruises §3
// "Cabin type"). Each kind adds its own columns.
import type { Generated } from "kysely";

/** An item's calendar (the kind adds the column naming its item): created by its first schedule, one per item. */
export interface CalendarColumns {
  _id: string;
  created_at: string;
}

/** One day of a calendar; the kind adds its "for sale" column and its prices. */
export interface CalendarDayColumns {
  _id: string;
  calendar_id: string;
  date: string; // YYYY-MM-DD, a day in Vietnam; unique per calendar
  empty: number; // for sale minus what is booked that day
  created_at: string;
  updated_at: string;
}

/** A room type sold from a calendar (JSON columns hold text, booleans are 0/1); the kind adds its listing, count and board. */
export interface RoomTypeColumns {
  _id: string;
  agency_id: string;
  name: string; // vi
  note: string | null;
  translations: string; // JSON {en: {name, note}}
  translation_pending: string; // JSON {vi, en}
  price: number; // default price
  beds: string; // JSON [{type: bed type id, quantity}]
  extrabed: number;
  acreage: number | null;
  num_person: number; // Σ bed type numofperson × quantity
  is_active: number; // 1 operating, 0 temporarily closed
  facilities: string; // JSON string[] of facility ids (of the room type's own kind)
  image: string; // comma-joined file names
  currency: string;
  calendar_id: string | null; // its calendar, linked by its first schedule or PATCH {calendar}
  is_deleted: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
