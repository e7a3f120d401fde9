// marketplace-api.md "hotel/calendar" (spec hotels-bikes-transport §4 "Hotel and room", §5 "Hotel room
// schedule setup", "Hotel room date edit"): a room's sales calendar, one kind of the shared calendar
// (calendars/): a night holds room_available (rooms for sale) and its price.
import { RoomCalendarQuery, RoomDayRef, RoomDaySchema, RoomScheduleSchema } from "@contract/api/hotels";
import type { Ctx } from "../context.js";
import { calendarRoutes } from "../calendars/routes.js";
import { ROOM_CALENDAR, roomDayRecord } from "./calendar.js";
import { ownRoom } from "./record.js";
import { stayRuleValues } from "@contract/api/stay-rules";
import { weekdayOf } from "@contract/calendar";

export const roomCalendarRoutes = (ctx: Ctx) =>
  calendarRoutes(ctx, {
    path: "/hotel/calendar",
    store: ROOM_CALENDAR,
    itemField: "room",
    ownItem: ownRoom,
    schedule: RoomScheduleSchema,
    day: RoomDaySchema,
    ref: RoomDayRef,
    query: RoomCalendarQuery,
    // the night's price and the restrictions the body sends (absent: kept; a new night: none)
    values: (body) => ({ price: body.price, ...stayRuleValues(body) }),
    // "Weekday prices": a weekday named in weekday_prices takes its own price
    scheduleDay: (body, date) => ({ price: body.weekday_prices?.[String(weekdayOf(date))] ?? body.price }),
    record: roomDayRecord,
  });
