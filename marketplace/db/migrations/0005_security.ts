// Refresh tokens keep their successor sealed for a short grace window and
// live families are found by index (every access token names its family); verification
// documents are private files; create calls honour an Idempotency-Key.
import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("refresh_tokens").addColumn("grace", "text").execute();
    await sql`create index refresh_tokens_live on refresh_tokens (family) where revoked_at is null`.execute(db);
    await sql`create index refresh_tokens_grace on refresh_tokens (revoked_at) where grace is not null`.execute(db);

    await db.schema
      .alterTable("files")
      .addColumn("private", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // a supplier's own files are private unless its logo or business images show them
    await sql`update files set private = 1 where type = 'agency' and (
      exists (select 1 from agencies a where a._id = files.agency_id and '/api/v1/files/' || files.filename in (
        a.bussiness_cer_front, a.bussiness_cer_backside, a.bussiness_cer_file, a.identity_card_front, a.identity_card_backside))
      or not exists (select 1 from agencies a where a._id = files.agency_id and (
        a.logo = '/api/v1/files/' || files.filename
        or exists (select 1 from json_each(coalesce(a.images, '[]')) where value = '/api/v1/files/' || files.filename))))`.execute(
      db,
    );

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("code", "integer")
      .addColumn("body", "text")
      .addColumn("created_at", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
      .execute();
    await db.schema.createIndex("idempotency_keys_age").on("idempotency_keys").column("created_at").execute();
  },
};
