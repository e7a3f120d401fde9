// The tour calls of marketplace-api.md "Tours and cruises".
import type { AuthedApi } from "~/lib/marketplace.server";
import { withShownCode } from "~/lib/booking-code.server";
import type { ListingRecord, Ref } from "~/features/listing";
import type { PricePackageRecord } from "./package-form/schema";

export type { Ref } from "~/features/listing";

/** A tour: the listing record with its price setup (spec tours-cruises §3, §4). */
export type TourRecord = ListingRecord & {
  ages?: AgePrice[];
  option_group_size?: OptionGroupSize;
  group_calendar?: GroupCalendar;
};

// days 0: a cruise's cabins come without their calendar windows (RecordDaysQuery), which no page draws
export const getTour = (api: AuthedApi, id: string, lang: string) =>
  api.get<TourRecord>(`tour/tour/${encodeURIComponent(id)}`, { lang, days: 0 });
export const createTour = (api: AuthedApi, body: object) => api.post<{ _id: string } & TourRecord>("tour/tour", body);
export const updateTour = (api: AuthedApi, id: string, body: object) =>
  api.patch<TourRecord>(`tour/tour/${encodeURIComponent(id)}`, body);

async function refList(api: AuthedApi, path: string, lang: string): Promise<Ref[]> {
  const reply = await api.get<{ docs: Ref[] }>(path, { lang, perPage: -1, is_active: "true", sort: { order: 1 } });
  return reply.code === 200 ? reply.data.docs.map((d) => ({ _id: d._id, name: d.name })) : [];
}
export const listCategories = (api: AuthedApi, lang: string) => refList(api, "tour/category", lang);
export const listInterests = (api: AuthedApi, lang: string) => refList(api, "tour/interest", lang);

export type AgePrice = {
  _id: string;
  tour: string;
  name: string;
  translations?: { en?: { name?: string } };
  price: number;
  min: number;
  max: number;
  commission_type: string;
  commission_value: number;
  currency?: string;
};
export const createAge = (api: AuthedApi, body: object) => api.post<AgePrice>("tour/age", body);
export const updateAge = (api: AuthedApi, id: string, body: object) =>
  api.patch<AgePrice>(`tour/age/${encodeURIComponent(id)}`, body);
export const deleteAge = (api: AuthedApi, id: string) => api.delete(`tour/age/${encodeURIComponent(id)}`);

type NameEn = { translations?: { en?: { name?: string } } };
export type GroupOption = NameEn & {
  name: string;
  price: number;
  commission_type: string;
  commission_value: number;
  min?: number;
  max?: number;
};
export type PassengerGroup = NameEn & { _id?: string; name: string; min: number; max: number; options: GroupOption[] };
export type OptionGroupSize = { _id: string; groups: PassengerGroup[] };
export const saveGroups = (api: AuthedApi, id: string, groups: PassengerGroup[]) =>
  api.patch<OptionGroupSize>(`tour/option-group-size/${encodeURIComponent(id)}`, { groups });

export type DepartureOption = NameEn & {
  optionId?: string;
  name: string;
  price: number;
  commission_type: string;
  commission_value: number;
  min: number;
  sort: number;
};
export type Departure = {
  _id: string;
  departure_date: string;
  available: number;
  empty?: number;
  orders?: number;
  options: DepartureOption[];
  single_room_surcharge: number;
  single_room_commission_type: string;
  single_room_commission_value: number;
  extra_bed_surcharge: number;
  extra_bed_commission_type: string;
  extra_bed_commission_value: number;
};
export type GroupCalendar = { _id: string; calendars: Departure[] };
export const addDeparture = (api: AuthedApi, body: object) => api.post<GroupCalendar>("tour/group-calendar", body);
export const updateDeparture = (api: AuthedApi, calendarId: string, body: object) =>
  api.patch<GroupCalendar>(`tour/group-calendar/${encodeURIComponent(calendarId)}`, body);
export const deleteDeparture = (api: AuthedApi, calendarId: string, dateId: string) =>
  api.post<GroupCalendar>("tour/group-calendar/delete-calendar", { calendarId, dateId });
/** A departure's bookings, each uid shown as its booking code (hotels-bikes-transport §9, ~/lib/booking-code.server). */
export const departureOrders = async (api: AuthedApi, calendarId: string, dateId: string) => {
  const reply = await departureOrdersOf(api, calendarId, dateId);
  return reply.code === 200
    ? { ...reply, data: { ...reply.data, orders: reply.data.orders.map(withShownCode) } }
    : reply;
};
const departureOrdersOf = (api: AuthedApi, calendarId: string, dateId: string) =>
  api.post<{
    orders: {
      _id: string;
      uid: string;
      status: string;
      contact?: { fullname?: string; phone?: string };
      total?: number;
      currency?: string;
      created_at?: string;
    }[];
  }>("tour/order-by-tour-group", { calendarId, dateId });

// spec §7: "POST or PATCH price-package (PATCH when a package id exists)"
export const createPackage = (api: AuthedApi, body: object) => api.post<PricePackageRecord>("tour/price-package", body);
export const updatePackage = (api: AuthedApi, id: string, body: object) =>
  api.patch<PricePackageRecord>(`tour/price-package/${encodeURIComponent(id)}`, body);
