// What every listing's add/edit page hands its form (spec tours-cruises §5, hotels-bikes-transport §5):
// the loader's values, places, images, currency and pending translations, overlaid by a failed or
// redrawn save's answer (its result, the places of its chosen area and country, its new images).
import type { SubmissionResult } from "@conform-to/react";
import type { PlaceLists } from "~/features/places";

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
