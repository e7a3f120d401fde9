// Seed of a demo supplier's hotels (spec hotels-bikes-transport §3 "Hotel", "Room", "Room calendar
// entry"): two or three hotels with their pictures, two or three room types each (beds, facilities, a
// picture), and every room's calendar over the next SEED_NIGHTS nights, with a fixed pattern so the
// demo looks the same each time (weekends dearer, a few nights unset). Nothing is booked here: the
// seeded hotel bookings take their rooms themselves. Idempotent: a supplier with hotels is skipped.
import type { Kysely } from "kysely";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { fileUrl } from "../files/store.js";
import { seedImageFile } from "../files/seed-images.js";
import { seedReferences } from "../reference/seed.js";
import { seedDays, type SeedDay } from "../calendars/store.js";
import { ROOM_CALENDAR } from "./calendar.js";

type Trx = Kysely<Database>;
type Pair = [string, string];
type SeedRoom = {
  name: Pair;
  beds: [string, number][];
  facilities: string[];
  rooms: number;
  price: number;
  acreage: number;
};
type SeedHotel = {
  name: Pair;
  description: Pair;
  city: string;
  type: string;
  address: string;
  loc: [number, number]; // lng, lat
  stars: number;
  facilities: string[];
  colors: Pair[];
  rooms: SeedRoom[];
};

export const SEED_NIGHTS = 90;
const STANDARD = ["room-wifi", "room-air-conditioning", "room-tv", "room-toiletries"];
const DELUXE = [...STANDARD, "room-minibar", "room-safe", "room-balcony"];

const room = (
  name: Pair,
  beds: [string, number][],
  facilities: string[],
  rooms: number,
  price: number,
  acreage: number,
) => ({
  name,
  beds,
  facilities,
  rooms,
  price,
  acreage,
});

/** The demo hotels, by the supplier's e-mail (the every-service supplier, the hotel-and-bike one). */
export const SEED_HOTELS: Record<string, SeedHotel[]> = {
  "supplier@demo.vn": [
    {
      name: ["Khách sạn Bến Thành Riverside", "Ben Thanh Riverside Hotel"],
      description: [
        "Khách sạn 4 sao bên sông Sài Gòn, gần chợ Bến Thành.",
        "A 4-star hotel on the Saigon River, near Ben Thanh market.",
      ],
      city: "Ho Chi Minh City",
      type: "hotel",
      address: "18 Tôn Đức Thắng, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
      loc: [106.7069, 10.7745],
      stars: 4,
      facilities: [
        "hotel-swimming-pool",
        "hotel-restaurant",
        "hotel-free-wifi",
        "hotel-front-desk-24h",
        "hotel-elevator",
      ],
      colors: [
        ["#1971c2", "#0c8599"],
        ["#0c8599", "#2f9e44"],
      ],
      rooms: [
        room(["Phòng Superior", "Superior Room"], [["double-bed", 1]], STANDARD, 12, 1_450_000, 24),
        room(["Phòng Deluxe hướng sông", "Deluxe River View"], [["king-bed", 1]], DELUXE, 8, 2_150_000, 32),
        room(
          ["Phòng gia đình", "Family Room"],
          [
            ["double-bed", 1],
            ["single-bed", 2],
          ],
          DELUXE,
          4,
          2_900_000,
          40,
        ),
      ],
    },
    {
      name: ["Khu nghỉ dưỡng Biển Xanh Nha Trang", "Blue Sea Resort Nha Trang"],
      description: [
        "Khu nghỉ dưỡng bên bãi biển Trần Phú với hồ bơi vô cực.",
        "A beachfront resort on Tran Phu beach with an infinity pool.",
      ],
      city: "Nha Trang",
      type: "resort",
      address: "96 Trần Phú, Lộc Thọ, Nha Trang, Khánh Hòa",
      loc: [109.1967, 12.2388],
      stars: 5,
      facilities: ["hotel-swimming-pool", "hotel-spa", "hotel-restaurant", "hotel-airport-shuttle", "hotel-kids-club"],
      colors: [
        ["#15aabf", "#1c7ed6"],
        ["#f59f00", "#15aabf"],
      ],
      rooms: [
        room(["Phòng Deluxe hướng biển", "Deluxe Ocean View"], [["queen-bed", 1]], DELUXE, 10, 2_600_000, 35),
        room(
          ["Biệt thự hồ bơi", "Pool Villa"],
          [
            ["king-bed", 1],
            ["sofa-bed", 1],
          ],
          [...DELUXE, "room-bathtub"],
          3,
          6_800_000,
          90,
        ),
      ],
    },
  ],
  "hotelbike@demo.vn": [
    {
      name: ["Khách sạn Đồi Thông Đà Lạt", "Pine Hill Hotel Da Lat"],
      description: [
        "Khách sạn ấm cúng giữa rừng thông, cách hồ Xuân Hương 1 km.",
        "A cosy hotel among the pines, 1 km from Xuan Huong lake.",
      ],
      city: "Da Lat",
      type: "boutique-hotel",
      address: "12 Trần Hưng Đạo, Phường 10, Đà Lạt, Lâm Đồng",
      loc: [108.4459, 11.9359],
      stars: 3,
      facilities: ["hotel-free-parking", "hotel-free-wifi", "hotel-restaurant", "hotel-laundry"],
      colors: [
        ["#2f9e44", "#5c940d"],
        ["#5c940d", "#e67700"],
      ],
      rooms: [
        room(["Phòng đôi tiêu chuẩn", "Standard Double"], [["double-bed", 1]], STANDARD, 8, 850_000, 20),
        room(["Phòng hai giường", "Twin Room"], [["twin-beds", 1]], STANDARD, 6, 900_000, 22),
        room(
          ["Phòng gia đình hướng đồi", "Family Hill View"],
          [
            ["queen-bed", 1],
            ["bunk-bed", 1],
          ],
          DELUXE,
          3,
          1_600_000,
          38,
        ),
      ],
    },
    {
      name: ["Homestay Hoa Dã Quỳ", "Wild Sunflower Homestay"],
      description: [
        "Homestay nhỏ có vườn và bếp chung, phù hợp nhóm bạn.",
        "A small homestay with a garden and a shared kitchen, for groups of friends.",
      ],
      city: "Da Lat",
      type: "homestay",
      address: "45 Hoàng Hoa Thám, Phường 10, Đà Lạt, Lâm Đồng",
      loc: [108.4601, 11.9283],
      stars: 0,
      facilities: ["hotel-free-parking", "hotel-free-wifi"],
      colors: [["#e67700", "#d6336c"]],
      rooms: [
        room(["Phòng tập thể", "Dormitory"], [["bunk-bed", 4]], ["room-wifi", "room-toiletries"], 2, 350_000, 30),
        room(
          ["Phòng đôi có ban công", "Double with Balcony"],
          [["double-bed", 1]],
          [...STANDARD, "room-balcony"],
          4,
          700_000,
          18,
        ),
      ],
    },
  ],
};

const content = (d: Pair) => [`<p>${d[0]}</p>`, `<p>${d[1]}</p>`] as const;

/** Seeds `agency`'s demo hotels, rooms and calendars (none when it has hotels already). */
export async function seedHotels(
  trx: Trx,
  dataDir: string,
  agency: { _id: string; user_id: string; email: string; currency: string | null },
  now = new Date(),
) {
  const plan = SEED_HOTELS[agency.email];
  const has = await trx.selectFrom("hotels").select("_id").where("agency_id", "=", agency._id).executeTakeFirst();
  if (!plan || has) return;
  const { vietnam, cities, taxonomy } = await seedReferences(trx);
  const ref = (kind: string, slug: string) => taxonomy.get(`${kind}:${slug}`)!;
  const bedPersons = new Map(
    (await trx.selectFrom("taxonomies").select(["_id", "numofperson"]).where("kind", "=", "bedtype").execute()).map(
      (b) => [b._id, b.numofperson ?? 0],
    ),
  );
  const stamp = now.toISOString();
  const today = todayInVietnam(now);
  const currency = agency.currency ?? "VND";
  for (const [n, h] of plan.entries()) {
    const images: string[] = [];
    for (const colors of h.colors) {
      const filename = await seedImageFile(trx, dataDir, agency._id, {
        colors,
        w: 600,
        h: 452,
        type: "hotel",
        created: stamp,
      });
      const id = randomId();
      await trx
        .insertInto("hotel_images")
        .values({ _id: id, agency_id: agency._id, filename, url: fileUrl(filename), created_at: stamp })
        .execute();
      images.push(id);
    }
    const [vi, en] = content(h.description);
    const hotelId = randomId();
    await trx
      .insertInto("hotels")
      .values({
        _id: hotelId,
        agency_id: agency._id,
        created_by: agency.user_id,
        name: h.name[0],
        description: h.description[0],
        content: vi,
        translations: JSON.stringify({ en: { name: h.name[1], description: h.description[1], content: en } }),
        translation_pending: JSON.stringify({ vi: false, en: false }),
        search: `${h.name[0]}\n${h.name[1]}`.toLowerCase(),
        address: h.address,
        loc: JSON.stringify({ type: "Point", coordinates: h.loc }),
        area_id: vietnam.area_id,
        country_id: vietnam._id,
        city_id: cities.get(h.city)!,
        type_id: ref("hotel_type", h.type),
        facilities: JSON.stringify(h.facilities.map((f) => ref("facility", f))),
        images: JSON.stringify(images),
        price: Math.min(...h.rooms.map((r) => r.price)),
        price_extrabed: 300_000,
        service_fee: "5%",
        vat_fee: "10%",
        commission_value: 15,
        total_vote: h.stars,
        isolation: 0,
        currency,
        status: n === 0 ? "approved" : "pending",
        is_active: 1,
        is_deleted: 0,
        // older first, so the list's newest-first order is the plan's reversed
        created_at: new Date(now.getTime() - (plan.length - n) * 86_400_000).toISOString(),
        updated_at: stamp,
      })
      .execute();
    for (const [m, r] of h.rooms.entries()) {
      const filename = await seedImageFile(trx, dataDir, agency._id, {
        colors: h.colors[m % h.colors.length]!,
        w: 600,
        h: 314,
        type: "hotel",
        created: stamp,
      });
      const beds = r.beds.map(([slug, quantity]) => ({ type: ref("bedtype", slug), quantity }));
      const roomId = randomId();
      await trx
        .insertInto("rooms")
        .values({
          _id: roomId,
          agency_id: agency._id,
          hotel_id: hotelId,
          name: r.name[0],
          note: null,
          translations: JSON.stringify({ en: { name: r.name[1], note: null } }),
          translation_pending: JSON.stringify({ vi: false, en: false }),
          price: r.price,
          num_room: r.rooms,
          beds: JSON.stringify(beds),
          breakfast: m % 2 === 0 ? 1 : 0,
          extrabed: r.acreage >= 30 ? 1 : 0,
          acreage: r.acreage,
          num_person: beds.reduce((sum, b) => sum + (bedPersons.get(b.type) ?? 0) * b.quantity, 0),
          is_active: 1,
          facilities: JSON.stringify(r.facilities.map((f) => ref("facility", f))),
          image: filename,
          currency,
          calendar_id: null,
          is_deleted: 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      const nights: SeedDay[] = [];
      for (let i = 0; i < SEED_NIGHTS; i++) {
        if ((i + m) % 17 === 16) continue; // a few nights without a setting
        const date = addDays(today, i);
        const weekend = [5, 6].includes(weekdayOf(date)); // Friday and Saturday nights
        const price = Math.round((r.price * (weekend ? 1.2 : 1)) / 1000) * 1000;
        nights.push({ date, available: r.rooms, booked: 0, values: { price } });
      }
      await seedDays(trx, ROOM_CALENDAR, roomId, nights, stamp);
    }
  }
}
