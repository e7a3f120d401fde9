// The cruise calls of marketplace-api.md "Tours and cruises": a cruise is a tour with type cruise
// (tour/tour), its cabin types (cruise/cabin), and the reference lists its forms choose from.
import type { AuthedApi } from "~/lib/marketplace.server";
import type { BedType, ListingRecord, Ref } from "~/features/listing";

export type { BedType };
export type CabinRecord = {
  _id: string;
  cruise: string;
  name: string;
  note: string | null;
  translations?: { en?: { name?: string; note?: string | null } };
  translation_pending?: { vi?: boolean; en?: boolean };
  price: number;
  num_cabin: number;
  beds: { type: string; quantity: number; name: string | null }[];
  all_board: boolean;
  extrabed: boolean;
  acreage: number | null;
  num_person: number;
  is_active: boolean;
  /** guests are booked on it from today on: it cannot be deleted */
  has_bookings?: boolean;
  facilities: Ref[];
  image: string;
  images: { filename: string; url: string }[];
  currency: string;
  calendar: { _id: string; calendars: unknown[] } | null;
};
export type CruiseRecord = ListingRecord & {
  durations_cruise: number[];
  num_stars: number | null;
  cruise_time_checkin: string | null;
  cruise_time_checkout: string | null;
  commission_value: number | null;
  cruise_facilities: Ref[];
  cabins: CabinRecord[];
};

export const getCruise = (api: AuthedApi, id: string, lang: string) =>
  api.get<CruiseRecord>(`tour/tour/${encodeURIComponent(id)}`, { lang });
export const createCruise = (api: AuthedApi, body: object) =>
  api.post<{ _id: string } & CruiseRecord>("tour/tour", body);
export const updateCruise = (api: AuthedApi, id: string, body: object) =>
  api.patch<CruiseRecord>(`tour/tour/${encodeURIComponent(id)}`, body);

async function refs<T extends Ref>(api: AuthedApi, path: string, lang: string, query: Record<string, string> = {}) {
  const reply = await api.get<{ docs: T[] }>(path, { lang, perPage: -1, ...query });
  return reply.code === 200 ? reply.data.docs : [];
}
export const listCruiseFacilities = (api: AuthedApi, lang: string) =>
  refs(api, "tour/cruise-facility", lang, { type: "cruise" });
export const listCabinFacilities = (api: AuthedApi, lang: string) => refs(api, "facility", lang, { type: "cabin" });
export const listBedTypes = (api: AuthedApi, lang: string) => refs<BedType>(api, "bedtype", lang);

// days 0: no page draws the calendar window a record carries (RecordDaysQuery); months are read with the calendar call
export const listCabins = (api: AuthedApi, cruise: string, lang: string) =>
  api.get<{ docs: CabinRecord[]; total: number }>("cruise/cabin", { cruise, lang, perPage: -1, days: 0 });
export const getCabin = (api: AuthedApi, id: string, lang: string) =>
  api.get<CabinRecord>(`cruise/cabin/${encodeURIComponent(id)}`, { lang, days: 0 });
export const createCabin = (api: AuthedApi, body: object) => api.post<CabinRecord>("cruise/cabin", body);
export const updateCabin = (api: AuthedApi, id: string, body: object) =>
  api.patch<CabinRecord>(`cruise/cabin/${encodeURIComponent(id)}`, body);
export const deleteCabin = (api: AuthedApi, id: string) => api.delete(`cruise/cabin/${encodeURIComponent(id)}`);
