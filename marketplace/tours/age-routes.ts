// spec tours-cruises §5 "Age price": a tour's prices by age (POST, PATCH, DELETE tour/age), scoped to
// the token's supplier through the tour.
import { Router } from "express";
import type { z } from "zod";
import { AgeBodySchema } from "@contract/api/tour-prices";
import { ApiError, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { bothLanguages, translateName } from "../shared/translate.js";
import { ageRecord, ownTour } from "./record.js";

export function ageRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  const ownAge = async (agencyId: string, id: unknown) => {
    const age = await db
      .selectFrom("tour_ages")
      .innerJoin("tours", "tours._id", "tour_ages.tour_id")
      .selectAll("tour_ages")
      .where("tour_ages._id", "=", String(id ?? ""))
      .where("tours.agency_id", "=", agencyId)
      .where("tours.is_deleted", "=", 0)
      .executeTakeFirst();
    if (!age) throw new ApiError(404, "age_not_found");
    return age;
  };
  const ageColumns = async (b: z.infer<typeof AgeBodySchema>) => {
    const names = await bothLanguages(b, b.name, b.name_en, translateName);
    return {
      name: names.vi,
      translations: JSON.stringify({ en: { name: names.en } }),
      translation_pending: JSON.stringify(names.pending),
      price: b.price!,
      min: b.min!,
      max: b.max!,
      commission_type: b.commission_type!,
      commission_value: b.commission_value!,
    };
  };

  r.post(
    "/tour/age",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(AgeBodySchema, req.body);
      if (!body.tour) throw invalid("tour", "required");
      const tour = await ownTour(db, agency._id, body.tour);
      const id = randomId();
      await db
        .insertInto("tour_ages")
        .values({
          _id: id,
          tour_id: tour._id,
          currency: tour.currency,
          created_at: nowIso(),
          ...(await ageColumns(body)),
        })
        .execute();
      return ageRecord(await ownAge(agency._id, id));
    }),
  );

  r.patch(
    "/tour/age/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const age = await ownAge(agency._id, req.params.id);
      const body = parse(AgeBodySchema, req.body);
      await db
        .updateTable("tour_ages")
        .set(await ageColumns(body))
        .where("_id", "=", age._id)
        .execute();
      return ageRecord(await ownAge(agency._id, age._id));
    }),
  );

  r.delete(
    "/tour/age/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const age = await ownAge(agency._id, req.params.id);
      await db.deleteFrom("tour_ages").where("_id", "=", age._id).execute();
      return { _id: age._id };
    }),
  );

  return r;
}
