// marketplace-api.md "cruise/cabin-calendar" (spec tours-cruises §4 "Cabin calendar day", §5 "Cabin
// schedule"): schedule a range (every day or none), edit a day (not below what is booked), remove a
// day (not while booked), and read a calendar's days. Days are days in Vietnam, none in the past.
import { Router } from "express";
import type { Kysely } from "kysely";
import {
  CabinCalendarQuery,
  CabinDayRef,
  CabinDaySchema,
  CabinScheduleSchema,
  type CabinSchedule,
} from "@contract/api/cabin-calendar";
import { clashes, expandRange, rangeProblem, todayInVietnam } from "@contract/calendar";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import type { Database } from "../db/schema.js";
import { calendarDays, dayRecord, ownCabin, ownCalendar } from "./record.js";

const invalid = (path: string, message: string, extra: object = {}) =>
  new ApiError(422, "validation_failed", { issues: [{ path, message }], ...extra });

/** spec §5: a price for each of the cruise's durations, no other, none twice. */
function checkPrices(prices: { nights: number }[], durations: number[]) {
  const seen = new Set<number>();
  prices.forEach((p, i) => {
    if (!durations.includes(p.nights) || seen.has(p.nights)) throw invalid(`prices.${i}.nights`, "invalid_choice");
    seen.add(p.nights);
  });
  if (durations.some((n) => !seen.has(n))) throw invalid("prices", "required");
}

/** Writes a range in one transaction: a clash (an already set day that is not excluded) writes nothing. */
async function writeRange(trx: Kysely<Database>, cabinId: string, body: CabinSchedule) {
  const now = nowIso();
  let calendar = await trx.selectFrom("cabin_calendars").selectAll().where("cabin_id", "=", cabinId).executeTakeFirst();
  if (!calendar) {
    // spec §4/§7: the first schedule of a cabin creates its calendar and links it to the cabin
    calendar = { _id: randomId(), cabin_id: cabinId, created_at: now };
    await trx.insertInto("cabin_calendars").values(calendar).execute();
    await trx
      .updateTable("cabins")
      .set({ calendar_id: calendar._id, updated_at: now })
      .where("_id", "=", cabinId)
      .execute();
  }
  const days = expandRange(body);
  const existing = await trx
    .selectFrom("cabin_calendar_days")
    .select("date")
    .where("calendar_id", "=", calendar._id)
    .where("date", ">=", body.dateStart)
    .where("date", "<=", body.dateEnd)
    .execute();
  const clash = clashes(
    days,
    existing.map((d) => d.date),
  );
  // spec §5: refused with a warning naming the clashing date (the first; every one in `dates`)
  if (clash.length) throw new ApiError(409, "schedule_same_date", { existDate: clash[0], dates: clash });
  const prices = JSON.stringify(body.prices.map((p) => ({ ...p, extrabed_price: p.extrabed_price ?? null })));
  for (let i = 0; i < days.length; i += 200) {
    await trx
      .insertInto("cabin_calendar_days")
      .values(
        days.slice(i, i + 200).map((date) => ({
          _id: randomId(),
          calendar_id: calendar._id,
          date,
          cabin_available: body.cabin_available,
          empty: body.cabin_available,
          prices,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return calendar;
}

export function cabinCalendarRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/cruise/cabin-calendar",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = parse(CabinCalendarQuery.extend({ cabin: CabinScheduleSchema.shape.cabin }), req.query);
      const cabin = await ownCabin(db, agency._id, q.cabin);
      const calendar = await db
        .selectFrom("cabin_calendars")
        .selectAll()
        .where("cabin_id", "=", cabin._id)
        .executeTakeFirst();
      const days = calendar ? await calendarDays(db, calendar._id, q.from, q.to) : [];
      return { _id: calendar?._id ?? null, cabin: cabin._id, calendars: days.map(dayRecord) };
    }),
  );

  r.post(
    "/cruise/cabin-calendar",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(CabinScheduleSchema, req.body);
      const cabin = await ownCabin(db, agency._id, body.cabin);
      checkPrices(body.prices, cabin.durations);
      const problem = rangeProblem(body, todayInVietnam());
      if (problem) throw invalid(problem.field, problem.problem);
      try {
        const calendar = await db.transaction().execute((trx) => writeRange(trx, cabin._id, body));
        const days = await calendarDays(db, calendar._id, body.dateStart, body.dateEnd);
        return { _id: calendar._id, cabin: cabin._id, calendars: days.map(dayRecord) };
      } catch (err) {
        // two schedules racing for one day: the unique (calendar, date) index refuses the second
        if (String(err).includes("UNIQUE") && !(err instanceof ApiError))
          throw new ApiError(409, "schedule_same_date", { existDate: body.dateStart });
        throw err;
      }
    }),
  );

  const ownDay = async (agencyId: string, calendarId: unknown, cid: string) => {
    const calendar = await ownCalendar(db, agencyId, calendarId);
    const day = await db
      .selectFrom("cabin_calendar_days")
      .selectAll()
      .where("_id", "=", cid)
      .where("calendar_id", "=", calendar._id)
      .executeTakeFirst();
    if (!day) throw new ApiError(404, "day_not_found");
    // a past day is history: its sales are done (spec §5: the schedule never reaches before today)
    if (day.date < todayInVietnam()) throw new ApiError(409, "day_passed");
    return { calendar, day };
  };

  r.patch(
    "/cruise/cabin-calendar/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(CabinDaySchema, req.body);
      const { calendar, day } = await ownDay(agency._id, req.params.id, body.cid);
      const cabin = await ownCabin(db, agency._id, calendar.cabin_id);
      checkPrices(body.prices, cabin.durations);
      const updated = await db.transaction().execute(async (trx) => {
        const now = await trx
          .selectFrom("cabin_calendar_days")
          .selectAll()
          .where("_id", "=", day._id)
          .executeTakeFirstOrThrow();
        const booked = now.cabin_available - now.empty;
        // spec §5 "Editing a day: new availability must not be below what is already booked"
        if (body.cabin_available < booked) throw invalid("cabin_available", `below_booked:${booked}`, { min: booked });
        await trx
          .updateTable("cabin_calendar_days")
          .set({
            cabin_available: body.cabin_available,
            empty: body.cabin_available - booked,
            prices: JSON.stringify(body.prices.map((p) => ({ ...p, extrabed_price: p.extrabed_price ?? null }))),
            updated_at: nowIso(),
          })
          .where("_id", "=", day._id)
          .execute();
        return trx.selectFrom("cabin_calendar_days").selectAll().where("_id", "=", day._id).executeTakeFirstOrThrow();
      });
      return { _id: calendar._id, cabin: calendar.cabin_id, calendars: [dayRecord(updated)] };
    }),
  );

  r.post(
    "/cruise/cabin-calendar/delete-calendar",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const ref = parse(CabinDayRef, req.body);
      const { calendar, day } = await ownDay(agency._id, ref.id, ref.cid);
      // spec §4: a day is removed only while nothing is booked on it
      const removed = await db
        .deleteFrom("cabin_calendar_days")
        .where("_id", "=", day._id)
        .whereRef("empty", "=", "cabin_available")
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw new ApiError(409, "has_bookings");
      return { _id: calendar._id, cabin: calendar.cabin_id, calendars: [] };
    }),
  );

  return r;
}
