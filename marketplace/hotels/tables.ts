// Kysely table types of the hotels, their room types and the rooms' sales calendars (spec
// hotels-bikes-transport §3 "Hotel", "Room", "Room calendar entry"; migration 0011). JSON columns hold
// text; hotels/record.ts parses them. Booleans are 0/1. Hotel types, facilities (type hotel | room)
// and bed types (numofperson) are reference lists of `taxonomies` (reference/tables.ts).
import type { Generated } from "kysely";
import type { CalendarColumns, CalendarDayColumns, RoomTypeColumns } from "../calendars/tables.js";

export interface HotelsTable {
  _id: string;
  agency_id: string;
  created_by: string; // users._id
  name: string; // vi
  description: string | null;
  content: string; // rich text (sanitised)
  translations: string; // JSON {en: {name, description, content}}
  translation_pending: string; // JSON {vi, en}
  search: string; // lower-case "vi name\nen name", for the name filter
  address: string | null;
  loc: string | null; // JSON GeoJSON point {type: "Point", coordinates: [lng, lat]}
  area_id: string;
  country_id: string;
  city_id: string;
  type_id: string; // taxonomies (kind hotel_type)
  facilities: string; // JSON string[] of facility (type hotel) ids
  images: string; // JSON string[] of hotel_images ids, in order
  price: number; // from price
  price_extrabed: number | null;
  service_fee: string | null; // free text ("5%")
  vat_fee: string | null;
  commission_value: number; // stored: 100 − the supplier's share
  total_vote: number; // stars
  isolation: number;
  currency: string;
  status: string; // pending | approved | rejected (moderation)
  is_active: number;
  is_deleted: number;
  created_at: string;
  updated_at: string;
}

export interface HotelImagesTable {
  _id: string;
  agency_id: string;
  filename: string;
  url: string;
  created_at: Generated<string>;
}

export interface RoomsTable extends RoomTypeColumns {
  hotel_id: string;
  num_room: number; // default quantity
  breakfast: number;
}

/** A room's calendar: created by its first schedule and linked to the room (one per room). */
export interface RoomCalendarsTable extends CalendarColumns {
  room_id: string;
}

/** One day of a room calendar: rooms for sale, how many are still empty, the night's price. */
export interface RoomCalendarDaysTable extends CalendarDayColumns {
  room_available: number;
  price: number;
  // 0019: the night's restrictions, kept beside its price and count (contract/front-desk.ts)
  stop_sell: number; // 1: closed for sale
  min_stay: number | null; // nights, read on the arrival night
  max_stay: number | null;
  closed_to_arrival: number;
  closed_to_departure: number;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface HotelTables {
  hotels: HotelsTable;
  hotel_images: HotelImagesTable;
  rooms: RoomsTable;
  room_calendars: RoomCalendarsTable;
  room_calendar_days: RoomCalendarDaysTable;
}
