// The one month calendar of the sales calendars (cabins, hotel rooms, bike options): what an
// area tells it about its day values. The grid, the bulk schedule and the day edit are the same for
// all three; only these fields and their bounds differ.

/** One value a day carries besides its availability (a price, an extra-bed price, a price per hour). */
export type ValueField = {
  /** The form field's name (flat: `price_2`, `extrabed_price`, `price_day`). */
  name: string;
  /** A full translation key of its label ("calendar:cabin.priceFor"), with its values. */
  label: string;
  labelValues?: Record<string, string | number>;
  min: number;
  max: number;
  required: boolean;
  /** Shown in the record's currency. */
  money: boolean;
  /** Shown in the day cell (the others only in the dialogs). */
  inCell: boolean;
};

export type CalendarDescription = {
  /** The test-id and form-id prefix ("cabin", "room", "bike-option"). */
  id: string;
  /**
   * How many are for sale on a day (cabins, rooms, bikes): its label key and bounds; `owned`, how many
   * the type has (a cabin type's cabins), and the key of the warning (not a refusal) when a day offers more.
   */
  availability: {
    label: string;
    min: number;
    max: number;
    /** the message below `min` (default "min_num:{min}"; a hotel's rooms: "number must be greater than 0") */
    minMessage?: string;
    owned?: number | null;
    overOwned?: string;
  };
  values: ValueField[];
  currency: string;
  /**
   * What a new schedule starts from (the type's own count and price: a room type's num_room and
   * price), by field name (`available` and the values'); a field without one starts empty.
   */
  defaults?: Record<string, number | null | undefined>;
  /** The days keep stop-sell and stay rules (a hotel room's nights): the day edit and the cells show them. */
  rules?: boolean;
  /** A schedule may give a price per weekday over its first value (a hotel room's price). */
  weekdayPrices?: boolean;
};

import type { NightRules } from "@contract/front-desk";

/** A schedule's starting values as form text: each default within its field's bounds, else empty. */
export function scheduleDefaults(description: CalendarDescription): Record<string, string> {
  const fields = [{ name: "available", ...description.availability }, ...description.values];
  return Object.fromEntries(
    fields.map((f) => {
      const v = description.defaults?.[f.name];
      return [f.name, typeof v === "number" && Number.isFinite(v) && v >= f.min ? String(Math.min(v, f.max)) : ""];
    }),
  );
}

/** A day with a setting, as the area reads it from the marketplace (its own fields under `values`). */
export type CalendarDay = {
  /** The entry's id (the marketplace's `cid`). */
  id: string;
  date: string;
  available: number;
  empty: number;
  values: Record<string, number | null>;
  /** Stop-sell and stay rules (an area whose description says `rules`). */
  rules?: NightRules;
};

/** How many of a day are booked: for sale minus empty (hotels-bikes spec "Bike calendar day edit"). */
export const bookedOf = (day: Pick<CalendarDay, "available" | "empty">) => Math.max(0, day.available - day.empty);

/** The warning when a day would offer more than the type has (a warning: the spec bounds it by 1–100 only). */
export function overOwned(description: CalendarDescription, value: unknown): { count: number; owned: number } | null {
  const { owned } = description.availability;
  const count = Number(value);
  return owned && description.availability.overOwned && Number.isFinite(count) && count > owned
    ? { count, owned }
    : null;
}
