// The demo suppliers' bikes (MARKETPLACE_DEMO=on): a motorbike, a bicycle and an e-bike rental each,
// with images drawn at seed time and two or three rental options with photos. Deterministic; run
// once per supplier (a supplier that already has bikes is left as it is). Each option's calendar is
// seeded over the next SEED_DAYS days (spec §3 "Option calendar"): weekends dearer, a few days unset,
// nothing booked (seeded bike bookings take their bikes themselves).
import type { Kysely } from "kysely";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import { seedDays, type SeedDay } from "../calendars/store.js";
import { OPTION_CALENDAR } from "./calendar.js";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { fileUrl } from "../files/store.js";
import { seedImageFile } from "../files/seed-images.js";
import type { BikeOptionsTable, BikesTable } from "./tables.js";

type Trx = Kysely<Database>;
type Agency = { _id: string; user_id: string; currency: string | null };

/** How many days ahead each demo option's calendar is set. */
export const SEED_DAYS = 90;
type Pair = readonly [string, string];

const p = (vi: string, en: string) => ({ vi, en });

const BIKES = [
  {
    type: "motorbike",
    city: "Da Lat",
    name: p("Thuê xe máy Đà Lạt", "Da Lat motorbike rental"),
    description: p(
      "Xe tay ga và xe số đời mới, giao xe tận khách sạn trong trung tâm Đà Lạt.",
      "New scooters and semi-automatics, delivered to your hotel in central Da Lat.",
    ),
    overview: p(
      "<p>Khám phá Đà Lạt bằng xe máy: đồi thông, thác nước và những con đèo.</p>",
      "<p>Explore Da Lat by motorbike: pine hills, waterfalls and mountain passes.</p>",
    ),
    address: "12 Bùi Thị Xuân, Phường 2, Đà Lạt",
    loc: [108.4419, 11.9404],
    price: 120_000,
    byHour: true,
    hours: ["07:00", "21:00"],
    colors: [
      ["#e8590c", "#ffd8a8"],
      ["#c2255c", "#fcc2d7"],
    ] as Pair[],
    options: [
      { name: p("Xe tay ga 125cc", "125cc scooter"), quantity: 12, day: 150_000, hour: 30_000 },
      { name: p("Xe số 110cc", "110cc semi-automatic"), quantity: 8, day: 120_000, hour: 25_000 },
      { name: p("Xe côn tay 150cc", "150cc manual"), quantity: 4, day: 250_000, hour: 50_000 },
    ],
  },
  {
    type: "bike",
    city: "Hoi An",
    name: p("Xe đạp phố cổ Hội An", "Hoi An old town bicycles"),
    description: p(
      "Xe đạp có giỏ và khóa, nhận xe gần phố cổ, đi ra biển An Bàng.",
      "Bicycles with a basket and a lock, picked up near the old town, ride to An Bang beach.",
    ),
    overview: p(
      "<p>Đạp xe qua ruộng lúa và làng rau Trà Quế.</p>",
      "<p>Ride through the rice fields and Tra Que vegetable village.</p>",
    ),
    address: "45 Trần Hưng Đạo, Hội An",
    loc: [108.3277, 15.8801],
    price: 40_000,
    byHour: true,
    hours: ["06:30", "20:00"],
    colors: [
      ["#2b8a3e", "#b2f2bb"],
      ["#1864ab", "#a5d8ff"],
    ] as Pair[],
    options: [
      { name: p("Xe đạp thành phố", "City bicycle"), quantity: 20, day: 40_000, hour: 10_000 },
      { name: p("Xe đạp đôi", "Tandem bicycle"), quantity: 4, day: 80_000, hour: 20_000 },
    ],
  },
  {
    type: "ebike",
    city: "Da Nang",
    name: p("Xe đạp điện Đà Nẵng", "Da Nang e-bike rental"),
    description: p(
      "Xe đạp điện sạc đầy mỗi sáng, đi dọc biển Mỹ Khê và bán đảo Sơn Trà.",
      "E-bikes charged every morning, ride along My Khe beach and the Son Tra peninsula.",
    ),
    overview: p(
      "<p>Đi 50 km mỗi lần sạc, có mũ bảo hiểm và áo mưa.</p>",
      "<p>50 km per charge, helmet and raincoat included.</p>",
    ),
    address: "88 Võ Nguyên Giáp, Sơn Trà, Đà Nẵng",
    loc: [108.2462, 16.0614],
    price: 150_000,
    byHour: false,
    hours: ["08:00", "18:00"],
    colors: [
      ["#5f3dc4", "#d0bfff"],
      ["#0b7285", "#99e9f2"],
    ] as Pair[],
    options: [
      { name: p("Xe đạp điện tiêu chuẩn", "Standard e-bike"), quantity: 10, day: 150_000, hour: 40_000 },
      { name: p("Xe đạp điện trợ lực núi", "Electric mountain bike"), quantity: 3, day: 300_000, hour: 70_000 },
    ],
  },
] as const;

const WHAT_INCLUDED = p("<p>Mũ bảo hiểm, áo mưa, bản đồ.</p>", "<p>Helmet, raincoat, map.</p>");
const POLICY = p("<p>Hủy miễn phí trước 24 giờ.</p>", "<p>Free cancellation up to 24 hours before.</p>");

export async function seedBikes(trx: Trx, dataDir: string, agency: Agency) {
  const existing = await trx.selectFrom("bikes").select("_id").where("agency_id", "=", agency._id).executeTakeFirst();
  if (existing) return;
  const vn = await trx
    .selectFrom("countries")
    .innerJoin("cities", "cities.country_id", "countries._id")
    .select(["countries._id as country", "countries.area_id as area", "cities._id as city", "cities.name_en"])
    .where("countries.code", "=", "VN")
    .execute();
  if (!vn.length) return;
  const currency = agency.currency ?? "VND";
  const today = todayInVietnam();
  for (const [i, b] of BIKES.entries()) {
    // a second apart, so the list's newest-first order is the same every time
    const created = new Date(Date.now() - (BIKES.length - i) * 1000).toISOString();
    const place = vn.find((c) => c.name_en === b.city) ?? vn[0]!;
    const images: string[] = [];
    for (const colors of b.colors) {
      const filename = await seedImageFile(trx, dataDir, agency._id, { colors, w: 680, h: 512, type: "bike", created });
      const id = randomId();
      await trx
        .insertInto("bike_images")
        .values({ _id: id, agency_id: agency._id, filename, url: fileUrl(filename), created_at: created })
        .execute();
      images.push(id);
    }
    const en = {
      name: b.name.en,
      description: b.description.en,
      overview: b.overview.en,
      what_included: WHAT_INCLUDED.en,
      additional_info: null,
      cancellation_policy: POLICY.en,
    };
    const bike: BikesTable = {
      _id: randomId(),
      agency_id: agency._id,
      created_by: agency.user_id,
      name: b.name.vi,
      description: b.description.vi,
      overview: b.overview.vi,
      what_included: WHAT_INCLUDED.vi,
      additional_info: null,
      cancellation_policy: POLICY.vi,
      translations: JSON.stringify({ en }),
      translation_pending: JSON.stringify({ vi: false, en: false }),
      search: `${b.name.vi}\n${b.name.en}`.toLowerCase(),
      address: b.address,
      loc: JSON.stringify({ type: "Point", coordinates: b.loc }),
      area_id: place.area,
      country_id: place.country,
      city_id: place.city,
      type: b.type,
      from_price: b.price,
      currency,
      rental_by_day: 1,
      rental_by_hour: b.byHour ? 1 : 0,
      opening: b.hours[0],
      close: b.hours[1],
      images: JSON.stringify(images),
      status: "approved",
      is_active: 1,
      is_deleted: 0,
      created_at: created,
      updated_at: created,
    };
    await trx.insertInto("bikes").values(bike).execute();
    const options: BikeOptionsTable[] = [];
    for (const [j, o] of b.options.entries()) {
      const colors = b.colors[j % b.colors.length]!;
      const avatar = await seedImageFile(trx, dataDir, agency._id, { colors, w: 300, h: 300, type: "bike", created });
      options.push({
        _id: randomId(),
        agency_id: agency._id,
        bike_id: bike._id,
        name: o.name.vi,
        description: b.description.vi,
        translations: JSON.stringify({ en: { name: o.name.en, description: b.description.en } }),
        translation_pending: JSON.stringify({ vi: false, en: false }),
        avatar: fileUrl(avatar),
        quantity_default: o.quantity,
        price_day_default: o.day,
        price_hour_default: o.hour,
        currency,
        is_active: 1,
        calendar_id: null,
        is_deleted: 0,
        created_at: new Date(Date.parse(created) + j).toISOString(),
        updated_at: created,
      });
    }
    await trx.insertInto("bike_options").values(options).execute();
    for (const [j, o] of options.entries()) {
      const days: SeedDay[] = [];
      for (let k = 0; k < SEED_DAYS; k++) {
        if ((k + j) % 19 === 18) continue; // a few days without a setting
        const date = addDays(today, k);
        const weekend = [0, 6].includes(weekdayOf(date));
        const dear = (price: number) => Math.round((price * (weekend ? 1.2 : 1)) / 1000) * 1000;
        days.push({
          date,
          available: o.quantity_default,
          booked: 0,
          values: { price_day: dear(o.price_day_default), price_hour: dear(o.price_hour_default) },
        });
      }
      await seedDays(trx, OPTION_CALENDAR, o._id, days, created);
    }
  }
}
