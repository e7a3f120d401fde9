// marketplace-api.md "bike/calendar" (spec hotels-bikes-transport §7 "Bike"): an option's sales calendar
// (read a range, schedule, edit a day, remove a day) and the link of a first calendar to its option.
import type { OptionCalendar, OptionDay, OptionSchedule } from "@contract/api/bikes";
import type { AuthedApi } from "~/lib/marketplace.server";

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** An option's calendar id (null before its first schedule) and its days from `from` to `to`. */
export const getOptionDays = (api: AuthedApi, option: string, from?: string, to?: string) =>
  api.get<OptionCalendar>("bike/calendar", { option, from, to });
/** spec §7: POST calendar {option, price_day, price_hour, dateStart, dateEnd, available, exclusion_date}; 409 existDate on a clash. */
export const scheduleOption = (api: AuthedApi, body: OptionSchedule) => api.post<OptionCalendar>("bike/calendar", body);
export const updateOptionDay = (api: AuthedApi, calendarId: string, body: OptionDay) =>
  api.patch<OptionCalendar>(at("bike/calendar", calendarId), body);
export const removeOptionDay = (api: AuthedApi, calendarId: string, cid: string) =>
  api.post<OptionCalendar>("bike/calendar/delete-calendar", { cid, id: calendarId });
/** spec §7 "PATCH option/{id} with calendar": a first schedule's calendar linked to its option. */
export const linkOptionCalendar = (api: AuthedApi, option: string, calendar: string) =>
  api.patch<{ _id: string; calendar: string | null }>(at("bike/option", option), { calendar });
