// Hotel bookings (spec hotels-bikes-transport §3 "Hotel order"): the hotel columns of an order. A
// hotel booking is an order with service "hotel" (one orders table: the same history, transactions,
// statistics and race-safe changes as every service); its check-in day is kept in date_travel, so the
// day rules and lists read one column, and its check-out day beside it.
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // hotel: JSON snapshot of the hotel as booked; payment_id: the bank-transfer code (§4)
    for (const column of ["hotel_id", "hotel", "date_checkout", "payment_id"]) {
      await db.schema.alterTable("orders").addColumn(column, "text").execute();
    }
    for (const column of ["total_date", "price_extrabed", "service_fee", "vat_fee"]) {
      await db.schema.alterTable("orders").addColumn(column, "real").execute();
    }
    await db.schema.createIndex("orders_hotel").on("orders").columns(["hotel_id", "status"]).execute();
  },
};
