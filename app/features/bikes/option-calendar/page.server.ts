// The calendar part of /bike/{idBike}/options: the chosen option's month calendar and the action of its
// forms (bulk schedule with preview, day edit, remove), on the shared month calendar. An option
// without a calendar shows an empty month; its first schedule links the new calendar to it (spec §7).
import type { AppLoadContext } from "@remix-run/node";
import { calendarAction, calendarBack, calendarMonthData } from "~/features/calendar/index.server";
import { valuesOf } from "~/features/calendar";
import type { AuthedApi } from "~/lib/marketplace.server";
import { once } from "~/lib/form-once.server";
import { getOptionDays, linkOptionCalendar, removeOptionDay, scheduleOption, updateOptionDay } from "./api.server";
import { optionDescription, toCalendarDay } from "./description";

/** The chosen option: its id, its calendar's id (none before its first schedule) and its own count. */
export type ChosenOption = { _id: string; calendar: string | null; quantity_default: number };

/** The option's days from `from` to `to`; the option learns its calendar's id (made by its first schedule). */
async function daysOf(api: AuthedApi, option: ChosenOption, from: string, to: string) {
  const reply = await getOptionDays(api, option._id, from, to);
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) throw new Response(null, { status: 502 });
  option.calendar = reply.data._id ?? option.calendar;
  return reply.data.calendars.map(toCalendarDay);
}

/** What the calendar panel draws; null without a chosen option. */
export async function optionCalendarData(api: AuthedApi, url: URL, option: ChosenOption | null, currency: string) {
  if (!option) return null;
  const month = await calendarMonthData(url, (first, last) => daysOf(api, option, first, last));
  return { optionId: option._id, currency, owned: option.quantity_default, ...month };
}
export type OptionCalendarData = NonNullable<Awaited<ReturnType<typeof optionCalendarData>>>;

/** The calendar forms' action (intent schedule, day-save, day-remove); undefined for another intent. */
export async function optionCalendarAction(
  form: FormData,
  opts: { api: AuthedApi; context: AppLoadContext; url: URL; option: ChosenOption; currency: string },
) {
  const { api, url, option } = opts;
  const description = optionDescription(opts.currency);
  const prices = (v: Parameters<typeof valuesOf>[1]) => {
    const values = valuesOf(description, v);
    return { price_day: values.price_day ?? 0, price_hour: values.price_hour ?? 0 };
  };
  return calendarAction(form, {
    description,
    context: opts.context,
    back: calendarBack(url),
    calls: {
      days: (from, to) => daysOf(api, option, from, to),
      schedule: async (v) => {
        const reply = await scheduleOption(once(api, form, opts.context), {
          option: option._id,
          ...prices(v),
          dateStart: v.dateStart,
          dateEnd: v.dateEnd,
          available: v.available,
          exclusion_date: v.exclusion_date,
        });
        // a first schedule for an option without a calendar links the new calendar to the option
        if (reply.code === 200 && !option.calendar && reply.data?._id) {
          const linked = await linkOptionCalendar(api, option._id, reply.data._id);
          if (linked.code !== 200) return linked;
        }
        return reply;
      },
      update: (day, v) =>
        updateOptionDay(api, option.calendar ?? "", { cid: day.id, available: v.available, ...prices(v) }),
      remove: (day) => removeOptionDay(api, option.calendar ?? "", day.id),
    },
  });
}
