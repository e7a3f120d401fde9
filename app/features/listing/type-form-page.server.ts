// What a listing's type add/edit page loads (a hotel's room type, a cruise's cabin type; spec
// hotels-bikes-transport §5 "Room form", tours-cruises §5 "Cabin form", §8): the type edited, only
// when it is the listing's own, its form's values, the facilities and bed types to choose from, the
// images shown and the listing's currency.
import type { AppLoadContext } from "@remix-run/node";
import { i18nServer } from "~/lib/i18n.server";
import { localName, type Named } from "~/lib/local-name";
import type { Envelope } from "~/lib/marketplace.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Ref } from "./api.server";
import type { BedType } from "./beds";
import { imageUrlsOf } from "./listing-save.server";

/**
 * The type edited, or null for a new one (no id). A missing type, or another listing's, warns and
 * goes back to the listing's types (spec §8).
 */
export async function ownType<T>(args: {
  context: AppLoadContext;
  id: string | undefined;
  get: (id: string) => Promise<Envelope<T>>;
  isOwn: (type: T) => boolean;
  /** the listing's types page, and the warning's key */
  back: string;
  missing: string;
}): Promise<T | null> {
  if (!args.id) return null;
  const reply = await args.get(args.id);
  if (reply.code !== 200 || !reply.data || !args.isOwn(reply.data)) {
    throw await redirectWithToast(args.context, args.back, { kind: "warning", message: args.missing });
  }
  return reply.data;
}

export async function typeFormPage<V extends object>(args: {
  request: Request;
  lang: string;
  /** the listing that owns the type, and the type edited (null for a new one) */
  listing: Named & { currency?: string | null };
  record: Named | null;
  values: V;
  /** where the type's words are, `<namespace>:<group>`: addTitle and editTitle */
  words: string;
  facilities: () => Promise<Ref[]>;
  bedTypes: () => Promise<BedType[]>;
}) {
  const { lang, listing, record, values } = args;
  const [ns, group] = args.words.split(":") as [string, string];
  const [facilities, bedTypes, t] = await Promise.all([
    args.facilities(),
    args.bedTypes(),
    i18nServer.getFixedT(args.request, ns),
  ]);
  return {
    title: t(`${group}.${record ? "editTitle" : "addTitle"}`),
    isNew: !record,
    listingName: localName(listing, lang),
    name: record ? localName(record, lang) : "",
    values,
    facilities,
    bedTypes,
    imageUrls: imageUrlsOf("images" in values && Array.isArray(values.images) ? values.images.map(String) : []),
    currency: listing.currency ?? "VND",
  };
}
