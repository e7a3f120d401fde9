// Spec hotels-bikes-transport §3 "Hotel", "Room", "Room calendar entry": the supplier's hotels, their
// image records, their room types (beds, facilities, translations as JSON text, read and written whole
// with their room) and the rooms' sales calendars — one per room, one row per night (unique per
// calendar, so two schedules racing for one night cannot both write it). Hotel types, facilities and
// bed types are already reference lists (taxonomies, 0001).
import type { Kysely, Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("hotels")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("address", "text")
      .addColumn("loc", "text")
      .addColumn("area_id", "text", (c) => c.notNull())
      .addColumn("country_id", "text", (c) => c.notNull())
      .addColumn("city_id", "text", (c) => c.notNull())
      .addColumn("type_id", "text", (c) => c.notNull())
      .addColumn("facilities", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("price_extrabed", "real")
      .addColumn("service_fee", "text")
      .addColumn("vat_fee", "text")
      .addColumn("commission_value", "real", (c) => c.notNull())
      .addColumn("total_vote", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("isolation", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("hotels_agency")
      .on("hotels")
      .columns(["agency_id", "is_deleted", "created_at"])
      .execute();

    await db.schema
      .createTable("hotel_images")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("rooms")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("hotel_id", "text", (c) => c.notNull().references("hotels._id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("num_room", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("beds", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("breakfast", "integer", (c) => c.notNull().defaultTo(0))
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
    await db.schema.createIndex("rooms_hotel").on("rooms").columns(["hotel_id", "is_deleted", "created_at"]).execute();

    await db.schema
      .createTable("room_calendars")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("room_id", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("room_calendar_days")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("calendar_id", "text", (c) => c.notNull().references("room_calendars._id").onDelete("cascade"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("room_available", "integer", (c) => c.notNull())
      .addColumn("empty", "integer", (c) => c.notNull())
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("room_calendar_days_day", ["calendar_id", "date"])
      .execute();
  },
};
