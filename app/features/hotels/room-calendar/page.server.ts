// The right side of /hotel/{idHotel}/rooms: the chosen room's month calendar and the action of its
// forms (bulk schedule with preview, day edit, remove), on the shared month calendar. A room without a
// calendar shows an empty month; its first schedule links the new calendar to it (spec §4).
import type { AppLoadContext } from "@remix-run/node";
import { calendarAction, calendarBack, calendarMonthData } from "~/features/calendar/index.server";
import { rulesOfForm, valuesOf, weekdayPricesOf, type NightRuleForm } from "~/features/calendar";
import type { AuthedApi } from "~/lib/marketplace.server";
import { once } from "~/lib/form-once.server";
import { getRoomDays, linkRoomCalendar, removeRoomDay, scheduleRoom, updateRoomDay } from "../api.server";
import { roomDescription, toCalendarDay } from "./description";

/** The chosen room: its id, its calendar's id (none before its first schedule), its own count and price. */
export type ChosenRoom = { _id: string; calendar: string | null; num_room: number; price?: number | null };

/** The room's days from `from` to `to`; the room learns its calendar's id (made by its first schedule). */
async function daysOf(api: AuthedApi, room: ChosenRoom, from: string, to: string) {
  const reply = await getRoomDays(api, room._id, from, to);
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) throw new Response(null, { status: 502 });
  room.calendar = reply.data._id ?? room.calendar;
  return reply.data.calendars.map(toCalendarDay);
}

/** What the calendar panel draws; null without a chosen room. */
export async function roomCalendarData(api: AuthedApi, url: URL, room: ChosenRoom | null, currency: string) {
  if (!room) return null;
  const month = await calendarMonthData(url, (first, last) => daysOf(api, room, first, last));
  return { roomId: room._id, currency, owned: room.num_room, price: room.price ?? null, ...month };
}
export type RoomCalendarData = NonNullable<Awaited<ReturnType<typeof roomCalendarData>>>;

/** The calendar forms' action (intent schedule, day-save, day-remove); undefined for another intent. */
export async function roomCalendarAction(
  form: FormData,
  opts: { api: AuthedApi; context: AppLoadContext; url: URL; room: ChosenRoom; currency: string },
) {
  const { api, url, room } = opts;
  const description = roomDescription(opts.currency);
  return calendarAction(form, {
    description,
    context: opts.context,
    back: calendarBack(url),
    calls: {
      days: (from, to) => daysOf(api, room, from, to),
      schedule: async (v) => {
        const reply = await scheduleRoom(once(api, form, opts.context), {
          room: room._id,
          price: valuesOf(description, v).price ?? 0,
          dateStart: v.dateStart,
          dateEnd: v.dateEnd,
          room_available: v.available,
          exclusion_date: v.exclusion_date,
          weekday_prices: weekdayPricesOf(v),
        });
        // spec §4: a first schedule for a room without a calendar links the new calendar to the room
        if (reply.code === 200 && !room.calendar && reply.data?._id) {
          const linked = await linkRoomCalendar(api, room._id, reply.data._id);
          if (linked.code !== 200) return linked;
        }
        return reply;
      },
      update: (day, v) =>
        updateRoomDay(api, room.calendar ?? "", {
          cid: day.id,
          room_available: v.available,
          price: valuesOf(description, v).price ?? 0,
          // every rule is sent: an unticked stop-sell opens the night again, its price and count kept
          ...rulesOfForm(v as NightRuleForm),
        }),
      remove: (day) => removeRoomDay(api, room.calendar ?? "", day.id),
    },
  });
}
