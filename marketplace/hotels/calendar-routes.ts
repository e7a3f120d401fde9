// marketplace-api.md "hotel/calendar" (spec hotels-bikes-transport §4 "Hotel and room", §5 "Hotel room
// schedule setup", "Hotel room date edit"): a room's sales calendar, one kind of the shared calendar
// (calendars/): a night holds room_available (rooms for sale) and its price.
import { RoomCalendarQuery, RoomDayRef, RoomDaySchema, RoomScheduleSchema } from "@contract/api/hotels";
import type { Ctx } from "../context.js";
import { calendarRoutes } from "../calendars/routes.js";
import { ROOM_CALENDAR, roomDayRecord } from "./calendar.js";
import { ownRoom } from "./record.js";

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
    values: (body) => ({ price: body.price }),
    record: roomDayRecord,
  });
