// spec tours-cruises §4/§7 (and hotels-bikes-transport §3 for rooms and bike options): an item's
// sales calendar is made and linked by the marketplace when the item's first schedule is written. A
// client that sends the link itself may name only the calendar that already belongs to that very
// item; any other id (another item's, another supplier's, none at all) is refused on `calendar`.
import { invalidField as invalid } from "./http.js";

/** `calendarOwner` answers the item a calendar id belongs to (undefined when none). */
export async function checkCalendarLink(
  calendarOwner: (calendarId: string) => Promise<string | undefined>,
  itemId: string,
  calendarId: string,
  field = "calendar",
) {
  if ((await calendarOwner(calendarId)) !== itemId) throw invalid(field, "invalid_calendar");
}
