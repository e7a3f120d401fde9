// Kysely table types of the accounts: users, sessions (refresh tokens), reset codes, the login
// throttle's events, idempotency keys, the mails the marketplace would send, settings (the token
// signing key). Booleans are stored as 0/1 (SQLite).
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

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface AuthTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  reset_codes: ResetCodesTable;
  auth_events: AuthEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  mails: MailsTable;
  settings: SettingsTable;
}
