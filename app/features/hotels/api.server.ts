// The hotel listing calls of marketplace-api.md "Hotels, bikes, transport" (spec hotels-bikes-transport
// §7 "Hotel"): hotels (hotel/hotel), their room types (hotel/room), the rooms' sales calendars
// (hotel/calendar) and the reference lists the forms choose from (hotel types, facilities, bed types).
import type { AuthedApi } from "~/lib/marketplace.server";
import type { DateRange } from "~/lib/list-query";
import { PAGE_SIZE } from "~/lib/list-query";
import type { HotelRecord, RoomCalendar, RoomRecord } from "@contract/api/hotels";
import type { HotelToday, RoomBulkAnswer } from "@contract/api/front-desk";
import type { BedType, Ref } from "~/features/listing";

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export type { HotelRecord, RoomRecord, RoomCalendar, RoomCalendarDay } from "@contract/api/hotels";

export type HotelFilters = {
  name: string;
  area: string;
  country: string;
  city: string;
  dateRange: DateRange | null;
  sort: 1 | -1;
  page: number;
};

/** spec §7: perPage, page, lang, name, is_deleted=false, sort (default created_at descending), area, country, city, date_range. */
export const listHotels = (api: AuthedApi, lang: string, f: HotelFilters) =>
  api.get<{ docs: HotelRecord[]; total: number }>("hotel/hotel", {
    perPage: PAGE_SIZE,
    page: f.page,
    lang,
    name: f.name || undefined,
    is_deleted: "false",
    sort: { created_at: f.sort },
    area: f.area || undefined,
    country: f.country || undefined,
    city: f.city || undefined,
    date_range: f.dateRange ?? undefined,
  });

// days 0: no page draws the calendar window a record carries (RecordDaysQuery); months are read with the calendar call
export const getHotel = (api: AuthedApi, id: string, lang: string) =>
  api.get<HotelRecord>(at("hotel/hotel", id), { lang, days: 0 });
export const createHotel = (api: AuthedApi, body: object) => api.post<{ _id: string }>("hotel/hotel", body);
export const updateHotel = (api: AuthedApi, id: string, body: object) => api.patch(at("hotel/hotel", id), body);
export const deleteHotel = (api: AuthedApi, id: string) => api.delete(at("hotel/hotel", id));
/** spec §7 Uploads: for hotels, POST image with {filename} returns the image record's _id. */
export const addHotelImage = (api: AuthedApi, filename: string) =>
  api.post<{ _id: string }>("hotel/image", { filename });

export const getRoom = (api: AuthedApi, id: string, lang: string) =>
  api.get<RoomRecord>(at("hotel/room", id), { lang, days: 0 });
export const createRoom = (api: AuthedApi, body: object) => api.post<RoomRecord>("hotel/room", body);
export const updateRoom = (api: AuthedApi, id: string, body: object) =>
  api.patch<RoomRecord>(at("hotel/room", id), body);
export const deleteRoom = (api: AuthedApi, id: string) => api.delete(at("hotel/room", id));

async function refs<T extends Ref>(api: AuthedApi, path: string, lang: string, query: Record<string, string> = {}) {
  const reply = await api.get<{ docs: T[] }>(path, { lang, perPage: -1, ...query });
  return reply.code === 200 ? reply.data.docs : [];
}
export const listHotelTypes = (api: AuthedApi, lang: string) => refs(api, "hotel/type", lang);
export const listHotelFacilities = (api: AuthedApi, lang: string) => refs(api, "facility", lang, { type: "hotel" });
export const listRoomFacilities = (api: AuthedApi, lang: string) => refs(api, "facility", lang, { type: "room" });
export const listBedTypes = (api: AuthedApi, lang: string) => refs<BedType>(api, "bedtype", lang);

/** A room's calendar id (null before its first schedule) and its days from `from` to `to`. */
export const getRoomDays = (api: AuthedApi, room: string, from?: string, to?: string) =>
  api.get<Omit<RoomCalendar, "_id"> & { _id: string | null }>("hotel/calendar", { room, from, to });
/** spec §7: POST calendar {room, price, dateStart, dateEnd, room_available, exclusion_date}; 409 existDate on a clash. */
export const scheduleRoom = (
  api: AuthedApi,
  body: {
    room: string;
    price: number;
    dateStart: string;
    dateEnd: string;
    room_available: number;
    exclusion_date: number[];
    /** "Weekday prices": "0" (Sunday) … "6" over `price` on those days */
    weekday_prices?: WeekdayPrices;
  } & Partial<StayRules>,
) => api.post<RoomCalendar>("hotel/calendar", body);
/** One night: rooms for sale (not below what is booked), price, and any restriction sent (absent: kept). */
export const updateRoomDay = (
  api: AuthedApi,
  calendarId: string,
  body: { cid: string; room_available: number; price: number } & Partial<StayRules>,
) => api.patch<RoomCalendar>(at("hotel/calendar", calendarId), body);
export const removeRoomDay = (api: AuthedApi, calendarId: string, cid: string) =>
  api.post<RoomCalendar>("hotel/calendar/delete-calendar", { cid, id: calendarId });
// ------------------------------------------------------------------ the rate calendar and the desk

/** A night's restrictions (contract/front-desk.ts): a stay rule sent as null clears it. */
export type StayRules = {
  stop_sell: boolean;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
};
export type WeekdayPrices = Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", number | null>>;
export type { HotelToday, DeskStayRecord, RoomBulkAnswer } from "@contract/api/front-desk";
export type { BulkPlan } from "@contract/front-desk";

/**
 * "Bulk update of days already on sale": the nights already set of these room types over a range
 * (weekdays left out by exclusion_date) take what is sent; `preview` answers the plan alone.
 */
export const bulkUpdateRooms = (
  api: AuthedApi,
  body: {
    rooms: string[];
    dateStart: string;
    dateEnd: string;
    exclusion_date?: number[];
    price?: number;
    weekday_prices?: WeekdayPrices;
    room_available?: number;
    preview?: boolean;
  } & Partial<StayRules>,
) => api.post<RoomBulkAnswer>("hotel/calendar/bulk", body);

/** "Today at the desk": arrivals, departures and guests in house per hotel on `date` (default today in Vietnam). */
export const getHotelToday = (api: AuthedApi, lang: string, date: string | undefined, page: number, perPage: number) =>
  api.get<HotelToday>("hotel/today", { lang, date, page, perPage });
/** The desk's steps on a stay; the answer is the booking (GET hotel/order/{id}), 409 with the rule's key. */
export const checkIn = (api: AuthedApi, id: string) =>
  api.post<{ _id: string }>(`${at("hotel/order", id)}/check-in`, {});
export const checkOut = (api: AuthedApi, id: string) =>
  api.post<{ _id: string }>(`${at("hotel/order", id)}/check-out`, {});
export const markNotCome = (api: AuthedApi, id: string, reason?: string) =>
  api.post<{ _id: string }>(`${at("hotel/order", id)}/not-come`, reason ? { reason } : {});

/** spec §4: a first schedule links the newly made calendar to its room (PATCH room/{id} {calendar}). */
export const linkRoomCalendar = (api: AuthedApi, room: string, calendar: string) =>
  api.patch<RoomRecord>(at("hotel/room", room), { calendar });
