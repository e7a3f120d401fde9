// "Per-vehicle units (optional per option)" (contract/front-desk.ts; spec hotels-bikes-transport §3
// "Bike option"): an option may list its units, each named by its plate or frame number. GET
// bike/unit?option= lists them with the rental each is out on; POST bike/unit adds one (a label is
// once per option, decided in the write's transaction: 409 `unit_exists`); DELETE bike/unit/{id}
// removes one that is not out (409 `unit_out`). The option is the supplier's own, else 404. The
// calendar still counts bikes per day: units say which bike went, not how many may be sold.
import { Router } from "express";
import { sql } from "kysely";
import { BikeUnitQuery, BikeUnitSchema, type BikeUnitRecord } from "@contract/api/front-desk";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { randomId } from "../shared/ids.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { ownOption } from "./record.js";

/** The live units of options, each with the rental it is out on (if any), in the order they were added. */
export async function unitsOf(db: DB, optionIds: string[]): Promise<BikeUnitRecord[]> {
  if (!optionIds.length) return [];
  const rows = await db
    .selectFrom("bike_units as u")
    .leftJoin("rental_units as ru", (j) => j.onRef("ru.unit_id", "=", "u._id").on("ru.returned_at", "is", null))
    .leftJoin("orders as o", "o._id", "ru.order_id")
    .select(["u._id", "u.option_id", "u.label", "u.created_at", "o._id as order", "o.uid as uid"])
    .where("u.option_id", "in", optionIds)
    .where("u.is_deleted", "=", 0)
    .orderBy("u.created_at")
    .orderBy("u._id")
    .execute();
  return rows.map((u) => ({
    _id: u._id,
    option: u.option_id,
    label: u.label,
    out: u.order ? { order: u.order, uid: u.uid ?? "" } : null,
    created_at: u.created_at,
  }));
}

/** The supplier's own live unit (through its option), else 404 `unit_not_found`. */
async function ownUnit(db: DB, agencyId: string, id: unknown) {
  const unit = await db
    .selectFrom("bike_units")
    .selectAll()
    .where("_id", "=", String(id ?? "").slice(0, 64))
    .where("agency_id", "=", agencyId)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  if (!unit) throw new ApiError(404, "unit_not_found");
  await ownOption(db, agencyId, unit.option_id).catch(() => {
    throw new ApiError(404, "unit_not_found");
  });
  return unit;
}

export function bikeUnitRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/bike/unit",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = parse(BikeUnitQuery, req.query);
      const option = await ownOption(db, agency._id, q.option);
      const docs = await unitsOf(db, [option._id]);
      return { docs, total: docs.length };
    }),
  );

  r.post(
    "/bike/unit",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const b = parse(BikeUnitSchema, req.body);
      const option = await ownOption(db, agency._id, b.option);
      const id = randomId();
      await db.transaction().execute(async (trx) => {
        const same = await trx
          .selectFrom("bike_units")
          .select("_id")
          .where("option_id", "=", option._id)
          .where("is_deleted", "=", 0)
          .where(sql`lower(label)`, "=", b.label.toLowerCase())
          .executeTakeFirst();
        if (same) throw new ApiError(409, "unit_exists", { unit: same._id });
        await trx
          .insertInto("bike_units")
          .values({
            _id: id,
            agency_id: agency._id,
            option_id: option._id,
            label: b.label,
            is_deleted: 0,
            created_at: nowIso(),
          })
          .execute();
      });
      return (await unitsOf(db, [option._id])).find((u) => u._id === id)!;
    }),
  );

  r.delete(
    "/bike/unit/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const unit = await ownUnit(db, agency._id, req.params.id);
      await db.transaction().execute(async (trx) => {
        const out = await trx
          .selectFrom("rental_units")
          .select("order_id")
          .where("unit_id", "=", unit._id)
          .where("returned_at", "is", null)
          .executeTakeFirst();
        if (out) throw new ApiError(409, "unit_out", { unit: unit._id, order: out.order_id });
        await trx.updateTable("bike_units").set({ is_deleted: 1 }).where("_id", "=", unit._id).execute();
      });
      return null;
    }),
  );
  return r;
}
