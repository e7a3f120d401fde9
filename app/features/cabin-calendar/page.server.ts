// The right side of /cruise/{idTour}/cabins (spec tours-cruises §2): the chosen cabin's month calendar
// for the chosen duration, and the action of its forms, on the shared month calendar.
import type { AppLoadContext } from "@remix-run/node";
import { calendarAction, calendarBack, calendarMonthData } from "~/features/calendar/index.server";
import { valuesOf } from "~/features/calendar";
import type { AuthedApi } from "~/lib/marketplace.server";
import { once } from "~/lib/form-once.server";
import { getCabinDays, removeCabinDay, scheduleCabin, updateCabinDay } from "./api.server";
import { cabinDescription, toCalendarDay, toPrices } from "./description";

/** The cruise's durations and currency; `owned`, the chosen cabin type's cabins (num_cabin). */
type Cruise = { durations: number[]; currency: string; owned?: number | null };

/** The duration the URL chooses (`nights`), else the cruise's first. */
const chosenNights = (url: URL, durations: number[]) => {
  const n = Number(url.searchParams.get("nights"));
  return durations.includes(n) ? n : (durations[0] ?? 1);
};

/** What the calendar panel draws; null without a chosen cabin. A foreign cabin: 404. */
export async function cabinCalendarData(api: AuthedApi, url: URL, cabinId: string | null, cruise: Cruise) {
  if (!cabinId) return null;
  const nights = chosenNights(url, cruise.durations);
  let calendarId: string | null = null;
  const month = await calendarMonthData(url, async (first, last) => {
    const reply = await getCabinDays(api, cabinId, first, last);
    if (reply.code === 404) throw new Response(null, { status: 404 });
    if (reply.code !== 200) throw new Response(null, { status: 502 });
    calendarId = reply.data._id;
    return reply.data.calendars.map((e) => toCalendarDay(e, nights));
  });
  const { durations, currency } = cruise;
  // read after the call that set it (a closure's assignment is not seen by narrowing)
  return {
    cabinId,
    calendarId: calendarId as string | null,
    nights,
    durations,
    currency,
    owned: cruise.owned ?? null,
    ...month,
  };
}
export type CabinCalendarData = NonNullable<Awaited<ReturnType<typeof cabinCalendarData>>>;

/** The calendar forms' action (intent schedule, day-save, day-remove); undefined for another intent. */
export async function cabinCalendarAction(
  form: FormData,
  opts: { api: AuthedApi; context: AppLoadContext; url: URL; cabinId: string; cruise: Cruise },
) {
  const { api, url, cabinId, cruise } = opts;
  const nights = chosenNights(url, cruise.durations);
  const description = cabinDescription(cruise.durations, cruise.currency, nights);
  let calendarId: string | null = null;
  const days = async (from: string, to: string) => {
    const reply = await getCabinDays(api, cabinId, from, to);
    if (reply.code !== 200) throw new Response(null, { status: reply.code === 404 ? 404 : 502 });
    calendarId = reply.data._id;
    return reply.data.calendars.map((e) => toCalendarDay(e, nights));
  };
  return calendarAction(form, {
    description,
    context: opts.context,
    // after a change: the month of the day it touched, dialogs closed
    back: calendarBack(url),
    calls: {
      days,
      schedule: (v) =>
        scheduleCabin(once(api, form, opts.context), {
          cabin: cabinId,
          prices: toPrices(cruise.durations, valuesOf(description, v)),
          dateStart: v.dateStart,
          dateEnd: v.dateEnd,
          cabin_available: v.available,
          exclusion_date: v.exclusion_date,
        }),
      update: (day, v) =>
        updateCabinDay(api, calendarId ?? "", {
          cid: day.id,
          cabin_available: v.available,
          prices: toPrices(cruise.durations, valuesOf(description, v)),
        }),
      remove: (day) => removeCabinDay(api, calendarId ?? "", day.id),
    },
  });
}
