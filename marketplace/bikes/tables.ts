// Kysely table types of bikes (migrations 0013, 0014, spec hotels-bikes-transport §3 "Bike", "Bike option").
// JSON columns hold text; booleans are 0/1.
import type { CalendarColumns, CalendarDayColumns } from "../calendars/tables.js";

export interface BikesTable {
  _id: string;
  agency_id: string;
  created_by: string;
  name: string; // vi
  description: string;
  overview: string; // rich text
  what_included: string | null;
  additional_info: string | null;
  cancellation_policy: string | null;
  translations: string; // JSON {en: {name, description, overview, what_included, additional_info, cancellation_policy}}
  translation_pending: string; // JSON {vi, en}
  search: string; // both names, lower-cased (the list's name filter)
  address: string | null;
  loc: string | null; // JSON GeoJSON Point {type, coordinates: [lng, lat]}
  area_id: string;
  country_id: string;
  city_id: string;
  type: string; // motorbike | bike | ebike
  from_price: number;
  currency: string;
  rental_by_day: number;
  rental_by_hour: number;
  opening: string; // HH:mm
  close: string; // HH:mm
  images: string; // JSON string[] of bike_images ids, in order
  status: string; // pending | approved | rejected (moderation)
  is_active: number;
  is_deleted: number;
  created_at: string;
  updated_at: string;
}

export interface BikeImagesTable {
  _id: string;
  agency_id: string;
  filename: string;
  url: string;
  created_at: string;
}

export interface BikeOptionsTable {
  _id: string;
  agency_id: string;
  bike_id: string;
  name: string; // vi
  description: string;
  translations: string; // JSON {en: {name, description}}
  translation_pending: string;
  avatar: string | null; // the uploaded image's URL
  quantity_default: number;
  price_day_default: number;
  price_hour_default: number;
  currency: string; // the bike's
  is_active: number; // 1 operating, 0 closed
  calendar_id: string | null;
  is_deleted: number;
  created_at: string;
  updated_at: string;
  deposit?: number; // 0019 (default 0): the deposit a rental of one bike of the option holds (0: none)
}

/** A unit of an option (0019): one bike the shop can hand over, named by its plate or frame number. */
export interface BikeUnitsTable {
  _id: string;
  agency_id: string;
  option_id: string;
  label: string;
  is_deleted: number;
  created_at: string;
}

/** A unit given with a rental (0019): out while returned_at is null, on one rental at a time. */
export interface RentalUnitsTable {
  _id: string;
  order_id: string;
  unit_id: string;
  option_id: string;
  handed_over_at: string;
  returned_at: string | null;
}

/** An option's calendar: created by its first schedule and linked to the option (one per option). */
export interface OptionCalendarsTable extends CalendarColumns {
  option_id: string;
}

/** One day of an option calendar (migration 0014): bikes for sale, still empty, the day's prices. */
export interface OptionCalendarDaysTable extends CalendarDayColumns {
  available: number;
  price_day: number;
  price_hour: number;
}

export interface BikeTables {
  bikes: BikesTable;
  bike_images: BikeImagesTable;
  bike_options: BikeOptionsTable;
  option_calendars: OptionCalendarsTable;
  option_calendar_days: OptionCalendarDaysTable;
  bike_units: BikeUnitsTable;
  rental_units: RentalUnitsTable;
}
