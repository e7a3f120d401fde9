// The activity record (spec team.md §Calls `GET activity`): one row per change to a booking, a
// calendar, a listing, the team or the profile, written in the change's own transaction
// (marketplace/activity/record.ts). Rows are only ever added. The indexes serve GET activity's reads
// of 100,000s of rows: every one is the supplier's, newest first (`at`, then `_id`), narrowed by
// one filter (author, service, kind, target); the date range is a range on `at` of each of them.
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("activity")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("agency_id", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull()) // ISO instant, the marketplace's clock
      .addColumn("actor_kind", "text", (c) => c.notNull()) // member | customer | marketplace
      .addColumn("actor_id", "text")
      .addColumn("actor_name", "text")
      .addColumn("actor_email", "text")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("service", "text")
      .addColumn("target_kind", "text", (c) => c.notNull())
      .addColumn("target_id", "text")
      .addColumn("target_label", "text")
      .addColumn("target_listing", "text") // a listing entry's record: tour, room, cabin, option…
      .addColumn("summary", "text", (c) => c.notNull()) // JSON: from → to, reason, code, fields…
      .execute();
    const index = (name: string, columns: string[]) =>
      db.schema
        .createIndex(`activity_${name}`)
        .on("activity")
        .columns(["agency_id", ...columns, "at", "_id"])
        .execute();
    await index("at", []);
    await index("actor", ["actor_id"]);
    await index("actor_kind", ["actor_kind"]);
    await index("service", ["service"]);
    await index("kind", ["kind"]);
    await index("target", ["target_id"]);
  },
};
