// What the demo listings of every area point at, read back from the reference seed (db/seed.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

type Trx = Kysely<Database>;

/** What a seeded listing points at: Vietnam, its cities by English name, taxonomies by kind:slug. */
export async function seedReferences(trx: Trx) {
  const vietnam = await trx
    .selectFrom("countries")
    .select(["_id", "area_id"])
    .where("code", "=", "VN")
    .executeTakeFirstOrThrow();
  const cities = new Map(
    (await trx.selectFrom("cities").select(["_id", "name_en"]).where("country_id", "=", vietnam._id).execute()).map(
      (c) => [c.name_en, c._id],
    ),
  );
  const taxonomy = new Map(
    (await trx.selectFrom("taxonomies").select(["_id", "kind", "slug"]).execute()).map((t) => [
      `${t.kind}:${t.slug}`,
      t._id,
    ]),
  );
  return { vietnam, cities, taxonomy };
}
