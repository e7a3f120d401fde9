// /hotel (spec hotels-bikes-transport §2 "Hotel"): the supplier's hotels with name, area → country →
// city and date-range filters in the URL (name, area, country, city, date_range), sorted by created
// date, 10 a page, delete after a confirmation that needs no scripts. The page is the listing kit's
// list page; its rows have the listing kit's shape.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { publicFileUrl } from "~/lib/uploads.server";
import { formatDate } from "~/lib/dates";
import { pageOf, parseDateRange } from "~/lib/list-query";
import { localName, translationPending } from "~/lib/local-name";
import { seeOther } from "~/lib/toast.server";
import { placeLists } from "~/features/places/index.server";
import { deleteHold, listingListAction, listPage, listUrl } from "~/features/listing/index.server";
import { deleteHotel, listHotels, type HotelRecord } from "./api.server";

import { cascadedFilterUrl, HOTELS_PATH, type HotelSort } from "./list-query";

const id = (v: string | null) => (v && /^[\w-]{1,64}$/.test(v) ? v : "");

export async function hotelsLoader({ request, context }: LoaderFunctionArgs) {
  const cascaded = cascadedFilterUrl(new URL(request.url));
  if (cascaded) throw seeOther(cascaded);
  const url = listUrl(request);
  const { api } = await requireApi(request, context);
  const lang = await getLocale(request);
  const q = url.searchParams;
  const sort: HotelSort = q.get("sort") === "created_asc" ? "created_asc" : "created_desc";
  const filters = {
    name: (q.get("name") ?? "").trim().slice(0, 100),
    area: id(q.get("area")),
    country: id(q.get("area")) ? id(q.get("country")) : "",
    city: id(q.get("area")) && id(q.get("country")) ? id(q.get("city")) : "",
    dateRange: parseDateRange(q.get("date_range")),
    sort,
    page: pageOf(q),
  };
  const [reply, places] = await Promise.all([
    listHotels(api, lang, { ...filters, sort: sort === "created_asc" ? 1 : -1 }),
    placeLists(api, lang, filters.area, filters.country),
  ]);
  const { rows, total, warning, confirm } = listPage(url, filters.page, reply, "listing:loadFailed");
  const toRow = (hotel: HotelRecord) => ({
    _id: hotel._id,
    type: "hotel",
    optional_type: null,
    is_active: hotel.is_active,
    status: hotel.status as string,
    ...deleteHold(hotel),
    city: hotel.city,
    name: localName(hotel, lang),
    pending: translationPending(hotel, lang),
    image: publicFileUrl(hotel.images[0]?.url),
    created: formatDate(hotel.created_at, "list"),
  });
  return {
    title: (await i18nServer.getFixedT(request, "hotel"))("list.title"),
    rows: rows.map(toRow),
    total,
    filters,
    places,
    warning,
    confirm: confirm ? toRow(confirm) : null,
  };
}
export type HotelsData = Awaited<ReturnType<typeof hotelsLoader>>;

export const hotelsAction = (args: ActionFunctionArgs) =>
  listingListAction(args, {
    path: HOTELS_PATH,
    remove: deleteHotel,
    messages: { deleted: "common:deleteSuccess", failed: "common:deleteFailed" },
  });
