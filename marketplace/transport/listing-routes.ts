// marketplace-api.md "Hotels, bikes, transport": the supplier's vehicles (transport/option) and
// services (transport/transport): list, one, create, update, delete (soft). Scoped to the token's
// supplier: another's id answers 404. A vehicle a service still uses cannot be deleted (409).
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import {
  TransportBodySchema,
  TransportListQuery,
  VehicleBodySchema,
  type TransportBody,
} from "@contract/api/transport";
import { doneStatuses } from "@contract/statuses";
import { ApiError, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import { pageSql } from "../shared/paging.js";
import { bothLanguages, translate, type Lang } from "../shared/translate.js";
import { checkPlace } from "../agency/record.js";
import { checkOwnUpload } from "../files/own.js";
import { filterListings } from "../listings/list.js";
import { ownListing, softDelete } from "../listings/records.js";
import { optionRecord } from "./record.js";
import type { TransportServicesTable } from "./tables.js";

type En = NonNullable<TransportBody["translations"]["en"]>;
const TEXTS = ["route_custom", "language_driver", "what_included", "additional_info", "cancellation_policy"] as const;

const ownOption = (db: DB, agencyId: string, id: unknown) =>
  ownListing(db, "transport_options", agencyId, id, "option_not_found");

/** The supplier's transport listing (a "transport service" in the spec's words; null agency: anyone's); another's answers 404. */
export const ownTransportListing = (db: DB, agencyId: string | null, id: unknown) =>
  ownListing(db, "transport_services", agencyId, id, "transport_not_found");

/** The stored columns of a service body: both languages (auto-translate fills the other), checked references. */
async function serviceColumns(db: DB, agencyId: string, b: TransportBody) {
  await checkPlace(db, { area_id: b.area, country_id: b.country, city_id: b.city });
  if (b.city_des) {
    const city = await db.selectFrom("cities").select("_id").where("_id", "=", b.city_des).executeTakeFirst();
    if (!city) throw invalid("city_des", "unknown_city");
  }
  await ownOption(db, agencyId, b.option).catch(() => {
    throw invalid("option", "invalid_choice");
  });
  const vi: En = Object.fromEntries(TEXTS.map((k) => [k, b[k] ?? null]));
  const fill = async (t: En, from: Lang, to: Lang) =>
    Object.fromEntries(
      await Promise.all(TEXTS.map(async (k) => [k, t[k] ? await translate(t[k]!, from, to) : null])),
    ) as En;
  const both = await bothLanguages(b, vi, b.translations.en ?? {}, fill);
  return {
    type: b.type,
    route: b.route,
    route_custom: both.vi.route_custom ?? null,
    duration_type: b.duration_type,
    duration: b.duration,
    area_id: b.area,
    country_id: b.country,
    city_id: b.city,
    city_des_id: b.city_des ?? null,
    option_id: b.option,
    car_type: b.car_type,
    max_guests: b.max_guests,
    max_luggages: b.max_luggages,
    max_km: b.max_km ?? null,
    currency: b.currency,
    price: b.price,
    commission_value: b.commission_value,
    language_driver: both.vi.language_driver ?? null,
    age_driver: b.age_driver ?? null,
    what_included: both.vi.what_included ?? "",
    additional_info: both.vi.additional_info ?? null,
    cancellation_policy: both.vi.cancellation_policy ?? "",
    key_words: b.key_words ?? null,
    translations: JSON.stringify({ en: both.en }),
    auto_translate_en: b.auto_translate_en ? 1 : 0,
    auto_translate_vi: b.auto_translate_vi ? 1 : 0,
    is_active: b.is_active ? 1 : 0,
    updated_at: nowIso(),
  };
}

/** GET transport/transport/{id}: with area, country, city and option populated (spec §7). */
async function serviceRecord(db: DB, s: TransportServicesTable, lang: Lang) {
  const place = async (table: "areas" | "countries" | "cities", id: string | null) => {
    const row = id
      ? await db.selectFrom(table).select(["_id", "name_vi", "name_en"]).where("_id", "=", id).executeTakeFirst()
      : undefined;
    return row ? { _id: row._id, name: lang === "en" ? row.name_en : row.name_vi } : null;
  };
  const option = await db.selectFrom("transport_options").selectAll().where("_id", "=", s.option_id).executeTakeFirst();
  const en = json<{ en?: En }>(s.translations, {}).en ?? {};
  const inLang = <K extends (typeof TEXTS)[number]>(k: K, vi: string | null) => (lang === "en" && en[k] ? en[k] : vi);
  return {
    _id: s._id,
    type: s.type,
    route: s.route,
    route_custom: inLang("route_custom", s.route_custom),
    duration_type: s.duration_type,
    duration: s.duration,
    area: await place("areas", s.area_id),
    country: await place("countries", s.country_id),
    city: await place("cities", s.city_id),
    city_des: await place("cities", s.city_des_id),
    option: option ? optionRecord(option) : null,
    car_type: s.car_type,
    max_guests: s.max_guests,
    max_luggages: s.max_luggages,
    max_km: s.max_km,
    currency: s.currency,
    price: s.price,
    commission_value: s.commission_value,
    language_driver: inLang("language_driver", s.language_driver),
    age_driver: s.age_driver,
    what_included: inLang("what_included", s.what_included),
    additional_info: inLang("additional_info", s.additional_info),
    cancellation_policy: inLang("cancellation_policy", s.cancellation_policy),
    key_words: s.key_words,
    // the form edits both languages: the stored texts as written
    vi: Object.fromEntries(TEXTS.map((k) => [k, s[k] ?? null])),
    translations: { en },
    auto_translate_en: Boolean(s.auto_translate_en),
    auto_translate_vi: Boolean(s.auto_translate_vi),
    status: s.status,
    is_active: Boolean(s.is_active),
    created_by: s.created_by,
    created_at: s.created_at,
    // extension: its bookings still to come, which a delete leaves as they are (the screen warns)
    bookings_to_come: await bookingsToCome(db, s),
  };
}

/**
 * A service's bookings still to come: picked up from now on and not over (contract/statuses.ts
 * isDone: its contacts locked, a no-show, the bin). Deleting a service only withdraws it from sale: each
 * booking keeps its own copy of the service as booked (orders.transport) and goes on as before.
 */
async function bookingsToCome(db: DB, s: TransportServicesTable) {
  const { n } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("agency_id", "=", s.agency_id)
    .where("service", "=", "transport")
    .where("date_pickup", ">", nowIso())
    .where("transport_id", "=", s._id)
    .where("status", "not in", doneStatuses())
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function transportListingRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;

  // ------------------------------------------------------------------ vehicles
  r.get(
    "/transport/option",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const base = db.selectFrom("transport_options").where("agency_id", "=", agency._id).where("is_deleted", "=", 0);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await pageSql(base.selectAll().orderBy("created_at", "desc").orderBy("_id", "desc"), q).execute();
      // extension in_use: a live service names it, so it cannot be deleted (the screen offers no delete)
      const used = rows.length
        ? await db
            .selectFrom("transport_services")
            .select("option_id")
            .distinct()
            .where(
              "option_id",
              "in",
              rows.map((r) => r._id),
            )
            .where("is_deleted", "=", 0)
            .execute()
        : [];
      const inUse = new Set(used.map((u) => u.option_id));
      return { docs: rows.map((r) => ({ ...optionRecord(r), in_use: inUse.has(r._id) })), total: Number(n) };
    }),
  );
  r.get(
    "/transport/option/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return optionRecord(await ownOption(db, agency._id, req.params.id));
    }),
  );
  r.post(
    "/transport/option",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const b = parse(VehicleBodySchema, req.body);
      if (b.avatar) await checkOwnUpload(db, agency._id, b.avatar, "avatar", "image");
      const now = nowIso();
      const row = {
        _id: randomId(),
        agency_id: agency._id,
        ...b,
        ac: b.ac ? 1 : 0,
        is_deleted: 0,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto("transport_options").values(row).execute();
      return optionRecord(row);
    }),
  );
  r.patch(
    "/transport/option/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const option = await ownOption(db, agency._id, req.params.id);
      const b = parse(VehicleBodySchema, req.body);
      if (b.avatar) await checkOwnUpload(db, agency._id, b.avatar, "avatar", "image");
      await db
        .updateTable("transport_options")
        .set({ ...b, ac: b.ac ? 1 : 0, updated_at: nowIso() })
        .where("_id", "=", option._id)
        .execute();
      return optionRecord(await ownOption(db, agency._id, option._id));
    }),
  );
  r.delete(
    "/transport/option/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const option = await ownOption(db, agency._id, req.params.id);
      // a service names its vehicle: it must not lose it (deleting a vehicle is refused while a service uses it)
      const used = await db
        .selectFrom("transport_services")
        .select("_id")
        .where("option_id", "=", option._id)
        .where("is_deleted", "=", 0)
        .executeTakeFirst();
      if (used) throw new ApiError(409, "option_in_use");
      return softDelete(db, "transport_options", option._id);
    }),
  );

  // ------------------------------------------------------------------ services
  r.get(
    "/transport/transport",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const f = TransportListQuery.parse(req.query);
      // the list filter sends the area's slug (chau-a…), a caller may send its id
      let base = await filterListings(
        db,
        db.selectFrom("transport_services").where("agency_id", "=", agency._id).where("is_deleted", "=", 0),
        f,
      );
      if (!base) return { docs: [], total: 0 };
      if (f.type) base = base.where("type", "=", f.type);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await pageSql(base.selectAll().orderBy("created_at", "desc").orderBy("_id", "desc"), q).execute();
      const docs = [];
      for (const s of rows) docs.push(await serviceRecord(db, s, q.lang));
      return { docs, total: Number(n) };
    }),
  );
  r.get(
    "/transport/transport/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return serviceRecord(db, await ownTransportListing(db, agency._id, req.params.id), lang(req));
    }),
  );
  r.post(
    "/transport/transport",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const b = parse(TransportBodySchema, req.body);
      const id = randomId();
      const cols = await serviceColumns(db, agency._id, b);
      await db
        .insertInto("transport_services")
        .values({
          _id: id,
          agency_id: agency._id,
          created_by: user._id,
          is_deleted: 0,
          status: "pending",
          created_at: cols.updated_at,
          ...cols,
        })
        .execute();
      return serviceRecord(db, await ownTransportListing(db, agency._id, id), lang(req));
    }),
  );
  r.patch(
    "/transport/transport/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const s = await ownTransportListing(db, agency._id, req.params.id);
      const b = parse(TransportBodySchema, req.body);
      // an edited listing is moderated again before it is public (§4)
      await db
        .updateTable("transport_services")
        .set({ ...(await serviceColumns(db, agency._id, b)), status: "pending" })
        .where("_id", "=", s._id)
        .execute();
      return serviceRecord(db, await ownTransportListing(db, agency._id, s._id), lang(req));
    }),
  );
  r.delete(
    "/transport/transport/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return softDelete(db, "transport_services", (await ownTransportListing(db, agency._id, req.params.id))._id);
    }),
  );

  return r;
}
