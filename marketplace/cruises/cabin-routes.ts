// marketplace-api.md "Tours and cruises": the cabin types of a cruise (cruise/cabin). Scoped to the
// token's supplier: another supplier's cruise or cabin answers 404. spec tours-cruises §5 "Cabin
// form": persons are computed here from the bed types, whatever the client sent.
import { Router, type Request } from "express";
import { ListQuery, RecordDaysQuery } from "@contract/api/list";
import {
  CabinBodySchema,
  CabinCalendarLink,
  CabinListQuery,
  cabinPersons,
  CABIN_PERSONS_MAX,
  type CabinBody,
} from "@contract/api/cruises";
import { ApiError, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { checkCalendarLink } from "../shared/calendar-link.js";
import { checkOwnImages } from "../files/own.js";
import { roomTypeColumns } from "../listings/room-types.js";
import { randomId } from "../shared/ids.js";
import { paginate } from "../shared/paging.js";
import { bothLanguages, translate, type Lang } from "../shared/translate.js";
import { cabinRecords, cabinsBookedAhead, cabinsShown, ownCabin, ownCruise } from "./record.js";

type Texts = { name: string; note: string | null };
const fill = async (t: Texts, from: Lang, to: Lang): Promise<Texts> => ({
  name: t.name ? await translate(t.name, from, to) : t.name,
  note: t.note ? await translate(t.note, from, to) : t.note,
});

/** The stored columns of a validated cabin body: references checked, persons computed. */
async function cabinColumns(db: DB, agencyId: string, b: CabinBody) {
  const refs = await db
    .selectFrom("taxonomies")
    .select(["_id", "kind", "type", "numofperson"])
    .where("_id", "in", [...b.facilities, ...b.beds.map((x) => x.type), "-"])
    .execute();
  const facility = new Set(refs.filter((r) => r.kind === "facility" && r.type === "cabin").map((r) => r._id));
  const bedTypes = new Map(refs.filter((r) => r.kind === "bedtype").map((r) => [r._id, r.numofperson ?? 0]));
  const badFacility = b.facilities.findIndex((x) => !facility.has(x));
  if (badFacility >= 0) throw invalid(`facilities.${badFacility}`, "invalid_choice");
  const badBed = b.beds.findIndex((x) => !bedTypes.has(x.type));
  if (badBed >= 0) throw invalid(`beds.${badBed}.type`, "invalid_choice");
  const persons = cabinPersons(b.beds as { type: string; quantity: number }[], (t) => bedTypes.get(t) ?? 0);
  if (persons < 1 || persons > CABIN_PERSONS_MAX) throw invalid("num_person", `max_num:${CABIN_PERSONS_MAX}`);
  await checkOwnImages(db, agencyId, b.images, "image");
  const { vi, en, pending } = await bothLanguages(b, b.vi, b.en, fill);
  return {
    name: vi.name,
    note: vi.note,
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    // the cabin form does not set a price (the calendar prices each day): an absent one is kept
    ...(b.price !== undefined ? { price: b.price } : {}),
    num_cabin: b.num_cabin!,
    beds: JSON.stringify(b.beds),
    all_board: b.all_board ? 1 : 0,
    ...roomTypeColumns(b, persons),
  };
}

export function cabinRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;
  const shown = async (agencyId: string, id: string, l: Lang, days?: number) =>
    (await cabinsShown(db, [await ownCabin(db, agencyId, id)], l, days))[0]!;

  r.get(
    "/cruise/cabin",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const { cruise } = CabinListQuery.parse(req.query);
      if (!cruise) throw invalid("cruise", "required");
      await ownCruise(db, agency._id, cruise);
      return paginate(await cabinRecords(db, cruise, q.lang, RecordDaysQuery.parse(req.query).days), q);
    }),
  );

  r.get(
    "/cruise/cabin/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return shown(agency._id, req.params.id!, lang(req), RecordDaysQuery.parse(req.query).days);
    }),
  );

  r.post(
    "/cruise/cabin",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(CabinBodySchema, req.body);
      if (!body.cruise) throw invalid("cruise", "required");
      const cruise = await ownCruise(db, agency._id, body.cruise);
      const id = randomId();
      const now = nowIso();
      await db
        .insertInto("cabins")
        .values({
          _id: id,
          agency_id: agency._id,
          cruise_id: cruise._id,
          // spec §2: the cruise's currency is carried along; the cruise's own is the one kept
          currency: cruise.currency,
          is_deleted: 0,
          created_at: now,
          price: 0,
          ...(await cabinColumns(db, agency._id, body)),
        })
        .execute();
      return shown(agency._id, id, lang(req));
    }),
  );

  r.patch(
    "/cruise/cabin/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const cabin = await ownCabin(db, agency._id, req.params.id);
      const keys = req.body && typeof req.body === "object" ? Object.keys(req.body) : [];
      if (keys.length === 1 && keys[0] === "calendar") {
        // marketplace-api.md: PATCH with {calendar} links the cabin's calendar: only its own one
        const { calendar } = parse(CabinCalendarLink, req.body);
        await checkCalendarLink(
          async (id) =>
            (await db.selectFrom("cabin_calendars").select("cabin_id").where("_id", "=", id).executeTakeFirst())
              ?.cabin_id,
          cabin._id,
          calendar,
        );
        await db
          .updateTable("cabins")
          .set({ calendar_id: calendar, updated_at: nowIso() })
          .where("_id", "=", cabin._id)
          .execute();
        return shown(agency._id, cabin._id, lang(req));
      }
      const body = parse(CabinBodySchema, req.body);
      if (body.cruise && body.cruise !== cabin.cruise_id) throw invalid("cruise", "invalid_choice");
      await db
        .updateTable("cabins")
        .set(await cabinColumns(db, agency._id, body))
        .where("_id", "=", cabin._id)
        .execute();
      return shown(agency._id, cabin._id, lang(req));
    }),
  );

  r.delete(
    "/cruise/cabin/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const cabin = await ownCabin(db, agency._id, req.params.id);
      // a cabin type with guests still to come stays (its bookings name it); past days do not hold it
      if ((await cabinsBookedAhead(db, [cabin._id])).size) throw new ApiError(409, "cabin_has_bookings");
      await db
        .updateTable("cabins")
        .set({ is_deleted: 1, updated_at: nowIso() })
        .where("_id", "=", cabin._id)
        .execute();
      return { _id: cabin._id };
    }),
  );

  return r;
}
