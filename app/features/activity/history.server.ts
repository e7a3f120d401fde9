// A booking's history for its page (spec team.md §Screens): the entries of the activity record whose
// target is the booking, in the page's words, oldest first. A record the marketplace does not let this
// person read (or cannot answer) leaves the booking's page whole, with a line saying so.
import type { TFunction } from "i18next";
import type { AuthedApi } from "~/lib/marketplace.server";
import { withParams } from "~/lib/list-query";
import { listActivity } from "./api.server";
import { describeEntry } from "./describe.server";
import type { BookingHistoryData } from "./booking-history";

/** How many of a booking's changes its page shows; the rest are a link to /activity?target=… away. */
export const HISTORY_SIZE = 100;

export async function bookingHistory(
  api: AuthedApi,
  t: TFunction,
  lang: string,
  bookingId: string,
): Promise<BookingHistoryData> {
  const all = `/activity${withParams("", { target: bookingId })}`;
  const reply = await listActivity(api, { target: bookingId, page: 1, perPage: HISTORY_SIZE });
  if (reply.code !== 200) return { rows: [], total: 0, failed: true, all };
  const rows = reply.data.docs.map((e) => describeEntry(t, e, lang)).reverse();
  return { rows, total: reply.data.total, failed: false, all };
}
