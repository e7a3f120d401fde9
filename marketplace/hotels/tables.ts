// Kysely table types of the hotels, their room types and the rooms' sales calendars (spec
// hotels-bikes-transport §3 "Hotel", "Room", "Room calendar entry"; migration 0011). JSON columns hold
// text; hotels/record.ts parses them. Booleans are 0/1. Hotel types, facilities (type hotel | room)
// and bed types (numofperson) are reference lists of `taxonomies` (reference/tables.ts).
import type { Generated } from "kysely";

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

export interface RoomsTable {
  _id: string;
  agency_id: string;
  hotel_id: string;
  name: string; // vi
  note: string | null;
  translations: string; // JSON {en: {name, note}}
  translation_pending: string; // JSON {vi, en}
  price: number; // default price
  num_room: number; // default quantity
  beds: string; // JSON [{type: bed type id, quantity}]
  breakfast: number;
  extrabed: number;
  acreage: number | null;
  num_person: number; // Σ bed type numofperson × quantity
  is_active: number; // 1 operating, 0 temporarily closed
  facilities: string; // JSON string[] of facility (type room) ids
  image: string; // comma-joined file names
  currency: string;
  calendar_id: string | null; // the room calendar, linked by its first schedule or PATCH {calendar}
  is_deleted: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A room's calendar: created by its first schedule and linked to the room (one per room). */
export interface RoomCalendarsTable {
  _id: string;
  room_id: string;
  created_at: string;
}

/** One day of a room calendar: rooms for sale, how many are still empty, the night's price. */
export interface RoomCalendarDaysTable {
  _id: string;
  calendar_id: string;
  date: string; // YYYY-MM-DD, a night in Vietnam; unique per calendar
  room_available: number;
  empty: number; // room_available minus the rooms booked that night
  price: number;
  created_at: string;
  updated_at: string;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface HotelTables {
  hotels: HotelsTable;
  hotel_images: HotelImagesTable;
  rooms: RoomsTable;
  room_calendars: RoomCalendarsTable;
  room_calendar_days: RoomCalendarDaysTable;
}
