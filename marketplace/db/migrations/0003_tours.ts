// spec tours-cruises §3 "Tour", "Age price", "Group calendar", "Option group size", "Price
// package" and a first, minimal "Booking/order" (the bookings issue extends it). Lists of ids
// (categories, interests, images) and nested shapes (content, groups, options, the price
// matrix) are JSON text: they are always read and written whole with their record.
import { type Kysely, type Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // where a file's bytes are: null = <dataDir>/uploads (what suppliers sent), "seed" =
    // <dataDir>/seed (the demo images the seed draws), so uploads/ holds only real uploads
    await db.schema.alterTable("files").addColumn("folder", "text").execute();

    await db.schema
      .createTable("tours")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("created_by", "text", (c) => c.notNull().references("users._id"))
      .addColumn("name", "text", (c) => c.notNull())
      // lower-case vi and en names, for a case-insensitive search SQLite's lower() cannot do
      .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("time", "text")
      .addColumn("duration_type", "text", (c) => c.notNull())
      .addColumn("duration", "integer", (c) => c.notNull())
      .addColumn("area_id", "text", (c) => c.notNull().references("areas._id"))
      .addColumn("country_id", "text", (c) => c.notNull().references("countries._id"))
      .addColumn("city_id", "text", (c) => c.notNull().references("cities._id"))
      .addColumn("categories", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("interests", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("optional_type", "text")
      .addColumn("group_type", "text")
      .addColumn("is_fast_track", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("price_type", "text", (c) => c.notNull().defaultTo("person"))
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("departure", "text")
      .addColumn("endpoint", "text")
      .addColumn("pickup_detail", "text")
      .addColumn("is_pickup", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("promotion", "text")
      .addColumn("language_guide", "text")
      .addColumn("key_words", "text")
      .addColumn("operated_by", "text")
      .addColumn("content", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("tours_agency_list")
      .on("tours")
      .columns(["agency_id", "is_deleted", "created_at"])
      .execute();

    await db.schema
      .createTable("tour_images")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("tour_ages")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("tour_id", "text", (c) => c.notNull().references("tours._id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("min", "integer", (c) => c.notNull())
      .addColumn("max", "integer", (c) => c.notNull())
      .addColumn("commission_type", "text", (c) => c.notNull())
      .addColumn("commission_value", "real", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("tour_ages_tour").on("tour_ages").column("tour_id").execute();

    await db.schema
      .createTable("option_group_sizes")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("tour_id", "text", (c) => c.notNull().unique().references("tours._id"))
      .addColumn("groups", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("group_calendars")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("tour_id", "text", (c) => c.notNull().unique().references("tours._id"))
      .execute();
    await db.schema
      .createTable("group_departures")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("calendar_id", "text", (c) => c.notNull().references("group_calendars._id"))
      .addColumn("departure_date", "text", (c) => c.notNull()) // ISO instant (UTC)
      .addColumn("day", "text", (c) => c.notNull()) // YYYY-MM-DD in Asia/Ho_Chi_Minh
      .addColumn("available", "integer", (c) => c.notNull())
      .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("single_room_surcharge", "real", (c) => c.notNull())
      .addColumn("single_room_commission_type", "text", (c) => c.notNull())
      .addColumn("single_room_commission_value", "real", (c) => c.notNull())
      .addColumn("extra_bed_surcharge", "real", (c) => c.notNull())
      .addColumn("extra_bed_commission_type", "text", (c) => c.notNull())
      .addColumn("extra_bed_commission_value", "real", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint("group_departures_one_per_day", ["calendar_id", "day"])
      .execute();

    await db.schema
      .createTable("price_packages")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("tour_id", "text", (c) => c.notNull().unique().references("tours._id"))
      .addColumn("data", "text", (c) => c.notNull()) // {group, class, price, price_ages}
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("orders")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("uid", "text", (c) => c.notNull().unique())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("service", "text", (c) => c.notNull())
      .addColumn("tour_id", "text", (c) => c.references("tours._id"))
      .addColumn("calendar_id", "text")
      .addColumn("date_id", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("date_travel", "text", (c) => c.notNull())
      .addColumn("contact", "text", (c) => c.notNull())
      .addColumn("items", "text", (c) => c.notNull())
      .addColumn("total", "real", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("orders_agency").on("orders").columns(["agency_id", "created_at"]).execute();
    await db.schema.createIndex("orders_departure").on("orders").columns(["date_id"]).execute();
  },
};
