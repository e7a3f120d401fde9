// The tours list sorts by created_at, then _id (a stable page order); 0003's
// (agency_id, is_deleted, created_at) index left the _id tie-break to a temporary b-tree over
// every tour of the supplier on each page. With _id in the index the page is read in order and
// stops after its rows.
import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex("tours_agency_list_order")
      .on("tours")
      .columns(["agency_id", "is_deleted", "created_at", "_id"])
      .execute();
    await db.schema.dropIndex("tours_agency_list").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .createIndex("tours_agency_list")
      .on("tours")
      .columns(["agency_id", "is_deleted", "created_at"])
      .execute();
    await db.schema.dropIndex("tours_agency_list_order").execute();
  },
};
