// Kysely table type of the uploaded files.
import type { Generated } from "kysely";

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

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface FileTables {
  files: FilesTable;
}
