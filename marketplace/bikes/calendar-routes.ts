// marketplace-api.md "bike/calendar" (spec hotels-bikes-transport §3 "Bike option", §5 "Bike calendar
// setup", "Bike calendar day edit"): a rental option's sales calendar, one kind of the shared calendar
// (calendars/): a day holds available (bikes for sale) and its prices per day and per hour.
import { OptionCalendarQuery, OptionDayRef, OptionDaySchema, OptionScheduleSchema } from "@contract/api/bikes";
import type { Ctx } from "../context.js";
import { calendarRoutes } from "../calendars/routes.js";
import { OPTION_CALENDAR, optionDayRecord } from "./calendar.js";
import { ownOption } from "./record.js";

export const optionCalendarRoutes = (ctx: Ctx) =>
  calendarRoutes(ctx, {
    path: "/bike/calendar",
    store: OPTION_CALENDAR,
    itemField: "option",
    ownItem: ownOption,
    schedule: OptionScheduleSchema,
    day: OptionDaySchema,
    ref: OptionDayRef,
    query: OptionCalendarQuery,
    values: (body) => ({ price_day: body.price_day, price_hour: body.price_hour }),
    record: optionDayRecord,
  });
