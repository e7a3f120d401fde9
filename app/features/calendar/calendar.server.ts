// The month calendar's server half: the month from the URL and the action of its three forms (bulk
// schedule with preview, day edit, remove setting). An area passes its description and four calls;
// the rules (range, clashes, booked floor) are the contract's and the marketplace checks them again.
import { CALENDAR_INTENTS } from "@contract/calendar";
import type { AppLoadContext } from "@remix-run/node";
import { monthBounds, monthOf, todayInVietnam } from "@contract/calendar";
import type { Envelope } from "~/lib/marketplace.server";
import { redirectWithToast } from "~/lib/toast.server";
import { formError } from "~/components/form";
import { bookedOf, type CalendarDay, type CalendarDescription } from "./description";
import { dayEditSchema, previewSchedule, scheduleSchema, type DayValues, type ScheduleValues } from "./schedule-form";
import type { ScheduleReply } from "./schedule-dialog";
import type { DayReply } from "./day-dialog";
import { formatDay } from "./month-calendar";
import { withParams } from "~/lib/list-query";
import { parseForm } from "~/lib/validation";
import { readIntent, refuseForm } from "~/lib/form-intent";

/** The month a calendar page shows (URL `month`, `year`; this month in Vietnam otherwise) and today. */
export function calendarMonth(url: URL, now = Date.now()) {
  const today = todayInVietnam(now);
  // a day's dialog opened without a month (a shared link) shows that day's month
  const day = url.searchParams.get("date") ?? url.searchParams.get("from") ?? "";
  const fromDay = /^\d{4}-\d{2}-\d{2}$/.test(day) ? { month: day.slice(5, 7), year: day.slice(0, 4) } : {};
  const { month, year } = monthOf(
    { month: url.searchParams.get("month") ?? fromDay.month, year: url.searchParams.get("year") ?? fromDay.year },
    today,
  );
  return { today, month, year, ...monthBounds(month, year) };
}

/** Which dialog the URL opens: the bulk schedule (from a free day, maybe) or the edit of a set day from today on. */
export function calendarDialog(url: URL, days: CalendarDay[], today: string) {
  const modal = url.searchParams.get("modal");
  if (modal === "schedule") {
    const from = url.searchParams.get("from");
    return { kind: "schedule" as const, from: from && /^\d{4}-\d{2}-\d{2}$/.test(from) && from >= today ? from : null };
  }
  const date = url.searchParams.get("date");
  const day = modal === "day" && date && date >= today ? days.find((d) => d.date === date) : undefined;
  return day ? { kind: "day" as const, day } : null;
}

/** A calendar page's month (calendarMonth) with its days, from the area's own call, and the dialog the URL opens. */
export async function calendarMonthData<D extends CalendarDay>(
  url: URL,
  daysOf: (first: string, last: string) => Promise<D[]>,
) {
  const { today, month, year, first, last } = calendarMonth(url);
  const days = await daysOf(first, last);
  return { today, month, year, days, dialog: calendarDialog(url, days, today) };
}

/** Where a calendar change leads: the same page at the month of the day it touched, dialogs closed. */
export const calendarBack = (url: URL) => (day: string) =>
  `${url.pathname}${withParams(url.search, { modal: null, date: null, from: null, month: Number(day.slice(5, 7)), year: Number(day.slice(0, 4)) })}`;

export type CalendarCalls = {
  /** The days with a setting from `from` to `to` (the preview's clashes are judged against them). */
  days: (from: string, to: string) => Promise<CalendarDay[]>;
  schedule: (values: ScheduleValues) => Promise<Envelope<unknown>>;
  update: (day: CalendarDay, values: DayValues) => Promise<Envelope<unknown>>;
  remove: (day: CalendarDay) => Promise<Envelope<unknown>>;
};

const clashError = (date: string) => formError("calendar:schedule.sameDate", { date: formatDay(date) });

/**
 * The action of a calendar page's forms (`intent` schedule, day-save, day-remove); undefined for an
 * intent that is not the calendar's. `back` is where a success leads (the month of the change).
 */
export { CALENDAR_INTENTS };

export async function calendarAction(
  form: FormData,
  opts: {
    description: CalendarDescription;
    calls: CalendarCalls;
    context: AppLoadContext;
    back: (day: string) => string;
  },
): Promise<Response | ScheduleReply | DayReply> {
  const intent = readIntent(form, CALENDAR_INTENTS) ?? refuseForm();
  const { description, calls, context, back } = opts;
  const today = todayInVietnam();
  if (intent === "schedule") {
    const submission = parseForm(form, { schema: scheduleSchema(description, today) });
    if (submission.status !== "success") return { form: "schedule", result: submission.reply() };
    const v = submission.value;
    if (v.step === "preview") {
      const existing = (await calls.days(v.dateStart, v.dateEnd)).map((d) => d.date);
      return { form: "schedule", result: submission.reply(), preview: previewSchedule(v, existing) };
    }
    const reply = await calls.schedule(v);
    if (reply.code === 409) {
      const date = (reply.data as { existDate?: string } | null)?.existDate ?? v.dateStart;
      return { form: "schedule", result: submission.reply({ formErrors: [clashError(date)] }) };
    }
    if (reply.code !== 200)
      return { form: "schedule", result: submission.reply({ formErrors: ["calendar:settingFailed"] }) };
    return redirectWithToast(context, back(v.dateStart), { kind: "success", message: "calendar:settingSuccess" });
  }
  const date = String(form.get("date") ?? "");
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? (await calls.days(date, date)).find((d) => d.date === date)
    : undefined;
  if (!day || date < today)
    return redirectWithToast(context, back(today), { kind: "error", message: "calendar:dayNotFound" });
  if (intent === "day-remove") {
    // spec tours-cruises §4: a day is removed only without bookings (the marketplace refuses it too)
    const reply = bookedOf(day) > 0 ? null : await calls.remove(day);
    const ok = reply?.code === 200;
    return redirectWithToast(context, back(date), {
      kind: ok ? "success" : "error",
      message: ok ? "calendar:deleteSuccess" : reply ? "calendar:deleteFailed" : "calendar:removeBooked",
    });
  }
  const submission = parseForm(form, { schema: dayEditSchema(description, bookedOf(day)) });
  if (submission.status !== "success") return { form: "day", result: submission.reply() };
  const reply = await calls.update(day, submission.value);
  if (reply.code === 409 || reply.code === 422) {
    // booked since the page was drawn: the marketplace's floor
    const floor = (reply.data as { min?: number } | null)?.min;
    if (typeof floor === "number")
      return { form: "day", result: submission.reply({ fieldErrors: { available: [`below_booked:${floor}`] } }) };
  }
  if (reply.code !== 200) return { form: "day", result: submission.reply({ formErrors: ["calendar:settingFailed"] }) };
  return redirectWithToast(context, back(date), { kind: "success", message: "calendar:settingSuccess" });
}
