// The first database: accounts, sessions (refresh tokens), reset codes, the login throttle, mails,
// settings, and the reference lists (areas, countries, cities, taxonomies, help articles).
import { type Kysely, type Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("users")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("firstname", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("lastname", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sex", "text")
      .addColumn("dob", "text")
      .addColumn("phone", "text")
      .addColumn("dial_code", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("agencies")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().unique().references("users._id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("currency", "text")
      .addColumn("is_verify", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_request_verify", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_tour", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_cruise", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_hotel", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_transport", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_bike", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("refresh_tokens")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("user_id", "text", (c) => c.notNull().references("users._id"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("family", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .addColumn("replaced_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("refresh_tokens_family").on("refresh_tokens").column("family").execute();

    await db.schema
      .createTable("reset_codes")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("used_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("reset_codes_email").on("reset_codes").column("email").execute();

    await db.schema
      .createTable("auth_events")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("at", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("auth_events_lookup").on("auth_events").columns(["kind", "key", "at"]).execute();

    await db.schema
      .createTable("mails")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("to", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("code", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("mails_to").on("mails").columns(["to", "created_at"]).execute();

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("areas")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name_vi", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("countries")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("area_id", "text", (c) => c.notNull().references("areas._id"))
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("name_vi", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("cities")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("country_id", "text", (c) => c.notNull().references("countries._id"))
      .addColumn("name_vi", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("cities_country").on("cities").column("country_id").execute();

    await db.schema
      .createTable("taxonomies")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("type", "text")
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("name_vi", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("numofperson", "integer")
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint("taxonomies_kind_type_slug", ["kind", "type", "slug"])
      .execute();

    await db.schema
      .createTable("posts")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("title_vi", "text", (c) => c.notNull())
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("content_vi", "text", (c) => c.notNull())
      .addColumn("content_en", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
  },
};
