// The bike options' sales calendars, a kind of the shared calendar (calendars/store.ts): a day holds
// available (bikes of the option for sale), empty and the day's prices per day and per hour (spec
// hotels-bikes-transport §3 "Bike option": "Option calendar"). A bike booking takes its bikes day by
// day with takePlaces(trx, OPTION_CALENDAR, optionId, days, quantity) and an ended one gives them back
// with givePlacesBack(trx, OPTION_CALENDAR, optionId, days, quantity) (calendars/stock.ts).
import type { DB } from "../db/database.js";
import { placesOf, type CalendarStore, type DayRow } from "../calendars/store.js";
import { itemDaysOn } from "../calendars/stock.js";

export const OPTION_CALENDAR: CalendarStore = {
  calendars: "option_calendars",
  days: "option_calendar_days",
  items: "bike_options",
  itemColumn: "option_id",
  available: "available",
  listing: { service: "bike", kind: "option", table: "bikes", column: "bike_id" },
};

/** A day as the calls answer it (spec §3 "Option calendar"): empty = for sale − booked. */
export const optionDayRecord = (d: DayRow) => ({
  ...placesOf(OPTION_CALENDAR, d),
  price_day: Number(d.price_day),
  price_hour: Number(d.price_hour),
});

/** An option's price per day and per hour on `day`: its calendar's, else its defaults. */
export async function optionPriceOn(
  trx: DB,
  option: { _id: string; price_day_default: number; price_hour_default: number },
  day: string,
) {
  const [row] = await itemDaysOn(trx, OPTION_CALENDAR, option._id, [day]);
  return {
    day: row ? Number(row.price_day) : option.price_day_default,
    hour: row ? Number(row.price_hour) : option.price_hour_default,
  };
}
