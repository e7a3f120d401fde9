// The front desk and the rate calendar (spec hotels-bikes-transport §3 "Room calendar entry", "Hotel
// order", "Bike option", "Bike order"; marketplace/README.md "front desk"):
// - a room's night keeps its restrictions beside its price and count: stop-sell (closed for sale, its
//   price and count kept), minimum and maximum stay (read on the arrival night), closed to arrival
//   and closed to departure;
// - a hotel booking records when its guest checked in and out;
// - a bike rental records when it was handed over and returned, its deposit (amount, held /
//   returned / kept, the reason a deposit was kept);
// - an option may list its units (plate or frame number); a rental out holds the units it was given,
//   and a partial unique index lets a unit be out on one rental at a time, whatever path writes.
import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const days = db.schema.alterTable("room_calendar_days");
    await days.addColumn("stop_sell", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await days.addColumn("min_stay", "integer").execute();
    await days.addColumn("max_stay", "integer").execute();
    await days.addColumn("closed_to_arrival", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await days.addColumn("closed_to_departure", "integer", (c) => c.notNull().defaultTo(0)).execute();

    // ISO instants; deposit_status held | returned | kept
    for (const column of ["checked_in_at", "checked_out_at", "handed_over_at", "returned_at"])
      await db.schema.alterTable("orders").addColumn(column, "text").execute();
    await db.schema.alterTable("orders").addColumn("deposit_amount", "real").execute();
    await db.schema.alterTable("orders").addColumn("deposit_status", "text").execute();
    await db.schema.alterTable("orders").addColumn("deposit_reason", "text").execute();

    await db.schema
      .alterTable("bike_options")
      .addColumn("deposit", "real", (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable("bike_units")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull())
      .addColumn("option_id", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull()) // plate or frame number
      .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("bike_units_option").on("bike_units").columns(["option_id", "is_deleted"]).execute();
    // one live unit per label and option (the shop's plate or frame numbers are unique)
    await db.schema
      .createIndex("bike_units_label_once")
      .on("bike_units")
      .columns(["option_id", "label"])
      .unique()
      .where(sql.ref("is_deleted"), "=", 0)
      .execute();

    await db.schema
      .createTable("rental_units")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("unit_id", "text", (c) => c.notNull())
      .addColumn("option_id", "text", (c) => c.notNull())
      .addColumn("handed_over_at", "text", (c) => c.notNull())
      .addColumn("returned_at", "text")
      .execute();
    await db.schema.createIndex("rental_units_order").on("rental_units").columns(["order_id"]).execute();
    // a unit out (not returned) is out on one rental only
    await db.schema
      .createIndex("rental_units_out_once")
      .on("rental_units")
      .columns(["unit_id"])
      .unique()
      .where(sql.ref("returned_at"), "is", null)
      .execute();
  },
};
