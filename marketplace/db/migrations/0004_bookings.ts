// spec tours-cruises §3 "Booking/order" in full (the bookings contract): the order's
// money, surcharges, people and flight, plus its history (order_events), the payments the
// operator makes to a supplier and the customer's transactions. Rows of the minimal 0003 orders
// stay valid: every new column has a default and the money of old rows is backfilled.
import { sql, type Kysely, type Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const add = (column: string, type: "text" | "real" | "integer", dflt?: string | number) =>
      db.schema
        .alterTable("orders")
        .addColumn(column, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt)))
        .execute();
    for (const column of [
      "note",
      "tour_type",
      "user_id",
      "reason_cancel",
      "tour_operator",
      "tour_guide",
      "tour_driver",
      "fast_track_info",
    ]) {
      await add(column, "text");
    }
    for (const column of ["original_total", "subtotal", "total_amount_agency"]) await add(column, "real", 0);
    await add("commission_value", "real");
    await add("duration", "integer");
    for (const kind of ["single_room", "extra_bed"]) {
      await add(`${kind}_surcharge`, "real", 0);
      await add(`${kind}_quantity`, "integer", 0);
      await add(`${kind}_commission_type`, "text", "percent");
      await add(`${kind}_commission_value`, "real", 0);
    }
    await add("rate_payment", "real", 1);
    await add("total_traveler", "integer", 0);
    await add("updated_at", "text", "");
    // the 0003 rows: no commission was known, so the supplier's income is the whole total
    await sql`update orders set
      subtotal = total, original_total = total, total_amount_agency = total, updated_at = created_at,
      tour_type = (select type from tours where tours._id = orders.tour_id),
      total_traveler = coalesce((select sum(json_extract(value, '$.quantity')) from json_each(orders.items)), 0)`.execute(
      db,
    );

    // GET order, statistic and statistic-revenue of one supplier with 10,000s of orders: pages
    // walked in index order (created_at, then _id, as the list sorts) and counts, uid searches and
    // sums read from the indexes alone. They replace 0003's (agency_id, created_at).
    await db.schema.dropIndex("orders_agency").execute();
    await db.schema
      .createIndex("orders_agency_created")
      .on("orders")
      .columns([
        "agency_id",
        "created_at",
        "_id",
        "service",
        "status",
        "uid",
        "total",
        "rate_payment",
        "total_amount_agency",
      ])
      .execute();
    await db.schema
      .createIndex("orders_agency_status")
      .on("orders")
      .columns(["agency_id", "status", "created_at", "_id", "service", "total", "rate_payment", "total_amount_agency"])
      .execute();
    await db.schema.createIndex("orders_agency_travel").on("orders").columns(["agency_id", "date_travel"]).execute();
    await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();

    await db.schema
      .createTable("order_events")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("order_id", "text", (c) => c.notNull().references("orders._id"))
      .addColumn("from_status", "text")
      .addColumn("to_status", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull()) // agency | customer | operator
      .addColumn("data", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("order_events_order").on("order_events").columns(["order_id", "id"]).execute();

    // the operator's payouts to a supplier (GET transaction/payment-agency)
    await db.schema
      .createTable("payments")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("payment_id", "text", (c) => c.notNull().unique())
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("service", "text", (c) => c.notNull())
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("bank_name", "text")
      .addColumn("branch_name", "text")
      .addColumn("account_number", "text")
      .addColumn("payment_currency", "text", (c) => c.notNull())
      .addColumn("payment_amount", "real", (c) => c.notNull())
      .addColumn("payment_date", "text", (c) => c.notNull())
      .addColumn("rate_vnd", "real", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex("payments_agency")
      .on("payments")
      .columns(["agency_id", "service", "payment_date"])
      .execute();

    // what the customer paid (or got back) for an order
    await db.schema
      .createTable("transactions")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("payment_id", "text", (c) => c.notNull())
      .addColumn("order_id", "text", (c) => c.notNull().references("orders._id"))
      .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("amount", "real", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("service", "text", (c) => c.notNull())
      .addColumn("gateway", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull()) // payment | deposit | refund
      .addColumn("date_completed", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex("transactions_order").on("transactions").columns(["order_id", "created_at"]).execute();
    await db.schema
      .createIndex("transactions_agency")
      .on("transactions")
      .columns(["agency_id", "created_at"])
      .execute();

    // spec §3 "Cruise extras" (a cruise is a tour with type cruise)
    await db.schema.alterTable("tours").addColumn("durations_cruise", "text").execute(); // JSON number[] of nights
    await db.schema.alterTable("tours").addColumn("num_stars", "integer").execute();
    await db.schema.alterTable("tours").addColumn("cruise_time_checkin", "text").execute(); // HH:mm
    await db.schema.alterTable("tours").addColumn("cruise_time_checkout", "text").execute();
    await db.schema.alterTable("tours").addColumn("commission_value", "real").execute(); // stored percent (100 - entered)
  },
};
