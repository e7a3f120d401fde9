// The month calendar's server half, for the areas' loaders and actions (a browser module may not import it).
export {
  calendarAction,
  CALENDAR_INTENTS,
  calendarBack,
  calendarDialog,
  calendarMonth,
  calendarMonthData,
  type CalendarCalls,
} from "./calendar.server";
