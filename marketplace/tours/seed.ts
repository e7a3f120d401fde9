// Seed of the demo supplier's tours with their images and price setups (the bookings of their first
// group departures are the bookings seed's, bookings/seed.ts). Idempotent: a supplier that has
// tours gets none.
import type { Kysely } from "kysely";
import { CONTENT_KEYS, DAY_MINUTES } from "@contract/api/tours";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { dayjs, dayOf, ZONE } from "../shared/dates.js";
import { SEED_CONTENT, SEED_TOURS, type SeedTour } from "./seed-data.js";
import { seedTourImages } from "../files/seed-images.js";
import { seedReferences } from "../reference/seed.js";

type Trx = Kysely<Database>;
type Agency = { _id: string; user_id: string; currency: string | null };
type Refs = Awaited<ReturnType<typeof seedReferences>>;

// spec §9: a stored percent is 100 − the agency's share (what it enters), i.e. the marketplace's percent:
// the numbers below are the marketplace's percents

function ages(t: SeedTour) {
  return [
    { vi: "Người lớn", en: "Adult", min: 12, max: 99, price: t.price },
    { vi: "Trẻ em", en: "Child", min: 5, max: 11, price: Math.round((t.price * 0.75) / 1000) * 1000 },
    { vi: "Em bé", en: "Infant", min: 0, max: 4, price: 0 },
  ];
}

function groups(t: SeedTour) {
  const sizes = [
    [1, 2, 1],
    [3, 6, 0.85],
    [7, 15, 0.7],
  ] as const;
  return sizes.map(([min, max, factor]) => ({
    _id: randomId(),
    name: `Nhóm ${min}–${max} khách`,
    translations: { en: { name: `Group of ${min}–${max} guests` } },
    min,
    max,
    options: [
      { name: "Xe riêng có máy lạnh", en: "Private air-conditioned car", extra: 1 },
      { name: "Xe riêng và bữa trưa", en: "Private car with lunch", extra: 1.2 },
    ].map((o) => ({
      name: o.name,
      translations: { en: { name: o.en } },
      price: Math.round((t.price * factor * o.extra) / 1000) * 1000,
      commission_type: "percent",
      commission_value: 15,
      min: 1,
      max: 15,
    })),
  }));
}

function pricePackage(t: SeedTour) {
  const group = [
    { name: "1–2 khách", en: "1–2 guests", min: 1, max: 2 },
    { name: "3–5 khách", en: "3–5 guests", min: 3, max: 5 },
    { name: "6–10 khách", en: "6–10 guests", min: 6, max: 10 },
  ];
  const classes = [
    { name: "Tiêu chuẩn 3 sao", en: "Standard 3-star", factor: 1, single: 900_000 },
    { name: "Cao cấp 4 sao", en: "Superior 4-star", factor: 1.35, single: 1_400_000 },
    { name: "Sang trọng 5 sao", en: "Deluxe 5-star", factor: 1.8, single: 2_300_000 },
  ];
  const round = (n: number) => Math.round(n / 10_000) * 10_000;
  return {
    group: group.map((g) => ({ name: g.name, translations: { en: { name: g.en } }, min: g.min, max: g.max })),
    class: classes.map((c) => ({
      name: c.name,
      translations: { en: { name: c.en } },
      single_room_surcharge: c.single,
      extra_bed_surcharge: round(c.single * 0.6),
    })),
    price: classes.map((c) =>
      group.map((_g, gi) => ({
        price: round(t.price * c.factor * (1 - gi * 0.08)),
        commission_type: gi === 2 ? "net" : "percent",
        commission_value: gi === 2 ? round(t.price * c.factor * 0.1) : 12,
      })),
    ),
    price_ages: [
      { name: "Trẻ em 5–11 tuổi", translations: { en: { name: "Child 5–11" } }, percent: 75 },
      { name: "Em bé dưới 5 tuổi", translations: { en: { name: "Infant under 5" } }, percent: 10 },
    ],
  };
}

export async function seedTours(trx: Trx, dataDir: string, agency: Agency) {
  const existing = await trx.selectFrom("tours").select("_id").where("agency_id", "=", agency._id).executeTakeFirst();
  if (existing) return;
  const refs = await seedReferences(trx);
  const currency = agency.currency ?? "VND";
  const now = dayjs();

  for (const [i, t] of SEED_TOURS.entries()) {
    const id = randomId();
    // spread over the last ~120 days, the newest first in the list
    const created = now
      .subtract(i * 5 + 1, "day")
      .subtract((i * 7) % 24, "hour")
      .toISOString();
    const imageIds = await seedTourImages(trx, dataDir, agency._id, t.colors, created);
    await trx
      .insertInto("tours")
      .values(tourRow(t, i, { id, agency, refs, currency, created, imageIds }))
      .execute();

    const calendarId = randomId();
    await trx.insertInto("group_calendars").values({ _id: calendarId, tour_id: id }).execute();
    const hasGroups = t.optional_type === "group_size" || t.type === "team_building";
    await trx
      .insertInto("option_group_sizes")
      .values({ _id: randomId(), tour_id: id, groups: JSON.stringify(hasGroups ? groups(t) : []), updated_at: created })
      .execute();
    await seedPrices(trx, t, i, { id, calendarId, currency, created, now });
  }
}

/** The tour's row: texts in both languages, its place and taxonomies by the seed's names. */
function tourRow(
  t: SeedTour,
  i: number,
  at: { id: string; agency: Agency; refs: Refs; currency: string; created: string; imageIds: string[] },
) {
  const { vietnam, cities, taxonomy } = at.refs;
  const duration = t.days ? t.days * DAY_MINUTES : t.hours! * 60;
  const time = t.days
    ? {
        vi: t.days > 1 ? `${t.days} ngày ${t.days - 1} đêm` : "1 ngày",
        en: t.days > 1 ? `${t.days} days ${t.days - 1} nights` : "1 day",
      }
    : { vi: `${t.hours} giờ`, en: `${t.hours} hours` };
  const content = (lang: "vi" | "en") =>
    CONTENT_KEYS.map((key) => ({
      key,
      value:
        key === "overview"
          ? `<p>${t.overview[lang]}</p>`
          : key === "departure_return"
            ? lang === "vi"
              ? `Đón và trả khách tại ${t.departure.vi}.`
              : `Pick-up and drop-off at ${t.departure.en}.`
            : SEED_CONTENT[key][lang],
    }));
  const en = {
    name: t.name.en,
    time: time.en,
    departure: t.departure.en,
    endpoint: t.departure.en,
    pickup_detail: "Free pick-up from central hotels.",
    promotion: null,
    language_guide: "English, Vietnamese",
    content: content("en"),
    operated_by: "Saigon Discovery Travel",
  };
  return {
    _id: at.id,
    agency_id: at.agency._id,
    created_by: at.agency.user_id,
    name: t.name.vi,
    search: `${t.name.vi}\n${t.name.en}`.toLowerCase(),
    time: time.vi,
    duration_type: t.days ? "day" : "hour",
    duration,
    area_id: vietnam.area_id,
    country_id: vietnam._id,
    city_id: cities.get(t.city)!,
    categories: JSON.stringify(t.categories.map((s) => taxonomy.get(`category:${s}`)!)),
    interests: JSON.stringify(t.interests.map((s) => taxonomy.get(`interest:${s}`)!)),
    type: t.type,
    optional_type: t.optional_type ?? null,
    group_type: t.group_type ?? null,
    is_fast_track: t.fast_track ? 1 : 0,
    price: t.price,
    price_type: t.price_type ?? "person",
    currency: at.currency,
    departure: t.departure.vi,
    endpoint: t.departure.vi,
    pickup_detail: "Đón miễn phí tại các khách sạn trung tâm.",
    is_pickup: 1,
    promotion: i % 4 === 0 ? "Giảm 10% cho nhóm từ 4 khách" : null,
    language_guide: "Tiếng Việt, tiếng Anh",
    key_words: t.categories.join(", "),
    operated_by: "Saigon Discovery Travel",
    content: JSON.stringify(content("vi")),
    translations: JSON.stringify({ en: { ...en, promotion: i % 4 === 0 ? "10% off for groups of 4 or more" : null } }),
    translation_pending: JSON.stringify({ vi: false, en: false }),
    images: JSON.stringify(at.imageIds),
    status: t.status ?? "approved",
    is_active: t.inactive ? 0 : 1,
    is_deleted: 0,
    created_at: at.created,
    updated_at: at.created,
  };
}

/** The price page each type leads to (spec §2 Tours) has data to show. */
async function seedPrices(
  trx: Trx,
  t: SeedTour,
  i: number,
  at: { id: string; calendarId: string; currency: string; created: string; now: ReturnType<typeof dayjs> },
) {
  const { id, currency, created } = at;
  if (t.optional_type === "default" || (t.type === "default" && !t.optional_type)) {
    for (const a of ages(t)) {
      await trx
        .insertInto("tour_ages")
        .values({
          _id: randomId(),
          tour_id: id,
          name: a.vi,
          translations: JSON.stringify({ en: { name: a.en } }),
          translation_pending: JSON.stringify({ vi: false, en: false }),
          price: a.price,
          min: a.min,
          max: a.max,
          commission_type: "percent",
          commission_value: 15,
          currency,
          created_at: created,
        })
        .execute();
    }
  }
  if (t.type === "package" || t.optional_type === "flexi") {
    await trx
      .insertInto("price_packages")
      .values({
        _id: randomId(),
        tour_id: id,
        data: JSON.stringify(pricePackage(t)),
        translation_pending: JSON.stringify({ vi: false, en: false }),
        currency,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
  if (t.type === "group") {
    const count = 3 + (i % 3);
    for (let k = 0; k < count; k++) {
      // departures at 07:00 in Vietnam, every other week from next week
      const departure = dayjs.tz(
        at.now
          .tz(ZONE)
          .add(7 + k * 14, "day")
          .format("YYYY-MM-DD") + " 07:00",
        ZONE,
      );
      await trx
        .insertInto("group_departures")
        .values({
          _id: randomId(),
          calendar_id: at.calendarId,
          departure_date: departure.toISOString(),
          day: dayOf(departure.toDate()),
          available: 20,
          options: JSON.stringify([
            {
              optionId: randomId(),
              name: "Người lớn",
              translations: { en: { name: "Adult" } },
              price: t.price,
              commission_type: "percent",
              commission_value: 15,
              min: 1,
              sort: 1,
            },
            {
              optionId: randomId(),
              name: "Trẻ em 5–11 tuổi",
              translations: { en: { name: "Child 5–11" } },
              price: Math.round((t.price * 0.75) / 1000) * 1000,
              commission_type: "percent",
              commission_value: 15,
              min: 0,
              sort: 2,
            },
          ]),
          single_room_surcharge: 500_000,
          single_room_commission_type: "percent",
          single_room_commission_value: 10,
          extra_bed_surcharge: 300_000,
          extra_bed_commission_type: "net",
          extra_bed_commission_value: 30_000,
          created_at: created,
        })
        .execute();
    }
  }
}
