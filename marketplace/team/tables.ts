// Kysely table type of the team (spec team.md §Roles, migration 0020): one row per person behind a
// supplier. `services` is JSON text (a list of service ids, [] for all of them).
export interface MembersTable {
  _id: string;
  agency_id: string;
  /** null while invited */
  user_id: string | null;
  email: string;
  role: string; // owner | manager | reservations | finance
  services: string;
  status: string; // invited | active | revoked
  invited_by: string | null;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  invite_code_hash: string | null;
  invite_expires_at: string | null;
  invite_used_at: string | null;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface TeamTables {
  members: MembersTable;
}
