// Kysely table types of the cruises' own records (a cruise itself is a `tours` row, tours/tables.ts).
import type { Generated } from "kysely";

/** spec tours-cruises §3 "Cabin type" (migration 0007). JSON columns hold text; cruises/record.ts parses them. */
export interface CabinsTable {
  _id: string;
  agency_id: string;
  cruise_id: string; // tours._id of a cruise
  name: string; // vi
  note: string | null;
  translations: string; // JSON {en: {name, note}}
  translation_pending: string; // JSON {vi, en}
  price: number;
  num_cabin: number;
  beds: string; // JSON [{type: bed type id, quantity}]
  all_board: number;
  extrabed: number;
  acreage: number | null;
  num_person: number; // Σ bed type numofperson × quantity
  is_active: number; // 1 operating, 0 temporarily closed
  facilities: string; // JSON string[] of facility (type cabin) ids
  image: string; // comma-joined file names
  currency: string;
  calendar_id: string | null; // the cabin calendar, linked by PATCH {calendar}
  is_deleted: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface CruiseTables {
  cabins: CabinsTable;
}
