// The listing calls of marketplace-api.md "Tours and cruises" that every tour-shaped listing shares
// (a cruise is a tour with type cruise): its list, delete and image records. Each area creates and
// updates its own (tours' and cruises' api.server.ts).
import type { AuthedApi } from "~/lib/marketplace.server";
import type { DateRange } from "~/lib/list-query";
import { PAGE_SIZE } from "~/lib/list-query";
import type { AreaSlug } from "./areas";

export type Ref = { _id: string; name: string; slug?: string };
export type ListingListItem = {
  _id: string;
  name: string;
  translations?: { en?: { name?: string } };
  translation_pending?: { vi?: boolean; en?: boolean };
  type: string;
  optional_type: string | null;
  city: Ref | null;
  area: Ref | null;
  images: { _id: string; url: string }[];
  created_at: string;
  is_active: boolean;
  status: string;
  price: number;
  currency: string | null;
  /** extension: bookings from today on hold it, so the marketplace refuses its delete (hotels, bikes) */
  has_bookings?: boolean;
  /** extension: its bookings still to come, which a delete leaves as booked (tours, cruises) */
  bookings_to_come?: number;
};

/** A tour-shaped listing as the marketplace returns it (spec tours-cruises §3 "Tour"). */
export type ListingRecord = ListingListItem & {
  time: string;
  duration_type: "day" | "hour";
  duration: number;
  country: Ref | null;
  categories: Ref[];
  interests: Ref[];
  group_type: string | null;
  is_fast_track: boolean;
  price_type: string;
  departure: string;
  endpoint: string;
  pickup_detail: string;
  is_pickup: boolean;
  promotion: string;
  language_guide: string;
  key_words: string;
  operated_by: string;
  content: { key: string; value: string }[];
  images: { _id: string; url: string; filename?: string }[];
  translations: {
    en?: Partial<
      Record<
        "name" | "time" | "departure" | "endpoint" | "pickup_detail" | "promotion" | "language_guide" | "operated_by",
        string
      >
    > & { content?: { key: string; value: string }[] };
  };
  translation_pending?: { vi?: boolean; en?: boolean };
};

/** tour: the tour list (cruises excluded, spec §2 Tours); cruise: the cruise list (marketplace-api.md). */
export type ListingFilters = {
  type: "tour" | "cruise" | null;
  name: string;
  area: AreaSlug | "";
  dateRange: DateRange | null;
  page: number;
};

export function listListings(api: AuthedApi, userId: string, lang: string, f: ListingFilters) {
  return api.get<{ docs: ListingListItem[]; total: number }>("tour/tour", {
    perPage: PAGE_SIZE,
    page: f.page,
    lang,
    name: f.name || undefined,
    is_deleted: "false",
    sort: { created_at: -1 },
    area: f.area || undefined,
    date_range: f.dateRange ?? undefined,
    created_by: userId,
    ...(f.type === "cruise" ? { type: "cruise" } : { type_exclude: "cruise" }), // a cruise is a tour of type cruise
  });
}

export const deleteListing = (api: AuthedApi, id: string) => api.delete(`tour/tour/${encodeURIComponent(id)}`);
/** An image record for an uploaded file (made while a listing form saves; the listing carries the form's key). */
export const addListingImage = (api: AuthedApi, filename: string) =>
  api.post<{ _id: string }>("tour/image", { filename });
