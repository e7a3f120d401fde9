// marketplace-api.md "Hotels, bikes, transport": the bike listings (bike/bike: list, one, create,
// update, soft delete) and their image records (bike/image). Scoped to the token's supplier: another
// supplier's id answers 404. spec hotels-bikes-transport §5 "Bike form": every rule is judged here.
import { Router, type Request } from "express";
import { sql } from "kysely";
import type { z } from "zod";
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
import { ApiError, escapeLike, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import { dayBounds } from "../shared/dates.js";
import { bothLanguages, pendingAfterEdit, translate, type Lang, type Pending } from "../shared/translate.js";
import { checkPlace } from "../agency/record.js";
import { fileUrl } from "../files/store.js";
import { BIKE_TEXT_KEYS, bikeRecords, ownBike } from "./record.js";

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

/** The area's _id from an _id or a slug (the list filter sends chau-a…). */
async function areaId(db: DB, area: string) {
  const row = await db
    .selectFrom("areas")
    .select("_id")
    .where((eb) => eb.or([eb("_id", "=", area), eb("slug", "=", area)]))
    .executeTakeFirst();
  return row?._id ?? null;
}

/** The stored columns of a validated bike body: places checked, images the supplier's own records. */
async function bikeColumns(db: DB, agencyId: string, b: BikeBody) {
  const area = (await areaId(db, b.area!)) ?? b.area!;
  await checkPlace(db, { area_id: area, country_id: b.country!, city_id: b.city! });
  const images = [...new Set(b.images ?? [])];
  if (images.length) {
    const own = await db
      .selectFrom("bike_images")
      .select("_id")
      .where("agency_id", "=", agencyId)
      .where("_id", "in", images)
      .execute();
    const found = new Set(own.map((i) => i._id));
    const i = images.findIndex((id) => !found.has(id));
    if (i >= 0) throw invalid(`images.${i}`, "foreign_file");
  }
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
  let bikes = db.selectFrom("bikes").where("agency_id", "=", agencyId).where("is_deleted", "=", 0);
  const name = f.name?.trim().toLowerCase();
  if (name) bikes = bikes.where(sql<boolean>`search like ${`%${escapeLike(name)}%`} escape '\\'`);
  if (f.area) {
    const area = await areaId(db, f.area);
    if (!area) return { docs: [], total: 0 };
    bikes = bikes.where("area_id", "=", area);
  }
  if (f.date_range) {
    let range: z.infer<typeof BikeDateRange> = {};
    try {
      range = BikeDateRange.parse(JSON.parse(f.date_range));
    } catch {
      throw invalid("date_range", "invalid_date");
    }
    // whole days in Asia/Ho_Chi_Minh, compared with the stored UTC instants
    const { from, to } = dayBounds(range);
    if (from) bikes = bikes.where("created_at", ">=", from);
    if (to) bikes = bikes.where("created_at", "<", to);
  }
  let direction: "asc" | "desc" = "desc";
  try {
    if (f.sort && BikeSortSchema.parse(JSON.parse(f.sort)).created_at === 1) direction = "asc";
  } catch {
    /* an unknown sort falls back to the default (spec §9: created_at descending) */
  }
  const { n } = await bikes.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  let rows = bikes.selectAll().orderBy("created_at", direction).orderBy("_id", direction);
  if (q.perPage !== -1) rows = rows.limit(q.perPage).offset((q.page - 1) * q.perPage);
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
      const pending = pendingAfterEdit(
        json<Pending>(bike.translation_pending, { vi: false, en: false }),
        json<Pending>(cols.translation_pending, { vi: false, en: false }),
        {
          vi: BIKE_TEXT_KEYS.every((k) => (bike[k] ?? null) === (cols[k] ?? null)),
          en: bike.translations === cols.translations,
        },
      );
      // an edited listing is moderated again before it is public (as tours, §4)
      await db
        .updateTable("bikes")
        .set({
          ...cols,
          translation_pending: JSON.stringify(pending),
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
      await db.updateTable("bikes").set({ is_deleted: 1, updated_at: nowIso() }).where("_id", "=", bike._id).execute();
      return { _id: bike._id };
    }),
  );

  // marketplace-api.md: POST bike/image {filename} → an image record whose _id the bike stores
  r.post(
    "/bike/image",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const { filename } = parse(BikeImageBody, req.body);
      const file = await db
        .selectFrom("files")
        .selectAll()
        .where("filename", "=", filename)
        .where("agency_id", "=", agency._id)
        .executeTakeFirst();
      if (!file) throw new ApiError(404, "file_not_found");
      if (file.saved !== 1 || file.kind !== "image" || file.type !== "bike") throw invalid("filename", "foreign_file");
      const id = randomId();
      await db
        .insertInto("bike_images")
        .values({ _id: id, agency_id: agency._id, filename, url: fileUrl(filename), created_at: nowIso() })
        .execute();
      return { _id: id, filename, url: fileUrl(filename) };
    }),
  );

  return r;
}
