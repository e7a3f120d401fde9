// marketplace-api.md "Tours and cruises": the tour records (list, detail, create, update, soft
// delete) and their images. Every record is scoped to the token's supplier: another supplier's id
// answers 404, never the record. The price setups of each type have their own routers (./*-routes.ts).
import { Router, type Request } from "express";
import { ListQuery, RecordDaysQuery } from "@contract/api/list";
import { TourBodySchema, TourImageBody } from "@contract/api/tours";
import { CruiseBodySchema } from "@contract/api/cruises";
import { handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { pendingOfEdit } from "../shared/translate.js";
import { addImageRecord, softDelete } from "../listings/records.js";
import type { DB } from "../db/database.js";
import { checkTourRefs, tourColumns } from "./columns.js";
import { checkCruiseRefs, cruiseColumns } from "./cruise-columns.js";
import { listTours } from "./list.js";
import { ownTour, tourRecord } from "./record.js";

/** The stored columns of a tour's or a cruise's whole form (a cruise is a tour with type cruise). */
async function columnsOf(db: DB, agencyId: string, input: unknown, cruise: boolean) {
  if (cruise) {
    const body = parse(CruiseBodySchema, input);
    await checkCruiseRefs(db, agencyId, body);
    return { body, set: await cruiseColumns(body) };
  }
  const body = parse(TourBodySchema, input);
  await checkTourRefs(db, agencyId, body);
  return { body, set: await tourColumns(body) };
}
/** The Vietnamese texts of a tour's (or cruise's) columns; English ones are all in `translations`. */
const VI_COLUMNS = [
  "name",
  "time",
  "departure",
  "endpoint",
  "pickup_detail",
  "promotion",
  "language_guide",
  "operated_by",
  "content",
] as const;

const isCruise = (input: unknown) =>
  !!input && typeof input === "object" && (input as { type?: unknown }).type === "cruise";

export function tourRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;

  r.get(
    "/tour/tour",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      return listTours(db, agency._id, user._id, ListQuery.parse(req.query), req.query, ctx.reads);
    }),
  );

  r.get(
    "/tour/tour/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return tourRecord(
        db,
        await ownTour(db, agency._id, req.params.id),
        lang(req),
        RecordDaysQuery.parse(req.query).days,
      );
    }),
  );

  r.post(
    "/tour/tour",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const { body, set } = await columnsOf(db, agency._id, req.body, isCruise(req.body));
      const id = randomId();
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("tours")
          .values({
            _id: id,
            agency_id: agency._id,
            created_by: user._id,
            currency: agency.currency ?? "VND",
            is_active: body.is_active === false ? 0 : 1,
            is_deleted: 0,
            created_at: now,
            ...set,
          })
          .execute();
        // every tour has its (empty) group calendar and passenger-group list, whose ids the price pages use
        await trx.insertInto("group_calendars").values({ _id: randomId(), tour_id: id }).execute();
        await trx
          .insertInto("option_group_sizes")
          .values({ _id: randomId(), tour_id: id, groups: "[]", updated_at: now })
          .execute();
      });
      return tourRecord(db, await ownTour(db, agency._id, id), lang(req));
    }),
  );

  r.patch(
    "/tour/tour/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const tour = await ownTour(db, agency._id, req.params.id);
      // a tour stays a tour and a cruise a cruise: each is judged by its own form's rules
      const { body, set } = await columnsOf(db, agency._id, req.body, tour.type === "cruise");
      await db
        .updateTable("tours")
        .set({
          ...set,
          translation_pending: pendingOfEdit(tour, set, VI_COLUMNS),
          ...(typeof body.is_active === "boolean" ? { is_active: body.is_active ? 1 : 0 } : {}),
        })
        .where("_id", "=", tour._id)
        .execute();
      return tourRecord(db, await ownTour(db, agency._id, tour._id), lang(req));
    }),
  );

  r.delete(
    "/tour/tour/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return softDelete(db, "tours", (await ownTour(db, agency._id, req.params.id))._id);
    }),
  );

  // marketplace-api.md: POST tour/image {filename} → an image record whose _id the tour stores
  r.post(
    "/tour/image",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return addImageRecord(db, agency._id, req.body, { body: TourImageBody, type: "tour", table: "tour_images" });
    }),
  );

  return r;
}
