// What every listing's add/edit page loads besides its own lists (spec tours-cruises §5,
// hotels-bikes-transport §5): the supplier for a new listing, the places cascade for the chosen
// area and country, the page's title and name, the images shown, the currency (the listing's own, else
// the supplier's) and which languages wait for a translation.
import type { AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import type { AuthedApi } from "~/lib/marketplace.server";
import { placeLists } from "~/features/places/index.server";
import { localName, type Named } from "~/lib/local-name";
import { imageUrlsOf } from "./listing-save.server";

/** The page of a new listing: the signed-in supplier's api and language. */
export async function newListingPage(request: Request, context: AppLoadContext) {
  const auth = await requireApi(request, context);
  return { ...auth, lang: await getLocale(request) };
}

type Values = { area?: unknown; country?: unknown; images?: unknown };
const textOf = (v: unknown) => (typeof v === "string" ? v : null);

export async function listingFormPage(args: {
  request: Request;
  api: AuthedApi;
  lang: string;
  supplier: { currency?: string | null };
  /** the listing edited, or null for a new one */
  record: (Named & { currency?: string | null; translation_pending?: { vi?: boolean; en?: boolean } }) | null;
  /** its name as the page shows it (default its name in the page's language) */
  name?: string;
  values: Values;
  /** the area's locale namespace, which holds form.addTitle and form.editTitle */
  ns: string;
}) {
  const { record, values } = args;
  const [places, t] = await Promise.all([
    placeLists(args.api, args.lang, textOf(values.area), textOf(values.country)),
    i18nServer.getFixedT(args.request, args.ns),
  ]);
  return {
    title: t(record ? "form.editTitle" : "form.addTitle"),
    isNew: !record,
    name: args.name ?? (record ? localName(record, args.lang) : ""),
    places,
    imageUrls: imageUrlsOf(Array.isArray(values.images) ? values.images.map(String) : []),
    currency: record?.currency ?? args.supplier.currency ?? "VND",
    translationPending: record?.translation_pending ?? {},
  };
}
