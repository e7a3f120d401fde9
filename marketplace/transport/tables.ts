// Kysely table types of transport (0008): the supplier's vehicles and services. A transport booking
// is an order (bookings/tables.ts, service "transport"). JSON columns hold text; booleans are 0/1.
export interface TransportOptionsTable {
  _id: string;
  agency_id: string;
  type: string;
  brand: string;
  similar: string; // body style (contract BODY_STYLES)
  year_of_manufacture: string | null;
  doors: number;
  ac: number;
  gearbox: string; // mt | at
  avatar: string | null; // the uploaded photo's URL
  is_deleted: number;
  created_at: string;
  updated_at: string;
}

export interface TransportServicesTable {
  _id: string;
  agency_id: string;
  created_by: string;
  type: string; // airport | innercity | sightseeing_day | sightseeing_days
  route: string;
  route_custom: string | null;
  duration_type: string; // day | hour
  duration: number; // minutes
  area_id: string;
  country_id: string;
  city_id: string;
  city_des_id: string | null;
  option_id: string;
  car_type: number; // seats
  max_guests: number;
  max_luggages: number;
  max_km: number | null;
  currency: string;
  price: number;
  commission_value: number; // stored form (100 − the share shown)
  language_driver: string | null;
  age_driver: number | null;
  what_included: string;
  additional_info: string | null;
  cancellation_policy: string;
  key_words: string | null;
  translations: string; // JSON {en: {route_custom, language_driver, what_included, additional_info, cancellation_policy}}
  auto_translate_en: number;
  auto_translate_vi: number;
  status: string; // pending | approved | rejected (moderation)
  is_active: number;
  is_deleted: number;
  created_at: string;
  updated_at: string;
}

export interface TransportTables {
  transport_options: TransportOptionsTable;
  transport_services: TransportServicesTable;
}
