// Bike options' sales calendars (spec hotels-bikes-transport §3 "Bike option": "Option calendar: _id
// with calendars entries (date, available, empty, price_day, price_hour)"), a kind of the shared
// calendar (calendars/store.ts): one calendar per option, one row per day, unique per (calendar, date).
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("option_calendars")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("option_id", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("option_calendar_days")
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("calendar_id", "text", (c) => c.notNull().references("option_calendars._id").onDelete("cascade"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("available", "integer", (c) => c.notNull())
      .addColumn("empty", "integer", (c) => c.notNull())
      .addColumn("price_day", "real", (c) => c.notNull())
      .addColumn("price_hour", "real", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("option_calendar_days_day", ["calendar_id", "date"])
      .execute();
  },
};
