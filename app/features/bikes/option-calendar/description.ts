// A bike option's day values for the shared month calendar (spec hotels-bikes-transport §2
// "/bike/{idBike}/options", §3 "Option calendar", §5 "Bike calendar setup", "Bike calendar day edit"):
// bikes for sale 0–10,000 and a price per day and per hour 0–10,000,000, both shown in the cell.
import { OPTION_CALENDAR_BOUNDS, type OptionCalendarDay } from "@contract/api/bikes";
import type { CalendarDay, CalendarDescription } from "~/features/calendar";

// spec §5 "Bike calendar setup": at most 100 days a range (the shared schedule's rule), available up to
// 10,000 (the form's bound; a dictionary text says 1,000)
export function optionDescription(currency: string, owned?: number | null): CalendarDescription {
  const { available, price } = OPTION_CALENDAR_BOUNDS;
  return {
    id: "bike-option",
    currency,
    // the option's own count (quantity_default): more for sale a day is warned of, not refused
    availability: { label: "bike:calendar.available", ...available, owned, overOwned: "bike:calendar.overOwned" },
    values: [
      { name: "price_day", label: "bike:calendar.priceDay", ...price, required: true, money: true, inCell: true },
      { name: "price_hour", label: "bike:calendar.priceHour", ...price, required: true, money: true, inCell: true },
    ],
  };
}

/** A marketplace day as the grid's day. */
export const toCalendarDay = (entry: OptionCalendarDay): CalendarDay => ({
  id: entry._id,
  date: entry.date,
  available: entry.available,
  empty: entry.empty,
  values: { price_day: entry.price_day, price_hour: entry.price_hour },
});
