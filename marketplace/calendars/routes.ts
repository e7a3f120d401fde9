// The calls of a sales calendar, written once for every kind (marketplace-api.md "cruise/cabin-calendar",
// "hotel/calendar", "bike/calendar"): read a calendar's days, schedule a range (every day or none),
// edit a day (not below what is booked), remove a day (not while booked). Days are days in Vietnam,
// none in the past. The item (cabin, room, bike option) is the supplier's own: anything else answers 404.
import { Router } from "express";
import type { z } from "zod";
import { expandRange, rangeProblem, todayInVietnam } from "@contract/calendar";
import { requiredText } from "@contract/api/fields";
import { ApiError, handler, invalidField as invalid, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import {
  calendarById,
  calendarDays,
  calendarOfItem,
  dayOf,
  editDay,
  registerCalendar,
  removeDay,
  writeDays,
  type CalendarStore,
  type DayRow,
} from "./store.js";

type Values = Record<string, string | number | null>;
type Range = { dateStart: string; dateEnd: string; exclusion_date: number[] };

/** A kind of calendar: where it is stored, its calls' path and bodies, and its day's own values. */
export type CalendarKind<Item extends { _id: string }, Schedule extends Range, Day extends { cid: string }> = {
  path: string; // "/cruise/cabin-calendar", "/hotel/calendar"
  store: CalendarStore;
  /** the body's (and query's) field naming the item: "cabin", "room" */
  itemField: string;
  /** the supplier's own live item, else 404 */
  ownItem: (db: DB, agencyId: string, id: unknown) => Promise<Item>;
  schedule: z.ZodType<Schedule>;
  day: z.ZodType<Day>;
  ref: z.ZodType<{ cid: string; id: string }>;
  query: z.ZodObject<{ from: z.ZodOptional<z.ZodString>; to: z.ZodOptional<z.ZodString> }>;
  /** the day's own columns from a schedule's or a day's body, judged against the item (422 on a bad one) */
  values: (body: Schedule | Day, item: Item) => Values;
  /** a schedule's values on one of its days, over `values` (a weekday's price); the same keys every day */
  scheduleDay?: (body: Schedule, date: string) => Values;
  /** a stored day as the calls answer it */
  record: (day: DayRow) => unknown;
};

export function calendarRoutes<Item extends { _id: string }, S extends Range, D extends { cid: string }>(
  ctx: Ctx,
  kind: CalendarKind<Item, S, D>,
) {
  registerCalendar(kind.store);
  const r = Router();
  const { db } = ctx;
  const { store, itemField } = kind;
  const answer = (calendarId: string | null, itemId: string, days: DayRow[]) => ({
    _id: calendarId,
    [itemField]: itemId,
    calendars: days.map(kind.record),
  });
  const availableIn = (body: S | D) => Number((body as Record<string, unknown>)[store.available]);

  /** The supplier's calendar (through its item), else 404 `calendar_not_found`. */
  const ownCalendar = async (agencyId: string, calendarId: unknown) => {
    const calendar = await calendarById(db, store, String(calendarId ?? ""));
    if (!calendar) throw new ApiError(404, "calendar_not_found");
    const item = await kind.ownItem(db, agencyId, calendar.item).catch(() => {
      throw new ApiError(404, "calendar_not_found");
    });
    return { calendar, item };
  };

  r.get(
    kind.path,
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = parse(kind.query.extend({ [itemField]: requiredText(64) }), req.query) as {
        from?: string;
        to?: string;
      } & Record<string, string>;
      const item = await kind.ownItem(db, agency._id, q[itemField]);
      const calendar = await calendarOfItem(db, store, item._id);
      const days = calendar ? await calendarDays(db, store, calendar._id, q.from, q.to) : [];
      return answer(calendar?._id ?? null, item._id, days);
    }),
  );

  r.post(
    kind.path,
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(kind.schedule, req.body);
      const item = await kind.ownItem(db, agency._id, (body as Record<string, unknown>)[itemField]);
      const common = kind.values(body, item);
      const values = kind.scheduleDay ? (date: string) => ({ ...common, ...kind.scheduleDay!(body, date) }) : common;
      const problem = rangeProblem(body, todayInVietnam());
      if (problem) throw invalid(problem.field, problem.problem);
      const dates = expandRange(body);
      try {
        const calendar = await db
          .transaction()
          .execute((trx) => writeDays(trx, store, item._id, dates, availableIn(body), values));
        return answer(
          calendar._id,
          item._id,
          await calendarDays(db, store, calendar._id, body.dateStart, body.dateEnd),
        );
      } catch (err) {
        // two schedules racing for one day: the unique (calendar, date) index refuses the second
        if (String(err).includes("UNIQUE") && !(err instanceof ApiError))
          throw new ApiError(409, "schedule_same_date", { existDate: body.dateStart });
        throw err;
      }
    }),
  );

  r.patch(
    `${kind.path}/:id`,
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(kind.day, req.body);
      const { calendar, item } = await ownCalendar(agency._id, req.params.id);
      const day = await dayOf(db, store, calendar._id, body.cid);
      const updated = await editDay(db, store, day._id, availableIn(body), kind.values(body, item));
      return answer(calendar._id, calendar.item, [updated]);
    }),
  );

  r.post(
    `${kind.path}/delete-calendar`,
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const ref = parse(kind.ref, req.body);
      const { calendar } = await ownCalendar(agency._id, ref.id);
      const day = await dayOf(db, store, calendar._id, ref.cid);
      await removeDay(db, store, day._id);
      return answer(calendar._id, calendar.item, []);
    }),
  );

  return r;
}
