// What every listing's add/edit page hands its form (spec tours-cruises §5, hotels-bikes-transport §5):
// the loader's values, places, images, currency and pending translations, overlaid by a failed or
// redrawn save's answer (its result, the places of its chosen area and country, its new images).
import type { SubmissionResult } from "@conform-to/react";
import type { PlaceLists } from "~/features/places";
import type { Ref } from "./api.server";
import type { BedType } from "./beds";

type PageData = {
  isNew: boolean;
  values: Record<string, unknown>;
  places: PlaceLists;
  imageUrls: Record<string, string>;
  currency: string;
  translationPending: { vi?: boolean; en?: boolean };
};

type SaveData = { result: SubmissionResult<string[]>; places: PlaceLists; imageUrls: Record<string, string> };

export function listingFormProps(data: PageData, actionData: SaveData | undefined) {
  return {
    isNew: data.isNew,
    defaultValue: data.values,
    lastResult: actionData?.result,
    places: actionData?.places ?? data.places,
    imageUrls: { ...data.imageUrls, ...actionData?.imageUrls },
    currency: data.currency,
    translationPending: data.translationPending,
  };
}

/** The props every listing form takes from its page. */
export type ListingFormProps = ReturnType<typeof listingFormProps>;

/** The props a listing's type form (a room type, a cabin type) takes from its page. */
export type TypeFormProps = Omit<ListingFormProps, "places" | "translationPending"> & {
  facilities: Ref[];
  bedTypes: BedType[];
};

type TypePageData = Pick<PageData, "isNew" | "values" | "imageUrls" | "currency"> & {
  facilities: Ref[];
  bedTypes: BedType[];
};

/** What a listing's type add/edit page hands its form: as listingFormProps, without places. */
export function typeFormProps(data: TypePageData, actionData: Omit<SaveData, "places"> | undefined): TypeFormProps {
  return {
    isNew: data.isNew,
    defaultValue: data.values,
    lastResult: actionData?.result,
    imageUrls: { ...data.imageUrls, ...actionData?.imageUrls },
    currency: data.currency,
    facilities: data.facilities,
    bedTypes: data.bedTypes,
  };
}
