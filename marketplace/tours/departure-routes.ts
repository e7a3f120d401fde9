// spec tours-cruises §5 "Group calendar": a tour's departures (add, edit, delete) and the bookings
// of one departure. One departure per calendar day in Vietnam, none in the past.
import { Router } from "express";
import { DepartureBodySchema, DepartureRef } from "@contract/api/tour-prices";
import { ApiError, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import { dayOf } from "../shared/dates.js";
import { bookedTravellers, departureRecord, groupCalendarRecord, ownTour } from "./record.js";
import { checkDepartureDate, departureColumns } from "./departures.js";

export function departureRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  const ownCalendar = async (agencyId: string, calendarId: unknown) => {
    const calendar = await db
      .selectFrom("group_calendars")
      .innerJoin("tours", "tours._id", "group_calendars.tour_id")
      .select(["group_calendars._id", "group_calendars.tour_id"])
      .where("group_calendars._id", "=", String(calendarId ?? ""))
      .where("tours.agency_id", "=", agencyId)
      .where("tours.is_deleted", "=", 0)
      .executeTakeFirst();
    if (!calendar) throw new ApiError(404, "calendar_not_found");
    return calendar;
  };
  const ownDeparture = async (calendarId: string, dateId: unknown) => {
    const departure = await db
      .selectFrom("group_departures")
      .selectAll()
      .where("_id", "=", String(dateId ?? ""))
      .where("calendar_id", "=", calendarId)
      .executeTakeFirst();
    if (!departure) throw new ApiError(404, "departure_not_found");
    return departure;
  };
  const ordersOf = (dateId: string) =>
    db.selectFrom("orders").selectAll().where("date_id", "=", dateId).orderBy("created_at", "desc").execute();

  r.post(
    "/tour/group-calendar",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(DepartureBodySchema, req.body);
      if (!body.tour) throw invalid("tour", "required");
      const tour = await ownTour(db, agency._id, body.tour);
      const calendar = await db
        .selectFrom("group_calendars")
        .selectAll()
        .where("tour_id", "=", tour._id)
        .executeTakeFirstOrThrow();
      await checkDepartureDate(db, calendar._id, body.departure!);
      const id = randomId();
      try {
        await db
          .insertInto("group_departures")
          .values({ _id: id, calendar_id: calendar._id, created_at: nowIso(), ...(await departureColumns(body)) })
          .execute();
      } catch (err) {
        // two requests for one day at once: the unique (calendar, day) index answers for the second
        if (String(err).includes("UNIQUE"))
          throw new ApiError(409, "exist_departure_date", { existDate: dayOf(body.departure!) });
        throw err;
      }
      return groupCalendarRecord(db, tour._id);
    }),
  );

  r.patch(
    "/tour/group-calendar/:calendarId",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const calendar = await ownCalendar(agency._id, req.params.calendarId);
      const body = parse(DepartureBodySchema, req.body);
      const departure = await ownDeparture(calendar._id, body.dateId);
      // spec §4: edit only if the departure is now or later
      if (Date.parse(departure.departure_date) < Date.now()) throw new ApiError(409, "departure_passed");
      await checkDepartureDate(db, calendar._id, body.departure!, departure._id);
      const booked = bookedTravellers(await ordersOf(departure._id));
      if (body.available! < booked) throw invalid("available", `min_num:${booked}`);
      await db
        .updateTable("group_departures")
        .set(await departureColumns(body))
        .where("_id", "=", departure._id)
        .execute();
      return groupCalendarRecord(db, calendar.tour_id);
    }),
  );

  r.post(
    "/tour/group-calendar/delete-calendar",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const ref = parse(DepartureRef, req.body);
      const calendar = await ownCalendar(agency._id, ref.calendarId);
      const departure = await ownDeparture(calendar._id, ref.dateId);
      // spec §4: delete only a departure without orders; otherwise its bookings are offered
      if ((await ordersOf(departure._id)).length) throw new ApiError(409, "has_orders");
      await db.deleteFrom("group_departures").where("_id", "=", departure._id).execute();
      return groupCalendarRecord(db, calendar.tour_id);
    }),
  );

  r.post(
    "/tour/order-by-tour-group",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const ref = parse(DepartureRef, req.body);
      const calendar = await ownCalendar(agency._id, ref.calendarId);
      const departure = await ownDeparture(calendar._id, ref.dateId);
      const orders = await ordersOf(departure._id);
      return {
        departure: departureRecord(departure, orders),
        orders: orders.map((o) => ({
          _id: o._id,
          uid: o.uid,
          status: o.status,
          date_travel: o.date_travel,
          contact: json(o.contact, {}),
          items: json(o.items, []),
          total: o.total,
          currency: o.currency,
          created_at: o.created_at,
        })),
      };
    }),
  );

  return r;
}
