// marketplace-api.md "Hotels, bikes, transport": the bike listings (bike/bike: list, one, create,
// update, soft delete) and their image records (bike/image). Scoped to the token's supplier: another
// supplier's id answers 404. spec hotels-bikes-transport §5 "Bike form": every rule is judged here.
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import {
  bikeBodySchema,
  BikeDateRange,
  BikeImageBody,
  BikeListQuery,
  BikeSortSchema,
  type BikeBody,
  type BikeTexts,
} from "@contract/api/bikes";
import { plainText, sanitizeRich, textLength } from "@contract/api/text";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { randomId } from "../shared/ids.js";
import { pageSql } from "../shared/paging.js";
import { bothLanguages, pendingOfEdit, translate, type Lang } from "../shared/translate.js";
import { checkPlace } from "../agency/record.js";
import { areaIdOf, filterListings, sortOf } from "../listings/list.js";
import { addImageRecord, checkImageRecords, softDelete } from "../listings/records.js";
import { BIKE_TEXT_KEYS, bikeRecords, bikesBookedAhead, ownBike } from "./record.js";

const BikeBody = bikeBodySchema(textLength);
const RICH = new Set(["overview", "what_included", "additional_info", "cancellation_policy"]);
type Texts = Record<(typeof BIKE_TEXT_KEYS)[number], string | null>;

/** One language's texts as stored: names and descriptions plain, the content sanitized rich text. */
const cleanTexts = (t: BikeTexts): Texts =>
  Object.fromEntries(
    BIKE_TEXT_KEYS.map((k) => {
      const v = t[k] ?? "";
      const clean = RICH.has(k) ? sanitizeRich(v) : plainText(v);
      return [k, clean || null];
    }),
  ) as Texts;
const fill = async (t: Texts, from: Lang, to: Lang) =>
  Object.fromEntries(
    await Promise.all(BIKE_TEXT_KEYS.map(async (k) => [k, t[k] ? await translate(t[k]!, from, to) : null])),
  ) as Texts;

/** The stored columns of a validated bike body: places checked, images the supplier's own records. */
async function bikeColumns(db: DB, agencyId: string, b: BikeBody) {
  const area = (await areaIdOf(db, b.area!)) ?? b.area!;
  await checkPlace(db, { area_id: area, country_id: b.country!, city_id: b.city! });
  const images = [...new Set(b.images ?? [])];
  await checkImageRecords(db, "bike_images", agencyId, images);
  const { vi, en, pending } = await bothLanguages(b, cleanTexts(b), cleanTexts(b.translations?.en ?? {}), fill);
  return {
    ...vi,
    name: vi.name ?? "",
    description: vi.description ?? "",
    overview: vi.overview ?? "",
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    search: `${vi.name ?? ""}\n${en.name ?? ""}`.toLowerCase(),
    address: b.address ? plainText(b.address) || null : null,
    loc: b.loc ? JSON.stringify({ type: "Point", coordinates: b.loc.coordinates }) : null,
    area_id: area,
    country_id: b.country!,
    city_id: b.city!,
    type: b.type!,
    from_price: b.from_price!,
    rental_by_day: b.rental_by_day ? 1 : 0,
    rental_by_hour: b.rental_by_hour ? 1 : 0,
    opening: b.opening!,
    close: b.close!,
    images: JSON.stringify(images),
    updated_at: nowIso(),
  };
}

/** GET bike/bike: name (either language, a plain "contains"), area, creation days, sorted and paged in SQL. */
async function listBikes(db: DB, agencyId: string, userId: string, req: Request) {
  const q = ListQuery.parse(req.query);
  const f = BikeListQuery.parse(req.query);
  if (f.created_by && f.created_by !== userId) return { docs: [], total: 0 };
  const bikes = await filterListings(
    db,
    db.selectFrom("bikes").where("agency_id", "=", agencyId).where("is_deleted", "=", 0),
    f,
    BikeDateRange,
  );
  if (!bikes) return { docs: [], total: 0 };
  // spec §9: created_at descending unless asked otherwise
  const direction = sortOf(BikeSortSchema, f.sort, { created_at: -1 }).created_at === 1 ? "asc" : "desc";
  const { n } = await bikes.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = pageSql(bikes.selectAll().orderBy("created_at", direction).orderBy("_id", direction), q);
  return { docs: await bikeRecords(db, await rows.execute(), q.lang), total: Number(n) };
}

export function bikeRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;
  const shown = async (agencyId: string, id: string, l: Lang) =>
    (await bikeRecords(db, [await ownBike(db, agencyId, id)], l))[0]!;

  r.get(
    "/bike/bike",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      return listBikes(db, agency._id, user._id, req);
    }),
  );
  r.get(
    "/bike/bike/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return shown(agency._id, req.params.id!, lang(req));
    }),
  );
  r.post(
    "/bike/bike",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const body = parse(BikeBody, req.body);
      const cols = await bikeColumns(db, agency._id, body);
      const id = randomId();
      await db
        .insertInto("bikes")
        .values({
          _id: id,
          agency_id: agency._id,
          created_by: user._id,
          // spec §1: the supplier's stored currency (the form asks for one first)
          currency: agency.currency ?? "VND",
          status: "pending",
          is_active: body.is_active === false ? 0 : 1,
          is_deleted: 0,
          created_at: cols.updated_at,
          ...cols,
        })
        .execute();
      return shown(agency._id, id, lang(req));
    }),
  );
  r.patch(
    "/bike/bike/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const bike = await ownBike(db, agency._id, req.params.id);
      const body = parse(BikeBody, req.body);
      const cols = await bikeColumns(db, agency._id, body);
      // an edited listing is moderated again before it is public (as tours, §4)
      await db
        .updateTable("bikes")
        .set({
          ...cols,
          translation_pending: pendingOfEdit(bike, cols, BIKE_TEXT_KEYS),
          status: "pending",
          ...(typeof body.is_active === "boolean" ? { is_active: body.is_active ? 1 : 0 } : {}),
        })
        .where("_id", "=", bike._id)
        .execute();
      return shown(agency._id, bike._id, lang(req));
    }),
  );
  r.delete(
    "/bike/bike/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const bike = await ownBike(db, agency._id, req.params.id);
      // rentals still to come keep their bike (their bookings name it), as guests keep their hotel
      if ((await bikesBookedAhead(db, [bike._id])).size) throw new ApiError(409, "bike_has_bookings");
      return softDelete(db, "bikes", bike._id);
    }),
  );

  // marketplace-api.md: POST bike/image {filename} → an image record whose _id the bike stores
  r.post(
    "/bike/image",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return addImageRecord(db, agency._id, req.body, { body: BikeImageBody, type: "bike", table: "bike_images" });
    }),
  );

  return r;
}
