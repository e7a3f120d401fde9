// Versioned migrations, run in order at start. Never edit a landed migration: add the next one.
import { sql, type Kysely, type Migration } from "kysely";
import { splitBooking } from "@contract/booking-money";
import { roundMoney } from "@contract/money";
import { storedMoneyInput } from "../bookings/record.js";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const migrations: Record<string, Migration> = {
  "0001_auth_and_reference": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("users")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
        .addColumn("firstname", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("lastname", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("sex", "text")
        .addColumn("dob", "text")
        .addColumn("phone", "text")
        .addColumn("dial_code", "text")
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("agencies")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().unique().references("users._id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("currency", "text")
        .addColumn("is_verify", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_request_verify", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_tour", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_cruise", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_hotel", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_transport", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_bike", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("refresh_tokens")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("user_id", "text", (c) => c.notNull().references("users._id"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("family", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .addColumn("replaced_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("refresh_tokens_family").on("refresh_tokens").column("family").execute();

      await db.schema
        .createTable("reset_codes")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("reset_codes_email").on("reset_codes").column("email").execute();

      await db.schema
        .createTable("auth_events")
        .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("at", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("auth_events_lookup").on("auth_events").columns(["kind", "key", "at"]).execute();

      await db.schema
        .createTable("mails")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("to", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("code", "text")
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("mails_to").on("mails").columns(["to", "created_at"]).execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("areas")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name_vi", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("countries")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("area_id", "text", (c) => c.notNull().references("areas._id"))
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("name_vi", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("cities")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("country_id", "text", (c) => c.notNull().references("countries._id"))
        .addColumn("name_vi", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("cities_country").on("cities").column("country_id").execute();

      await db.schema
        .createTable("taxonomies")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("type", "text")
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("name_vi", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("numofperson", "integer")
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint("taxonomies_kind_type_slug", ["kind", "type", "slug"])
        .execute();

      await db.schema
        .createTable("posts")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("title_vi", "text", (c) => c.notNull())
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("content_vi", "text", (c) => c.notNull())
        .addColumn("content_en", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
    },
  },

  // spec tours-cruises §3 "Supplier": the profile's columns (spec spellings, typos included:
  // bussiness_*, whatapp) and the uploaded files, each owned by one supplier.
  "0002_agency_profile": {
    async up(db: Kysely<any>) {
      const text = [
        "logo", "content", "slug", "owner_name", "phone", "dial_code", "address", "area_id", "country_id", "city_id",
        "website", "summary", "enterprise_type", "company_scale", "language", "contact_methods", "images",
        "bussiness_code", "bussiness_tax_code", "bussiness_issue_date", "bussiness_issue_by", "bussiness_cer_front",
        "bussiness_cer_backside", "bussiness_cer_file", "company_verification_tour_docs", "identity_card_code",
        "identity_card_issue_date", "identity_card_issue_by", "identity_card_front", "identity_card_backside",
        "bank_name", "bank_branch_name", "bank_iban_code", "bank_swift_code", "account_number", "account_full_name",
        "account_full_name_upper",
      ];
      // 1 organisation, 0 individual, null not chosen yet
      await db.schema.alterTable("agencies").addColumn("type", "integer").execute();
      for (const column of text) await db.schema.alterTable("agencies").addColumn(column, "text").execute();

      await db.schema
        .createTable("files")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
        .addColumn("filename", "text", (c) => c.notNull().unique())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("mime", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("saved", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("files_agency").on("files").column("agency_id").execute();
    },
  },

  // spec tours-cruises §3 "Tour", "Age price", "Group calendar", "Option group size", "Price
  // package" and a first, minimal "Booking/order" (the bookings issue extends it). Lists of ids
  // (categories, interests, images) and nested shapes (content, groups, options, the price
  // matrix) are JSON text: they are always read and written whole with their record.
  "0003_tours": {
    async up(db: Kysely<any>) {
      // where a file's bytes are: null = <dataDir>/uploads (what suppliers sent), "seed" =
      // <dataDir>/seed (the demo images the seed draws), so uploads/ holds only real uploads
      await db.schema.alterTable("files").addColumn("folder", "text").execute();

      await db.schema
        .createTable("tours")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
        .addColumn("created_by", "text", (c) => c.notNull().references("users._id"))
        .addColumn("name", "text", (c) => c.notNull())
        // lower-case vi and en names, for a case-insensitive search SQLite's lower() cannot do
        .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("time", "text")
        .addColumn("duration_type", "text", (c) => c.notNull())
        .addColumn("duration", "integer", (c) => c.notNull())
        .addColumn("area_id", "text", (c) => c.notNull().references("areas._id"))
        .addColumn("country_id", "text", (c) => c.notNull().references("countries._id"))
        .addColumn("city_id", "text", (c) => c.notNull().references("cities._id"))
        .addColumn("categories", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("interests", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("optional_type", "text")
        .addColumn("group_type", "text")
        .addColumn("is_fast_track", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("price", "real", (c) => c.notNull())
        .addColumn("price_type", "text", (c) => c.notNull().defaultTo("person"))
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("departure", "text")
        .addColumn("endpoint", "text")
        .addColumn("pickup_detail", "text")
        .addColumn("is_pickup", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("promotion", "text")
        .addColumn("language_guide", "text")
        .addColumn("key_words", "text")
        .addColumn("operated_by", "text")
        .addColumn("content", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
        .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("tours_agency_list").on("tours").columns(["agency_id", "is_deleted", "created_at"]).execute();

      await db.schema
        .createTable("tour_images")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
        .addColumn("filename", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("tour_ages")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("tour_id", "text", (c) => c.notNull().references("tours._id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
        .addColumn("price", "real", (c) => c.notNull())
        .addColumn("min", "integer", (c) => c.notNull())
        .addColumn("max", "integer", (c) => c.notNull())
        .addColumn("commission_type", "text", (c) => c.notNull())
        .addColumn("commission_value", "real", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("tour_ages_tour").on("tour_ages").column("tour_id").execute();

      await db.schema
        .createTable("option_group_sizes")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("tour_id", "text", (c) => c.notNull().unique().references("tours._id"))
        .addColumn("groups", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("group_calendars")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("tour_id", "text", (c) => c.notNull().unique().references("tours._id"))
        .execute();
      await db.schema
        .createTable("group_departures")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("calendar_id", "text", (c) => c.notNull().references("group_calendars._id"))
        .addColumn("departure_date", "text", (c) => c.notNull()) // ISO instant (UTC)
        .addColumn("day", "text", (c) => c.notNull()) // YYYY-MM-DD in Asia/Ho_Chi_Minh
        .addColumn("available", "integer", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("single_room_surcharge", "real", (c) => c.notNull())
        .addColumn("single_room_commission_type", "text", (c) => c.notNull())
        .addColumn("single_room_commission_value", "real", (c) => c.notNull())
        .addColumn("extra_bed_surcharge", "real", (c) => c.notNull())
        .addColumn("extra_bed_commission_type", "text", (c) => c.notNull())
        .addColumn("extra_bed_commission_value", "real", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint("group_departures_one_per_day", ["calendar_id", "day"])
        .execute();

      await db.schema
        .createTable("price_packages")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("tour_id", "text", (c) => c.notNull().unique().references("tours._id"))
        .addColumn("data", "text", (c) => c.notNull()) // {group, class, price, price_ages}
        .addColumn("translation_pending", "text", (c) => c.notNull().defaultTo('{"vi":false,"en":false}'))
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("orders")
        .addColumn("_id", "text", (c) => c.primaryKey())
        .addColumn("uid", "text", (c) => c.notNull().unique())
        .addColumn("agency_id", "text", (c) => c.notNull().references("agencies._id"))
        .addColumn("service", "text", (c) => c.notNull())
        .addColumn("tour_id", "text", (c) => c.references("tours._id"))
        .addColumn("calendar_id", "text")
        .addColumn("date_id", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("date_travel", "text", (c) => c.notNull())
        .addColumn("contact", "text", (c) => c.notNull())
        .addColumn("items", "text", (c) => c.notNull())
        .addColumn("total", "real", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("orders_agency").on("orders").columns(["agency_id", "created_at"]).execute();
      await db.schema.createIndex("orders_departure").on("orders").columns(["date_id"]).execute();
    },
  },
  // spec tours-cruises §3 "Booking/order" in full (the bookings contract, issue 5): the order's
  // money, surcharges, people and flight, plus its history (order_events), the payments the
  // operator makes to a supplier and the customer's transactions. Rows of the minimal 0003 orders
  // stay valid: every new column has a default and the money of old rows is backfilled.
  "0004_bookings": {
    async up(db: Kysely<any>) {
      const add = (column: string, type: "text" | "real" | "integer", dflt?: string | number) =>
        db.schema.alterTable("orders").addColumn(column, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt))).execute();
      for (const column of ["note", "tour_type", "user_id", "reason_cancel", "tour_operator", "tour_guide", "tour_driver", "fast_track_info"]) {
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
        total_traveler = coalesce((select sum(json_extract(value, '$.quantity')) from json_each(orders.items)), 0)`.execute(db);

      // GET order, statistic and statistic-revenue of one supplier with 10,000s of orders: pages
      // walked in index order (created_at, then _id, as the list sorts) and counts, uid searches and
      // sums read from the indexes alone. They replace 0003's (agency_id, created_at).
      await db.schema.dropIndex("orders_agency").execute();
      await db.schema.createIndex("orders_agency_created").on("orders")
        .columns(["agency_id", "created_at", "_id", "service", "status", "uid", "total", "rate_payment", "total_amount_agency"]).execute();
      await db.schema.createIndex("orders_agency_status").on("orders")
        .columns(["agency_id", "status", "created_at", "_id", "service", "total", "rate_payment", "total_amount_agency"]).execute();
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
      await db.schema.createIndex("payments_agency").on("payments").columns(["agency_id", "service", "payment_date"]).execute();

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
      await db.schema.createIndex("transactions_agency").on("transactions").columns(["agency_id", "created_at"]).execute();

      // spec §3 "Cruise extras" (a cruise is a tour with type cruise)
      await db.schema.alterTable("tours").addColumn("durations_cruise", "text").execute(); // JSON number[] of nights
      await db.schema.alterTable("tours").addColumn("num_stars", "integer").execute();
      await db.schema.alterTable("tours").addColumn("cruise_time_checkin", "text").execute(); // HH:mm
      await db.schema.alterTable("tours").addColumn("cruise_time_checkout", "text").execute();
      await db.schema.alterTable("tours").addColumn("commission_value", "real").execute(); // stored percent (100 - entered)
    },
  },
  // Issue 10 (security): refresh tokens keep their successor sealed for a short grace window and
  // live families are found by index (every access token names its family); verification
  // documents are private files; create calls honour an Idempotency-Key.
  "0005_security": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("refresh_tokens").addColumn("grace", "text").execute();
      await sql`create index refresh_tokens_live on refresh_tokens (family) where revoked_at is null`.execute(db);
      await sql`create index refresh_tokens_grace on refresh_tokens (revoked_at) where grace is not null`.execute(db);

      await db.schema.alterTable("files").addColumn("private", "integer", (c) => c.notNull().defaultTo(0)).execute();
      // a supplier's own files are private unless its logo or business images show them
      await sql`update files set private = 1 where type = 'agency' and (
        exists (select 1 from agencies a where a._id = files.agency_id and '/api/v1/files/' || files.filename in (
          a.bussiness_cer_front, a.bussiness_cer_backside, a.bussiness_cer_file, a.identity_card_front, a.identity_card_backside))
        or not exists (select 1 from agencies a where a._id = files.agency_id and (
          a.logo = '/api/v1/files/' || files.filename
          or exists (select 1 from json_each(coalesce(a.images, '[]')) where value = '/api/v1/files/' || files.filename))))`.execute(db);

      await db.schema
        .createTable("idempotency_keys")
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("code", "integer")
        .addColumn("body", "text")
        .addColumn("created_at", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
        .execute();
      await db.schema.createIndex("idempotency_keys_age").on("idempotency_keys").column("created_at").execute();
    },
  },
  // Issue 9 item 1: real income (total_amount_agency) is the sum of the lines' supplier parts, each
  // rounded once in the currency (contract/booking-money.ts); orders stored before rounded the
  // whole once (and kept cents of đồng). Recompute them so old and new orders agree. An order
  // whose lines do not give its stored total is left as it is (its lines cannot explain it).
  "0006_real_income_per_line": {
    async up(db: Kysely<any>) {
      const rows = await db.selectFrom("orders").selectAll().where("service", "in", ["tour", "cruise"]).execute();
      for (const row of rows) {
        const split = splitBooking(storedMoneyInput(row as Parameters<typeof storedMoneyInput>[0]));
        if (roundMoney(row.total, row.currency) !== split.total || split.total_amount_agency === row.total_amount_agency) continue;
        await db.updateTable("orders").set({ total_amount_agency: split.total_amount_agency }).where("_id", "=", row._id).execute();
      }
      // the sums now read the currency too (to_vnd(amount, currency, rate)): keep them index-only
      await db.schema.dropIndex("orders_agency_created").execute();
      await db.schema.createIndex("orders_agency_created").on("orders")
        .columns(["agency_id", "created_at", "_id", "service", "status", "uid", "total", "rate_payment", "total_amount_agency", "currency"]).execute();
      await db.schema.dropIndex("orders_agency_status").execute();
      await db.schema.createIndex("orders_agency_status").on("orders")
        .columns(["agency_id", "status", "created_at", "_id", "service", "total", "rate_payment", "total_amount_agency", "currency"]).execute();
    },
  },
};
