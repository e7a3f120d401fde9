// A room's day values for the shared month calendar (spec hotels-bikes-transport §2 "/hotel/{idHotel}/
// rooms", §5 "Hotel room schedule setup", "Hotel room date edit"): rooms for sale 1–100 ("number must
// be greater than 0" below 1) and one price 1–100,000,000 a day, shown in the cell.
import { ROOM_CALENDAR_BOUNDS } from "@contract/calendar";
import type { RoomCalendarDay } from "@contract/api/hotels";
import type { CalendarDay, CalendarDescription } from "~/features/calendar";

// spec §5 "Hotel room schedule setup" records both 30 and 100 days a range; §9 sets 100: the shared
// schedule's 100-day rule (the safer reading keeps what the supplier may already schedule)
export function roomDescription(
  currency: string,
  owned?: number | null,
  /** the room type's own price: a new schedule starts from it and from the room count */
  price?: number | null,
): CalendarDescription {
  const { available, price: bounds } = ROOM_CALENDAR_BOUNDS;
  return {
    id: "room",
    currency,
    // the room type's own count (num_room): more for sale a day is warned of, not refused
    availability: {
      label: "hotel:calendar.available",
      ...available,
      minMessage: "positive_num",
      owned,
      overOwned: "hotel:calendar.overOwned",
    },
    values: [{ name: "price", label: "hotel:calendar.price", ...bounds, required: true, money: true, inCell: true }],
    defaults: { available: owned, price },
    // contract/front-desk.ts: a night keeps stop-sell and stay rules beside price and count
    rules: true,
    // "Weekday prices": a schedule may price some weekdays apart (Friday and Saturday higher)
    weekdayPrices: true,
  };
}

/** A marketplace day as the grid's day. */
export const toCalendarDay = (entry: RoomCalendarDay): CalendarDay => ({
  id: entry._id,
  date: entry.date,
  available: entry.room_available,
  empty: entry.empty,
  values: { price: entry.price },
  rules: {
    stop_sell: entry.stop_sell,
    min_stay: entry.min_stay,
    max_stay: entry.max_stay,
    closed_to_arrival: entry.closed_to_arrival,
    closed_to_departure: entry.closed_to_departure,
  },
});
