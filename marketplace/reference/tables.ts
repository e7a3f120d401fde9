// Kysely table types of the reference lists and help articles.
import type { Generated } from "kysely";

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

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface ReferenceTables {
  areas: AreasTable;
  countries: CountriesTable;
  cities: CitiesTable;
  taxonomies: TaxonomiesTable;
  posts: PostsTable;
}
