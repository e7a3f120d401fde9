// Bike bookings (spec hotels-bikes-transport §3 "Bike order"): the bike columns of an order. A bike
// booking is an order with service "bike" (one orders table: the same history, transactions,
// statistics and race-safe changes as every service); its pickup day is kept in date_travel and its
// pickup instant in date_pickup (the columns the day rules and transport already read), its return
// instant beside them.
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // bike: JSON snapshot of the bike as booked; date_return: ISO instant; rental_method: day | hour
    for (const column of ["bike_id", "bike", "date_return", "rental_method"]) {
      await db.schema.alterTable("orders").addColumn(column, "text").execute();
    }
    await db.schema.alterTable("orders").addColumn("time_quantity", "real").execute();
    await db.schema.createIndex("orders_bike").on("orders").columns(["bike_id", "status"]).execute();
  },
};
