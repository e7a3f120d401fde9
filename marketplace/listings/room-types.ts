// What a hotel's room type and a cruise's cabin type store alike from their forms (spec
// hotels-bikes-transport §5 "Room form", tours-cruises §5 "Cabin form"; calendars/tables.ts
// RoomTypeColumns): each adds its texts, its count, its board and its price.
import { nowIso } from "../shared/http.js";

type RoomTypeBody = {
  extrabed?: boolean | null;
  acreage?: number | null;
  is_active?: boolean | null;
  facilities: string[];
  images: string[];
};

/** The columns of a validated room-type body that every kind stores the same way; `persons` as computed from its beds. */
export const roomTypeColumns = (b: RoomTypeBody, persons: number) => ({
  extrabed: b.extrabed ? 1 : 0,
  acreage: b.acreage ?? null,
  num_person: persons,
  is_active: b.is_active === false ? 0 : 1,
  facilities: JSON.stringify(b.facilities),
  image: b.images.join(","),
  updated_at: nowIso(),
});
