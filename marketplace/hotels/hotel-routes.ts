// marketplace-api.md "Hotels, bikes, transport": the hotel records (hotel/hotel: list, detail,
// create, update, soft delete) and their image records (hotel/image). Every record is scoped to the
// token's supplier: another supplier's id answers 404, never the record.
import { Router, type Request } from "express";
import { sql } from "kysely";
import type { z } from "zod";
import { ListQuery } from "@contract/api/list";
import { HotelBodySchema, HotelImageBody, HotelListQuery, HotelSortSchema, HotelDateRange } from "@contract/api/hotels";
import { ApiError, escapeLike, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import { dayBounds } from "../shared/dates.js";
import { pageSql } from "../shared/paging.js";
import { pendingAfterEdit, type Pending } from "../shared/translate.js";
import { fileUrl } from "../files/store.js";
import type { DB } from "../db/database.js";
import { itemsBookedAhead } from "../calendars/store.js";
import { ROOM_CALENDAR } from "./calendar.js";
import { checkHotelRefs, hotelColumns } from "./columns.js";
import { hotelRecord, hotelsShown, ownHotel } from "./record.js";

/** GET hotel/hotel: the supplier's live hotels, filtered, sorted (default newest first) and paged in SQL. */
async function listHotels(db: DB, agencyId: string, q: ListQuery, query: unknown) {
  const f = HotelListQuery.parse(query);
  let hotels = db.selectFrom("hotels").where("agency_id", "=", agencyId).where("is_deleted", "=", 0);
  const name = f.name?.trim().toLowerCase();
  if (name) hotels = hotels.where(sql<boolean>`search like ${`%${escapeLike(name)}%`} escape '\\'`);
  if (f.area) {
    const area = await db
      .selectFrom("areas")
      .select("_id")
      .where((eb) => eb.or([eb("_id", "=", f.area!), eb("slug", "=", f.area!)]))
      .executeTakeFirst();
    if (!area) return { docs: [], total: 0 };
    hotels = hotels.where("area_id", "=", area._id);
  }
  if (f.country) hotels = hotels.where("country_id", "=", f.country);
  if (f.city) hotels = hotels.where("city_id", "=", f.city);
  if (f.date_range) {
    let range: z.infer<typeof HotelDateRange> = {};
    try {
      range = HotelDateRange.parse(JSON.parse(f.date_range));
    } catch {
      throw invalid("date_range", "invalid_date");
    }
    // whole days in Asia/Ho_Chi_Minh, compared with the stored UTC instants
    const { from, to } = dayBounds(range);
    if (from) hotels = hotels.where("created_at", ">=", from);
    if (to) hotels = hotels.where("created_at", "<", to);
  }
  let sort: z.infer<typeof HotelSortSchema> = { created_at: -1 };
  try {
    if (f.sort) {
      const parsed = HotelSortSchema.parse(JSON.parse(f.sort));
      if (Object.keys(parsed).length) sort = parsed;
    }
  } catch {
    /* an unknown sort falls back to the default */
  }
  const { total } = await hotels.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  let rows = hotels.selectAll();
  for (const [key, dir] of Object.entries(sort)) {
    const direction = dir === 1 ? "asc" : "desc";
    rows =
      key === "name"
        ? rows.orderBy(
            q.lang === "en" ? sql`json_extract(translations, '$.en.name') collate nocase` : sql`name collate nocase`,
            direction,
          )
        : rows.orderBy("created_at", direction);
  }
  const page = await pageSql(rows.orderBy("_id", "desc"), q).execute();
  return { docs: await hotelsShown(db, page, q.lang), total: Number(total) };
}

export function hotelRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;
  const body = async (agencyId: string, input: unknown) => {
    const b = parse(HotelBodySchema, input);
    await checkHotelRefs(db, agencyId, b);
    return { b, set: await hotelColumns(b) };
  };

  r.get(
    "/hotel/hotel",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return listHotels(db, agency._id, ListQuery.parse(req.query), req.query);
    }),
  );

  r.get(
    "/hotel/hotel/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return hotelRecord(db, await ownHotel(db, agency._id, req.params.id), lang(req));
    }),
  );

  r.post(
    "/hotel/hotel",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const { b, set } = await body(agency._id, req.body);
      const id = randomId();
      await db
        .insertInto("hotels")
        .values({
          _id: id,
          agency_id: agency._id,
          created_by: user._id,
          // spec §7 "POST hotel: … currency": the hotel's own, else the supplier's
          currency: b.currency ?? agency.currency ?? "VND",
          is_active: b.is_active === false ? 0 : 1,
          is_deleted: 0,
          created_at: nowIso(),
          ...set,
        })
        .execute();
      return hotelRecord(db, await ownHotel(db, agency._id, id), lang(req));
    }),
  );

  r.patch(
    "/hotel/hotel/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const hotel = await ownHotel(db, agency._id, req.params.id);
      const { b, set } = await body(agency._id, req.body);
      const pending = pendingAfterEdit(
        json<Pending>(hotel.translation_pending, { vi: false, en: false }),
        json<Pending>(set.translation_pending, { vi: false, en: false }),
        {
          vi: (["name", "description", "content"] as const).every((k) => hotel[k] === set[k]),
          en: hotel.translations === set.translations,
        },
      );
      await db
        .updateTable("hotels")
        .set({
          ...set,
          translation_pending: JSON.stringify(pending),
          // the rooms are priced in the hotel's currency: it is set once, on create
          ...(typeof b.is_active === "boolean" ? { is_active: b.is_active ? 1 : 0 } : {}),
        })
        .where("_id", "=", hotel._id)
        .execute();
      return hotelRecord(db, await ownHotel(db, agency._id, hotel._id), lang(req));
    }),
  );

  r.delete(
    "/hotel/hotel/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const hotel = await ownHotel(db, agency._id, req.params.id);
      // guests still to come keep their hotel (their bookings name it); past nights do not hold it
      const rooms = await db.selectFrom("rooms").select("_id").where("hotel_id", "=", hotel._id).execute();
      if (
        (
          await itemsBookedAhead(
            db,
            ROOM_CALENDAR,
            rooms.map((x) => x._id),
          )
        ).size
      )
        throw new ApiError(409, "hotel_has_bookings");
      // spec §4 "Deletion removes the hotel from the list (the list filters is_deleted=false)"
      await db
        .updateTable("hotels")
        .set({ is_deleted: 1, updated_at: nowIso() })
        .where("_id", "=", hotel._id)
        .execute();
      return { _id: hotel._id };
    }),
  );

  // spec §7 "Uploads": POST hotel/image {filename} → an image record whose _id the hotel stores
  r.post(
    "/hotel/image",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const { filename } = parse(HotelImageBody, req.body);
      const file = await db
        .selectFrom("files")
        .selectAll()
        .where("filename", "=", filename)
        .where("agency_id", "=", agency._id)
        .executeTakeFirst();
      if (!file) throw new ApiError(404, "file_not_found");
      if (file.saved !== 1 || file.kind !== "image" || file.type !== "hotel") throw invalid("filename", "foreign_file");
      const id = randomId();
      const url = fileUrl(filename);
      await db
        .insertInto("hotel_images")
        .values({ _id: id, agency_id: agency._id, filename, url, created_at: nowIso() })
        .execute();
      return { _id: id, filename, url };
    }),
  );

  return r;
}
