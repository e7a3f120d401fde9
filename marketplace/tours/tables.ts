// Kysely table types of the tours (a cruise is a tour with type cruise) and their price setups.
// JSON columns hold text; tours/record.ts parses them. Booleans are stored as 0/1.
import type { Generated } from "kysely";

type Pending = string; // JSON {vi: boolean, en: boolean}: that language was machine-filled, awaiting review

/** spec tours-cruises §3 "Tour" (migration 0003). JSON columns hold text; tours/record.ts parses them. */
export interface ToursTable {
  _id: string;
  agency_id: string;
  created_by: string; // users._id
  name: string; // vi
  search: string; // lower-case "vi name\nen name", for the name filter
  time: string | null;
  duration_type: string; // day | hour
  duration: number; // minutes
  area_id: string;
  country_id: string;
  city_id: string;
  categories: string; // JSON string[] of taxonomy ids
  interests: string; // JSON string[]
  type: string; // default | package | group | combo | team_building | ticket | cruise
  optional_type: string | null; // default | group_size | flexi
  group_type: string | null; // viet-nam | foreign
  is_fast_track: number;
  price: number;
  price_type: string; // person | group_person
  currency: string;
  departure: string | null;
  endpoint: string | null;
  pickup_detail: string | null;
  is_pickup: number;
  promotion: string | null;
  language_guide: string | null;
  key_words: string | null;
  operated_by: string | null;
  content: string; // JSON {key, value}[]
  translations: string; // JSON {en: {name, time, departure, endpoint, pickup_detail, promotion, language_guide, content, operated_by}}
  translation_pending: Pending;
  images: string; // JSON string[] of tour_images ids, in order
  status: string; // pending | approved | rejected (moderation)
  is_active: number;
  is_deleted: number;
  created_at: string;
  updated_at: string;
  // spec §3 "Cruise extras" (0004), null for tours
  durations_cruise: string | null; // JSON number[] of nights
  num_stars: number | null;
  cruise_time_checkin: string | null; // HH:mm
  cruise_time_checkout: string | null;
  commission_value: number | null; // stored percent (100 - entered)
  cruise_facilities: string | null; // JSON string[] of facility (type cruise) ids (0007)
}

export interface TourImagesTable {
  _id: string;
  agency_id: string;
  filename: string;
  url: string;
  created_at: Generated<string>;
}

export interface TourAgesTable {
  _id: string;
  tour_id: string;
  name: string;
  translations: string; // JSON {en: {name}}
  translation_pending: Pending;
  price: number;
  min: number;
  max: number;
  commission_type: string; // percent | net
  commission_value: number; // stored form: percent = 100 - entered
  currency: string;
  created_at: Generated<string>;
}

export interface OptionGroupSizesTable {
  _id: string;
  tour_id: string;
  groups: string; // JSON groups[{_id, name, translations, min, max, options[]}]
  updated_at: Generated<string>;
}

export interface GroupCalendarsTable {
  _id: string;
  tour_id: string;
}

export interface GroupDeparturesTable {
  _id: string;
  calendar_id: string;
  departure_date: string; // ISO instant
  day: string; // YYYY-MM-DD in Asia/Ho_Chi_Minh: one departure per day
  available: number;
  options: string; // JSON options[{optionId, name, translations, price, commission_type, commission_value, min, sort}]
  single_room_surcharge: number;
  single_room_commission_type: string;
  single_room_commission_value: number;
  extra_bed_surcharge: number;
  extra_bed_commission_type: string;
  extra_bed_commission_value: number;
  created_at: Generated<string>;
}

export interface PricePackagesTable {
  _id: string;
  tour_id: string;
  data: string; // JSON {group, class, price, price_ages}
  translation_pending: Pending;
  currency: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface TourTables {
  tours: ToursTable;
  tour_images: TourImagesTable;
  tour_ages: TourAgesTable;
  option_group_sizes: OptionGroupSizesTable;
  group_calendars: GroupCalendarsTable;
  group_departures: GroupDeparturesTable;
  price_packages: PricePackagesTable;
}
