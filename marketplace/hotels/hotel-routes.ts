// marketplace-api.md "Hotels, bikes, transport": the hotel records (hotel/hotel: list, detail,
// create, update, soft delete) and their image records (hotel/image). Every record is scoped to the
// token's supplier: another supplier's id answers 404, never the record.
import { Router, type Request } from "express";
import { ListQuery, RecordDaysQuery } from "@contract/api/list";
import { HotelBodySchema, HotelImageBody, HotelListQuery, HotelSortSchema, HotelDateRange } from "@contract/api/hotels";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { pageSql } from "../shared/paging.js";
import { pendingOfEdit } from "../shared/translate.js";
import { filterListings, sortOf, sortTerms } from "../listings/list.js";
import { addImageRecord, softDelete } from "../listings/records.js";
import type { DB } from "../db/database.js";
import { checkHotelRefs, hotelColumns } from "./columns.js";
import { hotelRecord, hotelsBookedAhead, hotelsShown, ownHotel } from "./record.js";

/** GET hotel/hotel: the supplier's live hotels, filtered, sorted (default newest first) and paged in SQL. */
async function listHotels(db: DB, agencyId: string, q: ListQuery, query: unknown) {
  const f = HotelListQuery.parse(query);
  let hotels = await filterListings(
    db,
    db.selectFrom("hotels").where("agency_id", "=", agencyId).where("is_deleted", "=", 0),
    f,
    HotelDateRange,
  );
  if (!hotels) return { docs: [], total: 0 };
  if (f.country) hotels = hotels.where("country_id", "=", f.country);
  if (f.city) hotels = hotels.where("city_id", "=", f.city);
  const sort = sortOf(HotelSortSchema, f.sort, { created_at: -1 });
  const { total } = await hotels.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  let rows = hotels.selectAll();
  for (const [term, direction] of sortTerms(sort, q.lang)) rows = rows.orderBy(term, direction);
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
      return hotelRecord(
        db,
        await ownHotel(db, agency._id, req.params.id),
        lang(req),
        RecordDaysQuery.parse(req.query).days,
      );
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
      await db
        .updateTable("hotels")
        .set({
          ...set,
          translation_pending: pendingOfEdit(hotel, set, ["name", "description", "content"]),
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
      if ((await hotelsBookedAhead(db, [hotel._id])).size) throw new ApiError(409, "hotel_has_bookings");
      // spec §4 "Deletion removes the hotel from the list (the list filters is_deleted=false)"
      return softDelete(db, "hotels", hotel._id);
    }),
  );

  // spec §7 "Uploads": POST hotel/image {filename} → an image record whose _id the hotel stores
  r.post(
    "/hotel/image",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return addImageRecord(db, agency._id, req.body, { body: HotelImageBody, type: "hotel", table: "hotel_images" });
    }),
  );

  return r;
}
