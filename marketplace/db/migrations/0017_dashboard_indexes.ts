// The dashboard (tours-cruises §2 "Dashboard": what needs the supplier now) reads one supplier's
// bookings by status and day, by check-out day and by return instant, and its calendar items, each
// from an index (dashboard/plans.test.ts pins the plans): with 10,000s of bookings no section scans.
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // to confirm (paid, from today on, oldest first) and to complete (begun, before today): by status
    // then day, with what the filters and the order read, so counts are read from the index alone
    await db.schema
      .createIndex("orders_agency_status_day")
      .on("orders")
      .columns(["agency_id", "status", "date_travel", "service", "date_pickup", "created_at", "_id"])
      .execute();
    // today's hotel check-outs and bike returns
    await db.schema
      .createIndex("orders_agency_checkout")
      .on("orders")
      .columns(["agency_id", "date_checkout", "status", "service"])
      .execute();
    await db.schema
      .createIndex("orders_agency_return")
      .on("orders")
      .columns(["agency_id", "date_return", "status", "service"])
      .execute();
    // the supplier's calendar items (cabins, rooms, bike options)
    for (const items of ["cabins", "rooms", "bike_options"]) {
      await db.schema.createIndex(`${items}_agency`).on(items).columns(["agency_id", "is_deleted"]).execute();
    }
  },
};
