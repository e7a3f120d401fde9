// "Today at the desk" (contract/front-desk.ts; spec hotels-bikes-transport §4 "Hotel booking
// statuses", §9 check-in window): GET hotel/today answers, per hotel of the supplier, the day's
// arrivals, departures and guests in house, each with its booking number, guest, room types and
// counts, nights, amount still due, the status changes the hotel's transition table allows today
// and the desk's own steps; POST hotel/order/{id}/check-in, check-out and not-come record them.
import { Router, type Request } from "express";
import { sql } from "kysely";
import { addDays } from "@contract/calendar";
import { offeredActions } from "@contract/booking-transitions";
import {
  STAY_NIGHTS_MAX,
  decideHotelDesk,
  hotelDeskActions,
  hotelDeskStatusActions,
  hotelDeskIdle,
  type DeskStay,
  type HotelDeskAction,
} from "@contract/front-desk";
import {
  DeskEmptySchema,
  HotelTodayQuery,
  NotComeSchema,
  TodayQuery,
  type DeskStayRecord,
  type HotelToday,
} from "@contract/api/front-desk";
import { HOTEL } from "@contract/services";
import { handler, parse } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { memberActor } from "../activity/record.js";
import { pageSql } from "../shared/paging.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { orderColumns, type OrderRow } from "../bookings/record.js";
import { linesIn } from "../bookings/stock-orders.js";
import { deskClock, deskStep, moneyOf, paidIn } from "../bookings/desk.js";
import { englishName } from "../bookings/customer-booking.js";
import { hotelRecord } from "./orders.js";
import { HOTEL_ENDED, type HotelSnapshot } from "./order-row.js";

const stayOf = (o: OrderRow): DeskStay => ({
  status: o.status,
  checkin: o.date_travel,
  checkout: o.date_checkout ?? o.date_travel,
  checked_in_at: o.checked_in_at ?? null,
  checked_out_at: o.checked_out_at ?? null,
});

function stayRecord(o: OrderRow, lang: Lang, paid: Map<string, number>, today: string): DeskStayRecord {
  const offered = offeredActions(HOTEL.transitions, o.status, today, o.date_travel);
  const actions = hotelDeskStatusActions(HOTEL.transitions, offered, stayOf(o));
  const desk = hotelDeskActions(stayOf(o), today);
  return {
    _id: o._id,
    uid: o.uid,
    status: o.status,
    guest: json(o.contact, { fullname: "", phone: "", email: "" }),
    rooms: linesIn(o.items, "room", lang).map((l) => ({ room: l.room, quantity: l.quantity })),
    date_checkin: o.date_travel,
    date_checkout: o.date_checkout ?? o.date_travel,
    nights: o.total_date ?? 0,
    checked_in_at: o.checked_in_at ?? null,
    checked_out_at: o.checked_out_at ?? null,
    ...moneyOf(o, paid),
    actions,
    desk,
    idle: actions.length || desk.length ? null : hotelDeskIdle(stayOf(o), today),
  };
}

/** The list a stay of the day is in (SQL and JS agree): arriving, leaving, else staying over. */
const listSql = (date: string) =>
  sql<number>`case when orders.date_travel = ${date} then 0 when orders.date_checkout = ${date} then 1 else 2 end`;

/**
 * The supplier's stays going ahead that arrive, leave or stay over on `date`. A stay is at most
 * STAY_NIGHTS_MAX nights (contract/api/dev.ts), so every one of them arrived on the day or at most that
 * many days before: one range of the arrival-day index (orders_agency_travel), whatever the supplier's size.
 */
export const dayStays = (db: DB, agencyId: string, date: string) =>
  orderColumns(db)
    .where("orders.agency_id", "=", agencyId)
    .where("orders.date_travel", ">=", addDays(date, -STAY_NIGHTS_MAX))
    .where("orders.date_travel", "<=", date)
    .where("orders.service", "=", "hotel")
    .where("orders.status", "not in", [...HOTEL_ENDED])
    .where((eb) => eb.or([eb("orders.date_travel", "=", date), eb("orders.date_checkout", ">=", date)]));

/** The hotels the day's stays name (live ones newest first, then those only a stay's snapshot still names). */
async function hotelsOf(db: DB, agencyId: string, ids: string[], lang: Lang) {
  const rows = ids.length
    ? await db
        .selectFrom("hotels")
        .select(["_id", "name", "translations", "created_at"])
        .where("agency_id", "=", agencyId)
        .where("_id", "in", ids)
        .execute()
    : [];
  return new Map(
    rows.map((h) => [
      h._id,
      { name: lang === "en" ? (englishName(h.translations) ?? h.name) : h.name, at: h.created_at },
    ]),
  );
}

/** GET hotel/today: the day's stays, one page of them (hotel, list, arrival, booking number), with each hotel's counts. */
async function hotelToday(ctx: Ctx, req: Request): Promise<HotelToday> {
  const { db } = ctx;
  const { agency } = await currentAgency(ctx, req);
  const q = parse(HotelTodayQuery, req.query);
  const { today } = deskClock(ctx, req);
  const date = q.date ?? today;
  const lang: Lang = q.lang ?? "vi";
  const counted = await dayStays(db, agency._id, date)
    .clearSelect()
    .select(["orders.hotel_id", listSql(date).as("list"), (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["orders.hotel_id", "list"])
    .execute();
  const ids = [...new Set(counted.map((c) => c.hotel_id ?? ""))];
  const named = await hotelsOf(db, agency._id, ids, lang);
  // hotel order: newest first (the hotels' list), a hotel only snapshots name last; then by id
  const rank = new Map(
    [...ids]
      .sort((a, b) => (named.get(b)?.at ?? "").localeCompare(named.get(a)?.at ?? "") || a.localeCompare(b))
      .map((id, i) => [id, i]),
  );
  const rankSql = ids.length
    ? sql<number>`case ${sql.join(
        ids.map((id) => sql`when coalesce(orders.hotel_id, '') = ${id} then ${rank.get(id)!}`),
        sql` `,
      )} else ${ids.length} end`
    : sql<number>`0`;
  const orders = (await pageSql(
    dayStays(db, agency._id, date)
      .orderBy(rankSql)
      .orderBy(listSql(date))
      .orderBy("orders.date_travel")
      .orderBy("orders.uid"),
    q,
  ).execute()) as OrderRow[];
  const paid = await paidIn(
    db,
    orders.map((o) => o._id),
  );
  const onPage = [...new Set(orders.map((o) => o.hotel_id ?? ""))];
  const hasHotels = !!(await db
    .selectFrom("hotels")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .where("is_deleted", "=", 0)
    .limit(1)
    .executeTakeFirst());
  return {
    date,
    today,
    total: counted.reduce((n, c) => n + Number(c.n), 0),
    has_hotels: hasHotels,
    hotels: onPage.map((id) => {
      const mine = orders.filter((o) => (o.hotel_id ?? "") === id);
      const count = (list: number) =>
        Number(counted.find((c) => (c.hotel_id ?? "") === id && Number(c.list) === list)?.n ?? 0);
      const shown = (keep: (o: OrderRow) => boolean) => mine.filter(keep).map((o) => stayRecord(o, lang, paid, today));
      const snap = json<HotelSnapshot | null>(mine[0]?.hotel ?? null, null);
      return {
        _id: id,
        name: named.get(id)?.name ?? (lang === "en" ? snap?.name_en : null) ?? snap?.name ?? "",
        counts: { arrivals: count(0), departures: count(1), in_house: count(2) },
        arrivals: shown((o) => o.date_travel === date),
        departures: shown((o) => o.date_checkout === date),
        in_house: shown((o) => o.date_travel < date && (o.date_checkout ?? "") > date),
      };
    }),
  };
}

export function hotelDeskRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/hotel/today",
    handler((req) => hotelToday(ctx, req)),
  );

  /** A desk step on a stay: decided with the desk's rule at the clock's today, recorded with its time. */
  const step = (path: string, action: HotelDeskAction, write: Parameters<typeof deskStep>[6], body = DeskEmptySchema) =>
    r.post(
      `/hotel/order/:id/${path}`,
      handler(async (req) => {
        const { agency, user } = await currentAgency(ctx, req);
        parse(body, req.body ?? {});
        const { today } = deskClock(ctx, req);
        const decide = (o: OrderRow) => decideHotelDesk(action, stayOf(o), today);
        const o = await deskStep(db, agency._id, req.params.id, HOTEL.id, action, decide, write, memberActor(user));
        return hotelRecord(o, parse(TodayQuery, req.query).lang ?? "vi");
      }),
    );

  step("check-in", "check_in", async (_trx, _o, at) => ({ set: { checked_in_at: at } }));
  step("check-out", "check_out", async (_trx, _o, at) => ({ set: { checked_out_at: at } }));
  // a no-show: the booking ends and its rooms go back to every night (HOTEL_ENDED's hook)
  r.post(
    "/hotel/order/:id/not-come",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const b = parse(NotComeSchema, req.body ?? {});
      const { today } = deskClock(ctx, req);
      const decide = (o: OrderRow) => decideHotelDesk("not_come", stayOf(o), today);
      const write = async () => ({
        set: { reason_cancel: b.reason },
        to: "not-come",
        data: b.reason ? { reason: b.reason } : {},
      });
      const o = await deskStep(db, agency._id, req.params.id, HOTEL.id, "not_come", decide, write, memberActor(user));
      return hotelRecord(o, parse(TodayQuery, req.query).lang ?? "vi");
    }),
  );
  return r;
}
