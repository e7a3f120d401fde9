// spec tours-cruises §5 "Price package": a package tour's price table (classes × groups, age
// percentages), one per tour (POST, PATCH tour/price-package).
import { Router } from "express";
import { PACKAGE_CELL_MESSAGES, PricePackageBodySchema } from "@contract/api/tour-prices";
import { plainText } from "@contract/api/text";
import { ApiError, handler, invalidField as invalid, nowIso, parseKeyed } from "../shared/http.js";
import { issuesOf } from "../shared/issue-keys.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { translate } from "../shared/translate.js";
import { ownTour, pricePackageRecord } from "./record.js";

export function pricePackageRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  const parsePackage = (input: unknown) => {
    const result = parseKeyed(PricePackageBodySchema, input);
    if (result.success) return result.data;
    const issues = issuesOf(result.error);
    // the matrix messages of spec §8 name the first faulty cell
    const matrix = result.error.issues.find((i) => (PACKAGE_CELL_MESSAGES as readonly string[]).includes(i.message));
    if (matrix)
      throw new ApiError(422, matrix.message, { cell: { class: matrix.path[1], group: matrix.path[2] }, issues });
    throw new ApiError(422, "validation_failed", { issues });
  };
  const packageData = async (b: ReturnType<typeof parsePackage>) => {
    const named = async <
      T extends { name?: string | null; translations?: { en?: { name?: string | null } | null } | null },
    >(
      x: T,
    ) => {
      const vi = plainText(x.name ?? "");
      const en = b.auto_translate_en ? await translate(vi, "vi", "en") : plainText(x.translations?.en?.name ?? "");
      return { name: vi, translations: { en: { name: en } } };
    };
    const groups = b.group ?? [];
    const classes = b.class ?? [];
    return {
      group: await Promise.all(groups.map(async (g) => ({ ...(await named(g)), min: g.min!, max: g.max! }))),
      class: await Promise.all(
        classes.map(async (c) => ({
          ...(await named(c)),
          single_room_surcharge: c.single_room_surcharge ?? 0,
          extra_bed_surcharge: c.extra_bed_surcharge ?? 0,
        })),
      ),
      price: classes.map((_c, ci) =>
        groups.map((_g, gi) => {
          const p = b.price![ci]![gi]!;
          return { price: p.price!, commission_type: p.commission_type!, commission_value: p.commission_value! };
        }),
      ),
      price_ages: await Promise.all(
        (b.price_ages ?? []).map(async (a) => ({ ...(await named(a)), percent: a.percent! })),
      ),
    };
  };
  const pendingOf = (b: { auto_translate_en?: boolean | null }) =>
    JSON.stringify({ vi: false, en: Boolean(b.auto_translate_en) });

  r.post(
    "/tour/price-package",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parsePackage(req.body);
      if (!body.tour) throw invalid("tour", "required");
      const tour = await ownTour(db, agency._id, body.tour);
      if (await db.selectFrom("price_packages").select("_id").where("tour_id", "=", tour._id).executeTakeFirst()) {
        throw new ApiError(409, "package_exists");
      }
      const id = randomId();
      const now = nowIso();
      await db
        .insertInto("price_packages")
        .values({
          _id: id,
          tour_id: tour._id,
          data: JSON.stringify(await packageData(body)),
          translation_pending: pendingOf(body),
          currency: tour.currency,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return pricePackageRecord(
        await db.selectFrom("price_packages").selectAll().where("_id", "=", id).executeTakeFirstOrThrow(),
      );
    }),
  );

  r.patch(
    "/tour/price-package/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const pkg = await db
        .selectFrom("price_packages")
        .innerJoin("tours", "tours._id", "price_packages.tour_id")
        .selectAll("price_packages")
        .where("price_packages._id", "=", String(req.params.id))
        .where("tours.agency_id", "=", agency._id)
        .where("tours.is_deleted", "=", 0)
        .executeTakeFirst();
      if (!pkg) throw new ApiError(404, "price_package_not_found");
      const body = parsePackage(req.body);
      await db
        .updateTable("price_packages")
        .set({
          data: JSON.stringify(await packageData(body)),
          translation_pending: pendingOf(body),
          updated_at: nowIso(),
        })
        .where("_id", "=", pkg._id)
        .execute();
      return pricePackageRecord(
        await db.selectFrom("price_packages").selectAll().where("_id", "=", pkg._id).executeTakeFirstOrThrow(),
      );
    }),
  );

  return r;
}
