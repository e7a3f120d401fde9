// The shared month calendar with bulk scheduling: cabins today, hotel rooms and bike
// options next. An area describes its value fields (CalendarDescription), maps its marketplace entries
// to CalendarDay, and passes its calls to calendarAction; the grid and the dialogs are these.
export { bookedOf, type CalendarDay, type CalendarDescription, type ValueField } from "./description";
export {
  dayEditSchema,
  dayFormValues,
  previewSchedule,
  scheduleSchema,
  valuesOf,
  weekdays,
  weekdayPriceName,
  weekdayPricesOf,
  WEEKDAY_NUMBERS,
  type DayValues,
  type ScheduleValues,
} from "./schedule-form";
export { MonthCalendar, formatDay } from "./month-calendar";
export { NO_RULES, rulesOfForm, type NightRuleForm, type NightRules } from "./night-rules";
export { ScheduleDialog } from "./schedule-dialog";
export { DayDialog } from "./day-dialog";
export { CalendarPanel, useCalendarLinks, type CalendarPanelData } from "./calendar-panel";
export { WeekdayPrices } from "./weekday-prices";
export { RangeFields } from "./range-fields";
