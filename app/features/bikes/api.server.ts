// The bike calls of marketplace-api.md "Hotels, bikes, transport" (bike/bike, bike/image,
// bike/option), typed for the back-office's loaders and actions.
import type { AuthedApi } from "~/lib/marketplace.server";
import { PAGE_SIZE } from "~/lib/list-query";
import type { ListingFilters, ListingListItem, Ref } from "~/features/listing";
import type { BikeType, Point } from "@contract/api/bikes";
import type { BikeToday, BikeUnitRecord } from "@contract/api/front-desk";

type Texts = {
  name: string;
  description: string;
  overview: string;
  what_included: string;
  additional_info: string;
  cancellation_policy: string;
};

/** A bike as the marketplace answers it (spec hotels-bikes-transport §3 "Bike"). */
export type BikeRecord = Texts & {
  _id: string;
  translations: { en?: Partial<Texts> };
  translation_pending?: { vi?: boolean; en?: boolean };
  address: string;
  loc: Point | null;
  area: Ref | null;
  country: Ref | null;
  city: Ref | null;
  type: BikeType;
  from_price: number;
  currency: string;
  rental_by_day: boolean;
  rental_by_hour: boolean;
  opening: string;
  close: string;
  images: { _id: string; filename: string; url: string }[];
  status: string;
  /** extension: rentals from today on, which keep the bike from being deleted */
  has_bookings?: boolean;
  is_active: boolean;
  created_at: string;
};

/** A rental option (spec §3 "Bike option"). */
export type BikeOption = {
  _id: string;
  bike: string;
  name: string;
  description: string;
  translations: { en?: { name?: string; description?: string } };
  avatar: string | null;
  quantity_default: number;
  price_day_default: number;
  price_hour_default: number;
  currency: string;
  is_active: boolean;
  /** the deposit one bike of the option holds while out (0: none) */
  deposit: number;
  calendar: string | null;
  /** extension: rentals from today on, which keep the option from being deleted */
  has_bookings?: boolean;
};

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** spec §7 "Bike": GET bike list with perPage, page, lang, name, is_deleted=false, sort, area, date_range. */
export async function listBikes(api: AuthedApi, userId: string, lang: string, f: ListingFilters) {
  const reply = await api.get<{ docs: BikeRecord[]; total: number }>("bike/bike", {
    perPage: PAGE_SIZE,
    page: f.page,
    lang,
    name: f.name || undefined,
    is_deleted: "false",
    sort: { created_at: -1 },
    area: f.area || undefined,
    date_range: f.dateRange ?? undefined,
    created_by: userId,
  });
  // the listing list's rows: a bike is named, placed, pictured and dated as every listing is
  const docs: ListingListItem[] | undefined = reply.data?.docs.map((b) => ({
    _id: b._id,
    name: b.name,
    translations: { en: { name: b.translations.en?.name } },
    translation_pending: b.translation_pending,
    type: b.type,
    optional_type: null,
    city: b.city,
    area: b.area,
    images: b.images,
    created_at: b.created_at,
    is_active: b.is_active,
    status: b.status,
    has_bookings: b.has_bookings,
    price: b.from_price,
    currency: b.currency,
  }));
  return { ...reply, data: reply.data && docs ? { docs, total: reply.data.total } : null };
}

export const getBike = (api: AuthedApi, id: string, lang: string) =>
  api.get<BikeRecord>(path("bike/bike", id), { lang });
export const createBike = (api: AuthedApi, body: object) => api.post<BikeRecord>("bike/bike", body);
export const updateBike = (api: AuthedApi, id: string, body: object) =>
  api.patch<BikeRecord>(path("bike/bike", id), body);
export const deleteBike = (api: AuthedApi, id: string) => api.delete(path("bike/bike", id));
export const addBikeImage = (api: AuthedApi, filename: string) => api.post<{ _id: string }>("bike/image", { filename });

export const listOptions = (api: AuthedApi, bike: string) =>
  api.get<{ docs: BikeOption[]; total: number }>("bike/option", { bike, perPage: -1 });
export const createOption = (api: AuthedApi, body: object) => api.post<BikeOption>("bike/option", body);
export const updateOption = (api: AuthedApi, id: string, body: object) =>
  api.patch<BikeOption>(path("bike/option", id), body);
export const deleteOption = (api: AuthedApi, id: string) => api.delete(path("bike/option", id));

// ------------------------------------------------------------------ the rental desk (contract/front-desk.ts)

export type { BikeToday, BikeUnitRecord, DeskRentalRecord } from "@contract/api/front-desk";

/** "Rentals out today": pickups due, out now, returns due and overdue on `date` (default today in Vietnam). */
export const getBikeToday = (api: AuthedApi, lang: string, date?: string) =>
  api.get<BikeToday>("bike/today", { lang, date });
/** Hand a rental over with its units (one per bike of an option that lists units); the deposit is held. */
export const handOver = (api: AuthedApi, id: string, units: string[] = []) =>
  api.post<{ _id: string }>(`${path("bike/order", id)}/handover`, units.length ? { units } : {});
/** Take a rental back; a held deposit is returned or kept (with a reason). */
export const takeBack = (
  api: AuthedApi,
  id: string,
  deposit?: { deposit: "returned" | "kept"; deposit_reason?: string },
) => api.post<{ _id: string }>(`${path("bike/order", id)}/return`, deposit ?? {});

/** "Per-vehicle units": an option's units (plate or frame number), each with the rental it is out on. */
export const listUnits = (api: AuthedApi, option: string) =>
  api.get<{ docs: BikeUnitRecord[]; total: number }>("bike/unit", { option });
export const addUnit = (api: AuthedApi, option: string, label: string) =>
  api.post<BikeUnitRecord>("bike/unit", { option, label });
export const removeUnit = (api: AuthedApi, id: string) => api.delete(path("bike/unit", id));
