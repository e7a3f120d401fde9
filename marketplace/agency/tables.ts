// Kysely table type of the suppliers (spec tours-cruises §3 "Supplier"). Booleans are stored as 0/1.
import type { Generated } from "kysely";
import type { CapabilityColumns } from "@contract/services";

/** Its capability flags (is_<id>, one column per declared service) come from the service registry. */
export interface AgenciesTable extends CapabilityColumns {
  _id: string;
  user_id: string;
  name: string;
  email: string;
  currency: string | null;
  is_verify: number;
  is_request_verify: number;
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

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface AgencyTables {
  agencies: AgenciesTable;
}
