// Kysely table types for the embedded marketplace. Booleans are stored as 0/1 (SQLite).
import type { Generated } from "kysely";

export interface UsersTable {
  _id: string;
  email: string;
  password_hash: string;
  role: string;
  status: string; // active | blocked
  firstname: string;
  lastname: string;
  sex: string | null;
  dob: string | null;
  phone: string | null;
  dial_code: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AgenciesTable {
  _id: string;
  user_id: string;
  name: string;
  email: string;
  currency: string | null;
  is_verify: number;
  is_request_verify: number;
  is_tour: number;
  is_cruise: number;
  is_hotel: number;
  is_transport: number;
  is_bike: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  // the profile (migration 0002). JSON columns hold text; agency/record.ts parses them.
  logo: string | null;
  content: string | null;
  slug: string | null;
  owner_name: string | null;
  type: number | null; // 1 organisation, 0 individual, null not chosen
  phone: string | null; // digits only, without the dial code
  dial_code: string | null;
  address: string | null;
  area_id: string | null;
  country_id: string | null;
  city_id: string | null;
  website: string | null;
  summary: string | null;
  enterprise_type: string | null; // JSON string[]
  company_scale: string | null;
  language: string | null;
  contact_methods: string | null; // JSON {name, value}[]
  images: string | null; // JSON string[] of file urls
  bussiness_code: string | null;
  bussiness_tax_code: string | null;
  bussiness_issue_date: string | null; // YYYY-MM-DD
  bussiness_issue_by: string | null;
  bussiness_cer_front: string | null;
  bussiness_cer_backside: string | null;
  bussiness_cer_file: string | null;
  company_verification_tour_docs: string | null;
  identity_card_code: string | null;
  identity_card_issue_date: string | null; // YYYY-MM-DD
  identity_card_issue_by: string | null;
  identity_card_front: string | null;
  identity_card_backside: string | null;
  bank_name: string | null;
  bank_branch_name: string | null;
  bank_iban_code: string | null;
  bank_swift_code: string | null;
  account_number: string | null;
  account_full_name: string | null;
  account_full_name_upper: string | null;
}

/** An uploaded file. The stored name is random: never derived from what the client sent. */
export interface FilesTable {
  _id: string;
  agency_id: string;
  filename: string; // <24 hex>.jpg | .png | .pdf
  kind: string; // image | pdf
  type: string; // agency | tour | hotel | bike | transport
  mime: string;
  size: number;
  saved: number; // 1 once save-file gave it a url
  created_at: Generated<string>;
  folder: string | null; // null: <dataDir>/uploads; "seed": <dataDir>/seed (migration 0003)
  private: Generated<number>; // 1: a verification document, served to its supplier only (0005)
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: string;
  token_hash: string;
  family: string;
  expires_at: string;
  revoked_at: string | null;
  replaced_by: string | null;
  created_at: Generated<string>;
  /** The successor pair, sealed with this (rotated) token, for the grace window (0005). */
  grace: string | null;
}

export interface ResetCodesTable {
  id: Generated<number>;
  email: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  created_at: Generated<string>;
}

export interface AuthEventsTable {
  id: Generated<number>;
  kind: string; // login_failure | forgot_request
  key: string; // "ip:<addr>" or "email:<addr>"
  at: number; // epoch ms
}

/** A create replayed by its Idempotency-Key answers what the first one answered (0005). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  target: string; // "POST /tour/age"
  state: string; // pending | done
  code: number | null;
  body: string | null;
  created_at: number; // epoch ms
}

export interface MailsTable {
  _id: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: Generated<string>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** Reference lists share one shape: a bilingual name, a slug and a kind-specific extra. */
export interface AreasTable {
  _id: string;
  slug: string;
  name_vi: string;
  name_en: string;
}
export interface CountriesTable {
  _id: string;
  area_id: string;
  code: string;
  name_vi: string;
  name_en: string;
}
export interface CitiesTable {
  _id: string;
  country_id: string;
  name_vi: string;
  name_en: string;
}
export interface TaxonomiesTable {
  _id: string;
  kind: string; // category | interest | facility | bedtype | hotel_type
  type: string | null; // facility: cruise | cabin | hotel | room
  slug: string;
  name_vi: string;
  name_en: string;
  sort_order: number;
  numofperson: number | null;
  is_active: number;
}
export interface PostsTable {
  _id: string;
  title_vi: string;
  title_en: string;
  content_vi: string;
  content_en: string;
  created_at: Generated<string>;
}

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

/** spec §3 "Booking/order" (0003, completed by 0004). Money in `currency`; JSON columns hold text, bookings/record.ts parses them. */
export interface OrdersTable {
  _id: string;
  uid: string; // TOUR-XXXXXXXX | CRUISE-XXXXXXXX
  agency_id: string;
  service: string; // tour | cruise
  tour_id: string | null;
  calendar_id: string | null;
  date_id: string | null;
  status: string;
  date_travel: string; // YYYY-MM-DD
  contact: string; // JSON {fullname, phone, email}
  items: string; // JSON: tour [{name, name_en?, age, quantity, original_price, price, commission_type, commission_value}] | cruise [{cabin, quantity, price, quantity_extrabed, extrabed_price}]
  total: number;
  currency: string;
  created_at: Generated<string>;
  // 0004
  note: string | null;
  tour_type: string | null;
  user_id: string | null; // the customer's account
  original_total: Generated<number>;
  subtotal: Generated<number>;
  total_amount_agency: Generated<number>;
  commission_value: number | null; // cruise: stored percent applied to cabin lines
  duration: number | null; // cruise nights
  single_room_surcharge: Generated<number>;
  single_room_quantity: Generated<number>;
  single_room_commission_type: Generated<string>;
  single_room_commission_value: Generated<number>;
  extra_bed_surcharge: Generated<number>;
  extra_bed_quantity: Generated<number>;
  extra_bed_commission_type: Generated<string>;
  extra_bed_commission_value: Generated<number>;
  rate_payment: Generated<number>; // VND = amount / rate_payment
  total_traveler: Generated<number>;
  reason_cancel: string | null;
  tour_operator: string | null; // JSON contact person
  tour_guide: string | null;
  tour_driver: string | null; // JSON driver
  fast_track_info: string | null; // JSON flight
  updated_at: Generated<string>;
}

/** One change of an order: who moved it from which status to which (0004). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  from_status: string | null; // null: the order was created
  to_status: string;
  actor: string; // agency | customer | operator
  data: string | null; // JSON: what else changed (reason, people)
  created_at: Generated<string>;
}

/** A payout of the marketplace operator to a supplier (0004). */
export interface PaymentsTable {
  _id: string;
  payment_id: string; // PAY-XXXXXXXX
  agency_id: string;
  service: string; // tour | hotel | bike | transport
  payment_method: string;
  bank_name: string | null;
  branch_name: string | null;
  account_number: string | null;
  payment_currency: string;
  payment_amount: number;
  payment_date: string; // ISO
  rate_vnd: number; // VND = payment_amount / rate_vnd; 0 = unknown, left out of totals
  note: string | null;
  created_at: Generated<string>;
}

/** Money the customer paid for an order (or got back) (0004). */
export interface TransactionsTable {
  _id: string;
  payment_id: string;
  order_id: string;
  agency_id: string;
  status: string; // completed
  amount: number;
  currency: string;
  service: string;
  gateway: string;
  type: string; // payment | deposit | refund
  date_completed: string | null;
  created_at: Generated<string>;
}

export interface Database {
  users: UsersTable;
  agencies: AgenciesTable;
  refresh_tokens: RefreshTokensTable;
  reset_codes: ResetCodesTable;
  auth_events: AuthEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  mails: MailsTable;
  settings: SettingsTable;
  areas: AreasTable;
  countries: CountriesTable;
  cities: CitiesTable;
  taxonomies: TaxonomiesTable;
  posts: PostsTable;
  files: FilesTable;
  tours: ToursTable;
  tour_images: TourImagesTable;
  tour_ages: TourAgesTable;
  option_group_sizes: OptionGroupSizesTable;
  group_calendars: GroupCalendarsTable;
  group_departures: GroupDeparturesTable;
  price_packages: PricePackagesTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  transactions: TransactionsTable;
}
