// spec hotels-bikes-transport §4 "Recording a transfer code creates a completed deposit transaction
// (bank transfer)": one code is one deposit of a booking, however many times or from however many
// worker processes it is sent. A partial unique index on (order_id, payment_id) over the completed
// bank-transfer deposits makes the database refuse a second one (bookings/transfer-code.ts decides
// inside its BEGIN IMMEDIATE transaction; the index holds whatever path writes).
//
// A database may already hold copies from posts that raced before this: the earliest of each stays
// completed and the later ones are marked `canceled` (the product's transaction vocabulary, spec §3).
// They are kept, not deleted: a transaction is money's record, its order_events still name each post,
// and nothing sums transactions (income is the orders'), so marking them changes no figure.
import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      update transactions set status = 'canceled'
      where type = 'deposit' and gateway = 'bank_transfer' and status = 'completed'
        and exists (
          select 1 from transactions earlier
          where earlier.order_id = transactions.order_id and earlier.payment_id = transactions.payment_id
            and earlier.type = 'deposit' and earlier.gateway = 'bank_transfer' and earlier.status = 'completed'
            and (earlier.created_at < transactions.created_at
              or (earlier.created_at = transactions.created_at and earlier._id < transactions._id)))
    `.execute(db);
    await db.schema
      .createIndex("transactions_transfer_code_once")
      .on("transactions")
      .columns(["order_id", "payment_id"])
      .unique()
      .where(sql.ref("type"), "=", "deposit")
      .where(sql.ref("gateway"), "=", "bank_transfer")
      .where(sql.ref("status"), "=", "completed")
      .execute();
  },
  async down(db: Kysely<any>) {
    // the copies marked canceled stay so: they cannot be told from deposits canceled otherwise
    await db.schema.dropIndex("transactions_transfer_code_once").execute();
  },
};
