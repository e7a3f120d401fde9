// "Bulk update of days already on sale" and "Weekday prices" (contract/front-desk.ts; spec
// hotels-bikes-transport §5 "Hotel room date edit" applied to a range): POST hotel/calendar/bulk
// changes the nights already set of the supplier's room types over a range and weekdays. The plan
// (contract planBulk) names the nights it changes, those it cannot (rooms for sale below what is
// booked) and those without a setting; `preview` answers it and writes nothing, otherwise the plan is
// made again inside the write's transaction (BEGIN IMMEDIATE: nothing booked in between escapes it)
// and every changeable night of every room type is written in that one transaction.
import { Router } from "express";
import { sql } from "kysely";
import { expandRange, rangeProblem, todayInVietnam } from "@contract/calendar";
import { planBulk, type BulkChange, type BulkDay, type BulkPlan } from "@contract/front-desk";
import { RoomBulkSchema, type RoomBulk, type RoomBulkAnswer } from "@contract/api/front-desk";
import { handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { calendarDays, calendarOfItem } from "../calendars/store.js";
import { ROOM_CALENDAR, nightRulesOf } from "./calendar.js";
import { ownRoom } from "./record.js";

/** What the body asks to change (absent fields keep each night's own). */
const changeOf = (b: RoomBulk): BulkChange => ({
  price: b.price,
  weekday_prices: b.weekday_prices ?? undefined,
  room_available: b.room_available,
  stop_sell: b.stop_sell,
  min_stay: b.min_stay,
  max_stay: b.max_stay,
  closed_to_arrival: b.closed_to_arrival,
  closed_to_departure: b.closed_to_departure,
});

/** A room type's plan over the range, read in `db` (the write's transaction when it writes). */
async function roomPlan(db: DB, roomId: string, b: RoomBulk, dates: string[]): Promise<BulkPlan> {
  const calendar = await calendarOfItem(db, ROOM_CALENDAR, roomId);
  const rows = calendar ? await calendarDays(db, ROOM_CALENDAR, calendar._id, b.dateStart, b.dateEnd) : [];
  const days: BulkDay[] = rows.map((d) => ({
    _id: d._id,
    date: d.date,
    room_available: Number(d.room_available),
    empty: d.empty,
    price: Number(d.price),
    ...nightRulesOf(d),
  }));
  return planBulk(days, dates, changeOf(b));
}

/** Writes a plan's changes: booleans as 0/1, the empty rooms following the rooms for sale. */
async function applyPlan(trx: DB, plan: BulkPlan) {
  const at = nowIso();
  for (const change of plan.changes) {
    const sets = Object.entries(change.after).map(
      ([k, v]) => sql`${sql.ref(k)} = ${typeof v === "boolean" ? (v ? 1 : 0) : v}`,
    );
    // the booked count stays: empty moves with the rooms for sale
    if (change.after.room_available !== undefined)
      sets.push(sql`empty = empty + ${change.after.room_available - (change.before.room_available ?? 0)}`);
    await sql`update room_calendar_days set ${sql.join([...sets, sql`updated_at = ${at}`])}
      where _id = ${change._id}`.execute(trx);
  }
}

export function roomBulkRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.post(
    "/hotel/calendar/bulk",
    handler(async (req): Promise<RoomBulkAnswer> => {
      const { agency } = await currentAgency(ctx, req);
      const b = parse(RoomBulkSchema, req.body);
      for (const id of b.rooms) await ownRoom(db, agency._id, id);
      const problem = rangeProblem(b, todayInVietnam());
      if (problem) throw invalid(problem.field, problem.problem);
      const dates = expandRange(b);
      const plans = async (on: DB) => {
        const rooms: RoomBulkAnswer["rooms"] = [];
        for (const room of b.rooms) rooms.push({ room, ...(await roomPlan(on, room, b, dates)) });
        return rooms;
      };
      if (b.preview) return { preview: true, rooms: await plans(db) };
      const rooms = await db.transaction().execute(async (trx) => {
        const planned = await plans(trx);
        for (const plan of planned) await applyPlan(trx, plan);
        return planned;
      });
      return { preview: false, rooms };
    }),
  );
  return r;
}
