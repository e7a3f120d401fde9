// The cabins' sales calendars — one per cabin, one row per day (unique per calendar, so two
// schedules racing for one day cannot both write it).
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("cabin_calendars")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("cabin_id", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("cabin_calendar_days")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("calendar_id", "text", (c) => c.notNull().references("cabin_calendars._id").onDelete("cascade"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("cabin_available", "integer", (c) => c.notNull())
      .addColumn("empty", "integer", (c) => c.notNull())
      .addColumn("prices", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("cabin_calendar_days_day", ["calendar_id", "date"])
      .execute();
  },
};
