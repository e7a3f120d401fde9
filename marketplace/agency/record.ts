// The supplier record of spec tours-cruises §3 as the API shows it, and the rules that need the
// database: references that fit together, file urls that belong to the supplier, completeness.
import type { Selectable } from "kysely";
import type { DB } from "../db/database.js";
import { FILE_FIELDS, type AgencyUpdate } from "@contract/api/agency";
import { capabilityFlagsOf } from "@contract/services";
import { filenameOf } from "../files/store.js";
import { ApiError } from "../shared/http.js";
import { jsonArray } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import type { AgenciesTable } from "./tables.js";

type Agency = Selectable<AgenciesTable>;

async function reference(db: DB, table: "areas" | "countries" | "cities", id: string | null, lang: Lang) {
  if (!id) return null;
  const row = await db.selectFrom(table).select(["_id", "name_vi", "name_en"]).where("_id", "=", id).executeTakeFirst();
  return row ? { _id: row._id, name: lang === "en" ? row.name_en : row.name_vi } : null;
}

/** GET agency/agency/{id}: booleans as booleans, JSON columns parsed, references as {_id, name}. */
export async function agencyRecord(db: DB, a: Agency, lang: Lang) {
  return {
    _id: a._id,
    name: a.name,
    logo: a.logo,
    content: a.content,
    slug: a.slug,
    owner_name: a.owner_name,
    type: a.type === null ? null : a.type === 1,
    email: a.email,
    phone: a.phone,
    dial_code: a.dial_code,
    address: a.address,
    area: await reference(db, "areas", a.area_id, lang),
    country: await reference(db, "countries", a.country_id, lang),
    city: await reference(db, "cities", a.city_id, lang),
    website: a.website,
    summary: a.summary,
    enterprise_type: jsonArray<string>(a.enterprise_type),
    company_scale: a.company_scale,
    language: a.language,
    contact_methods: jsonArray<{ name: string; value: string }>(a.contact_methods),
    images: jsonArray<string>(a.images),
    bussiness_code: a.bussiness_code,
    bussiness_tax_code: a.bussiness_tax_code,
    bussiness_issue_date: a.bussiness_issue_date,
    bussiness_issue_by: a.bussiness_issue_by,
    bussiness_cer_front: a.bussiness_cer_front,
    bussiness_cer_backside: a.bussiness_cer_backside,
    bussiness_cer_file: a.bussiness_cer_file,
    company_verification_tour_docs: a.company_verification_tour_docs,
    identity_card_code: a.identity_card_code,
    identity_card_issue_date: a.identity_card_issue_date,
    identity_card_issue_by: a.identity_card_issue_by,
    identity_card_front: a.identity_card_front,
    identity_card_backside: a.identity_card_backside,
    bank_name: a.bank_name,
    bank_branch_name: a.bank_branch_name,
    bank_iban_code: a.bank_iban_code,
    bank_swift_code: a.bank_swift_code,
    account_number: a.account_number,
    account_full_name: a.account_full_name,
    account_full_name_upper: a.account_full_name_upper,
    currency: a.currency,
    is_verify: Boolean(a.is_verify),
    is_request_verify: Boolean(a.is_request_verify),
    ...capabilityFlagsOf(a),
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

const invalid = (path: string, message: string) =>
  new ApiError(422, "validation_failed", { issues: [{ path, message }] });

/** spec §4 "Changing area clears country and city": the stored result must fit together. */
export async function checkPlace(
  db: DB,
  place: { area_id: string | null; country_id: string | null; city_id: string | null },
) {
  if (place.area_id) {
    const area = await db.selectFrom("areas").select("_id").where("_id", "=", place.area_id).executeTakeFirst();
    if (!area) throw invalid("area", "unknown_area");
  }
  if (place.country_id) {
    const country = await db
      .selectFrom("countries")
      .select("area_id")
      .where("_id", "=", place.country_id)
      .executeTakeFirst();
    if (!country) throw invalid("country", "unknown_country");
    if (country.area_id !== place.area_id) throw invalid("country", "country_not_in_area");
  }
  if (place.city_id) {
    const city = await db.selectFrom("cities").select("country_id").where("_id", "=", place.city_id).executeTakeFirst();
    if (!city) throw invalid("city", "unknown_city");
    if (city.country_id !== place.country_id) throw invalid("city", "city_not_in_country");
  }
}

/**
 * A file field may keep its value or take the url of a file this supplier uploaded and saved,
 * of the right kind (PDF for the certificate, an image elsewhere). Anything else is refused, so
 * a record can never point at another supplier's document or at an outside address.
 */
export async function checkFiles(db: DB, agency: Agency, body: AgencyUpdate) {
  const wanted: { field: string; url: string; kind: "image" | "pdf" }[] = [];
  for (const [field, kind] of Object.entries(FILE_FIELDS) as [keyof typeof FILE_FIELDS, "image" | "pdf"][]) {
    const url = body[field];
    if (url && url !== agency[field]) wanted.push({ field, url, kind });
  }
  const current = new Set(jsonArray<string>(agency.images));
  body.images?.forEach((url, i) => {
    if (!current.has(url)) wanted.push({ field: `images.${i}`, url, kind: "image" });
  });

  for (const w of wanted) {
    const filename = filenameOf(w.url);
    const file = filename
      ? await db
          .selectFrom("files")
          .select(["kind", "saved"])
          .where("filename", "=", filename)
          .where("agency_id", "=", agency._id)
          .executeTakeFirst()
      : undefined;
    if (!file || file.saved !== 1 || file.kind !== w.kind) {
      throw new ApiError(422, "foreign_file", { field: w.field, issues: [{ path: w.field, message: "foreign_file" }] });
    }
  }
}

/** The verification documents: served to their supplier (and the operator) only, never publicly. */
export const DOCUMENT_FIELDS = [
  "bussiness_cer_front",
  "bussiness_cer_backside",
  "bussiness_cer_file",
  "identity_card_front",
  "identity_card_backside",
] as const;

/**
 * After a save: the files of the documents are private, the logo and business images public
 * (a file in both stays private). Other files of the supplier keep what their upload gave them.
 */
export async function syncFilePrivacy(db: DB, a: Agency) {
  const names = (urls: (string | null | undefined)[]) =>
    urls.map((u) => (u ? filenameOf(u) : null)).filter((n): n is string => Boolean(n));
  const documents = names(DOCUMENT_FIELDS.map((f) => a[f]));
  const shown = names([a.logo, ...jsonArray<string>(a.images)]).filter((n) => !documents.includes(n));
  if (documents.length)
    await db
      .updateTable("files")
      .set({ private: 1 })
      .where("agency_id", "=", a._id)
      .where("filename", "in", documents)
      .execute();
  if (shown.length)
    await db
      .updateTable("files")
      .set({ private: 0 })
      .where("agency_id", "=", a._id)
      .where("filename", "in", shown)
      .execute();
}

/** spec §5: what a verification request needs; the names of the missing fields. */
export function missingForVerification(a: Agency): string[] {
  const required: (keyof Agency)[] = [
    "name",
    "owner_name",
    "email",
    "phone",
    "area_id",
    "country_id",
    "city_id",
    "bussiness_tax_code",
    "bussiness_issue_by",
  ];
  if (a.type === 1) required.push("bussiness_cer_file", "company_verification_tour_docs");
  if (a.type === 0) required.push("identity_card_code", "identity_card_issue_by");
  const missing = required.filter((k) => a[k] === null || a[k] === "").map((k) => String(k).replace(/_id$/, ""));
  if (a.type === null) missing.push("type");
  return missing;
}

/** A url-safe name: "Saigon Discovery Travel" → "saigon-discovery-travel" (đ → d, accents dropped). */
export function slugify(name: string) {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}
