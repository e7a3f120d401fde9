// Bikes (spec hotels-bikes-transport §3 "Bike", "Bike option"): the supplier's bike listings, their
// image records and their rental options. An option's calendar comes with the bike calendars; until
// then `calendar_id` stays empty (a link to a calendar that is not the option's own is refused).
import type { Kysely, Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("bikes")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("overview", "text", (c) => c.notNull())
      .addColumn("what_included", "text")
      .addColumn("additional_info", "text")
      .addColumn("cancellation_policy", "text")
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("address", "text")
      .addColumn("loc", "text")
      .addColumn("area_id", "text", (c) => c.notNull())
      .addColumn("country_id", "text", (c) => c.notNull())
      .addColumn("city_id", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("from_price", "real", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("rental_by_day", "integer", (c) => c.notNull())
      .addColumn("rental_by_hour", "integer", (c) => c.notNull())
      .addColumn("opening", "text", (c) => c.notNull())
      .addColumn("close", "text", (c) => c.notNull())
      .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("bikes_agency_list")
      .on("bikes")
      .columns(["agency_id", "is_deleted", "created_at"])
      .execute();

    await db.schema
      .createTable("bike_images")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("bike_options")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("bike_id", "text", (c) => c.notNull().references("bikes._id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("avatar", "text")
      .addColumn("quantity_default", "integer", (c) => c.notNull())
      .addColumn("price_day_default", "real", (c) => c.notNull())
      .addColumn("price_hour_default", "real", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("calendar_id", "text")
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("bike_options_bike")
      .on("bike_options")
      .columns(["bike_id", "is_deleted", "created_at"])
      .execute();
  },
};
