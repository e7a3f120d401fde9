// spec tours-cruises §3 "Supplier": the profile's columns (spec spellings, typos included:
// bussiness_*, whatapp) and the uploaded files, each owned by one supplier.
import { type Kysely, type Migration } from "kysely";
import { now } from "./sql.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const text = [
      "logo",
      "content",
      "slug",
      "owner_name",
      "phone",
      "dial_code",
      "address",
      "area_id",
      "country_id",
      "city_id",
      "website",
      "summary",
      "enterprise_type",
      "company_scale",
      "language",
      "contact_methods",
      "images",
      "bussiness_code",
      "bussiness_tax_code",
      "bussiness_issue_date",
      "bussiness_issue_by",
      "bussiness_cer_front",
      "bussiness_cer_backside",
      "bussiness_cer_file",
      "company_verification_tour_docs",
      "identity_card_code",
      "identity_card_issue_date",
      "identity_card_issue_by",
      "identity_card_front",
      "identity_card_backside",
      "bank_name",
      "bank_branch_name",
      "bank_iban_code",
      "bank_swift_code",
      "account_number",
      "account_full_name",
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
};
