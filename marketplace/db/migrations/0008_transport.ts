// Transport (spec hotels-bikes-transport §3 "Vehicle option", "Transport service", "Transport
// booking"): the supplier's vehicles and services, and the transport columns of an order. A
// transport booking is an order with service "transport" (one orders table: the same history,
// transactions, statistics and race-safe changes as tours); its pickup day in Vietnam is kept in
// date_travel too, so the day rules and lists read one column.
import type { Kysely, Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("transport_options")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("brand", "text", (c) => c.notNull())
      .addColumn("similar", "text", (c) => c.notNull())
      .addColumn("year_of_manufacture", "text")
      .addColumn("doors", "integer", (c) => c.notNull())
      .addColumn("ac", "integer", (c) => c.notNull())
      .addColumn("gearbox", "text", (c) => c.notNull())
      .addColumn("avatar", "text")
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("transport_options_agency")
      .on("transport_options")
      .columns(["agency_id", "is_deleted", "created_at"])
      .execute();

    await db.schema
      .createTable("transport_services")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("route_custom", "text")
      .addColumn("duration_type", "text", (c) => c.notNull())
      .addColumn("duration", "integer", (c) => c.notNull())
      .addColumn("area_id", "text", (c) => c.notNull())
      .addColumn("country_id", "text", (c) => c.notNull())
      .addColumn("city_id", "text", (c) => c.notNull())
      .addColumn("city_des_id", "text")
      .addColumn("option_id", "text", (c) => c.notNull().references("transport_options._id"))
      .addColumn("car_type", "integer", (c) => c.notNull())
      .addColumn("max_guests", "integer", (c) => c.notNull())
      .addColumn("max_luggages", "integer", (c) => c.notNull())
      .addColumn("max_km", "real")
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("commission_value", "real", (c) => c.notNull())
      .addColumn("language_driver", "text")
      .addColumn("age_driver", "integer")
      .addColumn("what_included", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("additional_info", "text")
      .addColumn("cancellation_policy", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("key_words", "text")
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("auto_translate_en", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("auto_translate_vi", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("transport_services_agency")
      .on("transport_services")
      .columns(["agency_id", "is_deleted", "created_at"])
      .execute();
    await db.schema
      .createIndex("transport_services_option")
      .on("transport_services")
      .columns(["option_id", "is_deleted"])
      .execute();

    for (const column of ["transport_id", "date_pickup", "pickup", "drop_off", "transport", "cancel_by"]) {
      await db.schema.alterTable("orders").addColumn(column, "text").execute();
    }
    await db.schema
      .createIndex("orders_agency_pickup")
      .on("orders")
      .columns(["agency_id", "service", "date_pickup", "_id"])
      .execute();
  },
};
