// Real income (total_amount_agency) is the sum of the lines' supplier parts, each
// rounded once in the currency (contract/booking-money.ts); orders stored before rounded the
// whole once (and kept cents of đồng). Recompute them so old and new orders agree. An order
// whose lines do not give its stored total is left as it is (its lines cannot explain it).
import { type Kysely, type Migration } from "kysely";
import { splitBooking } from "@contract/booking-money";
import { roundMoney } from "@contract/money";
import { storedMoneyInput } from "../../bookings/money.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const rows = await db.selectFrom("orders").selectAll().where("service", "in", ["tour", "cruise"]).execute();
    for (const row of rows) {
      const split = splitBooking(storedMoneyInput(row as Parameters<typeof storedMoneyInput>[0]));
      if (roundMoney(row.total, row.currency) !== split.total || split.total_amount_agency === row.total_amount_agency)
        continue;
      await db
        .updateTable("orders")
        .set({ total_amount_agency: split.total_amount_agency })
        .where("_id", "=", row._id)
        .execute();
    }
    // the sums now read the currency too (to_vnd(amount, currency, rate)): keep them index-only
    await db.schema.dropIndex("orders_agency_created").execute();
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
        "currency",
      ])
      .execute();
    await db.schema.dropIndex("orders_agency_status").execute();
    await db.schema
      .createIndex("orders_agency_status")
      .on("orders")
      .columns([
        "agency_id",
        "status",
        "created_at",
        "_id",
        "service",
        "total",
        "rate_payment",
        "total_amount_agency",
        "currency",
      ])
      .execute();
  },
};
