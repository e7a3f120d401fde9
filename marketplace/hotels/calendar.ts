// The rooms' sales calendars, a kind of the shared calendar (calendars/store.ts): a night holds
// room_available (rooms for sale), empty and the night's price (spec hotels-bikes-transport §3 "Room
// calendar entry"). A hotel booking takes its rooms night by night with
// takePlaces(trx, ROOM_CALENDAR, roomId, nights, quantity) and an ended one gives them back with
// givePlacesBack(trx, ROOM_CALENDAR, roomId, nights, quantity) (calendars/stock.ts).
import type { DB } from "../db/database.js";
import { placesOf, type CalendarStore, type DayRow } from "../calendars/store.js";
import { itemDaysOn } from "../calendars/stock.js";

export const ROOM_CALENDAR: CalendarStore = {
  calendars: "room_calendars",
  days: "room_calendar_days",
  items: "rooms",
  itemColumn: "room_id",
  available: "room_available",
  listing: { service: "hotel", kind: "room", table: "hotels", column: "hotel_id" },
};

/** A night as the calls answer it (spec §3 "Room calendar entry"): empty = for sale − booked. */
export const roomDayRecord = (d: DayRow) => ({ ...placesOf(ROOM_CALENDAR, d), price: Number(d.price) });

/** One room's price for a stay: the sum of its nightly calendar prices (a night unset: the room's default price, §9). */
export async function stayPrice(trx: DB, room: { _id: string; price: number }, nights: string[]) {
  const days = await itemDaysOn(trx, ROOM_CALENDAR, room._id, nights);
  const prices = new Map(days.map((d) => [d.date, Number(d.price)]));
  return nights.reduce((s, night) => s + (prices.get(night) ?? room.price), 0);
}
