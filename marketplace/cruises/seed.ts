// Seed of the demo supplier's cabin types (spec tours-cruises §3 "Cabin type"): two or three for
// each of its cruises, named as the cabins its seeded bookings name (bookings/seed.ts), with a
// picture each. Idempotent: a cruise that has cabins is skipped. Their calendars are the cabin
// calendar's seed.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { seedImageFile } from "../files/seed-images.js";
import { json } from "../shared/json.js";
import { seedReferences } from "../reference/seed.js";

type Trx = Kysely<Database>;
type SeedCabin = {
  name: [string, string];
  note: [string, string];
  beds: [string, number][]; // bed type slug, quantity
  facilities: string[]; // cabin facility slugs
  num_cabin: number;
  acreage: number;
  extrabed: boolean;
  color: [string, string];
};

const BALCONY = ["cabin-private-balcony", "cabin-air-conditioning", "cabin-private-bathroom", "cabin-bay-view"];
const BASIC = ["cabin-air-conditioning", "cabin-private-bathroom", "cabin-toiletries"];
const SUITE = [...BALCONY, "cabin-bathtub", "cabin-minibar", "cabin-bathrobe-slippers"];

/** By the cruise's English name (bookings/seed.ts CRUISES). */
export const SEED_CABINS: Record<string, SeedCabin[]> = {
  "Ha Long Bay Heritage Cruise, 5 stars": [
    cabin(["Phòng Deluxe ban công", "Deluxe Balcony"], [["double-bed", 1]], BALCONY, 12, 28, ["#1c7ed6", "#0b7285"]),
    cabin(
      ["Phòng Junior Suite", "Junior Suite"],
      [
        ["king-bed", 1],
        ["sofa-bed", 1],
      ],
      SUITE,
      6,
      36,
      ["#15aabf", "#364fc7"],
    ),
    cabin(["Phòng Executive hướng biển", "Executive Ocean Suite"], [["king-bed", 1]], SUITE, 2, 45, [
      "#364fc7",
      "#1c7ed6",
    ]),
  ],
  "Lan Ha Bay and Cat Ba Island Cruise": [
    cabin(["Phòng Superior cửa sổ", "Superior Window"], [["twin-beds", 1]], BASIC, 10, 20, ["#0ca678", "#1864ab"]),
    cabin(["Phòng Deluxe ban công", "Deluxe Balcony"], [["queen-bed", 1]], BALCONY, 8, 26, ["#1864ab", "#0ca678"]),
    cabin(
      ["Phòng gia đình", "Family Cabin"],
      [
        ["double-bed", 1],
        ["bunk-bed", 1],
      ],
      BASIC,
      4,
      32,
      ["#2b8a3e", "#0b7285"],
    ),
  ],
  "Mekong River Cruise from Can Tho to Chau Doc": [
    cabin(["Phòng Deluxe hướng sông", "Deluxe River View"], [["double-bed", 1]], BASIC, 10, 22, ["#e67700", "#2b8a3e"]),
    cabin(
      ["Phòng Suite ban công", "Balcony Suite"],
      [
        ["king-bed", 1],
        ["extra-bed", 1],
      ],
      SUITE,
      4,
      34,
      ["#f59f00", "#0b7285"],
    ),
  ],
};

function cabin(
  name: [string, string],
  beds: [string, number][],
  facilities: string[],
  num_cabin: number,
  acreage: number,
  color: [string, string],
): SeedCabin {
  return {
    name,
    note: [`${name[0]}, rộng ${acreage} m².`, `A ${acreage} m² cabin: ${name[1]}.`],
    beds,
    facilities,
    num_cabin,
    acreage,
    extrabed: beds.length === 1,
    color,
  };
}

/** The demo supplier's cruises get their cabin types (skipped for a cruise that has some). */
export async function seedCabins(trx: Trx, dataDir: string, agency: { _id: string }) {
  const cruises = await trx
    .selectFrom("tours")
    .select(["_id", "translations", "currency", "price", "created_at"])
    .where("agency_id", "=", agency._id)
    .where("type", "=", "cruise")
    .where("is_deleted", "=", 0)
    .execute();
  const { taxonomy } = await seedReferences(trx);
  const persons = new Map(
    (await trx.selectFrom("taxonomies").select(["_id", "numofperson"]).where("kind", "=", "bedtype").execute()).map(
      (b) => [b._id, b.numofperson ?? 0],
    ),
  );
  for (const cruise of cruises) {
    const cabins = SEED_CABINS[json<{ en?: { name?: string } }>(cruise.translations, {}).en?.name ?? ""];
    if (!cabins) continue;
    const has = await trx.selectFrom("cabins").select("_id").where("cruise_id", "=", cruise._id).executeTakeFirst();
    if (has) continue;
    for (const [i, c] of cabins.entries()) {
      const filename = await seedImageFile(trx, dataDir, agency._id, {
        colors: c.color,
        w: 640,
        h: 400,
        type: "tour",
        created: cruise.created_at,
      });
      const beds = c.beds.map(([slug, quantity]) => ({ type: taxonomy.get(`bedtype:${slug}`)!, quantity }));
      await trx
        .insertInto("cabins")
        .values({
          _id: randomId(),
          agency_id: agency._id,
          cruise_id: cruise._id,
          name: c.name[0],
          note: c.note[0],
          translations: JSON.stringify({ en: { name: c.name[1], note: c.note[1] } }),
          translation_pending: JSON.stringify({ vi: false, en: false }),
          price: cruise.price + i * 1_200_000,
          num_cabin: c.num_cabin,
          beds: JSON.stringify(beds),
          all_board: 1,
          extrabed: c.extrabed ? 1 : 0,
          acreage: c.acreage,
          num_person: beds.reduce((s, b) => s + (persons.get(b.type) ?? 0) * b.quantity, 0),
          is_active: 1,
          facilities: JSON.stringify(c.facilities.map((slug) => taxonomy.get(`facility:${slug}`)!).filter(Boolean)),
          image: filename,
          currency: cruise.currency,
          calendar_id: null,
          is_deleted: 0,
          // in order of creation, as the cabin list shows them
          created_at: new Date(Date.parse(cruise.created_at) + (i + 1) * 60_000).toISOString(),
        })
        .execute();
    }
  }
}
