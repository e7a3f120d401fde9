// marketplace-api.md "Hotels, bikes, transport": a bike's rental options (bike/option). Scoped to the
// token's supplier: another supplier's bike or option answers 404. spec hotels-bikes-transport §5
// "Bike option form": every rule is judged here; the avatar is the supplier's own upload.
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import {
  BikeOptionBodySchema,
  BikeOptionCalendarLink,
  BikeOptionListQuery,
  type BikeOptionBody,
} from "@contract/api/bikes";
import { plainText } from "@contract/api/text";
import { ApiError, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { randomId } from "../shared/ids.js";
import { pageSql } from "../shared/paging.js";
import { checkCalendarLink } from "../shared/calendar-link.js";
import { bothLanguages, translate, type Lang } from "../shared/translate.js";
import { checkOwnUpload } from "../files/own.js";
import { calendarById, itemsBookedAhead } from "../calendars/store.js";
import { OPTION_CALENDAR } from "./calendar.js";
import { optionRecord, ownBike, ownOption } from "./record.js";

type Texts = { name: string | null; description: string | null };
const clean = (t: { name?: string | null; description?: string | null }): Texts => ({
  name: t.name ? plainText(t.name) || null : null,
  description: t.description ? plainText(t.description) || null : null,
});
const fill = async (t: Texts, from: Lang, to: Lang): Promise<Texts> => ({
  name: t.name ? await translate(t.name, from, to) : null,
  description: t.description ? await translate(t.description, from, to) : null,
});

/** The stored columns of a validated option body (the avatar checked to be this supplier's upload). */
async function optionColumns(db: DB, agencyId: string, b: BikeOptionBody) {
  if (b.avatar) await checkOwnUpload(db, agencyId, b.avatar, "avatar", "image");
  const { vi, en, pending } = await bothLanguages(b, clean(b), clean(b.translations?.en ?? {}), fill);
  return {
    name: vi.name ?? "",
    description: vi.description ?? "",
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    avatar: b.avatar || null,
    quantity_default: b.quantity_default!,
    price_day_default: b.price_day_default!,
    price_hour_default: b.price_hour_default!,
    is_active: b.is_active === false ? 0 : 1,
    // "Deposits": absent keeps the option's (a form without the field), 0 asks none
    ...(b.deposit !== undefined ? { deposit: b.deposit } : {}),
    updated_at: nowIso(),
  };
}

export function bikeOptionRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const shown = async (agencyId: string, id: string) => optionRecord(await ownOption(db, agencyId, id));

  r.get(
    "/bike/option",
    handler(async (req: Request) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const { bike } = BikeOptionListQuery.parse(req.query);
      if (!bike) throw invalid("bike", "required");
      await ownBike(db, agency._id, bike);
      const base = db.selectFrom("bike_options").where("bike_id", "=", bike).where("is_deleted", "=", 0);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await pageSql(base.selectAll().orderBy("created_at", "asc").orderBy("_id", "asc"), q).execute();
      // extension has_bookings: rentals from today on, which keep the option from being deleted
      const booked = await itemsBookedAhead(
        db,
        OPTION_CALENDAR,
        rows.map((o) => o._id),
      );
      return { docs: rows.map((o) => ({ ...optionRecord(o), has_bookings: booked.has(o._id) })), total: Number(n) };
    }),
  );
  r.get(
    "/bike/option/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return shown(agency._id, req.params.id!);
    }),
  );
  r.post(
    "/bike/option",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(BikeOptionBodySchema, req.body);
      if (!body.bike) throw invalid("bike", "required");
      const bike = await ownBike(db, agency._id, body.bike);
      const id = randomId();
      const cols = await optionColumns(db, agency._id, body);
      await db
        .insertInto("bike_options")
        .values({
          _id: id,
          agency_id: agency._id,
          bike_id: bike._id,
          // the bike's currency: its options are priced in it
          currency: bike.currency,
          calendar_id: null,
          is_deleted: 0,
          created_at: cols.updated_at,
          ...cols,
        })
        .execute();
      return shown(agency._id, id);
    }),
  );
  r.patch(
    "/bike/option/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const option = await ownOption(db, agency._id, req.params.id);
      const keys = req.body && typeof req.body === "object" ? Object.keys(req.body) : [];
      if (keys.length === 1 && keys[0] === "calendar") {
        // marketplace-api.md: PATCH with {calendar} links the option's calendar: only its own one
        const { calendar } = parse(BikeOptionCalendarLink, req.body);
        await checkCalendarLink(
          async (id) => (await calendarById(db, OPTION_CALENDAR, id))?.item,
          option._id,
          calendar,
        );
        await db
          .updateTable("bike_options")
          .set({ calendar_id: calendar, updated_at: nowIso() })
          .where("_id", "=", option._id)
          .execute();
        return shown(agency._id, option._id);
      }
      const body = parse(BikeOptionBodySchema, req.body);
      if (body.bike && body.bike !== option.bike_id) throw invalid("bike", "invalid_choice");
      await db
        .updateTable("bike_options")
        .set(await optionColumns(db, agency._id, body))
        .where("_id", "=", option._id)
        .execute();
      return shown(agency._id, option._id);
    }),
  );
  r.delete(
    "/bike/option/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const option = await ownOption(db, agency._id, req.params.id);
      // an option with rentals still to come stays (their bookings name it); past days do not hold it
      if ((await itemsBookedAhead(db, OPTION_CALENDAR, [option._id])).size)
        throw new ApiError(409, "option_has_bookings");
      await db
        .updateTable("bike_options")
        .set({ is_deleted: 1, updated_at: nowIso() })
        .where("_id", "=", option._id)
        .execute();
      return { _id: option._id };
    }),
  );

  return r;
}
