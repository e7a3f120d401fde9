// Spec tours-cruises §3 "Cruise extras" (the cruise facilities; the other extras came
// with 0004) and "Cabin type". Beds, facilities and translations are JSON text, read and written
// whole with their cabin. The calendar itself is the cabin calendar's migration; here only the link.
import { type Kysely, type Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("tours").addColumn("cruise_facilities", "text").execute();

    await db.schema
      .createTable("cabins")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("cruise_id", "text", (c) => c.notNull().references("tours._id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("price", "real", (c) => c.notNull().defaultTo(0))
      .addColumn("num_cabin", "integer", (c) => c.notNull())
      .addColumn("beds", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("all_board", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("extrabed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("acreage", "real")
      .addColumn("num_person", "integer", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("facilities", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("calendar_id", "text")
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("cabins_cruise")
      .on("cabins")
      .columns(["cruise_id", "is_deleted", "created_at"])
      .execute();
  },
};
