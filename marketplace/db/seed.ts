// Seed for a new database: reference lists and help articles (always), and — only with
// MARKETPLACE_DEMO=on — the three demo accounts with their published password and the demo
// supplier's tours and cruises (with their images, written to <dataDir>/seed), bookings and payouts.
// Idempotent: every insert skips rows that exist, so running it twice changes nothing.
import type { DB } from "./database.js";
import { hashPassword } from "../auth/passwords.js";
import { randomId } from "../shared/ids.js";
import { seedTours } from "../tours/seed.js";
import { seedBookings, seedCruises, seedDepartureBookings, seedPayouts } from "../bookings/seed.js";
import { seedCertificate } from "../agency/seed.js";
import { seedCabins } from "../cruises/seed.js";
import { seedCabinCalendars } from "../cabin-calendar/seed.js";
import { seedTransport } from "../transport/seed.js";
import { seedBikes } from "../bikes/seed.js";
import { seedBikeBookings } from "../bikes/orders-seed.js";
import { seedHotels } from "../hotels/seed.js";
import { SCREEN_HELP } from "./help-screens.js";
import { seedHotelBookings } from "../hotels/orders-seed.js";
import { seedHotelDesk } from "../hotels/desk-seed.js";
import { seedBikeDesk } from "../bikes/desk-seed.js";
import { seedActivity } from "../activity/seed.js";
import {
  AREAS,
  BED_TYPES,
  COUNTRIES,
  FACILITIES,
  HELP_ARTICLES,
  HOTEL_TYPES,
  TOUR_CATEGORIES,
  TOUR_INTERESTS,
} from "./seed-data.js";

export const DEMO_PASSWORD = "Demo@12345";
export const DEMO_ACCOUNTS = [
  { email: "supplier@demo.vn", what: "verified supplier, every service (tours, cruises, hotels, transport, bikes)" },
  {
    email: "newsupplier@demo.vn",
    what: "unverified supplier, tours only, no currency yet (shows the currency dialog)",
  },
  { email: "hotelbike@demo.vn", what: "verified supplier, hotels and bikes only (no tours, cruises or transport)" },
  { email: "customer@demo.vn", what: "a customer account (role user): the back-office refuses it" },
] as const;

const DEMO_PROFILE = {
  slug: "saigon-discovery-travel",
  owner_name: "Nguyễn Văn Minh",
  type: 1,
  phone: "2838234567",
  dial_code: "84",
  address: "72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1",
  website: "https://saigondiscovery.demo.vn",
  summary:
    "Công ty lữ hành nội địa và quốc tế tại TP. Hồ Chí Minh, chuyên tour miền Tây, du thuyền Hạ Long và dịch vụ đưa đón. " +
    "Saigon Discovery Travel has organised tours in southern Vietnam since 2015.",
  enterprise_type: JSON.stringify(["tour-operator", "travel-agent", "transport-company"]),
  company_scale: "21-50",
  language: "vi",
  contact_methods: JSON.stringify([
    { name: "phone", value: "+84 28 3823 4567" },
    { name: "zalo", value: "0903823456" },
  ]),
  images: JSON.stringify([]),
  bussiness_code: "0313456789",
  bussiness_tax_code: "0313456789",
  bussiness_issue_date: "2015-09-14",
  bussiness_issue_by: "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh",
  company_verification_tour_docs: "c",
  bank_name: "Vietcombank",
  bank_branch_name: "Chi nhánh TP. Hồ Chí Minh",
  bank_swift_code: "BFTVVNVX",
  account_number: "0071001234567",
  account_full_name: "Công ty TNHH Saigon Discovery Travel",
  account_full_name_upper: "CONG TY TNHH SAIGON DISCOVERY TRAVEL",
};

/** What every database needs: places, taxonomies, help articles. */
export async function seedReference(db: DB) {
  await db.transaction().execute(async (trx) => {
    for (const a of AREAS) {
      await trx
        .insertInto("areas")
        .values({ _id: randomId(), slug: a.slug, name_vi: a.name.vi, name_en: a.name.en })
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    }
    const areaIds = new Map(
      (await trx.selectFrom("areas").select(["_id", "slug"]).execute()).map((a) => [a.slug, a._id]),
    );
    for (const c of COUNTRIES) {
      const existing = await trx.selectFrom("countries").select("_id").where("code", "=", c.code).executeTakeFirst();
      if (existing) continue;
      const countryId = randomId();
      await trx
        .insertInto("countries")
        .values({ _id: countryId, area_id: areaIds.get(c.area)!, code: c.code, name_vi: c.name.vi, name_en: c.name.en })
        .execute();
      for (const city of c.cities) {
        await trx
          .insertInto("cities")
          .values({ _id: randomId(), country_id: countryId, name_vi: city.vi, name_en: city.en })
          .execute();
      }
    }

    const taxonomies = [
      ...TOUR_CATEGORIES.map((t) => ({
        kind: "category",
        type: null,
        slug: t.slug,
        name: t.name,
        order: t.order,
        numofperson: null,
      })),
      ...TOUR_INTERESTS.map((t) => ({
        kind: "interest",
        type: null,
        slug: t.slug,
        name: t.name,
        order: t.order,
        numofperson: null,
      })),
      ...FACILITIES.map((t, i) => ({
        kind: "facility",
        type: t.type,
        slug: t.slug,
        name: t.name,
        order: i + 1,
        numofperson: null,
      })),
      ...BED_TYPES.map((t, i) => ({
        kind: "bedtype",
        type: null,
        slug: t.slug,
        name: t.name,
        order: i + 1,
        numofperson: t.numofperson,
      })),
      ...HOTEL_TYPES.map((t, i) => ({
        kind: "hotel_type",
        type: null,
        slug: t.slug,
        name: t.name,
        order: i + 1,
        numofperson: null,
      })),
    ];
    for (const t of taxonomies) {
      await trx
        .insertInto("taxonomies")
        .values({
          _id: randomId(),
          kind: t.kind,
          type: t.type,
          slug: t.slug,
          name_vi: t.name.vi,
          name_en: t.name.en,
          sort_order: t.order,
          numofperson: t.numofperson,
          is_active: 1,
        })
        .onConflict((oc) => oc.columns(["kind", "type", "slug"]).doNothing())
        .execute();
    }

    for (const p of [...HELP_ARTICLES, ...SCREEN_HELP]) {
      await trx
        .insertInto("posts")
        .values({
          _id: p._id,
          title_vi: p.title.vi,
          title_en: p.title.en,
          content_vi: p.content.vi,
          content_en: p.content.en,
          created_at: new Date().toISOString(),
        })
        // the help follows the screens: a database seeded before gets the article as it is now
        .onConflict((oc) =>
          oc.column("_id").doUpdateSet({
            title_vi: p.title.vi,
            title_en: p.title.en,
            content_vi: p.content.vi,
            content_en: p.content.en,
          }),
        )
        .execute();
    }
  });
}

/** Whether the demo accounts exist (a database seeded with MARKETPLACE_DEMO=on). */
export async function hasDemoAccounts(db: DB) {
  const found = await db
    .selectFrom("users")
    .select("email")
    .where(
      "email",
      "in",
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  return found.length > 0;
}

/** The demo accounts and the demo supplier's listings, bookings and payouts (MARKETPLACE_DEMO=on only). */
export async function seedDemo(db: DB, dataDir: string) {
  await db.transaction().execute(async (trx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const users = [
      { email: "supplier@demo.vn", role: "agency", firstname: "Minh", lastname: "Nguyễn" },
      { email: "newsupplier@demo.vn", role: "agency", firstname: "Lan", lastname: "Trần" },
      { email: "hotelbike@demo.vn", role: "agency", firstname: "Hải", lastname: "Phạm" },
      { email: "customer@demo.vn", role: "user", firstname: "An", lastname: "Lê" },
    ];
    for (const u of users) {
      await trx
        .insertInto("users")
        .values({ _id: randomId(), password_hash: passwordHash, status: "active", ...u })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
    }
    const idOf = async (email: string) =>
      (await trx.selectFrom("users").select("_id").where("email", "=", email).executeTakeFirstOrThrow())._id;
    const vietnam = await trx
      .selectFrom("countries")
      .select(["_id", "area_id"])
      .where("code", "=", "VN")
      .executeTakeFirstOrThrow();
    const hoChiMinhCity = await trx
      .selectFrom("cities")
      .select("_id")
      .where("country_id", "=", vietnam._id)
      .where("name_en", "=", "Ho Chi Minh City")
      .executeTakeFirstOrThrow();
    const agencies = [
      {
        user_id: await idOf("supplier@demo.vn"),
        name: "Saigon Discovery Travel",
        email: "supplier@demo.vn",
        currency: "VND",
        is_verify: 1,
        is_tour: 1,
        is_cruise: 1,
        is_hotel: 1,
        is_transport: 1,
        is_bike: 1,
        // a complete organisation profile (spec tours-cruises §3 "Supplier"); its certificate comes below
        ...DEMO_PROFILE,
        area_id: vietnam.area_id,
        country_id: vietnam._id,
        city_id: hoChiMinhCity._id,
      },
      {
        user_id: await idOf("newsupplier@demo.vn"),
        name: "Hoi An Lantern Tours",
        email: "newsupplier@demo.vn",
        currency: null,
        is_verify: 0,
        is_tour: 1,
        is_cruise: 0,
        is_hotel: 0,
        is_transport: 0,
        is_bike: 0,
        slug: "hoi-an-lantern-tours",
      },
      {
        // a supplier of some services only: the others' pages and writes are refused (tours-cruises §3 "Supplier")
        user_id: await idOf("hotelbike@demo.vn"),
        name: "Da Lat Stay & Ride",
        email: "hotelbike@demo.vn",
        currency: "VND",
        is_verify: 1,
        is_tour: 0,
        is_cruise: 0,
        is_hotel: 1,
        is_transport: 0,
        is_bike: 1,
        slug: "da-lat-stay-and-ride",
      },
    ];
    for (const a of agencies) {
      await trx
        .insertInto("agencies")
        .values({ _id: randomId(), is_request_verify: 0, ...a })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
    }

    const demo = await trx
      .selectFrom("agencies")
      .select(["_id", "user_id", "currency", "bank_name", "bank_branch_name", "account_number"])
      .where("email", "=", "supplier@demo.vn")
      .executeTakeFirstOrThrow();
    // the verified supplier's profile is complete, its PDF certificate included: "Save" works as it is
    await seedCertificate(trx, dataDir, demo);
    await seedTours(trx, dataDir, demo);
    await seedDepartureBookings(trx, demo);
    // the bookings issue: cruises, ~300 bookings over every status, the operator's payouts
    await seedCruises(trx, dataDir, demo);
    await seedCabins(trx, dataDir, demo);
    await seedCabinCalendars(trx, demo._id);
    await seedBookings(trx, demo);
    await seedPayouts(trx, demo);
    // Vehicles, services, transport bookings and payouts (after the tour payouts, which
    // are sized from the completed tour bookings)
    await seedTransport(trx, dataDir, demo);
    // bikes of each type with their options, for every demo supplier that rents bikes
    const riders = await trx
      .selectFrom("agencies")
      .select(["_id", "user_id", "currency"])
      .where("email", "in", ["supplier@demo.vn", "hotelbike@demo.vn"])
      .where("is_bike", "=", 1)
      .execute();
    for (const rider of riders) {
      await seedBikes(trx, dataDir, rider);
      // a few hundred rentals over the bike's statuses (taking their options' days) and bike payouts
      await seedBikeBookings(trx, rider);
    }
    // the rental desk's demo (units, a deposit, a rental out and one overdue): the hotel-and-bike supplier
    const shop = await trx
      .selectFrom("agencies")
      .select(["_id", "currency"])
      .where("email", "=", "hotelbike@demo.vn")
      .executeTakeFirst();
    if (shop && riders.some((r) => r._id === shop._id)) await seedBikeDesk(trx, shop);
    // hotels with their room types and calendars, for each demo supplier with hotels (hotels/seed.ts)
    for (const email of ["supplier@demo.vn", "hotelbike@demo.vn"]) {
      const agency = await trx
        .selectFrom("agencies")
        .select(["_id", "user_id", "email", "currency"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      await seedHotels(trx, dataDir, agency);
      // a few hundred bookings over the hotel's statuses (taking their rooms) and hotel payouts
      await seedHotelBookings(trx, agency);
      // the front desk's demo: a stop-sell weekend and a 2-night minimum, arrivals today, a guest in house
      if (email === "hotelbike@demo.vn") await seedHotelDesk(trx, agency);
    }
    // each demo booking's history in the activity record (activity/seed.ts), once every booking is in
    await seedActivity(trx);
  });
}
