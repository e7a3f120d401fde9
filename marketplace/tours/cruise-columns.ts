// The stored columns of a cruise body (spec tours-cruises §3 "Cruise extras", §5 "Cruise"): a tours
// row of type cruise. Its place and images are checked as a tour's; its facilities are cruise ones.
import type { Updateable } from "kysely";
import type { CruiseBody } from "@contract/api/cruises";
import { DAY_MINUTES } from "@contract/api/tours";
import type { DB } from "../db/database.js";
import { checkPlace } from "../agency/record.js";
import { invalidField as invalid, nowIso } from "../shared/http.js";
import { bothLanguages } from "../shared/translate.js";
import { checkOwnImages, translateTexts } from "./columns.js";
import type { ToursTable } from "./tables.js";

/** The place, the cruise facilities and the agency's own images must exist and belong. */
export async function checkCruiseRefs(db: DB, agencyId: string, b: CruiseBody) {
  await checkPlace(db, { area_id: b.area!, country_id: b.country!, city_id: b.city! });
  if (b.cruise_facilities.length) {
    const found = new Set(
      (
        await db
          .selectFrom("taxonomies")
          .select("_id")
          .where("kind", "=", "facility")
          .where("type", "=", "cruise")
          .where("_id", "in", b.cruise_facilities)
          .execute()
      ).map((r) => r._id),
    );
    const i = b.cruise_facilities.findIndex((x) => !found.has(x));
    if (i >= 0) throw invalid(`cruise_facilities.${i}`, "invalid_choice");
  }
  await checkOwnImages(db, agencyId, b.images);
}

/** The stored columns of a validated cruise body (POST and PATCH send the whole form). */
export async function cruiseColumns(b: CruiseBody) {
  const { vi, en, pending } = await bothLanguages(b, b.vi, b.en, translateTexts);
  const longest = b.durations_cruise[b.durations_cruise.length - 1] ?? 1;
  return {
    name: vi.name,
    search: `${vi.name}\n${en.name}`.toLowerCase(),
    // a tour's duration fields, from the longest cruise: "nights+1 days" (spec §5 "Cruise")
    time: null,
    duration_type: "day",
    duration: (longest + 1) * DAY_MINUTES,
    area_id: b.area!,
    country_id: b.country!,
    city_id: b.city!,
    categories: "[]",
    interests: "[]",
    type: "cruise",
    optional_type: null,
    group_type: null,
    is_fast_track: 0,
    price: b.price!,
    price_type: "person",
    departure: vi.departure,
    endpoint: null,
    pickup_detail: null,
    is_pickup: 0,
    promotion: null,
    language_guide: null,
    key_words: b.key_words,
    operated_by: null,
    content: JSON.stringify(vi.content),
    translations: JSON.stringify({ en: { name: en.name, departure: en.departure, content: en.content } }),
    translation_pending: JSON.stringify(pending),
    images: JSON.stringify(b.images),
    durations_cruise: JSON.stringify(b.durations_cruise),
    num_stars: b.num_stars ?? 0,
    cruise_time_checkin: b.cruise_time_checkin!,
    cruise_time_checkout: b.cruise_time_checkout!,
    commission_value: b.commission_value!,
    cruise_facilities: JSON.stringify(b.cruise_facilities),
    // spec §4: new and edited content awaits moderation, cruises as tours
    status: "pending",
    updated_at: nowIso(),
  } satisfies Updateable<ToursTable>;
}
