// The stored columns of a tour body (POST and PATCH tour/tour send the whole form): both languages
// (spec tours-cruises §1 "auto-translate"), and the references it names, checked to exist and belong.
import type { Updateable } from "kysely";
import type { LangTexts, TourBody } from "@contract/api/tours";
import type { DB } from "../db/database.js";
import { checkPlace } from "../agency/record.js";
import { invalidField as invalid, nowIso } from "../shared/http.js";
import { bothLanguages, translate, type Lang } from "../shared/translate.js";
import type { ToursTable } from "./tables.js";

export async function translateTexts(t: LangTexts, from: Lang, to: Lang): Promise<LangTexts> {
  const one = async (s: string | null) => (s ? await translate(s, from, to) : s);
  return {
    name: (await one(t.name)) ?? "",
    time: await one(t.time),
    departure: await one(t.departure),
    endpoint: await one(t.endpoint),
    pickup_detail: await one(t.pickup_detail),
    promotion: await one(t.promotion),
    language_guide: await one(t.language_guide),
    operated_by: await one(t.operated_by),
    content: await Promise.all(t.content.map(async (c) => ({ key: c.key, value: (await one(c.value)) ?? "" }))),
  };
}

/** References that must exist and belong: place, categories, interests, the agency's own images. */
/** A tour's (or cruise's) images must be this supplier's uploads: else 422 `foreign_file` on `images.N`. */
export async function checkOwnImages(db: DB, agencyId: string, images: string[]) {
  if (!images.length) return;
  const own = new Set(
    (
      await db
        .selectFrom("tour_images")
        .select("_id")
        .where("agency_id", "=", agencyId)
        .where("_id", "in", images)
        .execute()
    ).map((r) => r._id),
  );
  const i = images.findIndex((x) => !own.has(x));
  if (i >= 0) throw invalid(`images.${i}`, "foreign_file");
}

export async function checkTourRefs(db: DB, agencyId: string, b: TourBody) {
  await checkPlace(db, { area_id: b.area!, country_id: b.country!, city_id: b.city! });
  for (const kind of ["category", "interest"] as const) {
    const ids = kind === "category" ? b.categories : b.interests;
    const found = new Set(
      (await db.selectFrom("taxonomies").select("_id").where("kind", "=", kind).where("_id", "in", ids).execute()).map(
        (r) => r._id,
      ),
    );
    const i = ids.findIndex((x) => !found.has(x));
    if (i >= 0) throw invalid(`${kind === "category" ? "categories" : "interests"}.${i}`, "invalid_choice");
  }
  await checkOwnImages(db, agencyId, b.images);
}

/** The stored columns of a validated tour body (POST and PATCH send the whole form). */
export async function tourColumns(b: TourBody) {
  const { vi, en, pending } = await bothLanguages(b, b.vi, b.en, translateTexts);
  const type = b.type!;
  return {
    name: vi.name,
    search: `${vi.name}\n${en.name}`.toLowerCase(),
    time: vi.time,
    duration_type: b.duration_type!,
    duration: b.duration!,
    area_id: b.area!,
    country_id: b.country!,
    city_id: b.city!,
    categories: JSON.stringify(b.categories),
    interests: JSON.stringify(b.interests),
    type,
    // spec §4: the price-list choice exists for default and combo tours, the group kind for group tours
    optional_type: type === "default" || type === "combo" ? b.optional_type! : null,
    group_type: type === "group" ? b.group_type! : null,
    is_fast_track: type === "ticket" && b.is_fast_track ? 1 : 0,
    price: b.price!,
    price_type: b.price_type || "person",
    departure: vi.departure,
    endpoint: vi.endpoint,
    pickup_detail: vi.pickup_detail,
    is_pickup: b.is_pickup ? 1 : 0,
    promotion: vi.promotion,
    language_guide: vi.language_guide,
    key_words: b.key_words,
    operated_by: vi.operated_by,
    content: JSON.stringify(vi.content),
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    images: JSON.stringify(b.images),
    // spec §4: new and edited content awaits moderation
    status: "pending",
    updated_at: nowIso(),
  } satisfies Updateable<ToursTable>;
}
