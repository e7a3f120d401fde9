// The rooms' sales calendars, a kind of the shared calendar (calendars/store.ts): a night holds
// room_available (rooms for sale), empty and the night's price (spec hotels-bikes-transport §3 "Room
// calendar entry"). A hotel booking takes its rooms night by night with
// takePlaces(trx, ROOM_CALENDAR, roomId, nights, quantity) and an ended one gives them back with
// givePlacesBack(trx, ROOM_CALENDAR, roomId, nights, quantity) (calendars/stock.ts).
import type { DB } from "../db/database.js";
import { placesOf, type CalendarStore, type DayRow } from "../calendars/store.js";
import { itemDaysOn } from "../calendars/stock.js";
import { stayRefusal, type NightRules } from "@contract/front-desk";
import { nightsOf } from "@contract/hotel-booking-money";
import { ApiError } from "../shared/http.js";

export const ROOM_CALENDAR: CalendarStore = {
  calendars: "room_calendars",
  days: "room_calendar_days",
  items: "rooms",
  itemColumn: "room_id",
  available: "room_available",
  listing: { service: "hotel", kind: "room", table: "hotels", column: "hotel_id" },
};

/** A night's restrictions as stored (0019): a night without them (a row read raw) has none. */
export const nightRulesOf = (d: DayRow): NightRules => ({
  stop_sell: Number(d.stop_sell ?? 0) === 1,
  min_stay: d.min_stay == null ? null : Number(d.min_stay),
  max_stay: d.max_stay == null ? null : Number(d.max_stay),
  closed_to_arrival: Number(d.closed_to_arrival ?? 0) === 1,
  closed_to_departure: Number(d.closed_to_departure ?? 0) === 1,
});

/**
 * A night as the calls answer it (spec §3 "Room calendar entry"): empty = for sale − booked, and its
 * restrictions beside its price and count (contract/front-desk.ts).
 */
export const roomDayRecord = (d: DayRow) => ({
  ...placesOf(ROOM_CALENDAR, d),
  price: Number(d.price),
  ...nightRulesOf(d),
});

/** One room's price for a stay: the sum of its nightly calendar prices (a night unset: the room's default price, §9). */
export async function stayPrice(trx: DB, room: { _id: string; price: number }, nights: string[]) {
  const days = await itemDaysOn(trx, ROOM_CALENDAR, room._id, nights);
  const prices = new Map(days.map((d) => [d.date, Number(d.price)]));
  return nights.reduce((s, night) => s + (prices.get(night) ?? room.price), 0);
}

/**
 * "Stop-sell and restrictions per day": a stay of `room` that breaks a rule of its nights (or of its
 * check-out day) is refused with 409 and the rule's key (`stop_sell`, `closed_to_arrival`, `min_stay`,
 * `max_stay`, `closed_to_departure`), `data: {room, date, bound?}`; read in the booking's transaction.
 */
export async function checkStayRules(trx: DB, roomId: string, checkin: string, checkout: string) {
  const days = await itemDaysOn(trx, ROOM_CALENDAR, roomId, [...nightsOf(checkin, checkout), checkout]);
  const rules = new Map(days.map((d) => [d.date, nightRulesOf(d)]));
  const refusal = stayRefusal(checkin, checkout, (date) => rules.get(date));
  if (refusal)
    throw new ApiError(409, refusal.rule, {
      room: roomId,
      date: refusal.date,
      ...(refusal.bound ? { bound: refusal.bound } : {}),
    });
}
