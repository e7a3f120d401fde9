// The cabin calendar calls of marketplace-api.md "cruise/cabin-calendar".
import type { AuthedApi } from "~/lib/marketplace.server";

export type CabinPrice = { nights: number; price: number; extrabed_price: number | null };
export type CabinCalendarEntry = {
  _id: string;
  date: string;
  cabin_available: number;
  empty: number;
  prices: CabinPrice[];
};
export type CabinCalendar = { _id: string | null; cabin: string; calendars: CabinCalendarEntry[] };

/** A cabin's calendar id and its days from `from` to `to`. */
export const getCabinDays = (api: AuthedApi, cabin: string, from?: string, to?: string) =>
  api.get<CabinCalendar>("cruise/cabin-calendar", { cabin, from, to });

export type CabinScheduleBody = {
  cabin: string;
  prices: CabinPrice[];
  dateStart: string;
  dateEnd: string;
  cabin_available: number;
  exclusion_date: number[];
};
export const scheduleCabin = (api: AuthedApi, body: CabinScheduleBody) =>
  api.post<CabinCalendar>("cruise/cabin-calendar", body);

export const updateCabinDay = (
  api: AuthedApi,
  calendarId: string,
  body: { cid: string; cabin_available: number; prices: CabinPrice[] },
) => api.patch<CabinCalendar>(`cruise/cabin-calendar/${encodeURIComponent(calendarId)}`, body);

export const removeCabinDay = (api: AuthedApi, calendarId: string, cid: string) =>
  api.post<CabinCalendar>("cruise/cabin-calendar/delete-calendar", { cid, id: calendarId });
