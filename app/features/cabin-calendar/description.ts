// A cabin's day values for the shared month calendar (spec tours-cruises §5 "Cabin schedule"): a price
// for each of the cruise's durations (1–100,000,000) and an extra-bed price (≤ 100,000,000); the cell
// shows the chosen duration's price and the extra-bed price.
import { CABIN_CALENDAR_BOUNDS } from "@contract/api/cabin-calendar";
import type { CalendarDay, CalendarDescription } from "~/features/calendar";
import type { CabinCalendarEntry, CabinPrice } from "./api.server";

export const priceField = (nights: number) => `price_${nights}`;

export function cabinDescription(
  durations: number[],
  currency: string,
  chosen: number,
  owned?: number | null,
): CalendarDescription {
  const { available, price, extrabed } = CABIN_CALENDAR_BOUNDS;
  return {
    id: "cabin",
    currency,
    // the cabin type's own count (num_cabin): more for sale a day is warned of, not refused
    availability: { label: "calendar:cabin.available", ...available, owned, overOwned: "calendar:cabin.overOwned" },
    values: [
      ...durations.map((nights) => ({
        name: priceField(nights),
        label: "calendar:cabin.priceFor",
        labelValues: { count: nights, days: nights + 1 }, // spec §5: shown as nights+1 days; count: the plural
        ...price,
        required: true,
        money: true,
        inCell: nights === chosen,
      })),
      {
        name: "extrabed_price",
        label: "calendar:cabin.extrabed",
        ...extrabed,
        required: false,
        money: true,
        inCell: true,
      },
    ],
  };
}

/** A marketplace day as the grid's day; the extra-bed price is the chosen duration's. */
export function toCalendarDay(entry: CabinCalendarEntry, chosen: number): CalendarDay {
  const values: Record<string, number | null> = {};
  for (const p of entry.prices) values[priceField(p.nights)] = p.price;
  const own = entry.prices.find((p) => p.nights === chosen) ?? entry.prices[0];
  values.extrabed_price = own?.extrabed_price ?? null;
  return { id: entry._id, date: entry.date, available: entry.cabin_available, empty: entry.empty, values };
}

/** The form's values as the marketplace's prices: one row per duration, the one extra-bed price on each. */
export function toPrices(durations: number[], values: Record<string, number | undefined>): CabinPrice[] {
  return durations.map((nights) => ({
    nights,
    price: values[priceField(nights)] ?? 0,
    extrabed_price: values.extrabed_price ?? null,
  }));
}
