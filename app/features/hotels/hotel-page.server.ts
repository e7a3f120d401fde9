// What every page of one hotel starts with: the guard, the hotel, the language. A missing or another
// supplier's id warns (spec §8 hotel.hotelNotExist) and goes back to /hotel.
import type { AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { typesPageTitle } from "~/features/listing/index.server";
import { getHotel } from "./api.server";

export async function requireHotel(request: Request, context: AppLoadContext, id: string | undefined) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  const reply = id ? await getHotel(auth.api, id, lang) : null;
  if (!reply || reply.code !== 200 || !reply.data) {
    throw await redirectWithToast(context, "/hotel", { kind: "warning", message: "hotel:hotelNotExist" });
  }
  return { ...auth, lang, hotel: reply.data };
}

/**
 * A rates page of one hotel (the occupancy grid, the bulk update: contract/front-desk.ts): the hotel as
 * requireHotel reads it (a foreign or unknown id goes back to /hotel with its warning), the page's title
 * from its words (`rates:occupancy`), and the hotel as the page draws it.
 */
export async function requireHotelPage(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  words: string,
) {
  const guarded = await requireHotel(request, context, id);
  const { hotel, lang } = guarded;
  const { name, title } = await typesPageTitle(request, words, hotel, lang);
  return { ...guarded, title, page: { _id: hotel._id, name, currency: hotel.currency ?? "VND" } };
}
