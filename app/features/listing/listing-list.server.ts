// The list of a supplier's listings, tours, cruises or bikes (spec §2 Tours, Cruises: "the same
// filters as tours"; hotels-bikes-transport §2 Bike, the same): name, area and date range in the
// URL, 10 a page, delete after a confirmation that needs no scripts. The page is ./listing-list.tsx; the kind names the list (./list-kind.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { publicFileUrl } from "~/lib/uploads.server";
import { formatDate } from "~/lib/dates";
import { pageOf, parseDateRange } from "~/lib/list-query";
import { localName, translationPending } from "~/lib/local-name";
import { areaOf } from "./areas";
import { deleteListing, listListings } from "./api.server";
import { listingListAction, listPage, listUrl } from "./list-page.server";
import type { ListKind } from "./list-kind";
import type { ListingListItem } from "./api.server";

/**
 * What deleting a row would run into, for its confirmation to say before the owner confirms: bookings
 * from today on that refuse the delete (`held`: a hotel's guests, a bike's rentals), or bookings still to
 * come that it leaves as booked (`toCome`: a tour's or a cruise's travellers).
 */
export const deleteHold = (x: Pick<ListingListItem, "has_bookings" | "bookings_to_come">) => ({
  held: Boolean(x.has_bookings),
  toCome: x.bookings_to_come ?? 0,
});

export async function listingsLoader({ request, context }: LoaderFunctionArgs, kind: ListKind) {
  const url = listUrl(request);
  const { api, user } = await requireApi(request, context);
  const lang = await getLocale(request);
  const filters = {
    type: kind.type,
    name: (url.searchParams.get("name") ?? "").trim().slice(0, 100),
    area: areaOf(url.searchParams.get("area")),
    dateRange: parseDateRange(url.searchParams.get("date_range")),
    page: pageOf(url.searchParams),
  };
  const reply = await (kind.calls?.list ?? listListings)(api, user._id, lang, filters);
  const { rows, total, warning, confirm } = listPage(url, filters.page, reply, "listing:loadFailed");
  const toRow = (tour: (typeof rows)[number]) => ({
    _id: tour._id,
    type: tour.type,
    optional_type: tour.optional_type,
    is_active: tour.is_active,
    status: tour.status,
    ...deleteHold(tour),
    city: tour.city,
    name: localName(tour, lang),
    pending: translationPending(tour, lang),
    image: publicFileUrl(tour.images[0]?.url),
    created: formatDate(tour.created_at, "list"),
  });
  return {
    title: (await i18nServer.getFixedT(request, kind.ns))("list.title"),
    rows: rows.map(toRow),
    total,
    filters,
    warning,
    confirm: confirm ? toRow(confirm) : null,
  };
}
export type ListingListData = Awaited<ReturnType<typeof listingsLoader>>;
export type ListingListRow = ListingListData["rows"][number];

export const listingsAction = (args: ActionFunctionArgs, kind: ListKind) =>
  listingListAction(args, {
    path: kind.path,
    remove: kind.calls?.remove ?? deleteListing,
    messages: { deleted: "common:deleteSuccess", failed: "common:deleteFailed" },
  });
