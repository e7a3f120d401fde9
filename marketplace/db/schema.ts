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

export interface Database {
  users: UsersTable;
  agencies: AgenciesTable;
  refresh_tokens: RefreshTokensTable;
  reset_codes: ResetCodesTable;
  auth_events: AuthEventsTable;
  mails: MailsTable;
  settings: SettingsTable;
  areas: AreasTable;
  countries: CountriesTable;
  cities: CitiesTable;
  taxonomies: TaxonomiesTable;
  posts: PostsTable;
}
