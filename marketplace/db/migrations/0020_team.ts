// A supplier is a team (spec team.md §Roles, §Calls): each person behind a supplier is a member with
// a role (owner, manager, reservations, finance) and the services it is limited to (JSON list, []
// for all). An invited member has no user yet: its one-time code is kept hashed with its expiry and
// the instant it was used. Every existing supplier's user becomes its active owner ("The supplier's
// first user is its owner").
import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("members")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text") // null while invited
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull()) // owner | manager | reservations | finance
      .addColumn("services", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("status", "text", (c) => c.notNull()) // invited | active | revoked
      .addColumn("invited_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("last_login_at", "text")
      .addColumn("invite_code_hash", "text")
      .addColumn("invite_expires_at", "text")
      .addColumn("invite_used_at", "text")
      .execute();
    // one member per e-mail and supplier: a double invitation finds the first (spec team.md §Calls member_exists)
    await db.schema.createIndex("members_email_once").on("members").columns(["agency_id", "email"]).unique().execute();
    // a person works for one supplier: one live membership per user
    await db.schema
      .createIndex("members_user_once")
      .on("members")
      .columns(["user_id"])
      .unique()
      .where(sql.ref("status"), "!=", "revoked")
      .execute();
    await db.schema.createIndex("members_code").on("members").columns(["invite_code_hash"]).execute();

    await sql`
      insert into members (_id, agency_id, user_id, email, role, services, status, invited_by, created_at, updated_at)
      select lower(hex(randomblob(12))), a._id, a.user_id, u.email, 'owner', '[]', 'active', null, a.created_at, a.created_at
      from agencies a join users u on u._id = a.user_id
    `.execute(db);
  },
};
