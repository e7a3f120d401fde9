// marketplace-api.md "Tours and cruises": the tour records (list, detail, create, update, soft
// delete), their images, and the price setups of each type (spec tours-cruises §2 Tours): age
// prices, passenger-group lists, the group calendar, the price package. Every record is scoped
// to the token's supplier: another supplier's id answers 404, never the record.
import { Router, type Request } from "express";
import { sql, type Updateable } from "kysely";
import { z } from "zod";
import { ApiError, escapeLike, handler, ListQuery, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import type { DB } from "../db/database.js";
import type { ToursTable } from "../db/schema.js";
import { checkPlace } from "../agency/record.js";
import { fileUrl } from "../files/store.js";
import {
  AgeBodySchema, DepartureBodySchema, GroupsBodySchema, PricePackageBodySchema, TourBodySchema, plainText,
  type LangTexts, type TourBody,
} from "./schema.js";
import {
  ageRecord, bookedTravellers, departureRecord, groupCalendarRecord, json, listDocs, optionGroupSizeRecord, ownTour,
  pricePackageRecord, tourRecord, type Tour,
} from "./record.js";
import { translate, type Lang } from "../shared/translate.js";
import { dayjs, dayOf, ZONE } from "../shared/dates.js";


const invalid = (path: string, message: string) => new ApiError(422, "validation_failed", { issues: [{ path, message }] });
type Pending = { vi: boolean; en: boolean };

async function translateTexts(t: LangTexts, from: Lang, to: Lang): Promise<LangTexts> {
  const one = async (s: string | null) => (s ? await translate(s, from, to) : s);
  return {
    name: (await one(t.name)) ?? "",
    time: await one(t.time),
    departure: await one(t.departure),
    endpoint: await one(t.endpoint),
    pickup_detail: await one(t.pickup_detail),
    promotion: await one(t.promotion),
    language_guide: await one(t.language_guide),
    operated_by: await one(t.operated_by),
    content: await Promise.all(t.content.map(async (c) => ({ key: c.key, value: (await one(c.value)) ?? "" }))),
  };
}

/** The language the supplier did not write, filled by `translate`, and which one awaits review. */
async function bothLanguages<T>(body: { auto_translate_en?: boolean | null; auto_translate_vi?: boolean | null }, vi: T, en: T,
  fill: (t: T, from: Lang, to: Lang) => Promise<T>): Promise<{ vi: T; en: T; pending: Pending }> {
  if (body.auto_translate_en) return { vi, en: await fill(vi, "vi", "en"), pending: { vi: false, en: true } };
  if (body.auto_translate_vi) return { vi: await fill(en, "en", "vi"), en, pending: { vi: true, en: false } };
  return { vi, en, pending: { vi: false, en: false } };
}
const translateName = (s: string, from: Lang, to: Lang) => (s ? translate(s, from, to) : Promise.resolve(s));

/** References that must exist and belong: place, categories, interests, the agency's own images. */
async function checkTourRefs(db: DB, agencyId: string, b: TourBody) {
  await checkPlace(db, { area_id: b.area!, country_id: b.country!, city_id: b.city! });
  for (const kind of ["category", "interest"] as const) {
    const ids = kind === "category" ? b.categories : b.interests;
    const found = new Set((await db.selectFrom("taxonomies").select("_id").where("kind", "=", kind).where("_id", "in", ids).execute()).map((r) => r._id));
    const i = ids.findIndex((x) => !found.has(x));
    if (i >= 0) throw invalid(`${kind === "category" ? "categories" : "interests"}.${i}`, "invalid_choice");
  }
  if (b.images.length) {
    const own = new Set((await db.selectFrom("tour_images").select("_id").where("agency_id", "=", agencyId).where("_id", "in", b.images).execute()).map((r) => r._id));
    const i = b.images.findIndex((x) => !own.has(x));
    if (i >= 0) throw invalid(`images.${i}`, "foreign_file");
  }
}

/** The stored columns of a validated tour body (POST and PATCH send the whole form). */
async function tourColumns(b: TourBody) {
  const { vi, en, pending } = await bothLanguages(b, b.vi, b.en, translateTexts);
  const type = b.type!;
  return {
    name: vi.name,
    search: `${vi.name}\n${en.name}`.toLowerCase(),
    time: vi.time,
    duration_type: b.duration_type!,
    duration: b.duration!,
    area_id: b.area!,
    country_id: b.country!,
    city_id: b.city!,
    categories: JSON.stringify(b.categories),
    interests: JSON.stringify(b.interests),
    type,
    // spec §4: the price-list choice exists for default and combo tours, the group kind for group tours
    optional_type: type === "default" || type === "combo" ? b.optional_type! : null,
    group_type: type === "group" ? b.group_type! : null,
    is_fast_track: type === "ticket" && b.is_fast_track ? 1 : 0,
    price: b.price!,
    price_type: b.price_type || "person",
    departure: vi.departure,
    endpoint: vi.endpoint,
    pickup_detail: vi.pickup_detail,
    is_pickup: b.is_pickup ? 1 : 0,
    promotion: vi.promotion,
    language_guide: vi.language_guide,
    key_words: b.key_words,
    operated_by: vi.operated_by,
    content: JSON.stringify(vi.content),
    translations: JSON.stringify({ en }),
    translation_pending: JSON.stringify(pending),
    images: JSON.stringify(b.images),
    // spec §4: new and edited content awaits moderation
    status: "pending",
    updated_at: nowIso(),
  } satisfies Updateable<ToursTable>;
}

const SortSchema = z.partialRecord(z.enum(["created_at", "name"]), z.union([z.literal(1), z.literal(-1)]));
// sort and date_range are JSON text; a query parser that already made them objects is fine too
const jsonText = z.preprocess((v) => (v && typeof v === "object" ? JSON.stringify(v) : v), z.string().max(200).optional().catch(undefined));
const TourListQuery = z.object({
  name: z.string().max(200).optional().catch(undefined),
  sort: jsonText,
  area: z.string().max(64).optional().catch(undefined),
  date_range: jsonText,
  created_by: z.string().max(64).optional().catch(undefined),
  type: z.string().max(32).optional().catch(undefined),
  type_exclude: z.string().max(32).optional().catch(undefined),
});
const DateRange = z.object({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish().catch(null),
  end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish().catch(null),
});


export function tourRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;

  r.get("/tour/tour", handler(async (req) => {
    const { agency, user } = await currentAgency(ctx, req);
    const q = ListQuery.parse(req.query);
    const f = TourListQuery.parse(req.query);
    let query = db.selectFrom("tours").where("agency_id", "=", agency._id).where("is_deleted", "=", 0);
    if (f.created_by && f.created_by !== user._id) return { docs: [], total: 0 };
    if (f.created_by) query = query.where("created_by", "=", f.created_by);
    const name = f.name?.trim().toLowerCase();
    if (name) query = query.where(sql<boolean>`search like ${`%${escapeLike(name)}%`} escape '\\'`);
    if (f.area) {
      const area = await db.selectFrom("areas").select("_id").where((eb) => eb.or([eb("_id", "=", f.area!), eb("slug", "=", f.area!)])).executeTakeFirst();
      if (!area) return { docs: [], total: 0 };
      query = query.where("area_id", "=", area._id);
    }
    if (f.date_range) {
      let range: z.infer<typeof DateRange> = {};
      try {
        range = DateRange.parse(JSON.parse(f.date_range));
      } catch {
        throw invalid("date_range", "invalid_date");
      }
      // whole days in Asia/Ho_Chi_Minh, compared with the stored UTC instants
      if (range.start) query = query.where("created_at", ">=", dayjs.tz(range.start, ZONE).toISOString());
      if (range.end) query = query.where("created_at", "<", dayjs.tz(range.end, ZONE).add(1, "day").toISOString());
    }
    if (f.type) query = query.where("type", "=", f.type);
    if (f.type_exclude) query = query.where("type", "!=", f.type_exclude);

    let sort: z.infer<typeof SortSchema> = { created_at: -1 };
    try {
      if (f.sort) {
        const parsed = SortSchema.parse(JSON.parse(f.sort));
        if (Object.keys(parsed).length) sort = parsed;
      }
    } catch {
      /* an unknown sort falls back to the default */
    }
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    let rows = query.selectAll();
    for (const [key, dir] of Object.entries(sort)) {
      const direction = dir === 1 ? "asc" : "desc";
      rows = key === "name"
        ? rows.orderBy(q.lang === "en" ? sql`json_extract(translations, '$.en.name') collate nocase` : sql`name collate nocase`, direction)
        : rows.orderBy("created_at", direction);
    }
    rows = rows.orderBy("_id", "desc");
    if (q.perPage !== -1) rows = rows.limit(q.perPage).offset((q.page - 1) * q.perPage);
    return { docs: await listDocs(db, await rows.execute(), q.lang), total: Number(total) };
  }));

  r.get("/tour/tour/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    return tourRecord(db, await ownTour(db, agency._id, req.params.id), lang(req));
  }));

  r.post("/tour/tour", handler(async (req) => {
    const { agency, user } = await currentAgency(ctx, req);
    const body = parse(TourBodySchema, req.body);
    await checkTourRefs(db, agency._id, body);
    const id = randomId();
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("tours").values({
        _id: id, agency_id: agency._id, created_by: user._id, currency: agency.currency ?? "VND",
        is_active: body.is_active === false ? 0 : 1, is_deleted: 0, created_at: now, ...(await tourColumns(body)),
      }).execute();
      // every tour has its (empty) group calendar and passenger-group list, whose ids the price pages use
      await trx.insertInto("group_calendars").values({ _id: randomId(), tour_id: id }).execute();
      await trx.insertInto("option_group_sizes").values({ _id: randomId(), tour_id: id, groups: "[]", updated_at: now }).execute();
    });
    return tourRecord(db, await ownTour(db, agency._id, id), lang(req));
  }));

  r.patch("/tour/tour/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const tour = await ownTour(db, agency._id, req.params.id);
    const body = parse(TourBodySchema, req.body);
    if (tour.type === "cruise") throw invalid("type", "invalid_choice");
    await checkTourRefs(db, agency._id, body);
    const set = await tourColumns(body);
    await db.updateTable("tours")
      .set({ ...set, ...(typeof body.is_active === "boolean" ? { is_active: body.is_active ? 1 : 0 } : {}) })
      .where("_id", "=", tour._id).execute();
    return tourRecord(db, await ownTour(db, agency._id, tour._id), lang(req));
  }));

  r.delete("/tour/tour/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const tour = await ownTour(db, agency._id, req.params.id);
    await db.updateTable("tours").set({ is_deleted: 1, updated_at: nowIso() }).where("_id", "=", tour._id).execute();
    return { _id: tour._id };
  }));

  // marketplace-api.md: POST tour/image {filename} → an image record whose _id the tour stores
  r.post("/tour/image", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const { filename } = parse(z.object({ filename: z.string({ error: "required" }).min(1, { error: "required" }).max(64) }), req.body);
    const file = await db.selectFrom("files").selectAll()
      .where("filename", "=", filename).where("agency_id", "=", agency._id).executeTakeFirst();
    if (!file) throw new ApiError(404, "file_not_found");
    if (file.saved !== 1 || file.kind !== "image" || file.type !== "tour") throw invalid("filename", "foreign_file");
    const id = randomId();
    await db.insertInto("tour_images").values({ _id: id, agency_id: agency._id, filename, url: fileUrl(filename), created_at: nowIso() }).execute();
    return { _id: id, filename, url: fileUrl(filename) };
  }));

  // ------------------------------------------------------------------ age prices (spec §5 "Age price")

  const ownAge = async (agencyId: string, id: unknown) => {
    const age = await db.selectFrom("tour_ages").innerJoin("tours", "tours._id", "tour_ages.tour_id").selectAll("tour_ages")
      .where("tour_ages._id", "=", String(id ?? "")).where("tours.agency_id", "=", agencyId).where("tours.is_deleted", "=", 0).executeTakeFirst();
    if (!age) throw new ApiError(404, "age_not_found");
    return age;
  };
  const ageColumns = async (b: z.infer<typeof AgeBodySchema>) => {
    const names = await bothLanguages(b, b.name, b.name_en, translateName);
    return {
      name: names.vi, translations: JSON.stringify({ en: { name: names.en } }), translation_pending: JSON.stringify(names.pending),
      price: b.price!, min: b.min!, max: b.max!, commission_type: b.commission_type!, commission_value: b.commission_value!,
    };
  };

  r.post("/tour/age", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const body = parse(AgeBodySchema, req.body);
    if (!body.tour) throw invalid("tour", "required");
    const tour = await ownTour(db, agency._id, body.tour);
    const id = randomId();
    await db.insertInto("tour_ages").values({ _id: id, tour_id: tour._id, currency: tour.currency, created_at: nowIso(), ...(await ageColumns(body)) }).execute();
    return ageRecord(await ownAge(agency._id, id));
  }));

  r.patch("/tour/age/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const age = await ownAge(agency._id, req.params.id);
    const body = parse(AgeBodySchema, req.body);
    await db.updateTable("tour_ages").set(await ageColumns(body)).where("_id", "=", age._id).execute();
    return ageRecord(await ownAge(agency._id, age._id));
  }));

  r.delete("/tour/age/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const age = await ownAge(agency._id, req.params.id);
    await db.deleteFrom("tour_ages").where("_id", "=", age._id).execute();
    return { _id: age._id };
  }));

  // ------------------------------------------------------------------ passenger groups (spec §5 "Passenger-group list")

  r.patch("/tour/option-group-size/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const row = await db.selectFrom("option_group_sizes").innerJoin("tours", "tours._id", "option_group_sizes.tour_id")
      .select(["option_group_sizes._id", "option_group_sizes.tour_id"])
      .where("option_group_sizes._id", "=", String(req.params.id)).where("tours.agency_id", "=", agency._id).where("tours.is_deleted", "=", 0)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "option_group_size_not_found");
    const body = parse(GroupsBodySchema, req.body);
    const nameEn = async (name: string, en: string | null | undefined) => (body.auto_translate_en ? translate(name, "vi", "en") : plainText(en ?? ""));
    // add, edit, copy and delete all send the whole list (marketplace-api.md); a group keeps its _id
    const groups = await Promise.all(body.groups.map(async (g) => {
      const name = plainText(g.name ?? "");
      return {
        _id: g._id || randomId(), name, translations: { en: { name: await nameEn(name, g.translations?.en?.name) } }, min: g.min!, max: g.max!,
        options: await Promise.all((g.options ?? []).map(async (o) => {
          const optionName = plainText(o.name ?? "");
          return {
            name: optionName, translations: { en: { name: await nameEn(optionName, o.translations?.en?.name) } }, price: o.price!,
            commission_type: o.commission_type!, commission_value: o.commission_value!, min: o.min ?? null, max: o.max ?? null,
          };
        })),
      };
    }));
    await db.updateTable("option_group_sizes").set({ groups: JSON.stringify(groups), updated_at: nowIso() }).where("_id", "=", row._id).execute();
    return optionGroupSizeRecord(db, row.tour_id);
  }));

  // ------------------------------------------------------------------ group calendar (spec §5 "Group calendar")

  const ownCalendar = async (agencyId: string, calendarId: unknown) => {
    const calendar = await db.selectFrom("group_calendars").innerJoin("tours", "tours._id", "group_calendars.tour_id")
      .select(["group_calendars._id", "group_calendars.tour_id"])
      .where("group_calendars._id", "=", String(calendarId ?? "")).where("tours.agency_id", "=", agencyId).where("tours.is_deleted", "=", 0)
      .executeTakeFirst();
    if (!calendar) throw new ApiError(404, "calendar_not_found");
    return calendar;
  };
  const ownDeparture = async (calendarId: string, dateId: unknown) => {
    const departure = await db.selectFrom("group_departures").selectAll()
      .where("_id", "=", String(dateId ?? "")).where("calendar_id", "=", calendarId).executeTakeFirst();
    if (!departure) throw new ApiError(404, "departure_not_found");
    return departure;
  };
  const ordersOf = (dateId: string) => db.selectFrom("orders").selectAll().where("date_id", "=", dateId).orderBy("created_at", "desc").execute();

  const departureColumns = async (b: z.infer<typeof DepartureBodySchema>) => ({
    departure_date: b.departure!.toISOString(),
    day: dayOf(b.departure!),
    available: b.available!,
    options: JSON.stringify(await Promise.all((b.options ?? []).map(async (o) => {
      const name = plainText(o.name ?? "");
      return {
        optionId: o.optionId || randomId(), name,
        translations: { en: { name: b.auto_translate_en ? await translate(name, "vi", "en") : plainText(o.translations?.en?.name ?? "") } },
        price: o.price!, commission_type: o.commission_type!, commission_value: o.commission_value!, min: o.min!, sort: o.sort!,
      };
    })).then((options) => options.sort((x, y) => x.sort - y.sort))),
    single_room_surcharge: b.single_room_surcharge!,
    single_room_commission_type: b.single_room_commission_type!,
    single_room_commission_value: b.single_room_commission_value!,
    extra_bed_surcharge: b.extra_bed_surcharge!,
    extra_bed_commission_type: b.extra_bed_commission_type!,
    extra_bed_commission_value: b.extra_bed_commission_value!,
  });

  /** spec §5: no departure in the past, one departure per calendar day (Asia/Ho_Chi_Minh). */
  const checkDepartureDate = async (calendarId: string, departure: Date, exceptId?: string) => {
    if (departure.getTime() < Date.now()) {
      throw new ApiError(422, "departure_in_past", { issues: [{ path: "departure_date", message: "departure_in_past" }] });
    }
    let clash = db.selectFrom("group_departures").select("day").where("calendar_id", "=", calendarId).where("day", "=", dayOf(departure));
    if (exceptId) clash = clash.where("_id", "!=", exceptId);
    const existing = await clash.executeTakeFirst();
    if (existing) throw new ApiError(409, "exist_departure_date", { existDate: existing.day });
  };

  r.post("/tour/group-calendar", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const body = parse(DepartureBodySchema, req.body);
    if (!body.tour) throw invalid("tour", "required");
    const tour = await ownTour(db, agency._id, body.tour);
    const calendar = await db.selectFrom("group_calendars").selectAll().where("tour_id", "=", tour._id).executeTakeFirstOrThrow();
    await checkDepartureDate(calendar._id, body.departure!);
    const id = randomId();
    try {
      await db.insertInto("group_departures").values({ _id: id, calendar_id: calendar._id, created_at: nowIso(), ...(await departureColumns(body)) }).execute();
    } catch (err) {
      // two requests for one day at once: the unique (calendar, day) index answers for the second
      if (String(err).includes("UNIQUE")) throw new ApiError(409, "exist_departure_date", { existDate: dayOf(body.departure!) });
      throw err;
    }
    return groupCalendarRecord(db, tour._id);
  }));

  r.patch("/tour/group-calendar/:calendarId", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const calendar = await ownCalendar(agency._id, req.params.calendarId);
    const body = parse(DepartureBodySchema, req.body);
    const departure = await ownDeparture(calendar._id, body.dateId);
    // spec §4: edit only if the departure is now or later
    if (Date.parse(departure.departure_date) < Date.now()) throw new ApiError(409, "departure_passed");
    await checkDepartureDate(calendar._id, body.departure!, departure._id);
    const booked = bookedTravellers(await ordersOf(departure._id));
    if (body.available! < booked) throw invalid("available", `min_num:${booked}`);
    await db.updateTable("group_departures").set(await departureColumns(body)).where("_id", "=", departure._id).execute();
    return groupCalendarRecord(db, calendar.tour_id);
  }));

  const DepartureRef = z.object({ dateId: z.string({ error: "required" }).max(64), calendarId: z.string({ error: "required" }).max(64) });

  r.post("/tour/group-calendar/delete-calendar", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const ref = parse(DepartureRef, req.body);
    const calendar = await ownCalendar(agency._id, ref.calendarId);
    const departure = await ownDeparture(calendar._id, ref.dateId);
    // spec §4: delete only a departure without orders; otherwise its bookings are offered
    if ((await ordersOf(departure._id)).length) throw new ApiError(409, "has_orders");
    await db.deleteFrom("group_departures").where("_id", "=", departure._id).execute();
    return groupCalendarRecord(db, calendar.tour_id);
  }));

  r.post("/tour/order-by-tour-group", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const ref = parse(DepartureRef, req.body);
    const calendar = await ownCalendar(agency._id, ref.calendarId);
    const departure = await ownDeparture(calendar._id, ref.dateId);
    const orders = await ordersOf(departure._id);
    return {
      departure: departureRecord(departure, orders),
      orders: orders.map((o) => ({
        _id: o._id, uid: o.uid, status: o.status, date_travel: o.date_travel, contact: json(o.contact, {}), items: json(o.items, []),
        total: o.total, currency: o.currency, created_at: o.created_at,
      })),
    };
  }));

  // ------------------------------------------------------------------ price package (spec §5 "Price package")

  const parsePackage = (input: unknown) => {
    const result = PricePackageBodySchema.safeParse(input);
    if (result.success) return result.data;
    const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    // the matrix messages of spec §8 name the first faulty cell
    const matrix = result.error.issues.find((i) => ["enter_full_info_price", "commission_percent_error", "commission_net_error"].includes(i.message));
    if (matrix) throw new ApiError(422, matrix.message, { cell: { class: matrix.path[1], group: matrix.path[2] }, issues });
    throw new ApiError(422, "validation_failed", { issues });
  };
  const packageData = async (b: ReturnType<typeof parsePackage>) => {
    const named = async <T extends { name?: string | null; translations?: { en?: { name?: string | null } | null } | null }>(x: T) => {
      const vi = plainText(x.name ?? "");
      const en = b.auto_translate_en ? await translate(vi, "vi", "en") : plainText(x.translations?.en?.name ?? "");
      return { name: vi, translations: { en: { name: en } } };
    };
    const groups = b.group ?? [];
    const classes = b.class ?? [];
    return {
      group: await Promise.all(groups.map(async (g) => ({ ...(await named(g)), min: g.min!, max: g.max! }))),
      class: await Promise.all(classes.map(async (c) => ({
        ...(await named(c)), single_room_surcharge: c.single_room_surcharge ?? 0, extra_bed_surcharge: c.extra_bed_surcharge ?? 0,
      }))),
      price: classes.map((_c, ci) => groups.map((_g, gi) => {
        const p = b.price![ci]![gi]!;
        return { price: p.price!, commission_type: p.commission_type!, commission_value: p.commission_value! };
      })),
      price_ages: await Promise.all((b.price_ages ?? []).map(async (a) => ({ ...(await named(a)), percent: a.percent! }))),
    };
  };
  const pendingOf = (b: { auto_translate_en?: boolean | null }) => JSON.stringify({ vi: false, en: Boolean(b.auto_translate_en) });

  r.post("/tour/price-package", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const body = parsePackage(req.body);
    if (!body.tour) throw invalid("tour", "required");
    const tour = await ownTour(db, agency._id, body.tour);
    if (await db.selectFrom("price_packages").select("_id").where("tour_id", "=", tour._id).executeTakeFirst()) {
      throw new ApiError(409, "package_exists");
    }
    const id = randomId();
    const now = nowIso();
    await db.insertInto("price_packages").values({
      _id: id, tour_id: tour._id, data: JSON.stringify(await packageData(body)), translation_pending: pendingOf(body),
      currency: tour.currency, created_at: now, updated_at: now,
    }).execute();
    return pricePackageRecord(await db.selectFrom("price_packages").selectAll().where("_id", "=", id).executeTakeFirstOrThrow());
  }));

  r.patch("/tour/price-package/:id", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const pkg = await db.selectFrom("price_packages").innerJoin("tours", "tours._id", "price_packages.tour_id").selectAll("price_packages")
      .where("price_packages._id", "=", String(req.params.id)).where("tours.agency_id", "=", agency._id).where("tours.is_deleted", "=", 0)
      .executeTakeFirst();
    if (!pkg) throw new ApiError(404, "price_package_not_found");
    const body = parsePackage(req.body);
    await db.updateTable("price_packages")
      .set({ data: JSON.stringify(await packageData(body)), translation_pending: pendingOf(body), updated_at: nowIso() })
      .where("_id", "=", pkg._id).execute();
    return pricePackageRecord(await db.selectFrom("price_packages").selectAll().where("_id", "=", pkg._id).executeTakeFirstOrThrow());
  }));

  return r;
}

export type { Tour };
